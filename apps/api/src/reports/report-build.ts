import type { Readable } from 'node:stream';
import {
  type BuildReportRowsOutput,
  buildReportRows,
  type Interval,
  type ReportRow,
  type ReportType,
  reportTexts,
  rollupSourceOf,
} from '@careshop/reporting';
import type { ReportFormat } from '@careshop/validation';
import { and, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { locations, rollupDaily, rollupHourly } from '../db/schema.js';
import { renderCsv } from './render-csv.js';
import { renderPdf } from './render-pdf.js';
import { renderXlsx } from './render-xlsx.js';
import type { ReportDocument } from './report-document.js';
import { reportFileName } from './report-document.js';

/** A location a report reads: its calendar and occupancy thresholds. */
export type ReportLocation = Pick<
  typeof locations.$inferSelect,
  'id' | 'name' | 'timeZone' | 'optimalBalance' | 'balanceOrange' | 'balanceRed'
>;

export const reportLocationColumns = {
  id: locations.id,
  name: locations.name,
  timeZone: locations.timeZone,
  optimalBalance: locations.optimalBalance,
  balanceOrange: locations.balanceOrange,
  balanceRed: locations.balanceRed,
};

/** What to report: a type over local dates [`from`, `to`) of one or more locations. */
export interface BuildReportInput {
  type: ReportType;
  locations: readonly ReportLocation[];
  from: string;
  to: string;
  interval: Interval;
  format: ReportFormat;
  /** The recipient's locale or language. */
  locale: string;
}

/** A report ready to render: the document, its rows (in memory, at most a few thousand) and file name. */
export interface BuiltReport {
  document: ReportDocument & { rows: ReportRow[] };
  totals: number[];
  fileName: string;
  contentType: string;
}

export const reportContentTypes: Record<ReportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
};

async function rollupsOf(db: Db, input: BuildReportInput, locationId: number) {
  const metrics = [...input.type.metrics];
  if (rollupSourceOf(input.type, input.interval) === 'hourly') {
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
          gte(rollupHourly.localDate, input.from),
          lt(rollupHourly.localDate, input.to),
          inArray(rollupHourly.metric, metrics),
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
        gte(rollupDaily.localDate, input.from),
        lt(rollupDaily.localDate, input.to),
        inArray(rollupDaily.metric, metrics),
      ),
    );
}

/**
 * Builds the report from the rollups in the locations' own calendars. Several locations are added
 * up row by row (same local date and hour), alerts counted per location first (decision 203).
 */
export async function buildReport(db: Db, input: BuildReportInput): Promise<BuiltReport> {
  const [first, ...others] = input.locations;
  if (!first) throw new Error('a report needs a location');
  const perLocation: BuildReportRowsOutput[] = [];
  for (const location of input.locations) {
    const rollups = await rollupsOf(db, input, location.id);
    perLocation.push(
      buildReportRows({
        type: input.type,
        interval: input.interval,
        from: input.from,
        to: input.to,
        timeZone: location.timeZone,
        rollups,
        locale: input.locale,
        thresholds: {
          optimalBalance: location.optimalBalance,
          balanceOrange: location.balanceOrange,
          balanceRed: location.balanceRed,
        },
      }),
    );
  }
  const [base, ...rest] = perLocation as [BuildReportRowsOutput, ...BuildReportRowsOutput[]];
  const rowOf = new Map(base.rows.map((row) => [row.bucket.key, row]));
  for (const other of rest) {
    for (const row of other.rows) {
      const target = rowOf.get(row.bucket.key);
      if (!target) continue;
      target.values = target.values.map((value, c) => value + (row.values[c] as number));
    }
  }
  const totals = base.columns
    .slice(1)
    .map((_, c) => base.rows.reduce((sum, row) => sum + (row.values[c] as number), 0));
  const texts = reportTexts(input.locale);
  const locationLabel = [first, ...others].map((location) => location.name).join(', ');
  return {
    document: {
      title: texts.reportTypes[input.type.code],
      location: locationLabel,
      windowLabel: base.windowLabel,
      locationHeader: texts.location,
      windowHeader: texts.period,
      interval: input.interval,
      columns: base.columns,
      rows: base.rows,
      totalLabel: base.totalLabel,
      locale: input.locale,
    },
    totals,
    fileName: reportFileName({
      type: input.type.code,
      location: others.length > 0 ? `${first.name}+${others.length}` : first.name,
      from: input.from,
      to: input.to,
      format: input.format,
    }),
    contentType: reportContentTypes[input.format],
  };
}

/** The report's file as a stream, in `format`. */
export function renderReport(document: ReportDocument, format: ReportFormat): Readable {
  switch (format) {
    case 'csv':
      return renderCsv(document);
    case 'xlsx':
      return renderXlsx(document);
    case 'pdf':
      return renderPdf(document, reportTexts(document.locale));
  }
}

// The window rule is shared with the console's form (one rule, @careshop/validation).
export { daysBetween, reportWindowLimits, reportWindowProblem } from '@careshop/validation';
