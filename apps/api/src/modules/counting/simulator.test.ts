import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi, testDatabaseKinds } from '../../testing/harness.js';
import { demoLocations } from './seed.js';
import { createSimulator } from './simulator.js';

async function count(api: TestApi, table: string): Promise<number> {
  const result = (await api.database.db.execute(
    sql.raw(`SELECT count(*) AS n FROM ${table}`),
  )) as unknown as { rows: { n: string }[] };
  return Number(result.rows[0]?.n);
}

describe.each(testDatabaseKinds())('device simulator against the API on %s', (kind) => {
  let api: TestApi;
  let baseUrl: string;

  beforeAll(async () => {
    // A weekday at 11:00 in Amsterdam and Berlin: every demo location is busy.
    api = await startTestApi(kind);
    api.clock.set('2026-06-16T09:00:00.250Z');
    baseUrl = await api.app.listen({ port: 0, host: '127.0.0.1' });
  }, 120_000);

  afterAll(async () => {
    await api?.close();
  });

  it('pushes every demo device in its own format, and the API stores and counts it', async () => {
    const log: string[] = [];
    const simulator = createSimulator({
      baseUrl,
      now: api.clock.now,
      boost: 400,
      log: (line) => log.push(line),
    });
    const devices = demoLocations.flatMap((location) => location.devices);
    api.clock.advance(60_000);
    const first = await simulator.send();
    api.clock.advance(60_000);
    const second = await simulator.send();
    expect(log).toEqual([]);
    expect(first).toEqual(devices.map(() => 200));
    expect(second).toEqual(devices.map(() => 200));
    api.clock.advance(5_000);
    const protocols = new Set(simulator.tick().map((push) => push.protocol));
    expect([...protocols].sort()).toEqual(['bins', 'brickstream', 'gate', 'sip2', 'xovis']);
    expect(await count(api, 'count_bins')).toBeGreaterThan(0);
    expect(await count(api, 'selfcheck_transactions')).toBeGreaterThan(0);
    const result = (await api.database.db.execute(
      sql`SELECT coalesce(sum(value), 0) AS n FROM rollup_hourly WHERE metric = 'enter'
          AND local_date = '2026-06-16'`,
    )) as unknown as { rows: { n: string }[] };
    expect(Number(result.rows[0]?.n)).toBeGreaterThan(0);
  });

  it('at night sends no empty self-check push (the API would refuse it), and nothing fails', async () => {
    api.clock.set('2026-06-17T00:30:00.250Z');
    const log: string[] = [];
    const simulator = createSimulator({
      baseUrl,
      now: api.clock.now,
      boost: 400,
      log: (line) => log.push(line),
    });
    api.clock.advance(60_000);
    const statuses = await simulator.send();
    expect(log).toEqual([]);
    expect(statuses.every((status) => status === 200)).toBe(true);
    api.clock.advance(5_000);
    const sip2 = simulator.tick().filter((push) => push.protocol === 'sip2');
    expect(sip2.every((push) => push.body.length > 0)).toBe(true);
  });
});
