import { buildBinsJson, type CountBin } from '@careshop/counting';
import {
  consoleHeatmapSchema,
  consoleSelfCheckActivitySchema,
  consoleSeriesSchema,
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
import { rollupDaily } from '../../counting/index.js';

/** 15-minute bins from `start` (UTC), enters 3, 4, 5 …, exits 1, 2, 3, 1 … */
function binsFrom(start: string, n: number): CountBin[] {
  const from = new Date(start).getTime();
  return Array.from({ length: n }, (_, index) => ({
    zone: '',
    start: new Date(from + index * 900_000),
    end: new Date(from + (index + 1) * 900_000),
    enters: 3 + index,
    exits: 1 + (index % 3),
    missing: false,
  }));
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
/** The gate columns of a location without gates. */
const noGate = { gate_enter: 0, gate_leave: 0 };

describe.each(testDatabaseKinds())('console chart data (%s)', (kind) => {
  let api: TestApi;
  let scope: ConsoleScope;
  let counter: IngestDeviceFixture;
  let otherCounter: IngestDeviceFixture;
  const call = consoleCaller(() => api);
  // 2026-06-10 is a Wednesday; 08:00Z is 10:00 in Amsterdam (summer time).
  const first = binsFrom('2026-06-10T08:00:00Z', 8);
  const second = binsFrom('2026-06-11T12:00:00Z', 4);
  const bins = [...first, ...second];
  const enters = sum(bins.map((bin) => bin.enters));
  const exits = sum(bins.map((bin) => bin.exits));

  beforeAll(async () => {
    api = await startTestApi(kind);
    scope = await setUpConsoleScope(api);
    counter = await addIngestDevice(api.database.db, {
      deviceType: 'intenta',
      companyId: scope.companyA,
      timeZone: 'Europe/Amsterdam',
    });
    otherCounter = await addIngestDevice(api.database.db, {
      deviceType: 'intenta',
      companyId: scope.companyB,
    });
    const pushed = await api.app.inject({
      method: 'POST',
      url: '/api/ingest/bins',
      headers: { authorization: `Bearer ${counter.key}`, 'content-type': 'application/json' },
      payload: JSON.stringify(buildBinsJson({ deviceRef: counter.rtId, bins })),
    });
    expect(pushed.statusCode, pushed.body).toBe(200);
    // Self-check rollups as the rollup rebuild writes them (metrics of decision 201).
    const selfCheck: [string, string, number][] = [
      ['2026-06-10', 'selfcheck_checkout_ok', 12],
      ['2026-06-10', 'selfcheck_checkout_refused', 2],
      ['2026-06-11', 'selfcheck_checkin_ok', 7],
      ['2026-06-11', 'selfcheck_renew_ok', 3],
      ['2026-06-11', 'selfcheck_renew_refused', 1],
      ['2026-06-12', 'selfcheck_fee_paid_ok', 4],
      ['2026-06-12', 'selfcheck_patron_status_ok', 5],
      ['2026-06-12', 'selfcheck_patron_info_ok', 6],
      ['2026-06-12', 'selfcheck_patron_info_refused', 9],
      ['2026-05-31', 'selfcheck_checkout_ok', 1000], // outside the window
    ];
    await api.database.db.insert(rollupDaily).values(
      selfCheck.map(([localDate, metric, value]) => ({
        locationId: counter.locationId,
        localDate,
        metric,
        value,
      })),
    );
  });
  afterAll(async () => {
    await api?.close();
  });

  const url = (path: string, query: Record<string, string>) =>
    `/${path}?${new URLSearchParams({ location: String(counter.locationId), ...query })}`;
  const seriesUrl = (query: Record<string, string> = {}) =>
    url('series', { from: '2026-06-01', to: '2026-06-15', interval: 'D', ...query });
  const heatmapUrl = (query: Record<string, string> = {}) =>
    url('heatmap', { from: '2026-06-08', to: '2026-06-15', ...query });
  const selfCheckUrl = (query: Record<string, string> = {}) =>
    url('selfcheck-activity', { from: '2026-06-01', to: '2026-06-15', ...query });

  /** The totals row of the report CSV of the same window, as numbers. */
  async function csvTotals(query: Record<string, string>): Promise<number[]> {
    const answer = await call(
      'GET',
      `/report?${new URLSearchParams({
        type: 'PEOPLECOUNTER_ENTERLEAVE',
        location: String(counter.locationId),
        format: 'csv',
        ...query,
      })}`,
      scope.auth.adminA,
    );
    expect(answer.status, answer.text).toBe(200);
    const records: string[][] = parse(answer.text, { bom: true });
    return (records.at(-1) ?? []).slice(1).map(Number);
  }

  it('answers every day of the window, zeros included, summing to the report CSV totals', async () => {
    const answer = await call('GET', seriesUrl(), scope.auth.activeA);
    expect(answer.status, answer.text).toBe(200);
    const series = consoleSeriesSchema.parse(answer.body);
    expect(series).toMatchObject({
      location_id: counter.locationId,
      interval: 'D',
      time_zone: 'Europe/Amsterdam',
      previous_from: '2026-05-18',
      previous_to: '2026-06-01',
    });
    expect(series.buckets.map((bucket) => bucket.start)).toEqual(
      Array.from({ length: 14 }, (_, day) => `2026-06-${String(day + 1).padStart(2, '0')}`),
    );
    expect(series.buckets[9]).toEqual({
      start: '2026-06-10',
      enter: sum(first.map((bin) => bin.enters)),
      leave: sum(first.map((bin) => bin.exits)),
      ...noGate,
    });
    expect(series.buckets[0]).toEqual({ start: '2026-06-01', enter: 0, leave: 0, ...noGate });
    expect(series.totals).toEqual({ enter: enters, leave: exits, ...noGate });
    expect(sum(series.buckets.map((bucket) => bucket.enter))).toBe(enters);
    expect(sum(series.buckets.map((bucket) => bucket.leave))).toBe(exits);
    expect([series.totals.enter, series.totals.leave]).toEqual(
      await csvTotals({ from: '2026-06-01', to: '2026-06-15', interval: 'D' }),
    );
    expect(series.previous).toHaveLength(14);
    expect(series.previous_totals).toEqual({ enter: 0, leave: 0, ...noGate });
  });

  it('answers hours as local YYYY-MM-DDTHH labels, 24 a day, equal to the hourly CSV', async () => {
    const answer = await call(
      'GET',
      seriesUrl({ from: '2026-06-10', to: '2026-06-12', interval: 'h' }),
      scope.auth.countsA,
    );
    expect(answer.status, answer.text).toBe(200);
    const series = consoleSeriesSchema.parse(answer.body);
    expect(series.buckets).toHaveLength(48);
    expect(series.buckets[0]?.start).toBe('2026-06-10T00');
    const ten = series.buckets.find((bucket) => bucket.start === '2026-06-10T10');
    expect(ten?.enter).toBe(sum(first.slice(0, 4).map((bin) => bin.enters)));
    expect(sum(series.buckets.map((bucket) => bucket.enter))).toBe(enters);
    expect([series.totals.enter, series.totals.leave]).toEqual(
      await csvTotals({ from: '2026-06-10', to: '2026-06-12', interval: 'h' }),
    );
    expect(series.previous.map((bucket) => bucket.start).slice(0, 1)).toEqual(['2026-06-08T00']);
  });

  it('compares with the period before: one day back holds the first day of counts', async () => {
    const answer = await call(
      'GET',
      seriesUrl({ from: '2026-06-11', to: '2026-06-12' }),
      scope.auth.adminA,
    );
    const series = consoleSeriesSchema.parse(answer.body);
    expect(series.previous).toEqual([
      {
        start: '2026-06-10',
        enter: sum(first.map((bin) => bin.enters)),
        leave: sum(first.map((bin) => bin.exits)),
        ...noGate,
      },
    ]);
    expect(series.totals.enter).toBe(sum(second.map((bin) => bin.enters)));
  });

  it('answers months starting on a local date, the previous whole months before', async () => {
    const answer = await call(
      'GET',
      seriesUrl({ from: '2026-05-01', to: '2026-07-01', interval: 'M' }),
      scope.auth.adminA,
    );
    const series = consoleSeriesSchema.parse(answer.body);
    expect(series.buckets).toEqual([
      { start: '2026-05-01', enter: 0, leave: 0, ...noGate },
      { start: '2026-06-01', enter: enters, leave: exits, ...noGate },
    ]);
    expect(series.previous.map((bucket) => bucket.start)).toEqual(['2026-03-01', '2026-04-01']);
  });

  it('answers the weekday × hour average of enters, Monday first', async () => {
    const answer = await call('GET', heatmapUrl(), scope.auth.countsA);
    expect(answer.status, answer.text).toBe(200);
    const heatmap = consoleHeatmapSchema.parse(answer.body);
    expect(heatmap.days_counted).toEqual([1, 1, 1, 1, 1, 1, 1]);
    expect(heatmap.cells).toHaveLength(7);
    expect(heatmap.cells.every((row) => row.length === 24)).toBe(true);
    // Wednesday (2) 10:00 local; Thursday (3) 14:00 local.
    expect(heatmap.cells[2]?.[10]).toBe(sum(first.slice(0, 4).map((bin) => bin.enters)));
    expect(heatmap.cells[3]?.[14]).toBe(sum(second.map((bin) => bin.enters)));
    expect(sum(heatmap.cells.flat())).toBe(enters);
    // Two weeks: each weekday twice, so the averages halve.
    const twoWeeks = consoleHeatmapSchema.parse(
      (await call('GET', heatmapUrl({ from: '2026-06-08', to: '2026-06-22' }), scope.auth.adminA))
        .body,
    );
    expect(twoWeeks.days_counted).toEqual([2, 2, 2, 2, 2, 2, 2]);
    expect(sum(twoWeeks.cells.flat())).toBe(enters / 2);
  });

  it('answers self-check activity per kind, equal to the self-check report totals', async () => {
    const answer = await call('GET', selfCheckUrl(), scope.auth.activeA);
    expect(answer.status, answer.text).toBe(200);
    const activity = consoleSelfCheckActivitySchema.parse(answer.body);
    expect(activity.kinds).toEqual([
      { kind: 'checkout', ok: 12, refused: 2 },
      { kind: 'checkin', ok: 7, refused: 0 },
      { kind: 'renewal', ok: 3, refused: 1 },
      { kind: 'payment', ok: 4, refused: 0 },
      { kind: 'patron_logon', ok: 11, refused: 9 },
    ]);
    expect(activity.totals).toEqual({ ok: 37, refused: 12 });
    const csv = await call(
      'GET',
      `/report?${new URLSearchParams({
        type: 'SELFCHECK_PATRONLOGONCHECKPOUTCHECKINRENEWALPAYMENT',
        location: String(counter.locationId),
        format: 'csv',
        from: '2026-06-01',
        to: '2026-06-15',
        interval: 'D',
      })}`,
      scope.auth.adminA,
    );
    const records: string[][] = parse(csv.text, { bom: true });
    const totals = (records.at(-1) ?? []).slice(1).map(Number);
    expect(sum(totals)).toBe(37 + 12);
  });

  it('keeps to the permission table: level 3 has no self-check, level 4 only live counts', async () => {
    for (const auth of [scope.auth.activeA, scope.auth.countsA, scope.auth.adminA]) {
      expect((await call('GET', seriesUrl(), auth)).status).toBe(200);
      expect((await call('GET', heatmapUrl(), auth)).status).toBe(200);
    }
    expect((await call('GET', selfCheckUrl(), scope.auth.activeA)).status).toBe(200);
    const counts = await call('GET', selfCheckUrl(), scope.auth.countsA);
    expect(counts.status).toBe(403);
    expect(counts.body.code).toBe('console_forbidden');
    for (const path of [seriesUrl(), heatmapUrl(), selfCheckUrl()]) {
      const live = await call('GET', path, scope.auth.liveA);
      expect(live.status, path).toBe(403);
      expect(live.body.code).toBe('console_forbidden');
      expect((await call('GET', path, '')).status).toBe(401);
    }
  });

  it("answers 404 for another company's location, 200 for a super administrator", async () => {
    for (const make of [seriesUrl, heatmapUrl, selfCheckUrl]) {
      const path = make();
      expect((await call('GET', path, scope.auth.adminB)).status, path).toBe(404);
      expect((await call('GET', path, scope.auth.superAdmin)).status, path).toBe(200);
      const foreign = make({ location: String(otherCounter.locationId) });
      expect((await call('GET', foreign, scope.auth.adminA)).status, foreign).toBe(404);
      const unknown = make({ location: '2147483647' });
      expect((await call('GET', unknown, scope.auth.adminA)).status, unknown).toBe(404);
    }
  });

  it('answers 400 naming the field for bad windows and bad input, never a 500', async () => {
    const cases: [string, string][] = [
      [seriesUrl({ from: '2026-02-30' }), 'from'],
      [seriesUrl({ from: '1999-12-01', to: '2000-01-02' }), 'from'],
      [seriesUrl({ to: 'tomorrow' }), 'to'],
      [seriesUrl({ from: '2026-06-15', to: '2026-06-15' }), 'to'],
      [seriesUrl({ from: '2026-06-15', to: '2026-06-01' }), 'to'],
      [seriesUrl({ interval: 'h', from: '2026-05-01', to: '2026-06-02' }), 'to'],
      [seriesUrl({ interval: 'D', from: '2020-01-01', to: '2026-06-01' }), 'to'],
      [seriesUrl({ interval: 'Y' }), 'interval'],
      [seriesUrl({ location: '0' }), 'location'],
      [seriesUrl({ location: 'abc' }), 'location'],
      [`/series?from=2026-06-01&to=2026-06-15&interval=D`, 'location'],
      [seriesUrl({ extra: '1' }), 'extra'],
      [heatmapUrl({ from: '2024-01-01', to: '2026-01-01' }), 'to'],
      [heatmapUrl({ interval: 'D' }), 'interval'],
      [selfCheckUrl({ to: '2026-13-01' }), 'to'],
      [selfCheckUrl({ from: '2000-01-01', to: '2026-01-01' }), 'to'],
    ];
    for (const [path, field] of cases) {
      const answer = await call('GET', path, scope.auth.adminA);
      expect(answer.status, path).toBe(400);
      expect(Object.keys(answer.body.errors ?? {}), `${path} ${answer.text}`).toContain(field);
    }
  });

  it('lists the chart routes with their schemas in /api/docs', async () => {
    const docs = await api.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(docs.statusCode).toBe(200);
    const paths = docs.json<{ paths: Record<string, unknown> }>().paths;
    for (const path of ['series', 'heatmap', 'selfcheck-activity']) {
      expect(paths, path).toHaveProperty([`/api/admin/console/${path}`]);
    }
  });
});
