import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi, testDatabaseKinds } from '../../testing/harness.js';
import { companies } from '../identity/index.js';
import { readOccupancy } from './occupancy.js';
import { rebuildRollups } from './rollup-rebuild.js';
import { demoLocations, seedCountingDemo } from './seed.js';

/** Rows of a raw SQL answer, whichever driver gave them. */
async function rows<T>(api: TestApi, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await api.database.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

describe.each(testDatabaseKinds())('demo counting history on %s', (kind) => {
  let api: TestApi;
  // Spans the end of summer time in Europe (25 Oct 2026) and in the US (1 Nov 2026).
  const now = new Date('2026-11-20T12:00:00Z');

  beforeAll(async () => {
    api = await startTestApi(kind, { seed: false });
    const inserted = await api.database.db
      .insert(companies)
      .values([{ name: 'Library' }, { name: 'Medical' }, { name: 'Store' }])
      .returning({ id: companies.id });
    const [library, medical, store] = inserted.map((row) => row.id);
    if (!library || !medical || !store) throw new Error('companies not inserted');
    await seedCountingDemo(api.database.db, { library, medical, store }, now, 40);
  }, 120_000);

  afterAll(async () => {
    await api?.close();
  });

  it('rolls every counted bin up once: daily totals equal the sum of the bins', async () => {
    const [bins] = await rows<{ enters: string; exits: string }>(
      api,
      sql`SELECT sum(b.enters) AS enters, sum(b.exits) AS exits FROM count_bins b
          JOIN devices d ON d.id = b.device_id WHERE d.device_type <> 'eco_gate'`,
    );
    const daily = await rows<{ metric: string; total: string }>(
      api,
      sql`SELECT metric, sum(value) AS total FROM rollup_daily GROUP BY metric`,
    );
    const hourly = await rows<{ metric: string; total: string }>(
      api,
      sql`SELECT metric, sum(value) AS total FROM rollup_hourly GROUP BY metric`,
    );
    const total = (list: { metric: string; total: string }[], metric: string) =>
      Number(list.find((row) => row.metric === metric)?.total ?? 0);
    expect(Number(bins?.enters)).toBeGreaterThan(10_000);
    expect(total(daily, 'enter')).toBe(Number(bins?.enters));
    expect(total(daily, 'leave')).toBe(Number(bins?.exits));
    for (const metric of ['enter', 'leave', 'gate_enter', 'selfcheck_checkout_ok']) {
      expect(total(hourly, metric), metric).toBe(total(daily, metric));
      expect(total(daily, metric), metric).toBeGreaterThan(0);
    }
  });

  it('puts every bin in its local opening hours, before and after the DST change', async () => {
    // Libraries open 9:00–20:00 (Saturday 10–17) in Amsterdam, the stores 10:00–21:00 (Sunday
    // 11–18) in New York: an hour off on either side of a DST change would show up here.
    const outside = await rows<{ name: string; hour: number; local_date: string }>(
      api,
      sql`SELECT l.name, r.hour, r.local_date::text AS local_date FROM rollup_hourly r
          JOIN locations l ON l.id = r.location_id
          WHERE (l.time_zone = 'Europe/Amsterdam' AND (r.hour < 9 OR r.hour >= 20))
             OR (l.time_zone = 'America/New_York' AND (r.hour < 10 OR r.hour >= 21))`,
    );
    expect(outside).toEqual([]);
    const [sundays] = await rows<{ count: string }>(
      api,
      sql`SELECT count(*) AS count FROM rollup_daily r JOIN locations l ON l.id = r.location_id
          WHERE l.time_zone = 'Europe/Amsterdam' AND extract(dow FROM r.local_date) = 0`,
    );
    expect(Number(sundays?.count)).toBe(0);
    // The medical centre opens 8:00–18:00 on Sundays, also on the 25-hour 25 October 2026.
    const [changeDay] = await rows<{ hours: string; first: number; last: number }>(
      api,
      sql`SELECT count(DISTINCT r.hour) AS hours, min(r.hour) AS first, max(r.hour) AS last
          FROM rollup_hourly r JOIN locations l ON l.id = r.location_id
          WHERE l.time_zone = 'Europe/Berlin' AND r.local_date = '2026-10-25'`,
    );
    expect([Number(changeDay?.hours), changeDay?.first, changeDay?.last]).toEqual([10, 8, 17]);
  });

  it('empties every location by closing time, and counts gate-only libraries with their gates', async () => {
    // 20 November 2026, 13:00 in Amsterdam and Berlin, 07:00 in New York (stores still closed).
    const live = await readOccupancy(api.database.db, { scope: null }, now);
    const byName = new Map(live.map((place) => [place.name, place]));
    expect(byName.get('Bibliotheek Tiel')?.enters_today).toBeGreaterThan(0);
    expect(byName.get('Haupteingang')?.count).toBeGreaterThan(0);
    expect(byName.get('Brooklyn Flagship')).toMatchObject({ enters_today: 0, count: 0 });
    // 19 November, 22:30 in Amsterdam and Berlin: the libraries and the clinic closed at 20:00.
    const evening = (
      await readOccupancy(api.database.db, { scope: null }, new Date('2026-11-19T21:30:00Z'))
    ).filter((place) => !['Brooklyn Flagship', 'Hoboken', 'Stamford'].includes(place.name));
    expect(evening.map((place) => place.enters_today).every((n) => n > 0)).toBe(true);
    expect(evening.map((place) => [place.name, place.count])).toEqual(
      evening.map((place) => [place.name, 0]),
    );
  });

  it('seeds every location and every SPEC 3 device type', async () => {
    const types = await rows<{ device_type: string }>(
      api,
      sql`SELECT DISTINCT device_type FROM devices ORDER BY device_type`,
    );
    expect(types.map((row) => row.device_type)).toEqual([
      'brickstream_people_counter',
      'eco_gate',
      'intenta',
      'selfcheck',
    ]);
    const [count] = await rows<{ count: string }>(
      api,
      sql`SELECT count(*) AS count FROM locations`,
    );
    expect(Number(count?.count)).toBe(demoLocations.length);
  });

  it('gives each Brickstream counter a three-hour outage with Status 1, not counted', async () => {
    const outages = await rows<{
      device_type: string;
      status: number;
      bins: string;
      counted: string;
    }>(
      api,
      sql`SELECT d.device_type, b.status, count(*) AS bins, sum(b.enters + b.exits) AS counted
          FROM count_bins b JOIN devices d ON d.id = b.device_id
          WHERE b.missing GROUP BY d.device_type, b.status`,
    );
    const counters = demoLocations.flatMap((spec) =>
      spec.devices.filter((device) => device.type === 'brickstream_people_counter'),
    ).length;
    expect(
      outages.map((row) => ({ ...row, bins: Number(row.bins), counted: Number(row.counted) })),
    ).toEqual([
      {
        device_type: 'brickstream_people_counter',
        status: 1,
        bins: 3 * counters,
        counted: 0,
      },
    ]);
  });

  it('rebuilds to the same rollups, and follows a change of opening hours', async () => {
    const snapshot = () =>
      rows<{ location_id: number; local_date: string; metric: string; value: string }>(
        api,
        sql`SELECT location_id, local_date::text AS local_date, metric, value FROM rollup_daily
            ORDER BY location_id, local_date, metric`,
      );
    const before = await snapshot();
    const ids = (await rows<{ id: number }>(api, sql`SELECT id FROM locations`)).map((r) => r.id);
    await rebuildRollups(api.database.db, ids);
    expect(await snapshot()).toEqual(before);

    const [arnhem] = await rows<{ id: number }>(
      api,
      sql`SELECT id FROM locations WHERE name = 'Centrale Bibliotheek Arnhem'`,
    );
    if (!arnhem) throw new Error('Arnhem not seeded');
    await api.database.db.execute(
      sql`UPDATE locations SET ignore_before = 12 WHERE id = ${arnhem.id}`,
    );
    await rebuildRollups(api.database.db, [arnhem.id]);
    const early = await rows<{ count: string }>(
      api,
      sql`SELECT count(*) AS count FROM rollup_hourly WHERE location_id = ${arnhem.id} AND hour < 12`,
    );
    expect(Number(early[0]?.count)).toBe(0);
    const late = await rows<{ count: string }>(
      api,
      sql`SELECT count(*) AS count FROM rollup_hourly WHERE location_id = ${arnhem.id} AND hour >= 12`,
    );
    expect(Number(late[0]?.count)).toBeGreaterThan(0);
  });
});
