import { buildBinsJson, type CountBin } from '@careshop/counting';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobNames } from '../../platform/jobs/job-engine.js';
import {
  type ConsoleScope,
  consoleCaller,
  locationBody,
  setUpConsoleScope,
} from '../../testing/console-scope.js';
import { startTestApi, type TestApi, testClock, testDatabaseKinds } from '../../testing/harness.js';
import { addIngestDevice } from '../../testing/ingest-fixtures.js';
import { rebuildRollups } from './rollup-rebuild.js';

/**
 * 15-minute bins over every hour from 24 to 27 October 2026 (UTC), across the night Amsterdam's
 * clocks go back (25 October: a 25-hour local day), with uneven counts and some missing bins.
 */
function bins(): CountBin[] {
  const from = Date.parse('2026-10-24T00:00:00Z');
  return Array.from({ length: 3 * 96 }, (_, index) => ({
    zone: '',
    start: new Date(from + index * 900_000),
    end: new Date(from + (index + 1) * 900_000),
    enters: (index * 7) % 11,
    exits: (index * 5) % 9,
    missing: index % 37 === 0,
  }));
}

type RollupRow = Record<string, unknown>;

for (const kind of testDatabaseKinds()) {
  describe(`rollup rebuild on ${kind} (decision 211)`, () => {
    let api: TestApi;
    let scope: ConsoleScope;
    const call = consoleCaller(() => api);

    beforeAll(async () => {
      // JOBS=1: a change of a location's counting rules queues a `rollups.rebuild` job.
      api = await startTestApi(kind, {
        seed: false,
        env: { JOBS: '1' },
        clock: testClock('2026-11-02T12:00:00Z'),
      });
      scope = await setUpConsoleScope(api);
    });
    afterAll(async () => {
      await api?.close();
    });

    /** A location of company A with `rules`, and a people counter on it. */
    async function countedLocation(rules: Record<string, unknown>) {
      const created = await call('POST', '/locations', scope.auth.adminA, locationBody(rules));
      expect(created.status, created.text).toBe(201);
      const locationId = created.body.id as number;
      const device = await addIngestDevice(api.database.db, {
        deviceType: 'intenta',
        companyId: scope.companyA,
        locationId,
      });
      return { locationId, device };
    }

    /** Pushes the bins through the ingestion route, a day per push. */
    async function ingest(device: { key: string; rtId: string }) {
      const all = bins();
      for (let i = 0; i < all.length; i += 96) {
        const pushed = await api.app.inject({
          method: 'POST',
          url: '/api/ingest/bins',
          headers: { authorization: `Bearer ${device.key}`, 'content-type': 'application/json' },
          payload: JSON.stringify(
            buildBinsJson({ deviceRef: device.rtId, bins: all.slice(i, i + 96) }),
          ),
        });
        expect(pushed.statusCode, pushed.body).toBe(200);
      }
    }

    /** A location's rollups, without its id, in a stable order. */
    async function rollups(
      locationId: number,
    ): Promise<{ hourly: RollupRow[]; daily: RollupRow[] }> {
      const rows = async (query: ReturnType<typeof sql>) =>
        ((await api.database.db.execute(query)) as unknown as { rows: RollupRow[] }).rows;
      return {
        hourly: await rows(sql`
          select local_date::text as date, hour, metric, value::int as value from rollup_hourly
          where location_id = ${locationId} order by local_date, hour, metric`),
        daily: await rows(sql`
          select local_date::text as date, metric, value::int as value from rollup_daily
          where location_id = ${locationId} order by local_date, metric`),
      };
    }

    const rules = (ignoreBefore: number | null, ignoreAfter: number | null) => ({
      timeZone: 'Europe/Amsterdam',
      ignore_before: ignoreBefore,
      ignore_after: ignoreAfter,
      stats_available_from: '2026-01-01',
    });

    it('rebuildRollups gives exactly the rows incremental ingestion wrote', async () => {
      const { locationId, device } = await countedLocation(rules(7, 19));
      await ingest(device);
      const ingested = await rollups(locationId);
      // Hours outside 7–19 are not counted, the 25-hour day included.
      expect(ingested.hourly.length).toBeGreaterThan(0);
      expect(ingested.hourly.every((row) => Number(row.hour) >= 7 && Number(row.hour) < 19)).toBe(
        true,
      );
      await rebuildRollups(api.database.db, [locationId]);
      expect(await rollups(locationId)).toEqual(ingested);
    });

    it('two quick rule changes queue one rebuild job, whose rollups equal ingestion under the final rules', async () => {
      const jobs = api.app.careshop.jobs;
      if (!jobs) throw new Error('no job engine');
      const { locationId, device } = await countedLocation(rules(7, 19));
      await ingest(device);

      for (const change of [rules(9, 17), rules(10, 16)]) {
        const changed = await call(
          'PUT',
          `/locations/${locationId}`,
          scope.auth.adminA,
          locationBody(change),
        );
        expect(changed.status, changed.text).toBe(200);
      }
      await jobs.idle(30_000, jobNames.rollupRebuild);
      const rebuildJobs = (
        (await api.database.db.execute(
          sql`select state from pgboss.job where name = ${jobNames.rollupRebuild}
              and (data->>'locationId')::int = ${locationId}`,
        )) as unknown as { rows: { state: string }[] }
      ).rows;
      expect(rebuildJobs).toEqual([{ state: 'completed' }]);

      // The same bins ingested at a location that had the final rules from the start.
      const reference = await countedLocation(rules(10, 16));
      await ingest(reference.device);
      const expected = await rollups(reference.locationId);
      expect(expected.hourly.every((row) => Number(row.hour) >= 10 && Number(row.hour) < 16)).toBe(
        true,
      );
      expect(await rollups(locationId)).toEqual(expected);
    });
  });
}
