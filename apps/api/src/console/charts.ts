import {
  buildReportRows,
  type ChartInterval,
  type ChartKind,
  chartWindowProblem,
  previousWindow,
  type RollupRow,
  reportTypeOf,
  weekdayHourAverages,
} from '@careshop/reporting';
import type {
  ConsoleHeatmap,
  ConsoleSelfCheckActivity,
  ConsoleSeries,
  SelfCheckKind,
} from '@careshop/validation';
import { and, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { locations, rollupDaily, rollupHourly } from '../db/schema.js';
import { NotFoundError } from '../http/errors.js';
import { invalidField } from '../http/request-validation.js';
import { type CompanyScope, inScope } from './scope.js';

// The console's chart data (decision 213), read from the rollups only (already grouped in the
// location's time zone). Buckets and totals come from the same `buildReportRows` as the report
// files, so a chart and a report of the same window always agree.

/** A chart's location: in the caller's scope, else 404 (as if it did not exist). */
export async function chartLocation(
  db: Db,
  scope: CompanyScope,
  id: number,
): Promise<{ id: number; timeZone: string }> {
  const [location] = await db
    .select({ id: locations.id, timeZone: locations.timeZone })
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

async function rollups(
  db: Db,
  source: 'hourly' | 'daily',
  locationId: number,
  from: string,
  to: string,
  metrics: readonly string[],
): Promise<RollupRow[]> {
  if (source === 'hourly') {
    return db
      .select({
        localDate: rollupHourly.localDate,
        hour: rollupHourly.hour,
        metric: rollupHourly.metric,
        value: rollupHourly.value,
      })
      .from(rollupHourly)
      .where(
        and(
          eq(rollupHourly.locationId, locationId),
          gte(rollupHourly.localDate, from),
          lt(rollupHourly.localDate, to),
          inArray(rollupHourly.metric, [...metrics]),
        ),
      );
  }
  return db
    .select({
      localDate: rollupDaily.localDate,
      metric: rollupDaily.metric,
      value: rollupDaily.value,
    })
    .from(rollupDaily)
    .where(
      and(
        eq(rollupDaily.locationId, locationId),
        gte(rollupDaily.localDate, from),
        lt(rollupDaily.localDate, to),
        inArray(rollupDaily.metric, [...metrics]),
      ),
    );
}

const enterLeave = reportTypeOf('PEOPLECOUNTER_ENTERLEAVE');

/** Enters and leaves per bucket of the window and of the period of equal length before it. */
export async function seriesOf(
  db: Db,
  location: { id: number; timeZone: string },
  query: { from: string; to: string; interval: ChartInterval },
): Promise<ConsoleSeries> {
  const { from, to, interval } = query;
  const previous = previousWindow(from, to, interval);
  const rows = await rollups(
    db,
    interval === 'h' ? 'hourly' : 'daily',
    location.id,
    previous.from,
    to,
    enterLeave.metrics,
  );
  const build = (window: { from: string; to: string }) => {
    const built = buildReportRows({
      type: enterLeave,
      interval,
      from: window.from,
      to: window.to,
      timeZone: location.timeZone,
      rollups: rows,
      locale: 'en',
    });
    const [enter = 0, leave = 0] = built.totals;
    return {
      buckets: built.rows.map((row) => ({
        // Hours keep their `YYYY-MM-DDTHH` key; days and months start on a local date.
        start: interval === 'h' ? row.bucket.key : row.bucket.from,
        enter: row.values[0] ?? 0,
        leave: row.values[1] ?? 0,
      })),
      totals: { enter, leave },
    };
  };
  const current = build({ from, to });
  const before = build(previous);
  return {
    location_id: location.id,
    interval,
    time_zone: location.timeZone,
    from,
    to,
    previous_from: previous.from,
    previous_to: previous.to,
    buckets: current.buckets,
    previous: before.buckets,
    totals: current.totals,
    previous_totals: before.totals,
  };
}

/** Average enters per weekday (0 = Monday) and local hour over the window. */
export async function heatmapOf(
  db: Db,
  location: { id: number; timeZone: string },
  query: { from: string; to: string },
): Promise<ConsoleHeatmap> {
  const rows = await rollups(db, 'hourly', location.id, query.from, query.to, ['enter']);
  const { cells, days_counted } = weekdayHourAverages({ ...query, rollups: rows });
  return {
    location_id: location.id,
    time_zone: location.timeZone,
    from: query.from,
    to: query.to,
    cells,
    days_counted,
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
  location: { id: number; timeZone: string },
  query: { from: string; to: string },
): Promise<ConsoleSelfCheckActivity> {
  const rows = await rollups(db, 'daily', location.id, query.from, query.to, allSelfCheck.metrics);
  const built = buildReportRows({
    type: allSelfCheck,
    interval: '-',
    ...query,
    timeZone: location.timeZone,
    rollups: rows,
    locale: 'en',
  });
  const total = new Map<string, number>();
  allSelfCheck.columns.forEach((column, c) => {
    total.set(column.key, built.totals[c] ?? 0);
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
