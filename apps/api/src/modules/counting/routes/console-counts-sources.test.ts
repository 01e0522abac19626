import {
  buildBinsJson,
  buildBrickstreamXml,
  buildGatePush,
  buildSip2Lines,
  type CountBin,
  type SelfCheckTransaction,
} from '@careshop/counting';
import {
  consoleHeatmapSchema,
  consoleSelfCheckActivitySchema,
  consoleSeriesSchema,
  deviceListSchema,
} from '@careshop/validation';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ConsoleScope,
  consoleCaller,
  setUpConsoleScope,
} from '../../../testing/console-scope.js';
import { startTestApi, type TestApi, testDatabaseKinds } from '../../../testing/harness.js';
import { addIngestDevice, type IngestDeviceFixture } from '../../../testing/ingest-fixtures.js';

// Every device type, pushed as the device would, read through the console's chart calls and the
// report files of the same window: the two always agree (decisions 213, 258).

/** Hourly bins on 2026-06-10 from `hourZ` (UTC; Amsterdam is +2), enters and exits given. */
function hourBins(zone: string, counts: [number, number, number?][], hourZ = 7): CountBin[] {
  return counts.map(([enters, exits, status], index) => {
    const start = new Date(Date.UTC(2026, 5, 10, hourZ + index));
    const bin: CountBin = {
      zone,
      start,
      end: new Date(start.getTime() + 3_600_000),
      enters,
      exits,
      missing: status !== undefined,
    };
    if (status !== undefined) bin.status = status;
    return bin;
  });
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
const window = { from: '2026-06-08', to: '2026-06-15' };

describe.each(testDatabaseKinds())('counts of every device type (%s)', (kind) => {
  let api: TestApi;
  let scope: ConsoleScope;
  let brickstream: IngestDeviceFixture;
  let intenta: IngestDeviceFixture;
  let mixedGate: IngestDeviceFixture;
  let gateOnly: IngestDeviceFixture;
  let kiosk: IngestDeviceFixture;
  const call = consoleCaller(() => api);

  // Brickstream: 3 counted hours and 2 the sensor marked with Status 1 and 3 (not counted).
  const brickstreamBins = hourBins('Main door', [
    [10, 4],
    [20, 8],
    [5, 0, 1],
    [0, 0, 3],
    [7, 9],
  ]);
  const intentaBins = hourBins(
    'side',
    [
      [3, 1],
      [2, 2],
    ],
    9,
  );
  const counted = brickstreamBins.filter((bin) => !bin.missing).concat(intentaBins);
  // Gate totals: cumulative, each reading after the first a bin of the difference.
  const gateReadings = (gate: string, totals: [number, number][]) =>
    totals.map(([totalIn, totalOut], index) => ({
      gate,
      at: new Date(Date.UTC(2026, 5, 11, 8 + index)),
      totalIn,
      totalOut,
    }));
  const mixedGateTotals: [number, number][] = [
    [100, 90],
    [130, 100],
    [150, 140],
  ];
  const gateOnlyTotals: [number, number][] = [
    [5_000, 4_990],
    [5_012, 4_995],
    [5_040, 5_030],
    [5_041, 5_040],
  ];
  const kioskTransactions: SelfCheckTransaction[] = [
    { kind: 'checkout', ok: true, at: new Date('2026-06-12T09:00:00Z'), dedupeKey: 'a' },
    { kind: 'checkout', ok: false, at: new Date('2026-06-12T09:01:00Z'), dedupeKey: 'b' },
    { kind: 'checkin', ok: true, at: new Date('2026-06-12T09:02:00Z'), dedupeKey: 'c' },
    { kind: 'patron_info', ok: true, at: new Date('2026-06-12T09:03:00Z'), dedupeKey: 'd' },
  ];

  async function push(device: IngestDeviceFixture, protocol: string, body: string, type: string) {
    const answer = await api.app.inject({
      method: 'POST',
      url: `/api/ingest/${protocol}`,
      headers: { authorization: `Bearer ${device.key}`, 'content-type': type },
      payload: body,
    });
    expect(answer.statusCode, answer.body).toBe(200);
  }

  beforeAll(async () => {
    api = await startTestApi(kind);
    scope = await setUpConsoleScope(api);
    const db = api.database.db;
    brickstream = await addIngestDevice(db, {
      deviceType: 'brickstream_people_counter',
      companyId: scope.companyA,
      timeZone: 'Europe/Amsterdam',
    });
    const at = { companyId: scope.companyA, locationId: brickstream.locationId };
    intenta = await addIngestDevice(db, { deviceType: 'intenta', ...at });
    mixedGate = await addIngestDevice(db, { deviceType: 'eco_gate', ...at });
    kiosk = await addIngestDevice(db, { deviceType: 'selfcheck', ...at });
    gateOnly = await addIngestDevice(db, {
      deviceType: 'eco_gate',
      companyId: scope.companyA,
      timeZone: 'Europe/Amsterdam',
      ignoreBefore: 8,
      ignoreAfter: 21,
    });
    await push(
      brickstream,
      'brickstream',
      buildBrickstreamXml({ version: 5, deviceRef: brickstream.rtId, bins: brickstreamBins }),
      'application/xml',
    );
    await push(
      intenta,
      'bins',
      JSON.stringify(buildBinsJson({ deviceRef: intenta.rtId, bins: intentaBins })),
      'application/json',
    );
    for (const [device, totals] of [
      [mixedGate, mixedGateTotals],
      [gateOnly, gateOnlyTotals],
    ] as const) {
      await push(
        device,
        'gate',
        JSON.stringify(
          buildGatePush({ deviceRef: device.rtId, readings: gateReadings('g1', totals) }),
        ),
        'application/json',
      );
    }
    await push(kiosk, 'sip2', buildSip2Lines(kioskTransactions), 'text/plain');
  });
  afterAll(async () => {
    await api?.close();
  });

  const query = (location: number, extra: Record<string, string> = {}) =>
    new URLSearchParams({ location: String(location), ...window, ...extra }).toString();

  async function reportTotals(type: string, location: number, interval = 'D'): Promise<number[]> {
    const answer = await call(
      'GET',
      `/report?${query(location, { type, format: 'csv', interval })}`,
      scope.auth.adminA,
    );
    expect(answer.status, answer.text).toBe(200);
    const records: string[][] = parse(answer.text, { bom: true });
    return (records.at(-1) ?? []).slice(1).map(Number);
  }

  async function series(location: number, interval = 'D') {
    const answer = await call(
      'GET',
      `/series?${query(location, { interval })}`,
      scope.auth.countsA,
    );
    expect(answer.status, answer.text).toBe(200);
    return consoleSeriesSchema.parse(answer.body);
  }

  it('counts people counters (Brickstream and Intenta) and gates, each as its report does', async () => {
    const [firstReading, , lastReading] = mixedGateTotals as [
      [number, number],
      [number, number],
      [number, number],
    ];
    const gateDeltas = [lastReading[0] - firstReading[0], lastReading[1] - firstReading[1]];
    for (const interval of ['D', 'h']) {
      const answer = await series(brickstream.locationId, interval);
      expect(answer.sources).toEqual(['people_counter', 'gate']);
      expect(answer.columns).toEqual(['enter', 'leave', 'gate_enter', 'gate_leave']);
      expect(answer.totals).toEqual({
        enter: sum(counted.map((bin) => bin.enters)),
        leave: sum(counted.map((bin) => bin.exits)),
        gate_enter: gateDeltas[0],
        gate_leave: gateDeltas[1],
      });
      expect([answer.totals.enter, answer.totals.leave]).toEqual(
        await reportTotals('PEOPLECOUNTER_ENTERLEAVE', brickstream.locationId, interval),
      );
      expect([answer.totals.gate_enter]).toEqual(
        await reportTotals('GATESYSTEM_ENTER', brickstream.locationId, interval),
      );
      expect([answer.totals.gate_leave]).toEqual(
        await reportTotals('GATESYSTEM_LEAVE', brickstream.locationId, interval),
      );
      for (const column of answer.columns) {
        expect(sum(answer.buckets.map((bucket) => bucket[column])), column).toBe(
          answer.totals[column],
        );
      }
    }
  });

  it('counts a location whose only counter is a gate by its gate: series and heatmap', async () => {
    const answer = await series(gateOnly.locationId);
    const last = gateOnlyTotals.at(-1) as [number, number];
    const first = gateOnlyTotals[0] as [number, number];
    expect(answer.sources).toEqual(['gate']);
    expect(answer.columns).toEqual(['gate_enter', 'gate_leave']);
    expect(answer.totals).toEqual({
      enter: 0,
      leave: 0,
      gate_enter: last[0] - first[0],
      gate_leave: last[1] - first[1],
    });
    expect(answer.buckets.find((bucket) => bucket.start === '2026-06-11')?.gate_enter).toBe(
      last[0] - first[0],
    );
    expect([answer.totals.gate_enter]).toEqual(
      await reportTotals('GATESYSTEM_ENTER', gateOnly.locationId),
    );
    expect([answer.totals.gate_leave]).toEqual(
      await reportTotals('GATESYSTEM_LEAVE', gateOnly.locationId),
    );

    const heatmap = consoleHeatmapSchema.parse(
      (await call('GET', `/heatmap?${query(gateOnly.locationId)}`, scope.auth.countsA)).body,
    );
    expect(heatmap.metric).toBe('gate_enter');
    // Thursday 2026-06-11: gate bins 08–09Z, 09–10Z, 10–11Z are 10:00, 11:00, 12:00 local.
    expect(heatmap.cells[3]?.slice(10, 13)).toEqual([12, 28, 1]);
    expect(sum(heatmap.cells.flat())).toBe(last[0] - first[0]);
    // Only the hours with counts, not the 24 of the day.
    expect(heatmap.hours).toEqual([10, 11, 12]);
  });

  it('a heatmap of a location with people counters reads their entries, over its hours', async () => {
    const heatmap = consoleHeatmapSchema.parse(
      (await call('GET', `/heatmap?${query(brickstream.locationId)}`, scope.auth.countsA)).body,
    );
    expect(heatmap.metric).toBe('enter');
    expect(sum(heatmap.cells.flat())).toBe(sum(counted.map((bin) => bin.enters)));
    // Brickstream 09:00–13:00 local (12:00 and 13:00 counted only 13:00), Intenta 11:00–12:00.
    expect(heatmap.hours).toEqual([9, 10, 11, 12, 13]);
  });

  it('counts self-check kiosks as the self-check report does', async () => {
    const answer = await call(
      'GET',
      `/selfcheck-activity?${query(kiosk.locationId)}`,
      scope.auth.adminA,
    );
    const activity = consoleSelfCheckActivitySchema.parse(answer.body);
    expect(activity.totals).toEqual({ ok: 3, refused: 1 });
    expect(activity.kinds.find((item) => item.kind === 'checkout')).toEqual({
      kind: 'checkout',
      ok: 1,
      refused: 1,
    });
    const report = await reportTotals(
      'SELFCHECK_PATRONLOGONCHECKPOUTCHECKINRENEWALPAYMENT',
      kiosk.locationId,
    );
    expect(sum(report)).toBe(4);
    // A kiosk counts no people: the series has no self-check column.
    expect((await series(kiosk.locationId)).columns).not.toContain('selfcheck');
  });

  it('tells the bins a sensor did not count and why, on Counts and on the device list', async () => {
    const answer = await series(brickstream.locationId);
    expect(answer.not_counted).toEqual([
      { device_id: brickstream.deviceId, device_name: expect.any(String), status: 1, bins: 1 },
      { device_id: brickstream.deviceId, device_name: expect.any(String), status: 3, bins: 1 },
    ]);
    // The window before the bins has none.
    const before = await call(
      'GET',
      `/series?${new URLSearchParams({ location: String(brickstream.locationId), from: '2026-06-01', to: '2026-06-08', interval: 'D' })}`,
      scope.auth.countsA,
    );
    expect(consoleSeriesSchema.parse(before.body).not_counted).toEqual([]);

    const list = await call(
      'GET',
      `/devices?location_id=${brickstream.locationId}`,
      scope.auth.adminA,
    );
    expect(list.status, list.text).toBe(200);
    const items = deviceListSchema.parse(list.body).items;
    expect(items.find((item) => item.id === brickstream.deviceId)?.not_counted).toEqual([
      { status: 1, bins: 1 },
      { status: 3, bins: 1 },
    ]);
    expect(items.find((item) => item.id === intenta.deviceId)?.not_counted).toEqual([]);
  });
});
