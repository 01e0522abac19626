import { gzipSync } from 'node:zlib';
import {
  buildBinsCsv,
  buildBinsJson,
  buildBrickstreamXml,
  buildGatePush,
  buildSip2Lines,
  buildXovisPush,
  type CountBin,
  type GateReading,
  type SelfCheckTransaction,
} from '@careshop/counting';
import { and, count, eq, sql, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startTestApi,
  type TestApi,
  testClock,
  testDatabaseKinds,
} from '../../../testing/harness.js';
import { addIngestDevice, type IngestDeviceFixture } from '../../../testing/ingest-fixtures.js';
import {
  countBins,
  devices,
  gateTotals,
  locations,
  rollupDaily,
  rollupHourly,
  selfcheckTransactions,
} from '../schema.js';

/** `n` consecutive bins of `minutes` from `start` (UTC), with distinct counts. */
function binsFrom(start: string, n: number, minutes = 15, zone = ''): CountBin[] {
  const from = new Date(start).getTime();
  return Array.from({ length: n }, (_, index) => ({
    zone,
    start: new Date(from + index * minutes * 60_000),
    end: new Date(from + (index + 1) * minutes * 60_000),
    enters: 3 + index,
    exits: 1 + (index % 3),
    missing: false,
  }));
}

const sumOf = (bins: readonly CountBin[], field: 'enters' | 'exits') =>
  bins.reduce((total, bin) => total + bin[field], 0);

interface PushOptions {
  contentType?: string;
  gzip?: boolean;
  basic?: boolean;
  path?: string;
  ip?: string;
  authorization?: string;
}

describe.each(testDatabaseKinds())('issue 11 ingestion on %s', (kind) => {
  let api: TestApi;
  let counter: IngestDeviceFixture;

  beforeAll(async () => {
    // After every date the pushes below name: parsers refuse data from the future (decision 181).
    api = await startTestApi(kind, { seed: false, clock: testClock('2026-11-20T12:00:00Z') });
    counter = await addIngestDevice(api.database.db, {
      deviceType: 'brickstream_people_counter',
      timeZone: 'Europe/Amsterdam',
    });
  });
  afterAll(async () => {
    await api?.close();
  });

  async function push(
    device: IngestDeviceFixture,
    protocol: string,
    body: string | Buffer,
    options: PushOptions = {},
  ) {
    const authorization =
      options.authorization ??
      (options.basic
        ? `Basic ${Buffer.from(`device:${device.key}`).toString('base64')}`
        : `Bearer ${device.key}`);
    const payload = options.gzip ? gzipSync(body) : body;
    return api.app.inject({
      method: 'POST',
      url: `/api/ingest/${protocol}${options.path ?? ''}`,
      headers: {
        authorization,
        'content-type': options.contentType ?? 'application/json',
        ...(options.gzip ? { 'content-encoding': 'gzip' } : {}),
      },
      payload,
      ...(options.ip ? { remoteAddress: options.ip } : {}),
    });
  }

  const binsJson = (device: IngestDeviceFixture, bins: CountBin[]) =>
    JSON.stringify(buildBinsJson({ deviceRef: device.rtId, bins }));

  /** Everything ingestion writes, to prove a refused push changed nothing. */
  async function snapshot() {
    const db = api.database.db;
    const [bins] = await db.select({ n: count() }).from(countBins);
    const [tx] = await db.select({ n: count() }).from(selfcheckTransactions);
    const [gates] = await db.select({ n: count() }).from(gateTotals);
    const [hourly] = await db.select({ n: sum(rollupHourly.value) }).from(rollupHourly);
    const [daily] = await db.select({ n: sum(rollupDaily.value) }).from(rollupDaily);
    return [bins?.n, tx?.n, gates?.n, hourly?.n, daily?.n].map(Number);
  }

  async function hourly(locationId: number, metric: string) {
    const rows = await api.database.db
      .select({ date: rollupHourly.localDate, hour: rollupHourly.hour, value: rollupHourly.value })
      .from(rollupHourly)
      .where(and(eq(rollupHourly.locationId, locationId), eq(rollupHourly.metric, metric)))
      .orderBy(rollupHourly.localDate, rollupHourly.hour);
    return rows.map((row) => `${row.date} ${row.hour}: ${Number(row.value)}`);
  }

  async function dailyTotal(locationId: number, metric: string) {
    const [row] = await api.database.db
      .select({ total: sum(rollupDaily.value) })
      .from(rollupDaily)
      .where(and(eq(rollupDaily.locationId, locationId), eq(rollupDaily.metric, metric)));
    return Number(row?.total ?? 0);
  }

  it('stores a real Brickstream push and rolls it up by local hour; a replay counts nothing twice', async () => {
    const bins = binsFrom('2026-06-15T08:00:00Z', 8); // 10:00–12:00 in Amsterdam (CEST)
    const xml = buildBrickstreamXml({ version: 5, deviceRef: counter.rtId, bins });
    const first = await push(counter, 'brickstream', xml, { contentType: 'text/xml' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ stored: 8, duplicates: 0 });
    expect(await hourly(counter.locationId, 'enter')).toEqual([
      `2026-06-15 10: ${3 + 4 + 5 + 6}`,
      `2026-06-15 11: ${7 + 8 + 9 + 10}`,
    ]);
    const before = await snapshot();
    const replay = await push(counter, 'brickstream', xml, { contentType: 'application/xml' });
    expect(replay.json()).toEqual({ stored: 0, duplicates: 8 });
    expect(await snapshot()).toEqual(before);
    expect(await dailyTotal(counter.locationId, 'enter')).toBe(sumOf(bins, 'enters'));
    expect(await dailyTotal(counter.locationId, 'leave')).toBe(sumOf(bins, 'exits'));
  });

  it('an overlapping push stores and counts only its new bins', async () => {
    const device = await addIngestDevice(api.database.db, { deviceType: 'intenta' });
    const first = binsFrom('2026-06-15T08:00:00Z', 4);
    const overlapping = binsFrom('2026-06-15T08:30:00Z', 4); // two old, two new
    expect((await push(device, 'bins', binsJson(device, first))).json()).toEqual({
      stored: 4,
      duplicates: 0,
    });
    expect((await push(device, 'bins', binsJson(device, overlapping))).json()).toEqual({
      stored: 2,
      duplicates: 2,
    });
    const all = [...first, ...overlapping.slice(2)];
    expect(await dailyTotal(device.locationId, 'enter')).toBe(sumOf(all, 'enters'));
  });

  it('takes gzip bodies, Basic auth, any sub-path, and records the address and the time', async () => {
    const device = await addIngestDevice(api.database.db, { deviceType: 'intenta' });
    const bins = binsFrom('2026-06-15T09:00:00Z', 3);
    const response = await push(device, 'bins', binsJson(device, bins), {
      gzip: true,
      basic: true,
      path: '/any/path/the/device/adds',
      ip: '203.0.113.7',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ stored: 3, duplicates: 0 });
    const [row] = await api.database.db
      .select()
      .from(devices)
      .where(eq(devices.id, device.deviceId));
    expect(row?.lastKnownIp).toBe('203.0.113.7');
    expect(row?.lastSeenAt?.toISOString()).toBe(api.clock.now().toISOString());
  });

  it('refuses unknown and revoked devices with 401 and stores nothing', async () => {
    const revoked = await addIngestDevice(api.database.db, {
      deviceType: 'intenta',
      isRevoked: true,
    });
    const body = binsJson(revoked, binsFrom('2026-06-15T09:00:00Z', 2));
    const before = await snapshot();
    const unknown = await push(revoked, 'bins', body, { authorization: 'Bearer dk_not-a-key' });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().code).toBe('device_unknown');
    expect(unknown.headers['www-authenticate']).toContain('Basic');
    const none = await push(revoked, 'bins', body, { authorization: '' });
    expect(none.json().code).toBe('device_unknown');
    const refused = await push(revoked, 'bins', body);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe('device_revoked');
    expect(await snapshot()).toEqual(before);
    // Revoked after it was looked up (and cached): the storing statement still refuses it.
    const device = await addIngestDevice(api.database.db, { deviceType: 'intenta' });
    const warmUp = binsJson(device, binsFrom('2026-06-14T09:00:00Z', 1));
    expect((await push(device, 'bins', warmUp)).statusCode).toBe(200);
    const later = await snapshot();
    await api.database.db
      .update(devices)
      .set({ isRevoked: true })
      .where(eq(devices.id, device.deviceId));
    const stale = await push(device, 'bins', binsJson(device, binsFrom('2026-06-15T09:00Z', 2)));
    expect(stale.statusCode).toBe(401);
    expect(stale.json().code).toBe('device_revoked');
    expect(await snapshot()).toEqual(later);
  });

  it('refuses malformed payloads with a 4xx naming the problem, and stores nothing', async () => {
    const bins = binsFrom('2026-06-15T12:00:00Z', 4);
    const xml = buildBrickstreamXml({ version: 5, deviceRef: counter.rtId, bins });
    const before = await snapshot();
    const truncated = await push(counter, 'brickstream', xml.slice(0, xml.length / 2), {
      contentType: 'text/xml',
    });
    expect(truncated.statusCode).toBe(400);
    expect(truncated.json().code).toBe('invalid_payload');
    expect(truncated.json().message).toMatch(/brickstream/i);

    const wrongTypes = JSON.parse(binsJson(counter, bins)) as unknown;
    // The first number of the bins (a count or a time) becomes a text.
    const poisoned = JSON.stringify(wrongTypes).replace(/("bins"[\s\S]*?":\s*)(\d+)/, '$1"many"');
    expect(poisoned).toContain('"many"');
    const typed = await push(counter, 'bins', poisoned);
    expect(typed.statusCode, typed.body).toBe(400);
    expect(typed.json().code).toBe('invalid_payload');

    for (const body of ['', '{', '[]x', 'null', `${'['.repeat(5000)}`]) {
      const response = await push(counter, 'bins', body);
      expect(response.statusCode, body.slice(0, 10)).toBe(400);
    }
    const huge = await push(counter, 'bins', 'x'.repeat(6 * 1024 * 1024), {
      contentType: 'text/csv',
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().code).toBe('body_too_large');
    const bomb = await push(counter, 'bins', Buffer.alloc(40 * 1024 * 1024, 32), { gzip: true });
    expect(bomb.statusCode).toBe(413);
    const notGzip = await api.app.inject({
      method: 'POST',
      url: '/api/ingest/bins',
      headers: {
        authorization: `Bearer ${counter.key}`,
        'content-type': 'application/json',
        'content-encoding': 'gzip',
      },
      payload: '{"not":"gzip"}',
    });
    expect(notGzip.statusCode).toBe(400);
    const image = await push(counter, 'bins', 'GIF89a', { contentType: 'image/gif' });
    expect(image.statusCode).toBe(415);
    expect(image.json().code).toBe('unsupported_media_type');
    const protocol = await push(counter, 'carrier-pigeon', '{}');
    expect(protocol.statusCode).toBe(400);
    const mismatch = await push(counter, 'sip2', '{}');
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().code).toBe('device_protocol_mismatch');
    expect(await snapshot()).toEqual(before);
  });

  it("keeps a paused device's bins without counting them", async () => {
    const device = await addIngestDevice(api.database.db, { deviceType: 'intenta', paused: true });
    const response = await push(device, 'bins', binsJson(device, binsFrom('2026-06-15T09:00Z', 3)));
    expect(response.json()).toEqual({ stored: 3, duplicates: 0 });
    const stored = await api.database.db
      .select({ paused: countBins.paused })
      .from(countBins)
      .where(eq(countBins.deviceId, device.deviceId));
    expect(stored.map((row) => row.paused)).toEqual([true, true, true]);
    expect(await dailyTotal(device.locationId, 'enter')).toBe(0);
  });

  it('leaves out hours before ignore_before, from ignore_after, and days before stats_available_from', async () => {
    const device = await addIngestDevice(api.database.db, {
      deviceType: 'intenta',
      timeZone: 'Europe/Berlin',
      ignoreBefore: 9,
      ignoreAfter: 17,
      statsAvailableFrom: '2026-06-15',
    });
    // 06:00–20:00 Berlin (CEST) on the 14th and the 15th, hourly bins.
    const day14 = binsFrom('2026-06-14T04:00:00Z', 14, 60);
    const day15 = binsFrom('2026-06-15T04:00:00Z', 14, 60);
    const response = await push(device, 'bins', binsJson(device, [...day14, ...day15]));
    expect(response.statusCode).toBe(200);
    const counted = day15.filter((_, index) => 6 + index >= 9 && 6 + index < 17);
    expect(counted).toHaveLength(8);
    expect(await dailyTotal(device.locationId, 'enter')).toBe(sumOf(counted, 'enters'));
    const hours = (await hourly(device.locationId, 'enter')).map((row) => row.split(':')[0]);
    expect(hours).toEqual([9, 10, 11, 12, 13, 14, 15, 16].map((hour) => `2026-06-15 ${hour}`));
  });

  it.each([
    // Spring forward: 02:00 local does not exist; autumn: 02:00 local happens twice.
    ['Europe/Amsterdam', '2026-03-29T00:00:00Z', ['2026-03-29 1', '2026-03-29 3', '2026-03-29 4']],
    ['Europe/Berlin', '2026-10-25T00:00:00Z', ['2026-10-25 2', '2026-10-25 2', '2026-10-25 3']],
    ['America/New_York', '2026-03-08T06:00:00Z', ['2026-03-08 1', '2026-03-08 3', '2026-03-08 4']],
    ['America/New_York', '2026-11-01T05:00:00Z', ['2026-11-01 1', '2026-11-01 1', '2026-11-01 2']],
  ])(
    'rolls DST days up to the right local date and hour (%s, %s)',
    async (timeZone, start, expected) => {
      const device = await addIngestDevice(api.database.db, { deviceType: 'intenta', timeZone });
      const bins = binsFrom(start, 3, 60).map((bin) => ({ ...bin, enters: 10, exits: 0 }));
      expect((await push(device, 'bins', binsJson(device, bins))).statusCode).toBe(200);
      const rows = await hourly(device.locationId, 'enter');
      const hours = rows.flatMap((row) => {
        const [key, value] = row.split(': ');
        return Array.from({ length: Number(value) / 10 }, () => key);
      });
      expect(hours).toEqual(expected);
      const [day] = await api.database.db
        .select({ value: rollupDaily.value, date: rollupDaily.localDate })
        .from(rollupDaily)
        .where(eq(rollupDaily.locationId, device.locationId));
      expect(day).toEqual({ value: 30, date: expected[0]?.slice(0, 10) });
    },
  );

  it('turns cumulative gate totals into deltas, never negative across a reset', async () => {
    const gate = await addIngestDevice(api.database.db, { deviceType: 'eco_gate' });
    const at = (minute: number) => new Date(Date.UTC(2026, 5, 15, 9, minute));
    const readings: GateReading[] = [
      { gate: 'A', at: at(0), totalIn: 1000, totalOut: 900 },
      { gate: 'A', at: at(15), totalIn: 1010, totalOut: 904 },
      { gate: 'A', at: at(30), totalIn: 3, totalOut: 1 }, // the counter was reset
      { gate: 'A', at: at(45), totalIn: 8, totalOut: 6 },
    ];
    const body = JSON.stringify(buildGatePush({ deviceRef: gate.rtId, readings }));
    const response = await push(gate, 'gate', body);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ stored: 4, duplicates: 0 });
    const bins = await api.database.db
      .select()
      .from(countBins)
      .where(eq(countBins.deviceId, gate.deviceId))
      .orderBy(countBins.binStart);
    expect(bins).toHaveLength(3);
    for (const bin of bins) {
      expect(bin.enters).toBeGreaterThanOrEqual(0);
      expect(bin.exits).toBeGreaterThanOrEqual(0);
      expect(bin.zone).toBe('A');
    }
    expect(bins[0]).toMatchObject({ enters: 10, exits: 4 });
    expect(bins[2]).toMatchObject({ enters: 5, exits: 5 });
    expect(await dailyTotal(gate.locationId, 'gate_enter')).toBe(
      bins.reduce((total, bin) => total + bin.enters, 0),
    );
    expect(await dailyTotal(gate.locationId, 'enter')).toBe(0);
    const replay = await push(gate, 'gate', body);
    expect(replay.json()).toEqual({ stored: 0, duplicates: 4 });
  });

  it('counts concurrent pushes of one gate exactly', async () => {
    const gate = await addIngestDevice(api.database.db, { deviceType: 'eco_gate' });
    const base = Date.UTC(2026, 5, 15, 8, 0);
    const readings = Array.from({ length: 24 }, (_, index) => ({
      gate: 'main',
      at: new Date(base + index * 60_000),
      totalIn: 500 + index * 7,
      totalOut: 400 + index * 5,
    }));
    const [first, ...rest] = readings;
    if (!first) throw new Error('no readings');
    await push(
      gate,
      'gate',
      JSON.stringify(buildGatePush({ deviceRef: gate.rtId, readings: [first] })),
    );
    const answers = await Promise.all(
      rest.map((reading) =>
        push(
          gate,
          'gate',
          JSON.stringify(buildGatePush({ deviceRef: gate.rtId, readings: [reading] })),
        ),
      ),
    );
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    // Readings that arrive after a newer one are duplicates; the deltas always add up to the
    // distance between the first and the newest total.
    const last = readings.at(-1);
    expect(await dailyTotal(gate.locationId, 'gate_enter')).toBe((last?.totalIn ?? 0) - 500);
    expect(await dailyTotal(gate.locationId, 'gate_leave')).toBe((last?.totalOut ?? 0) - 400);
    const [totals] = await api.database.db
      .select()
      .from(gateTotals)
      .where(eq(gateTotals.deviceId, gate.deviceId));
    expect(totals?.totalIn).toBe(last?.totalIn);
  });

  it('counts 50 concurrent overlapping pushes of one counter exactly once, and a bad one alone fails', async () => {
    const device = await addIngestDevice(api.database.db, { deviceType: 'intenta' });
    // Push i holds one-minute bins i … i+9: 59 distinct bins, most of them sent ten times.
    const all = binsFrom('2026-06-14T08:00:00Z', 59, 1);
    const bodies = Array.from({ length: 50 }, (_, index) =>
      binsJson(device, all.slice(index, index + 10)),
    );
    const answers = await Promise.all([
      ...bodies.map((body) => push(device, 'bins', body)),
      push(device, 'bins', '{"deviceId": "x", "bins": [{"start": "soon"}]}'),
    ]);
    const bad = answers.pop();
    expect(bad?.statusCode).toBe(400);
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const stored = answers.reduce((total, answer) => total + answer.json().stored, 0);
    expect(stored).toBe(59);
    expect(answers.reduce((total, answer) => total + answer.json().duplicates, 0)).toBe(
      50 * 10 - 59,
    );
    expect(await dailyTotal(device.locationId, 'enter')).toBe(sumOf(all, 'enters'));
    expect(await dailyTotal(device.locationId, 'leave')).toBe(sumOf(all, 'exits'));
    const [row] = await api.database.db
      .select({ n: count() })
      .from(countBins)
      .where(eq(countBins.deviceId, device.deviceId));
    expect(row?.n).toBe(59);
  });

  it('keeps self-check OK and refused apart, and stores a replay once', async () => {
    const kiosk = await addIngestDevice(api.database.db, { deviceType: 'selfcheck' });
    const at = (minute: number) => new Date(Date.UTC(2026, 5, 15, 9, minute));
    const transactions: SelfCheckTransaction[] = [
      { kind: 'checkout', ok: true, at: at(1), dedupeKey: 'a' },
      { kind: 'checkout', ok: true, at: at(2), dedupeKey: 'b' },
      { kind: 'checkout', ok: false, at: at(3), dedupeKey: 'c' },
      { kind: 'checkin', ok: true, at: at(4), dedupeKey: 'd' },
    ];
    const lines = buildSip2Lines(transactions);
    const first = await push(kiosk, 'sip2', lines, { contentType: 'text/plain' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ stored: 4, duplicates: 0 });
    const replay = await push(kiosk, 'sip2', lines, { contentType: 'text/plain' });
    expect(replay.json()).toEqual({ stored: 0, duplicates: 4 });
    expect(await dailyTotal(kiosk.locationId, 'selfcheck_checkout_ok')).toBe(2);
    expect(await dailyTotal(kiosk.locationId, 'selfcheck_checkout_refused')).toBe(1);
    expect(await dailyTotal(kiosk.locationId, 'selfcheck_checkin_ok')).toBe(1);
  });

  it('issue 27: a NUL or a lone surrogate in any text of any protocol is 400 invalid_characters, nothing stored', async () => {
    const gate = await addIngestDevice(api.database.db, { deviceType: 'eco_gate' });
    const kiosk = await addIngestDevice(api.database.db, { deviceType: 'selfcheck' });
    const bins = binsFrom('2026-06-16T09:00:00Z', 2, 15, 'Entrance');
    const xml = buildBrickstreamXml({ version: 5, deviceRef: counter.rtId, bins });
    const json = binsJson(counter, bins);
    const at = new Date(Date.UTC(2026, 5, 16, 9, 0));
    const gateJson = JSON.stringify(
      buildGatePush({
        deviceRef: gate.rtId,
        readings: [{ gate: 'main', at, totalIn: 1, totalOut: 1 }],
      }),
    );
    const sip2 = buildSip2Lines([{ kind: 'checkout', ok: true, at, dedupeKey: 'x' }]);
    const xovis = JSON.stringify(buildXovisPush({ serial: counter.rtId, bins }));
    expect(xml).toContain('Name="Entrance"');
    expect(json).toContain('"zone":"Entrance"');
    expect(xovis).toContain('"Entrance"');
    const cases: [IngestDeviceFixture, string, string, string][] = [
      [counter, 'brickstream', 'text/xml', xml.replace('Name="Entrance"', 'Name="a\u0000b"')],
      [counter, 'brickstream', 'text/xml', xml.replace('Name="Entrance"', 'Name="a\u0001b"')],
      [counter, 'bins', 'application/json', json.replace('"Entrance"', '"E\\u0000"')],
      [counter, 'bins', 'application/json', json.replace('"Entrance"', '"E\\ud800"')],
      [counter, 'bins', 'application/json', json.replace('"Entrance"', '"E\u0000"')],
      [counter, 'bins', 'application/json', json.replace('"zone"', '"zo\\udfffne"')],
      [
        counter,
        'bins',
        'text/csv',
        buildBinsCsv({
          deviceRef: counter.rtId,
          bins: bins.map((bin) => ({ ...bin, zone: 'E\u0000' })),
        }),
      ],
      [counter, 'xovis', 'application/json', xovis.replace('"Entrance"', '"E\\u0000"')],
      [counter, 'xovis', 'application/json', xovis.replace('"Entrance"', '"E\\ud800"')],
      [gate, 'gate', 'application/json', gateJson.replace('"main"', '"m\\u0000"')],
      [gate, 'gate', 'application/json', gateJson.replace('"main"', '"m\\udbff"')],
      [kiosk, 'sip2', 'text/plain', sip2.replace('AO', 'AO\u0000')],
      [
        kiosk,
        'sip2',
        'application/json',
        JSON.stringify({ messages: [sip2.trim().replace('AO', 'AO\ud800')] }),
      ],
    ];
    const before = await snapshot();
    for (const [device, protocol, contentType, body] of cases) {
      const response = await push(device, protocol, body, { contentType });
      expect(response.statusCode, `${protocol} ${body.slice(0, 80)}: ${response.body}`).toBe(400);
      expect(response.json().code).toBe('invalid_characters');
      expect(response.json().message).toMatch(
        /NUL or other control character, or a lone UTF-16 surrogate/,
      );
    }
    // A lone surrogate cannot be written in UTF-8: its bytes (ED A0 80) are not valid UTF-8.
    const [head, tail] = xml.split('Entrance');
    const surrogateBytes = Buffer.concat([
      Buffer.from(`${head}E`),
      Buffer.from([0xed, 0xa0, 0x80]),
      Buffer.from(`${tail}`),
    ]);
    const bytes = await push(counter, 'brickstream', surrogateBytes, { contentType: 'text/xml' });
    expect(bytes.statusCode).toBe(400);
    expect(bytes.json().message).toMatch(/not valid UTF-8/);
    expect(await snapshot()).toEqual(before);
    // The same pushes without the bad character are stored.
    expect((await push(counter, 'brickstream', xml, { contentType: 'text/xml' })).statusCode).toBe(
      200,
    );
    expect((await push(gate, 'gate', gateJson)).statusCode).toBe(200);
    expect((await push(kiosk, 'sip2', sip2, { contentType: 'text/plain' })).statusCode).toBe(200);
  });

  it('issue 27: an XML DOCTYPE (billion laughs, external entity) is 400 xml_doctype_refused, nothing stored', async () => {
    const bins = binsFrom('2026-06-17T09:00:00Z', 2);
    const xml = buildBrickstreamXml({ version: 5, deviceRef: counter.rtId, bins });
    const root = xml.indexOf('<Metrics');
    const withDoctype = (doctype: string, entity: string) =>
      `${xml.slice(0, root)}${doctype}\n${xml.slice(root)}`.replace(
        `<SerialNumber>${counter.rtId}`,
        `<SerialNumber>${entity}`,
      );
    const laughs = Array.from(
      { length: 9 },
      (_, level) => `<!ENTITY lol${level + 1} "${`&lol${level};`.repeat(10)}">`,
    ).join('');
    const before = await snapshot();
    for (const body of [
      withDoctype(`<!DOCTYPE Metrics [<!ENTITY lol0 "lol">${laughs}]>`, '&lol9;'),
      withDoctype('<!DOCTYPE Metrics [<!ENTITY x SYSTEM "file:///etc/passwd">]>', '&x;'),
      withDoctype('<!DOCTYPE Metrics SYSTEM "http://127.0.0.1:1/metrics.dtd">', ''),
      withDoctype('<!doctype Metrics>', ''),
    ]) {
      for (const contentType of ['text/xml', 'application/xml']) {
        const response = await push(counter, 'brickstream', body, { contentType });
        expect(response.statusCode, response.body).toBe(400);
        expect(response.json().code).toBe('xml_doctype_refused');
        expect(response.json().message).toMatch(/DOCTYPE is refused/);
      }
      const gzipped = await push(counter, 'brickstream', body, {
        contentType: 'text/xml',
        gzip: true,
      });
      expect(gzipped.json().code).toBe('xml_doctype_refused');
    }
    expect(await snapshot()).toEqual(before);
    expect((await push(counter, 'brickstream', xml, { contentType: 'text/xml' })).statusCode).toBe(
      200,
    );
  });

  it('issue 27: gate totals 0 to 2^32 − 1 are stored; above, negative or not whole numbers are 400', async () => {
    const gate = await addIngestDevice(api.database.db, { deviceType: 'eco_gate' });
    const at = (minute: number) => new Date(Date.UTC(2026, 5, 18, 9, minute)).toISOString();
    const body = (minute: number, totalIn: unknown, totalOut: unknown = 0) =>
      JSON.stringify({
        device: gate.rtId,
        readings: [{ gate: 'g', at: at(minute), total_in: totalIn, total_out: totalOut }],
      });
    const before = await snapshot();
    for (const [totalIn, totalOut] of [
      [2 ** 32, 0],
      [0, 2 ** 32],
      [2 ** 53, 0],
      [-1, 0],
      [0, -1],
      [1.5, 0],
      ['7', 0],
      [null, 0],
    ]) {
      const response = await push(gate, 'gate', body(1, totalIn, totalOut));
      expect(response.statusCode, `${totalIn}/${totalOut}: ${response.body}`).toBe(400);
      expect(response.json().code).toBe('invalid_payload');
      expect(response.json().message).toMatch(/readings\[0\]\.total_(in|out)/);
    }
    expect(await snapshot()).toEqual(before);
    const max = 2 ** 32 - 1;
    const first = await push(gate, 'gate', body(1, max - 10, max));
    expect(first.statusCode, first.body).toBe(200);
    // The counter rolls over from its maximum: 15 people came in after the first reading.
    const second = await push(gate, 'gate', body(2, 4, max));
    expect(second.statusCode, second.body).toBe(200);
    const [stored] = await api.database.db
      .select({ totalIn: gateTotals.totalIn, totalOut: gateTotals.totalOut })
      .from(gateTotals)
      .where(eq(gateTotals.deviceId, gate.deviceId));
    expect(stored).toEqual({ totalIn: 4, totalOut: max });
    expect(await dailyTotal(gate.locationId, 'gate_enter')).toBe(15);
  });

  it('report totals equal the sum of counted bins, per metric', async () => {
    const db = api.database.db;
    const [rolled] = await db
      .select({
        enter: sql<string>`coalesce(sum(${rollupDaily.value}) filter (where ${rollupDaily.metric} in ('enter', 'gate_enter')), 0)`,
        leave: sql<string>`coalesce(sum(${rollupDaily.value}) filter (where ${rollupDaily.metric} in ('leave', 'gate_leave')), 0)`,
      })
      .from(rollupDaily);
    const [hourlyTotal] = await db.select({ total: sum(rollupHourly.value) }).from(rollupHourly);
    const [dailyAll] = await db.select({ total: sum(rollupDaily.value) }).from(rollupDaily);
    // Counted bins: not paused, not missing, inside their location's hours and dates.
    const [raw] = await db
      .select({
        enter: sql<string>`coalesce(sum(${countBins.enters}), 0)`,
        leave: sql<string>`coalesce(sum(${countBins.exits}), 0)`,
      })
      .from(countBins)
      .innerJoin(locations, eq(locations.id, countBins.locationId))
      .where(
        sql`not ${countBins.paused} and not ${countBins.missing}
          and (${countBins.binStart} at time zone ${locations.timeZone})::date
            >= coalesce(${locations.statsAvailableFrom}, '-infinity'::date)
          and extract(hour from ${countBins.binStart} at time zone ${locations.timeZone})
            >= coalesce(${locations.ignoreBefore}, 0)
          and extract(hour from ${countBins.binStart} at time zone ${locations.timeZone})
            < coalesce(${locations.ignoreAfter}, 24)`,
      );
    expect(Number(rolled?.enter)).toBeGreaterThan(0);
    expect(Number(rolled?.enter)).toBe(Number(raw?.enter));
    expect(Number(rolled?.leave)).toBe(Number(raw?.leave));
    expect(Number(hourlyTotal?.total)).toBe(Number(dailyAll?.total));
  });
});
