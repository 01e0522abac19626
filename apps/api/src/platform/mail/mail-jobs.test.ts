import type { AddressInfo } from 'node:net';
import { eq, like, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi, testDatabaseKinds } from '../../testing/harness.js';
import { createJobEngine, type JobEngine, jobNames } from '../jobs/job-engine.js';
import { mailSendLeaseMs, queueUnsentMail, sendQueuedMail } from './mail-jobs.js';
import {
  createOutboxSender,
  enqueueMail,
  type OutboxSender,
  smtpAttemptBoundMs,
} from './mailer.js';
import { outbox } from './schema.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Rows of a query run through drizzle (both drivers answer `{ rows }`). */
async function rowsOf<T>(api: TestApi, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await api.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

describe.each(testDatabaseKinds())('issue 12: outbox e-mail as pg-boss jobs on %s', (kind) => {
  let smtp: SMTPServer;
  let smtpUrl: string;
  const received: string[] = [];
  /** When each RCPT TO of a recipient arrived, refused or not. */
  const attemptsAt = new Map<string, number[]>();
  /** Recipients refused with a temporary error (451) this many more times. */
  const refusals = new Map<string, number>();
  /** Recipients whose RCPT TO is answered only when the promise settles (an attempt in flight). */
  const holds = new Map<string, Promise<void>>();

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onRcptTo(address, _session, callback) {
        attemptsAt.set(address.address, [...(attemptsAt.get(address.address) ?? []), Date.now()]);
        const hold = holds.get(address.address);
        if (hold) {
          void hold.then(() => callback());
          return;
        }
        const left = refusals.get(address.address) ?? 0;
        if (left > 0) {
          refusals.set(address.address, left - 1);
          callback(Object.assign(new Error('try again later'), { responseCode: 451 }));
          return;
        }
        callback();
      },
      onData(stream, session, callback) {
        stream.on('data', () => undefined);
        stream.on('end', () => {
          for (const rcpt of session.envelope.rcptTo) received.push(rcpt.address);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  const message = (to: string) =>
    ({ to, subject: 'hello', text: 'body', kind: 'order_confirmation' }) as const;

  describe('workers of their own (as N API processes)', () => {
    let api: TestApi;
    const engines: JobEngine[] = [];
    const senders: OutboxSender[] = [];
    /** Which engine ran each `mail.send` job. */
    const ranBy: { outboxId: number; worker: string }[] = [];

    beforeAll(async () => {
      // JOBS=0: the server starts no engine of its own; the test starts the workers.
      api = await startTestApi(kind, { seed: false });
    });
    afterAll(async () => {
      for (const engine of engines) await engine.stop({ timeoutMs: 1000 });
      for (const sender of senders) sender.close();
      await api.close();
    });

    /** One process's job engine on the test database, sending outbox mail with back-off from 1 s. */
    async function startWorker(worker: string): Promise<JobEngine> {
      const db = api.database.db;
      const sender = createOutboxSender({
        db,
        from: 'Careshop <no-reply@careshop.test>',
        smtpUrl,
      });
      senders.push(sender);
      const engine = createJobEngine({
        connection:
          kind === 'postgres'
            ? { kind: 'postgres', url: api.database.url as string }
            : { kind: 'pglite', client: api.database.pglite as never },
        listSubscriptions: async () => [],
        deliver: async () => ({ sent: false, rows: 0 }),
        now: () => new Date(),
        schedule: false,
        pollingIntervalSeconds: 0.5,
        mailRetryDelaySeconds: 1,
        sendMail: async (outboxId) => {
          ranBy.push({ outboxId, worker });
          await sendQueuedMail(db, sender, outboxId);
        },
      });
      engines.push(engine);
      await engine.start();
      return engine;
    }

    it('retries a temporary SMTP failure with pg-boss back-off, then sends once', async () => {
      const engine = await startWorker('a');
      const to = `retry-${kind}@example.test`;
      refusals.set(to, 2);
      await api.database.db.transaction(async (tx) => {
        await enqueueMail(tx, message(to));
      });
      expect(await queueUnsentMail(api.database.db, engine)).toBe(1);
      await engine.idle(30_000, jobNames.mailSend);

      expect(received.filter((r) => r === to)).toHaveLength(1);
      const [row] = await api.database.db.select().from(outbox).where(eq(outbox.to, to));
      expect(row?.sentAt).not.toBeNull();
      expect(row?.queuedAt).not.toBeNull();
      expect(row?.attempts).toBe(3);
      // pg-boss waits retryDelay × 2^(n−1) to twice that before retry n: ≥ 1 s, then ≥ 2 s.
      const [first, second, third] = attemptsAt.get(to) ?? [];
      expect((second ?? 0) - (first ?? 0)).toBeGreaterThanOrEqual(1000);
      expect((third ?? 0) - (second ?? 0)).toBeGreaterThanOrEqual(2000);
      const jobs = await rowsOf<{ state: string; retry_count: number }>(
        api,
        sql`select state, retry_count from pgboss.job where name = ${jobNames.mailSend}
            and data->>'outboxId' = ${String(row?.id)}`,
      );
      expect(jobs).toEqual([{ state: 'completed', retry_count: 2 }]);

      // A second job for a row already sent completes without sending it again.
      await engine.boss.send(jobNames.mailSend, { outboxId: row?.id });
      await engine.idle(30_000, jobNames.mailSend);
      expect(received.filter((r) => r === to)).toHaveLength(1);
    }, 40_000);

    if (kind === 'postgres') {
      it('two workers on one PostgreSQL database send each message once', async () => {
        const [a, b] = [engines[0] ?? (await startWorker('a')), await startWorker('b')];
        await api.database.db.transaction(async (tx) => {
          for (let i = 0; i < 60; i += 1) await enqueueMail(tx, message(`many-${i}@example.test`));
        });
        // Both processes wake at once after the commit, as two API processes would.
        const queued = await Promise.all([
          queueUnsentMail(api.database.db, a),
          queueUnsentMail(api.database.db, b),
        ]);
        expect(queued[0] + queued[1]).toBe(60);
        await a.idle(30_000, jobNames.mailSend);
        await b.idle(30_000, jobNames.mailSend);

        const many = received.filter((r) => r.startsWith('many-'));
        expect(many).toHaveLength(60);
        expect(new Set(many).size).toBe(60);
        const rows = await api.database.db.select().from(outbox).where(like(outbox.to, 'many-%'));
        expect(rows.every((row) => row.sentAt !== null && row.attempts === 1)).toBe(true);
        const manyIds = new Set(rows.map((row) => row.id));
        const runs = ranBy.filter((run) => manyIds.has(run.outboxId));
        // One job per message, run once, and both processes took part.
        expect(runs).toHaveLength(60);
        expect(new Set(runs.map((run) => run.worker))).toEqual(new Set(['a', 'b']));
      }, 60_000);
    }
  });

  it('a job leases its row for MAIL_SEND_EXPIRE_SECONDS, and never less than an attempt may take', () => {
    expect(smtpAttemptBoundMs).toBe(35_000);
    expect(mailSendLeaseMs(45)).toBe(45_000);
    expect(mailSendLeaseMs(3600)).toBe(3_600_000);
    expect(mailSendLeaseMs(10)).toBe(smtpAttemptBoundMs);
  });

  it('the server with JOBS=1 and SMTP_URL sends outbox mail through pg-boss, relayed every minute', async () => {
    const api = await startTestApi(kind, {
      seed: false,
      env: { JOBS: '1', SMTP_URL: smtpUrl, MAIL_SEND_EXPIRE_SECONDS: '600' },
    });
    try {
      const to = `server-${kind}@example.test`;
      // The SMTP server holds the attempt while the row's lease is read.
      let release = () => {};
      holds.set(to, new Promise<void>((resolve) => (release = resolve)));
      await api.app.careshop.mailer.send(message(to));
      // Waits for the running job, so it settles only after the release below.
      const flushed = api.app.careshop.mailer.flush();
      try {
        const held = Date.now() + 15_000;
        while (!attemptsAt.has(to) && Date.now() < held) await sleep(50);
        const [lease] = await rowsOf<{ seconds: number }>(
          api,
          sql`select extract(epoch from ${outbox.nextAttemptAt} - now())::float8 as seconds
              from ${outbox} where ${outbox.to} = ${to} and ${outbox.sentAt} is null`,
        );
        // Claimed for the job's whole expiry (600 s), not a fixed 30 s (decision 375).
        expect(lease?.seconds).toBeGreaterThan(590);
        expect(lease?.seconds).toBeLessThanOrEqual(600);
      } finally {
        holds.delete(to);
        release();
      }
      await flushed;
      // The job writes `sent_at` once the SMTP server has answered the message.
      const readRow = async () =>
        (await api.database.db.select().from(outbox).where(eq(outbox.to, to)))[0];
      const deadline = Date.now() + 15_000;
      let row = await readRow();
      while (!row?.sentAt && Date.now() < deadline) {
        await sleep(50);
        row = await readRow();
      }
      expect(received.filter((r) => r === to)).toHaveLength(1);
      expect(row?.queuedAt).not.toBeNull();
      expect(row?.sentAt).not.toBeNull();
      const schedules = await api.app.careshop.jobs?.boss.getSchedules();
      expect(schedules?.map((s) => [s.name, s.cron]).sort()).toEqual([
        [jobNames.approvalsExpire, '*/15 * * * *'],
        [jobNames.mailRelay, '* * * * *'],
        [jobNames.nightly, '*/15 * * * *'],
      ]);
    } finally {
      await api.close();
    }
  }, 90_000);
});
