import {
  type ChartInterval,
  type ChartKind,
  chartWindowProblem,
  countSourcesOf,
  heatmapHours,
  previousWindow,
  reportTypeOf,
  weekdayHourAverages,
} from '@careshop/reporting';
import type {
  ConsoleHeatmap,
  ConsoleSelfCheckActivity,
  ConsoleSeries,
  ConsoleSeriesBucket,
  CountSource,
  SelfCheckKind,
  SeriesColumn,
} from '@careshop/validation';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { NotFoundError } from '../../platform/http/errors.js';
import { invalidField } from '../../platform/http/request-validation.js';
import {
  type CompanyScope,
  devices,
  inScope,
  locations,
  notCountedOfLocation,
} from '../counting/index.js';
import { locationReportRows } from './report-build.js';
import { readRollups } from './rollups.js';

// The console's chart data (decision 213), read from the rollups only (already grouped in the
// location's time zone) through the reports' own reader and `buildReportRows`, so a chart and a
// report of the same window always agree. Counts show every source (decision 258).

/** A chart's location and its counting hours. */
export interface ChartLocation {
  id: number;
  timeZone: string;
  ignoreBefore: number | null;
  ignoreAfter: number | null;
}

/** A chart's location: in the caller's scope, else 404 (as if it did not exist). */
export async function chartLocation(
  db: Db,
  scope: CompanyScope,
  id: number,
): Promise<ChartLocation> {
  const [location] = await db
    .select({
      id: locations.id,
      timeZone: locations.timeZone,
      ignoreBefore: locations.ignoreBefore,
      ignoreAfter: locations.ignoreAfter,
    })
    .from(locations)
    .where(and(eq(locations.id, id), inScope(scope, locations.companyId)));
  if (!location) throw new NotFoundError('No such location');
  return location;
}

/** A 400 naming `from` or `to` when the window cannot be drawn. */
export function checkChartWindow(
  from: string,
  to: string,
  limit: ChartInterval | Exclude<ChartKind, 'series'>,
): void {
  const problem = chartWindowProblem({ from, to, limit });
  if (problem) throw invalidField(problem.field, problem.key, 'querystring');
}

/** The device types at a location (revoked and paused ones too: their history counts). */
async function deviceTypesAt(db: Db, locationId: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ type: devices.deviceType })
    .from(devices)
    .where(eq(devices.locationId, locationId));
  return rows.map((row) => row.type);
}

/** The report types a series is built from: people counters' and gates' (as their reports). */
const countTypes = [
  reportTypeOf('PEOPLECOUNTER_ENTERLEAVE'),
  reportTypeOf('GATESYSTEM_ENTER'),
  reportTypeOf('GATESYSTEM_LEAVE'),
];
const sourceColumns: Record<CountSource, readonly SeriesColumn[]> = {
  people_counter: ['enter', 'leave'],
  gate: ['gate_enter', 'gate_leave'],
};
type Totals = Record<SeriesColumn, number>;
const noCounts = (): Totals => ({ enter: 0, leave: 0, gate_enter: 0, gate_leave: 0 });

/** Every bucket of a window with the counts of each column, from the report types' rows. */
async function countBuckets(
  db: Db,
  location: ChartLocation,
  window: { from: string; to: string },
  interval: ChartInterval,
): Promise<{ buckets: ConsoleSeriesBucket[]; totals: Totals }> {
  const built = await locationReportRows(db, {
    types: countTypes,
    location,
    ...window,
    interval,
    locale: 'en',
  });
  const buckets = new Map<string, ConsoleSeriesBucket>();
  const totals = noCounts();
  built.forEach((output, t) => {
    const columns = (countTypes[t] as (typeof countTypes)[number]).columns;
    for (const row of output.rows) {
      // Hours keep their `YYYY-MM-DDTHH` key; days and months start on a local date.
      const start = interval === 'h' ? row.bucket.key : row.bucket.from;
      const bucket = buckets.get(row.bucket.key) ?? { start, ...noCounts() };
      columns.forEach((column, c) => {
        const key = column.key as SeriesColumn;
        bucket[key] = (row.values[c] as number) ?? 0;
      });
      buckets.set(row.bucket.key, bucket);
    }
    columns.forEach((column, c) => {
      totals[column.key as SeriesColumn] = output.totals[c] ?? 0;
    });
  });
  return { buckets: [...buckets.values()], totals };
}

/**
 * Counts per bucket of the window and of the period of equal length before it, of every source
 * the location counts with (people counters, gates), and the bins its devices did not count.
 */
export async function seriesOf(
  db: Db,
  location: ChartLocation,
  query: { from: string; to: string; interval: ChartInterval },
): Promise<ConsoleSeries> {
  const { from, to, interval } = query;
  const previous = previousWindow(from, to, interval);
  const [current, before, types, notCounted] = await Promise.all([
    countBuckets(db, location, { from, to }, interval),
    countBuckets(db, location, previous, interval),
    deviceTypesAt(db, location.id),
    notCountedOfLocation(db, location, { from, to }),
  ]);
  const counted = (source: CountSource) =>
    sourceColumns[source].some((column) => current.totals[column] + before.totals[column] > 0);
  const sources = countSourcesOf(types, {
    people_counter: counted('people_counter'),
    gate: counted('gate'),
  });
  return {
    location_id: location.id,
    interval,
    time_zone: location.timeZone,
    from,
    to,
    previous_from: previous.from,
    previous_to: previous.to,
    sources,
    columns: sources.flatMap((source) => sourceColumns[source]),
    buckets: current.buckets,
    previous: before.buckets,
    totals: current.totals,
    previous_totals: before.totals,
    not_counted: notCounted,
  };
}

/**
 * Average entries per weekday (0 = Monday) and local hour over the window: the people counters'
 * (`enter`), or the gates' (`gate_enter`) at a location counted by gates only, as occupancy is
 * (decision 171); with the hours to show (the opening hours, decision 258).
 */
export async function heatmapOf(
  db: Db,
  location: ChartLocation,
  query: { from: string; to: string },
): Promise<ConsoleHeatmap> {
  const [rows, types] = await Promise.all([
    readRollups(db, {
      locationId: location.id,
      source: 'hourly',
      ...query,
      metrics: ['enter', 'gate_enter'],
    }),
    deviceTypesAt(db, location.id),
  ]);
  const counted = (metric: string) => rows.some((row) => row.metric === metric && row.value > 0);
  const [source] = countSourcesOf(types, {
    people_counter: counted('enter'),
    gate: counted('gate_enter'),
  });
  const metric = source === 'gate' ? 'gate_enter' : 'enter';
  const { cells, days_counted } = weekdayHourAverages({ ...query, rollups: rows, metric });
  return {
    location_id: location.id,
    time_zone: location.timeZone,
    from: query.from,
    to: query.to,
    metric,
    cells,
    days_counted,
    hours: heatmapHours({
      cells,
      ignoreBefore: location.ignoreBefore,
      ignoreAfter: location.ignoreAfter,
    }),
  };
}

const allSelfCheck = reportTypeOf('SELFCHECK_PATRONLOGONCHECKPOUTCHECKINRENEWALPAYMENT');
const kindOrder: readonly SelfCheckKind[] = [
  'checkout',
  'checkin',
  'renewal',
  'payment',
  'patron_logon',
];

/** Accepted and refused self-check transactions per kind over the window. */
export async function selfCheckActivityOf(
  db: Db,
  location: ChartLocation,
  query: { from: string; to: string },
): Promise<ConsoleSelfCheckActivity> {
  const [built] = await locationReportRows(db, {
    types: [allSelfCheck],
    location,
    ...query,
    interval: '-',
    locale: 'en',
  });
  const total = new Map<string, number>();
  allSelfCheck.columns.forEach((column, c) => {
    total.set(column.key, built?.totals[c] ?? 0);
  });
  const kinds = kindOrder.map((kind) => ({
    kind,
    ok: total.get(kind) ?? 0,
    refused: total.get(`${kind}_refused`) ?? 0,
  }));
  return {
    location_id: location.id,
    time_zone: location.timeZone,
    from: query.from,
    to: query.to,
    kinds,
    totals: {
      ok: kinds.reduce((sum, kind) => sum + kind.ok, 0),
      refused: kinds.reduce((sum, kind) => sum + kind.refused, 0),
    },
  };
}
