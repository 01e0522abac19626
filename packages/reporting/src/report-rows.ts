import { type OccupancyThresholds, occupancy } from '@careshop/counting';
import { epochDayOf } from './local-calendar';
import {
  bucketLabel,
  formatWindow,
  periodHeader,
  reportLocaleOf,
  reportTexts,
} from './report-texts';
import { type CountColumnKey, parseReportType, type ReportType } from './report-types';
import { bucketKeyOf, type RowBucket, rowBuckets } from './row-buckets';
import type { Interval } from './schedule';

/** A row of `rollup_hourly` (with `hour`) or `rollup_daily` (without). */
export interface RollupRow {
  localDate: string;
  hour?: number | null;
  metric: string;
  value: number;
}

/** A column of a rendered report: the period column first, then the counts. */
export interface ReportColumn {
  key: 'period' | CountColumnKey;
  header: string;
  type: 'period' | 'count';
}

/** One report row: its bucket, the bucket as text in the recipient's language, and one number per count column. */
export interface ReportRow {
  bucket: RowBucket;
  label: string;
  values: number[];
}

export interface BuildReportRowsInput {
  type: ReportType;
  interval: Interval;
  /** The report window, local dates, `to` exclusive. */
  from: string;
  to: string;
  timeZone: string;
  /** Rollups of the location; rows outside the window or of other metrics are ignored. */
  rollups: Iterable<RollupRow>;
  /** The recipient's locale or language (`de`, `nl-BE`): headers and labels are in it. */
  locale: string;
  /** The location's thresholds, for occupancy alerts; without them no occupancy alert is counted. */
  thresholds?: OccupancyThresholds;
}

export interface BuildReportRowsOutput {
  columns: ReportColumn[];
  rows: ReportRow[];
  /** Per count column: the sum of its rows. */
  totals: number[];
  /** "Total" in the recipient's language. */
  totalLabel: string;
  /** The window as text in the recipient's language. */
  windowLabel: string;
}

/** Input a report cannot be built from (e.g. daily rollups for an hourly report). */
export class ReportInputError extends Error {
  override readonly name = 'ReportInputError';
}

/** Whether a report needs `rollup_hourly` (hour rows or occupancy alerts) or can read `rollup_daily`. */
export function rollupSourceOf(type: ReportType, interval: Interval): 'hourly' | 'daily' {
  return interval === 'h' || type.alerts !== undefined ? 'hourly' : 'daily';
}

const LEVEL_RANK = { none: 0, green: 0, orange: 1, red: 2 } as const;

/**
 * The rows of a report over [`from`, `to`) at `interval`: one per bucket (empty buckets as 0),
 * counts summed from the rollups, occupancy alerts counted where the occupancy at the end of a
 * local hour reaches orange or red from below (decision 201). Totals equal the sum of the rows.
 */
export function buildReportRows(input: BuildReportRowsInput): BuildReportRowsOutput {
  const { type, interval, from, to, timeZone } = input;
  const locale = reportLocaleOf(input.locale);
  const texts = reportTexts(locale);
  const buckets = rowBuckets(from, to, interval, timeZone);
  const columns = type.columns;
  const index = new Map<string, number>();
  const values = buckets.map((bucket, i) => {
    index.set(bucket.key, i);
    return columns.map(() => 0);
  });
  const columnsOfMetric = new Map<string, number[]>();
  columns.forEach((column, c) => {
    if (column.kind !== 'sum') return;
    for (const metric of column.metrics)
      columnsOfMetric.set(metric, [...(columnsOfMetric.get(metric) ?? []), c]);
  });
  const needsHours = rollupSourceOf(type, interval) === 'hourly';
  const alertColumns = columns.flatMap((column, c) =>
    column.kind === 'occupancy_alert' ? [{ c, level: column.level }] : [],
  );
  const dayFlows = new Map<string, { enter: number[]; leave: number[] }>();
  epochDayOf(from);
  epochDayOf(to);

  for (const rollup of input.rollups) {
    if (rollup.localDate < from || rollup.localDate >= to) continue;
    const hour = rollup.hour ?? null;
    if (needsHours && hour === null) {
      throw new ReportInputError(`${type.code} at interval ${interval} needs hourly rollups`);
    }
    const targets = columnsOfMetric.get(rollup.metric);
    const row = targets ? index.get(bucketKeyOf(interval, rollup.localDate, hour)) : undefined;
    if (targets && row !== undefined) {
      const cells = values[row] as number[];
      for (const c of targets) cells[c] = (cells[c] as number) + rollup.value;
    }
    if (
      alertColumns.length > 0 &&
      hour !== null &&
      (rollup.metric === 'enter' || rollup.metric === 'leave')
    ) {
      let day = dayFlows.get(rollup.localDate);
      if (!day) {
        day = { enter: new Array(24).fill(0), leave: new Array(24).fill(0) };
        dayFlows.set(rollup.localDate, day);
      }
      day[rollup.metric][hour] = (day[rollup.metric][hour] as number) + rollup.value;
    }
  }

  const thresholds = input.thresholds;
  if (alertColumns.length > 0 && thresholds) {
    // A disabled orange level (0) is skipped: going straight to red is one red alert only.
    const counted = alertColumns.filter(
      ({ level }) => level === 'red' || thresholds.balanceOrange > 0,
    );
    for (const [localDate, day] of dayFlows) {
      let enters = 0;
      let leaves = 0;
      let rank = 0;
      for (let hour = 0; hour < 24; hour++) {
        enters += day.enter[hour] as number;
        leaves += day.leave[hour] as number;
        const next = LEVEL_RANK[occupancy(enters, leaves, thresholds).level];
        const row = index.get(bucketKeyOf(interval, localDate, hour));
        if (row !== undefined) {
          const cells = values[row] as number[];
          for (const { c, level } of counted) {
            const threshold = LEVEL_RANK[level];
            if (rank < threshold && next >= threshold) cells[c] = (cells[c] as number) + 1;
          }
        }
        rank = next;
      }
    }
  }

  const rows = buckets.map((bucket, i) => ({
    bucket,
    label: bucketLabel(bucket, locale),
    values: values[i] as number[],
  }));
  const totals = columns.map((_, c) =>
    rows.reduce((sum, row) => sum + (row.values[c] as number), 0),
  );
  return {
    columns: [
      { key: 'period', header: periodHeader(interval, texts), type: 'period' },
      ...columns.map((column) => ({
        key: column.key,
        header: texts[column.key],
        type: 'count' as const,
      })),
    ],
    rows,
    totals,
    totalLabel: texts.total,
    windowLabel: formatWindow(from, to, locale),
  };
}

/** The report type of a code, or a {@link ReportInputError} for unknown and unsupported codes. */
export function reportTypeOf(code: string): ReportType {
  const parsed = parseReportType(code);
  if (parsed.kind !== 'supported')
    throw new ReportInputError(`report type ${code} is ${parsed.kind.replace('_', ' ')}`);
  return parsed.type;
}
