import type { z } from 'zod';
import {
  answerText,
  enumOf,
  idParam,
  integer,
  isoDate,
  listOf,
  looseObject,
  number,
  strictObject,
} from './keyed-schemas.js';

// The console's chart data (decision 213): `GET /api/admin/console/series`, `/heatmap` and
// `/selfcheck-activity`. Windows are local dates of the location, `to` exclusive, as in reports.

/** The intervals a console time series is drawn at: hours, days, months. */
export const chartIntervals = ['h', 'D', 'M'] as const;
export type ChartIntervalCode = (typeof chartIntervals)[number];

const windowShape = {
  /** One location id. */
  location: idParam(),
  /** First local date of the window. */
  from: isoDate(),
  /** The local date after the last one (exclusive). */
  to: isoDate(),
};

/** Query of `GET /console/heatmap` and `GET /console/selfcheck-activity`. */
export const consoleChartQuerySchema = strictObject(windowShape);
export type ConsoleChartQuery = z.output<typeof consoleChartQuerySchema>;

/** Query of `GET /console/series`. */
export const consoleSeriesQuerySchema = strictObject({
  ...windowShape,
  interval: enumOf(chartIntervals),
});
export type ConsoleSeriesQuery = z.output<typeof consoleSeriesQuerySchema>;

const count = () => integer(0);

/** One point of a series: its local start (`YYYY-MM-DD`, or `YYYY-MM-DDTHH` for hours) and counts. */
export const consoleSeriesBucketSchema = looseObject({
  start: answerText(),
  enter: count(),
  leave: count(),
});
export type ConsoleSeriesBucket = z.output<typeof consoleSeriesBucketSchema>;

const totalsSchema = looseObject({ enter: count(), leave: count() });

/**
 * Answer of `GET /console/series`: every bucket of the window (zeros included), and of the
 * period of equal length before it, to compare index by index.
 */
export const consoleSeriesSchema = looseObject({
  location_id: integer(1),
  interval: enumOf(chartIntervals),
  time_zone: answerText(),
  from: answerText(),
  to: answerText(),
  previous_from: answerText(),
  previous_to: answerText(),
  buckets: listOf(consoleSeriesBucketSchema),
  previous: listOf(consoleSeriesBucketSchema),
  totals: totalsSchema,
  previous_totals: totalsSchema,
});
export type ConsoleSeries = z.output<typeof consoleSeriesSchema>;

/**
 * Answer of `GET /console/heatmap`: average enters per weekday (row 0 = Monday … 6 = Sunday) and
 * local hour (column 0–23), and how many days of each weekday the window holds.
 */
export const consoleHeatmapSchema = looseObject({
  location_id: integer(1),
  time_zone: answerText(),
  from: answerText(),
  to: answerText(),
  cells: listOf(listOf(number())),
  days_counted: listOf(count()),
});
export type ConsoleHeatmap = z.output<typeof consoleHeatmapSchema>;

/** The self-check kinds of the console, in the order a chart shows them. */
export const selfCheckKinds = [
  'checkout',
  'checkin',
  'renewal',
  'payment',
  'patron_logon',
] as const;
export type SelfCheckKind = (typeof selfCheckKinds)[number];

/** Answer of `GET /console/selfcheck-activity`: per kind, accepted and refused transactions. */
export const consoleSelfCheckActivitySchema = looseObject({
  location_id: integer(1),
  time_zone: answerText(),
  from: answerText(),
  to: answerText(),
  kinds: listOf(looseObject({ kind: enumOf(selfCheckKinds), ok: count(), refused: count() })),
  totals: looseObject({ ok: count(), refused: count() }),
});
export type ConsoleSelfCheckActivity = z.output<typeof consoleSelfCheckActivitySchema>;
