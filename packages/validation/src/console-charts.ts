import * as z from 'zod/mini';
import { miniIdParam as idParam } from './mini-fields.js';
import {
  miniAnswerText as answerText,
  miniEnumOf as enumOf,
  miniInteger as integer,
  miniIsoDate as isoDate,
  miniListOf as listOf,
  miniLooseObject as looseObject,
  miniNumber as number,
  miniStrictObject as strictObject,
} from './mini-schemas.js';

// The console's chart data (decision 213): `GET /api/admin/console/series`, `/heatmap` and
// `/selfcheck-activity`. Windows are local dates of the location, `to` exclusive, as in reports.
// In zod/mini: the counts screen checks them with its first screen (decision 370).

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

/**
 * What counts a location's people, each a source of count columns named as the report columns
 * are: people counters (`enter`, `leave`: PEOPLECOUNTER_* reports) and gates (`gate_enter`,
 * `gate_leave`: GATESYSTEM_* reports).
 */
export const countSources = ['people_counter', 'gate'] as const;
export type CountSource = (typeof countSources)[number];

/** The count columns of a series, in the order a chart draws them. */
export const seriesColumns = ['enter', 'leave', 'gate_enter', 'gate_leave'] as const;
export type SeriesColumn = (typeof seriesColumns)[number];

/**
 * One point of a series: its local start (`YYYY-MM-DD`, or `YYYY-MM-DDTHH` for hours) and the
 * counts of every column (zeros included).
 */
export const consoleSeriesBucketSchema = looseObject({
  start: answerText(),
  enter: count(),
  leave: count(),
  gate_enter: count(),
  gate_leave: count(),
});
export type ConsoleSeriesBucket = z.output<typeof consoleSeriesBucketSchema>;

const totalsSchema = looseObject({
  enter: count(),
  leave: count(),
  gate_enter: count(),
  gate_leave: count(),
});

/**
 * Bins a device sent but marked as not counted (decision 181: a Brickstream `Status` other than
 * 0, or a bin sent as `missing`), per device and status; `status` null = marked missing without a
 * status code.
 */
export const notCountedSchema = looseObject({
  device_id: integer(1),
  device_name: answerText(),
  status: z.nullable(integer(0)),
  bins: integer(1),
});
export type NotCounted = z.output<typeof notCountedSchema>;

/**
 * Answer of `GET /console/series`: every bucket of the window (zeros included), and of the
 * period of equal length before it, to compare index by index. `sources` are what the location
 * counts with (its devices, and any source with counts in either period), `columns` their count
 * columns; `not_counted` the bins its devices marked as not counted in the window.
 */
export const consoleSeriesSchema = looseObject({
  location_id: integer(1),
  interval: enumOf(chartIntervals),
  time_zone: answerText(),
  from: answerText(),
  to: answerText(),
  previous_from: answerText(),
  previous_to: answerText(),
  sources: listOf(enumOf(countSources)),
  columns: listOf(enumOf(seriesColumns)),
  buckets: listOf(consoleSeriesBucketSchema),
  previous: listOf(consoleSeriesBucketSchema),
  totals: totalsSchema,
  previous_totals: totalsSchema,
  not_counted: listOf(notCountedSchema),
});
export type ConsoleSeries = z.output<typeof consoleSeriesSchema>;

/**
 * Answer of `GET /console/heatmap`: average entries (`metric`: the people counters' `enter`, or
 * `gate_enter` for a location counted by gates only) per weekday (row 0 = Monday … 6 = Sunday)
 * and local hour (column 0–23), how many days of each weekday the window holds, and `hours`: the
 * local hours to show (the location's opening hours, decision 258).
 */
export const consoleHeatmapSchema = looseObject({
  location_id: integer(1),
  time_zone: answerText(),
  from: answerText(),
  to: answerText(),
  metric: enumOf(['enter', 'gate_enter'] as const),
  cells: listOf(listOf(number())),
  days_counted: listOf(count()),
  hours: listOf(integer(0, 23)),
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
