import type { CountSource } from '@careshop/validation';
import { addDays, addMonths, epochDayOf, weekdayOf } from './local-calendar';
import type { RollupRow } from './report-rows';

/** The intervals a console chart draws: hours, days or months (decision 213). */
export type ChartInterval = 'h' | 'D' | 'M';

/** What a console chart reads: a time series at an interval, a weekday × hour heatmap, totals. */
export type ChartKind = 'series' | 'heatmap' | 'totals';

/**
 * The longest window (days, `to` exclusive) each console chart may cover (decision 213). Hourly
 * series are the many points; a heatmap reads hourly rollups, so it stays within a year.
 */
export const chartWindowLimits: Record<ChartInterval | Exclude<ChartKind, 'series'>, number> = {
  h: 31,
  D: 731,
  M: 3_660,
  heatmap: 366,
  totals: 3_660,
};

/** The earliest local date a chart may start at (its previous period included). */
export const CHART_EARLIEST_DATE = '2000-01-01';

export interface ChartWindowProblemInput {
  /** Local dates `YYYY-MM-DD`, `to` exclusive. */
  from: string;
  to: string;
  /** An interval for a series; `heatmap` or `totals` for the others. */
  limit: ChartInterval | Exclude<ChartKind, 'series'>;
}

export interface ChartWindowProblem {
  field: 'from' | 'to';
  key: 'validation.invalid_value' | 'validation.end_before_start' | 'validation.too_long';
}

/** Why a chart window cannot be drawn, naming the field, or null when it can. */
export function chartWindowProblem(input: ChartWindowProblemInput): ChartWindowProblem | null {
  const from = safeEpochDay(input.from);
  const to = safeEpochDay(input.to);
  if (from === null || input.from < CHART_EARLIEST_DATE) {
    return { field: 'from', key: 'validation.invalid_value' };
  }
  if (to === null) return { field: 'to', key: 'validation.invalid_value' };
  const days = to - from;
  if (!(days > 0)) return { field: 'to', key: 'validation.end_before_start' };
  if (days > chartWindowLimits[input.limit]) return { field: 'to', key: 'validation.too_long' };
  return null;
}

function safeEpochDay(localDate: string): number | null {
  try {
    return epochDayOf(localDate);
  } catch {
    return null;
  }
}

function isMonthStart(localDate: string): boolean {
  return localDate.endsWith('-01');
}

function monthsBetween(from: string, to: string): number {
  const months = (date: string) => Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1;
  return months(to) - months(from);
}

/**
 * The period before [`from`, `to`) that a chart compares with (decision 213): of equal length,
 * ending where the window starts. A monthly window of whole months (both dates the 1st) steps
 * back by the same number of calendar months, so the two have as many month buckets; any other
 * window steps back by its number of days.
 */
export function previousWindow(
  from: string,
  to: string,
  interval: ChartInterval,
): { from: string; to: string } {
  if (interval === 'M' && isMonthStart(from) && isMonthStart(to)) {
    return { from: addMonths(from, -monthsBetween(from, to)), to: from };
  }
  return { from: addDays(from, -(epochDayOf(to) - epochDayOf(from))), to: from };
}

/** 0 = Monday … 6 = Sunday: the heatmap's rows, ISO 8601 order (decision 213). */
export function isoWeekdayOf(localDate: string): number {
  return (weekdayOf(localDate) + 6) % 7;
}

export interface WeekdayHourAveragesInput {
  /** Local dates, `to` exclusive. */
  from: string;
  to: string;
  /** Hourly rollups (`hour` set) of the metric to average; other rows and dates are ignored. */
  rollups: Iterable<RollupRow>;
  /** The metric to average, `enter` by default. */
  metric?: string;
}

export interface WeekdayHourAveragesOutput {
  /** `cells[weekday][hour]`: weekday 0 = Monday … 6 = Sunday, local hour 0–23; 2 decimals. */
  cells: number[][];
  /** How many days of each weekday the window has (the divisor of its row). */
  days_counted: number[];
}

/**
 * The average of a metric per weekday and local hour over a window (decision 213): the sum of
 * each weekday's hour divided by how many of that weekday the window holds, counted or not (a
 * closed day pulls the average down, as it would a visitor's expectation). The repeated hour of
 * the day clocks go back adds both real hours to its local hour, as the rollups do.
 */
export function weekdayHourAverages(input: WeekdayHourAveragesInput): WeekdayHourAveragesOutput {
  const metric = input.metric ?? 'enter';
  const sums = Array.from({ length: 7 }, () => new Array<number>(24).fill(0));
  const days = new Array<number>(7).fill(0);
  for (let day = input.from; day < input.to; day = addDays(day, 1)) {
    days[isoWeekdayOf(day)] = (days[isoWeekdayOf(day)] as number) + 1;
  }
  for (const rollup of input.rollups) {
    if (rollup.metric !== metric || rollup.localDate < input.from || rollup.localDate >= input.to)
      continue;
    const hour = rollup.hour;
    if (hour === null || hour === undefined || hour < 0 || hour > 23) continue;
    const row = sums[isoWeekdayOf(rollup.localDate)] as number[];
    row[hour] = (row[hour] as number) + rollup.value;
  }
  return {
    cells: sums.map((row, weekday) => {
      const count = days[weekday] as number;
      return row.map((sum) => (count === 0 ? 0 : Math.round((sum / count) * 100) / 100));
    }),
    days_counted: days,
  };
}

/** The device types whose bins are a source's counts (SPEC 3 device types). */
const sourceOfDeviceType: Readonly<Record<string, CountSource>> = {
  brickstream_people_counter: 'people_counter',
  intenta: 'people_counter',
  eco_gate: 'gate',
};

/**
 * The sources a location's counts chart shows (decision 258): those of its devices, and any
 * source that counted something in the periods shown (a device moved away keeps its history);
 * people counters first. A location with neither shows people counters (all zeros).
 */
export function countSourcesOf(
  deviceTypes: Iterable<string>,
  counted: Partial<Record<CountSource, boolean>> = {},
): CountSource[] {
  const present = new Set<CountSource>();
  for (const type of deviceTypes) {
    const source = sourceOfDeviceType[type];
    if (source) present.add(source);
  }
  for (const source of ['people_counter', 'gate'] as const) {
    if (counted[source]) present.add(source);
  }
  const sources = (['people_counter', 'gate'] as const).filter((source) => present.has(source));
  return sources.length > 0 ? sources : ['people_counter'];
}

export interface HeatmapHoursInput {
  /** `cells[weekday][hour]` as {@link weekdayHourAverages} answers them. */
  cells: readonly (readonly number[])[];
  /** The location's first counted local hour (0–23), null = from midnight. */
  ignoreBefore: number | null;
  /** The local hour (1–24) from which nothing is counted, null = until midnight. */
  ignoreAfter: number | null;
}

/**
 * The local hours a heatmap shows (decision 258): its opening hours, read from the data (the
 * first to the last hour any weekday counted something, the hours between included). Without data,
 * the hours the location counts (`ignore_before` … `ignore_after` − 1), else the whole day.
 */
export function heatmapHours(input: HeatmapHoursInput): number[] {
  let first = 24;
  let last = -1;
  for (const row of input.cells) {
    row.forEach((value, hour) => {
      if (value > 0 && hour >= 0 && hour < 24) {
        first = Math.min(first, hour);
        last = Math.max(last, hour);
      }
    });
  }
  if (last < 0) {
    first = Math.min(23, Math.max(0, input.ignoreBefore ?? 0));
    last = Math.max(first, Math.min(23, (input.ignoreAfter ?? 24) - 1));
  }
  return Array.from({ length: last - first + 1 }, (_, index) => first + index);
}
