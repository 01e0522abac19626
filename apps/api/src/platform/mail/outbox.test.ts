import type { AddressInfo } from 'node:net';
import { eq, like } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi, testDatabaseKinds } from '../../testing/harness.js';
import { createMailer, enqueueMail, type Mailer } from './mailer.js';
import { outbox } from './schema.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(testDatabaseKinds())('issue 10 item 13: the outbox delivery loop on %s', (kind) => {
  let api: TestApi;
  let smtp: SMTPServer;
  let smtpUrl: string;
  const received: { to: string; subject: string }[] = [];
  /** Recipients refused once with a temporary error (451) before being accepted. */
  const refuseOnce = new Set<string>();
  const mailers: Mailer[] = [];

  beforeAll(async () => {
    api = await startTestApi(kind, { seed: false });
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onRcptTo(address, _session, callback) {
        if (refuseOnce.delete(address.address)) {
          const error = Object.assign(new Error('try again later'), { responseCode: 451 });
          callback(error);
          return;
        }
        callback();
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          for (const rcpt of session.envelope.rcptTo) {
            received.push({ to: rcpt.address, subject: /^Subject: (.*)$/m.exec(raw)?.[1] ?? '' });
          }
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    for (const mailer of mailers) {
      await mailer.flush();
      await mailer.close();
    }
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    await api.close();
  });

  const mailer = (pollIntervalMs = 100) => {
    const created = createMailer({
      db: api.database.db,
      from: 'Careshop <no-reply@careshop.test>',
      smtpUrl,
      pollIntervalMs,
    });
    mailers.push(created);
    return created;
  };
  const message = (to: string, subject = 'hello') =>
    ({ to, subject, text: 'body', kind: 'order_confirmation' }) as const;

  it('sends what a transaction committed, never what it rolled back', async () => {
    const loop = mailer();
    loop.start();
    await api.database.db.transaction(async (tx) => {
      await enqueueMail(tx, message('committed@example.test'));
    });
    await api.database.db
      .transaction(async (tx) => {
        await enqueueMail(tx, message('rolled-back@example.test'));
        throw new Error('refused');
      })
      .catch(() => undefined);
    await loop.flush();
    expect(received.map((r) => r.to)).toContain('committed@example.test');
    expect(received.map((r) => r.to)).not.toContain('rolled-back@example.test');
    const rows = await api.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, 'committed@example.test'));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.sentAt).not.toBeNull();
    expect(rows[0]?.attempts).toBe(1);
  });

  it('a row left unsent (a crash before delivery) is sent by the polling loop', async () => {
    // Written while no loop ran: like a process that died right after the commit.
    await enqueueMail(api.database.db, message('left-over@example.test'));
    const loop = mailer();
    loop.start();
    const deadline = Date.now() + 10_000;
    while (!received.some((r) => r.to === 'left-over@example.test') && Date.now() < deadline) {
      await sleep(50);
    }
    expect(received.filter((r) => r.to === 'left-over@example.test')).toHaveLength(1);
  });

  it('a temporary SMTP failure is retried with backoff, counting the attempts', async () => {
    refuseOnce.add('retry@example.test');
    const loop = mailer();
    await loop.send(message('retry@example.test'));
    await loop.flush();
    // An earlier test's loop may have claimed the row and still be talking to the server: wait
    // until the refused attempt is written down.
    const readRow = async () =>
      (await api.database.db.select().from(outbox).where(eq(outbox.to, 'retry@example.test')))[0];
    let failed = await readRow();
    const written = Date.now() + 10_000;
    while (failed?.error == null && Date.now() < written) {
      await sleep(50);
      failed = await readRow();
    }
    expect(failed?.sentAt).toBeNull();
    expect(failed?.attempts).toBe(1);
    expect(failed?.error).toMatch(/451|try again/);
    loop.start();
    // Any started loop (the earlier tests' too) may take the row once its backoff ends.
    const sentRow = async () =>
      (await api.database.db.select().from(outbox).where(eq(outbox.to, 'retry@example.test')))[0];
    const deadline = Date.now() + 20_000;
    while (!(await sentRow())?.sentAt && Date.now() < deadline) await sleep(100);
    const sent = await sentRow();
    expect(sent?.sentAt).not.toBeNull();
    expect(sent?.attempts).toBe(2);
    expect(received.filter((r) => r.to === 'retry@example.test')).toHaveLength(1);
  }, 30_000);

  it('several delivery loops (several API processes) send each message exactly once', async () => {
    const loops = [mailer(20), mailer(20), mailer(20)];
    await api.database.db.transaction(async (tx) => {
      for (let i = 0; i < 60; i += 1) await enqueueMail(tx, message(`many-${i}@example.test`));
    });
    for (const loop of loops) loop.start();
    await Promise.all(loops.map((loop) => loop.flush()));
    const deadline = Date.now() + 15_000;
    while (received.filter((r) => r.to.startsWith('many-')).length < 60 && Date.now() < deadline) {
      await sleep(50);
    }
    await Promise.all(loops.map((loop) => loop.flush()));
    const many = received.filter((r) => r.to.startsWith('many-')).map((r) => r.to);
    expect(many).toHaveLength(60);
    expect(new Set(many).size).toBe(60);
    const rows = await api.database.db.select().from(outbox).where(like(outbox.to, 'many-%'));
    expect(rows.every((row) => row.sentAt !== null && row.attempts === 1)).toBe(true);
  }, 30_000);
});
