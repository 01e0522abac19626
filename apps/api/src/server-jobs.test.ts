import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { deliverSubscription } from './modules/reporting/deliver.js';
import { reportSubscriptions } from './modules/reporting/index.js';
import { jobNames } from './platform/jobs/job-engine.js';
import { outbox } from './platform/mail/schema.js';
import { consoleCaller, setUpConsoleScope } from './testing/console-scope.js';
import { startTestApi, type TestApi, testClock, testDatabaseKinds } from './testing/harness.js';
import { addIngestDevice } from './testing/ingest-fixtures.js';

/** A deliver job's window: the week 8–15 June 2026 in Amsterdam, then the week after it. */
const week = (from: string, to: string, fromInstant: string, toInstant: string) => ({
  from,
  to,
  fromInstant,
  toInstant,
  sendInstant: toInstant,
});
const windows = [
  week('2026-06-08', '2026-06-15', '2026-06-07T22:00:00.000Z', '2026-06-14T22:00:00.000Z'),
  week('2026-06-15', '2026-06-22', '2026-06-14T22:00:00.000Z', '2026-06-21T22:00:00.000Z'),
];

/** The deliver jobs of one subscription, as pg-boss stored them. */
async function deliverJobsOf(api: TestApi, subscriptionId: number) {
  const result = (await api.database.db.execute(
    sql`select state, retry_count from pgboss.job where name = ${jobNames.deliver}
        and (data->>'subscriptionId')::int = ${subscriptionId}`,
  )) as unknown as { rows: { state: string; retry_count: number }[] };
  return result.rows;
}

for (const kind of testDatabaseKinds()) {
  describe(`the server's job engine on ${kind}`, () => {
    it('starts with the server (JOBS=1), schedules the nightly run in UTC and stops on close', async () => {
      const api = await startTestApi(kind, { seed: false, env: { JOBS: '1' } });
      const jobs = api.app.careshop.jobs;
      expect(jobs).toBeDefined();
      const schedules = await jobs?.boss.getSchedules();
      expect(schedules?.map((s) => [s.name, s.cron, s.options?.tz]).sort()).toEqual([
        // Decision 330: pending approval requests past their expiry are written down.
        ['approvals.expire', '*/15 * * * *', 'UTC'],
        ['subscriptions.nightly', '*/15 * * * *', 'UTC'],
      ]);
      // pg-boss keeps its tables in its own schema, next to (not inside) the app's.
      const result = (await api.database.db.execute(
        sql`select count(*)::int as n from information_schema.tables where table_schema = 'pgboss'`,
      )) as unknown as { rows: { n: number }[] };
      expect(result.rows[0]?.n).toBeGreaterThan(0);
      // Nothing is stored yet, so the nightly run finds nothing to send.
      expect((await jobs?.runNightly())?.due).toBe(0);
      await api.close();
    });

    it('issue 27: POST /api/dev/jobs/nightly takes no body, an empty body or {}, and still refuses a wrong one', async () => {
      const api = await startTestApi(kind, {
        seed: false,
        env: { JOBS: '1', DEV_MAILBOX: '1', HOST: '127.0.0.1' },
      });
      try {
        const run = (options: { payload?: string; contentType?: string } = {}) =>
          api.app.inject({
            method: 'POST',
            url: '/api/dev/jobs/nightly',
            ...(options.contentType ? { headers: { 'content-type': options.contentType } } : {}),
            ...(options.payload === undefined ? {} : { payload: options.payload }),
          });
        for (const request of [
          {},
          { contentType: 'application/json', payload: '' },
          { contentType: 'application/json', payload: '{}' },
          { contentType: 'application/json', payload: '{"at":"2026-06-15T10:00:00Z"}' },
        ]) {
          const answer = await run(request);
          expect(answer.statusCode, `${JSON.stringify(request)}: ${answer.body}`).toBe(200);
          expect(answer.json()).toEqual({ due: 0, sent: 0 });
        }
        for (const payload of ['null', '[]', '{"at":"tomorrow"}', '{"when":"now"}', '{']) {
          const answer = await run({ contentType: 'application/json', payload });
          expect(answer.statusCode, `${payload}: ${answer.body}`).toBe(400);
        }
      } finally {
        await api.close();
      }
    });

    it("completes a deleted or paused subscription's deliver job at once, without retries or its later windows", async () => {
      const api = await startTestApi(kind, { seed: false, env: { JOBS: '1' } });
      try {
        const jobs = api.app.careshop.jobs;
        if (!jobs) throw new Error('no job engine');
        const scope = await setUpConsoleScope(api);
        const call = consoleCaller(() => api);
        const device = await addIngestDevice(api.database.db, {
          deviceType: 'intenta',
          companyId: scope.companyA,
        });
        const create = async () => {
          const created = await call('POST', '/subscriptions', scope.auth.adminA, {
            location_id: device.locationId,
            max_rows_in_email: 3,
            interval: 'D',
            period: 'W',
            trigger: '1',
            start_date: '2026-01-01',
            format: 'csv',
            report_type: 'PEOPLECOUNTER_ENTERLEAVE',
          });
          expect(created.status, created.text).toBe(201);
          return created.body.id as number;
        };
        const paused = await create();
        expect(
          (await call('PATCH', `/subscriptions/${paused}`, scope.auth.adminA, { paused: true }))
            .status,
        ).toBe(200);
        const deleted = await create();
        expect((await call('DELETE', `/subscriptions/${deleted}`, scope.auth.adminA)).status).toBe(
          200,
        );

        for (const id of [paused, deleted]) {
          const [period, ...next] = windows;
          // The singleton key of the nightly run's jobs (the queue is stately).
          await jobs.boss.send(
            jobNames.deliver,
            { subscriptionId: id, period, next },
            { singletonKey: `sub:${id}:${period?.to}` },
          );
        }
        await jobs.idle(30_000);

        // One job each (the later window was not queued), completed on its first run.
        for (const id of [paused, deleted]) {
          expect(await deliverJobsOf(api, id)).toEqual([{ state: 'completed', retry_count: 0 }]);
        }
        expect(await api.database.db.select().from(outbox)).toEqual([]);
        const period = {
          from: '2026-06-08',
          to: '2026-06-15',
          fromInstant: new Date('2026-06-07T22:00:00Z'),
          toInstant: new Date('2026-06-14T22:00:00Z'),
        };
        expect(
          await deliverSubscription(api.app.careshop, deleted, period, { markSent: true }),
        ).toEqual({ sent: false, rows: 0, reason: 'gone' });
        expect(
          await deliverSubscription(api.app.careshop, paused, period, { markSent: true }),
        ).toEqual({ sent: false, rows: 0, reason: 'paused' });
      } finally {
        await api.close();
      }
    });

    it('never sends a window due before the subscription was created, catches up those due after, and refuses a past end date', async () => {
      // 28 November 2026, 11:41 in Amsterdam.
      const clock = testClock('2026-11-28T10:41:00Z');
      const api = await startTestApi(kind, { seed: false, env: { JOBS: '1' }, clock });
      try {
        const jobs = api.app.careshop.jobs;
        if (!jobs) throw new Error('no job engine');
        const scope = await setUpConsoleScope(api);
        const call = consoleCaller(() => api);
        const device = await addIngestDevice(api.database.db, {
          deviceType: 'intenta',
          companyId: scope.companyA,
          timeZone: 'Europe/Amsterdam',
        });
        const body = (overrides: Record<string, unknown>) => ({
          location_id: device.locationId,
          recipient: `monthly-${kind}@library.test`,
          max_rows_in_email: 3,
          interval: 'D',
          period: 'M',
          trigger: 'M',
          start_date: '2026-01-01',
          format: 'csv',
          report_type: 'PEOPLECOUNTER_ENTERLEAVE',
          ...overrides,
        });
        // The subscription: an end date ten months ago is refused, naming the field.
        const past = await call(
          'POST',
          '/subscriptions',
          scope.auth.adminA,
          body({ end_date: '2026-02-01' }),
        );
        expect(past.status, past.text).toBe(400);
        expect(past.body.errors?.end_date?.key).toBe('validation.end_date_past');
        // Stored before this rule (the API now refuses it): it is still never sent.
        const stored = await call(
          'POST',
          '/subscriptions',
          scope.auth.adminA,
          body({ recipient: `old-${kind}@library.test` }),
        );
        expect(stored.status, stored.text).toBe(201);
        const [old] = await api.database.db
          .update(reportSubscriptions)
          .set({ endDate: '2026-02-01' })
          .where(eq(reportSubscriptions.id, stored.body.id as number))
          .returning();
        const created = await call('POST', '/subscriptions', scope.auth.adminA, body({}));
        expect(created.status, created.text).toBe(201);
        const id = created.body.id as number;

        // Editing: an end date before the location's today is refused, today is fine, and an
        // ended subscription can still be paused.
        const patched = await call('PATCH', `/subscriptions/${id}`, scope.auth.adminA, {
          end_date: '2026-11-27',
        });
        expect(patched.status, patched.text).toBe(400);
        expect(patched.body.errors?.end_date?.key).toBe('validation.end_date_past');
        const today = await call('PATCH', `/subscriptions/${id}`, scope.auth.adminA, {
          end_date: '2026-11-28',
        });
        expect(today.status, today.text).toBe(200);
        const reopened = await call('PATCH', `/subscriptions/${id}`, scope.auth.adminA, {
          end_date: null,
        });
        expect(reopened.status, reopened.text).toBe(200);
        const pauseOld = await call('PATCH', `/subscriptions/${old?.id}`, scope.auth.adminA, {
          paused: true,
          end_date: '2026-02-01',
        });
        expect(pauseOld.status, pauseOld.text).toBe(200);
        await call('PATCH', `/subscriptions/${old?.id}`, scope.auth.adminA, { paused: false });

        const mails = async () =>
          (await api.database.db.select().from(outbox).where(eq(outbox.kind, 'scheduled_report')))
            .map((mail) => `${mail.to} ${mail.attachments?.[0]?.filename}`)
            .sort();
        // Today: the October window (due 1 November) and the January one (due 1 February) fell
        // due before the subscriptions existed.
        expect((await jobs.runNightly(clock.now())).due).toBe(0);
        await jobs.idle(30_000);
        expect(await mails()).toEqual([]);

        // Down over 1 December and 1 January: the next run sends both windows due since, once.
        clock.set(new Date('2027-01-02T07:00:00Z'));
        expect((await jobs.runNightly(clock.now())).due).toBeGreaterThan(0);
        await jobs.idle(30_000);
        await jobs.runNightly(clock.now());
        await jobs.idle(30_000);
        expect(await mails()).toEqual([
          expect.stringMatching(
            new RegExp(`^monthly-${kind}@library.test .*_2026-11-01_2026-12-01\\.csv$`),
          ),
          expect.stringMatching(
            new RegExp(`^monthly-${kind}@library.test .*_2026-12-01_2027-01-01\\.csv$`),
          ),
        ]);
        expect((await jobs.runNightly(clock.now())).due).toBe(0);
      } finally {
        await api.close();
      }
    });

    it('is off when JOBS=0 (the tests default)', async () => {
      const api = await startTestApi(kind, { seed: false });
      expect(api.app.careshop.jobs).toBeUndefined();
      await api.close();
    });
  });
}
