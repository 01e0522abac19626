import {
  buildReportRows,
  type ReportRow,
  type RollupRow,
  reportTexts,
  reportTypeOf,
  rowBuckets,
} from '@careshop/reporting';
import type { ReportDocument } from '../modules/reporting/render/report-document.js';

/** A real report document from `buildReportRows`, for renderer tests. */
export function sampleReport(input: {
  type: string;
  interval: 'h' | 'D' | 'M' | 'Y' | '-';
  from: string;
  to: string;
  location: string;
  locale: string;
  rollups: RollupRow[];
  timeZone?: string;
}): ReportDocument & { rowList: ReportRow[]; totals: number[] } {
  const type = reportTypeOf(input.type);
  const report = buildReportRows({
    ...input,
    type,
    timeZone: input.timeZone ?? 'Europe/Amsterdam',
  });
  const texts = reportTexts(input.locale);
  return {
    title: texts.reportTypes[type.code],
    location: input.location,
    windowLabel: report.windowLabel,
    locationHeader: texts.location,
    windowHeader: texts.period,
    interval: input.interval,
    columns: report.columns,
    rows: report.rows,
    rowList: report.rows,
    totals: report.totals,
    totalLabel: report.totalLabel,
    locale: input.locale,
  };
}

/** `count` daily rows from 2000-01-01 made one at a time, counting how many were made so far. */
export function* generatedDailyRows(count: number, made: { count: number }): Generator<ReportRow> {
  const buckets = rowBuckets('2000-01-01', '2000-01-02', 'D', 'UTC');
  const bucket = buckets[0];
  if (!bucket) throw new Error('no bucket');
  for (let i = 0; i < count; i++) {
    made.count++;
    yield { bucket, label: `row ${i}`, values: [i % 1000, (i * 7) % 1000] };
  }
}
