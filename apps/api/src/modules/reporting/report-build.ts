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
import type { Db } from '../../platform/db/database.js';
import { locations } from '../counting/index.js';
import { renderCsv } from './render/render-csv.js';
import { renderPdf } from './render/render-pdf.js';
import { renderXlsx } from './render/render-xlsx.js';
import type { ReportDocument } from './render/report-document.js';
import { reportFileName } from './render/report-document.js';
import { readRollups } from './rollups.js';

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

/** One location's rows of some report types over a window, as {@link locationReportRows} reads them. */
export interface LocationReportRowsInput {
  types: readonly ReportType[];
  location: Pick<ReportLocation, 'id' | 'timeZone'> &
    Partial<Pick<ReportLocation, 'optimalBalance' | 'balanceOrange' | 'balanceRed'>>;
  from: string;
  to: string;
  interval: Interval;
  locale: string;
}

/**
 * The rows of report types of one location over local dates [`from`, `to`): one read of the
 * rollups (`readRollups`), then `buildReportRows` per type. Report files and console charts both
 * read through here, so they never disagree (decisions 201, 213).
 */
export async function locationReportRows(
  db: Db,
  input: LocationReportRowsInput,
): Promise<BuildReportRowsOutput[]> {
  const { location } = input;
  const hourly = input.types.some((type) => rollupSourceOf(type, input.interval) === 'hourly');
  const rollups = await readRollups(db, {
    locationId: location.id,
    source: hourly ? 'hourly' : 'daily',
    from: input.from,
    to: input.to,
    metrics: input.types.flatMap((type) => type.metrics),
  });
  const thresholds =
    location.optimalBalance === undefined
      ? undefined
      : {
          optimalBalance: location.optimalBalance,
          balanceOrange: location.balanceOrange ?? 0,
          balanceRed: location.balanceRed ?? 0,
        };
  return input.types.map((type) =>
    buildReportRows({
      type,
      interval: input.interval,
      from: input.from,
      to: input.to,
      timeZone: location.timeZone,
      rollups,
      locale: input.locale,
      ...(thresholds ? { thresholds } : {}),
    }),
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
    const [rows] = await locationReportRows(db, {
      types: [input.type],
      location,
      from: input.from,
      to: input.to,
      interval: input.interval,
      locale: input.locale,
    });
    perLocation.push(rows as BuildReportRowsOutput);
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
