import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startTestApi, testDatabaseKinds } from '../testing/harness.js';

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

    it('is off when JOBS=0 (the tests default)', async () => {
      const api = await startTestApi(kind, { seed: false });
      expect(api.app.careshop.jobs).toBeUndefined();
      await api.close();
    });
  });
}
