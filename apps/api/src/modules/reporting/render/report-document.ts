import type { Interval, ReportColumn, ReportRow } from '@careshop/reporting';
import type { ReportFormat } from '@careshop/validation';

/** Rows arrive one at a time (a generator or a database cursor), so no renderer holds them all. */
export type ReportRows = Iterable<ReportRow> | AsyncIterable<ReportRow>;

/** What every renderer draws: the texts are already in the recipient's language. */
export interface ReportDocument {
  /** The report type's name, e.g. "People counter: entries and exits". */
  title: string;
  /** The location's name. */
  location: string;
  /** The window as text, e.g. "01.03.2024 – 31.03.2024". */
  windowLabel: string;
  /** Header of the location and window lines ("Location", "Period" in the recipient's language). */
  locationHeader: string;
  windowHeader: string;
  interval: Interval;
  columns: readonly ReportColumn[];
  rows: ReportRows;
  /** Label of the closing totals row; the renderer sums the rows as they pass. */
  totalLabel: string;
  /** The recipient's locale, for dates the renderer formats itself. */
  locale: string;
}

/** Adds a row's values into running totals. */
export function addToTotals(totals: number[], values: readonly number[]): void {
  for (let i = 0; i < values.length; i++) totals[i] = (totals[i] ?? 0) + (values[i] as number);
}

/**
 * `<type>_<location>_<from>_<to>.<ext>`: letters (any script), digits and `_` kept, every other run of
 * characters one `-`, so the name is safe in a Content-Disposition header and on any file system.
 */
export function reportFileName(input: {
  type: string;
  location: string;
  from: string;
  to: string;
  format: ReportFormat;
}): string {
  const clean = (part: string) =>
    part
      .normalize('NFC')
      .replace(/[^\p{L}\p{N}_]+/gu, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'report';
  return `${clean(input.type)}_${clean(input.location)}_${clean(input.from)}_${clean(input.to)}.${input.format}`;
}
