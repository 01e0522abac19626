import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox } from '../db/schema.js';
import { deliverSubscription } from '../reports/deliver.js';
import { consoleCaller, setUpConsoleScope } from '../testing/console-scope.js';
import { startTestApi, type TestApi, testDatabaseKinds } from '../testing/harness.js';
import { addIngestDevice } from '../testing/ingest-fixtures.js';
import { jobNames } from './job-engine.js';

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
      expect(schedules?.map((s) => [s.name, s.cron, s.options?.tz])).toEqual([
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

    it('is off when JOBS=0 (the tests default)', async () => {
      const api = await startTestApi(kind, { seed: false });
      expect(api.app.careshop.jobs).toBeUndefined();
      await api.close();
    });
  });
}
