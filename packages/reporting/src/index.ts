export type {
  ChartInterval,
  ChartKind,
  ChartWindowProblem,
  ChartWindowProblemInput,
  HeatmapHoursInput,
  WeekdayHourAveragesInput,
  WeekdayHourAveragesOutput,
} from './console-charts';
export {
  CHART_EARLIEST_DATE,
  chartWindowLimits,
  chartWindowProblem,
  countSourcesOf,
  heatmapHours,
  isoWeekdayOf,
  previousWindow,
  weekdayHourAverages,
} from './console-charts';
export { InvalidLocalDateError } from './local-calendar';
export type {
  BuildReportRowsInput,
  BuildReportRowsOutput,
  ReportColumn,
  ReportRow,
  RollupRow,
} from './report-rows';
export { buildReportRows, ReportInputError, reportTypeOf, rollupSourceOf } from './report-rows';
export type { ReportTexts } from './report-texts';
export {
  bucketLabel,
  formatLocalDate,
  formatWindow,
  PERIOD_DATE_FORMATS,
  periodHeader,
  reportLanguageOf,
  reportLocaleOf,
  reportTexts,
  wallDateOf,
} from './report-texts';
export type {
  CountColumnKey,
  CountColumnSpec,
  ParsedReportType,
  ReportType,
  ReportTypeCode,
  SupportedReportTypeCode,
  UnsupportedReportType,
  UnsupportedReportTypeCode,
} from './report-types';
export {
  DEVICE_ALERT_METRICS,
  parseReportType,
  reportTypes,
} from './report-types';
export type { RowBucket } from './row-buckets';
export { bucketKeyOf, rowBuckets } from './row-buckets';
export type { DuePeriod, Interval, Period, ReportSchedule, Trigger } from './schedule';
export {
  duePeriods,
  endDateHasPassed,
  InvalidScheduleError,
  periodBefore,
  triggersOn,
} from './schedule';
