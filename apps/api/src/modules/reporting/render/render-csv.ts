import { Readable } from 'node:stream';
import type { ReportRow } from '@careshop/reporting';
import { stringify } from 'csv-stringify';
import { addToTotals, type ReportDocument } from './report-document.js';

type Cells = (string | number)[];

function* syncRecords(doc: ReportDocument, rows: Iterable<ReportRow>): Generator<Cells> {
  const totals: number[] = doc.columns.slice(1).map(() => 0);
  yield doc.columns.map((column) => column.header);
  for (const row of rows) {
    addToTotals(totals, row.values);
    yield [row.label, ...row.values];
  }
  yield [doc.totalLabel, ...totals];
}

async function* asyncRecords(
  doc: ReportDocument,
  rows: AsyncIterable<ReportRow>,
): AsyncGenerator<Cells> {
  const totals: number[] = doc.columns.slice(1).map(() => 0);
  yield doc.columns.map((column) => column.header);
  for await (const row of rows) {
    addToTotals(totals, row.values);
    yield [row.label, ...row.values];
  }
  yield [doc.totalLabel, ...totals];
}

/**
 * The report as RFC 4180 CSV in UTF-8 with a byte order mark (so spreadsheet programs read "Łódź"
 * right): a header row, one row per report row with its period as text in the recipient's
 * language and plain integer counts, and a totals row. Streamed: rows are pulled as the reader
 * reads (decision 202).
 */
export function renderCsv(doc: ReportDocument): Readable {
  const stringifier = stringify({ bom: true, record_delimiter: 'windows' });
  // A synchronous source is read without a promise per row (a third faster at 1 M rows).
  const rows = doc.rows;
  const source = Readable.from(
    Symbol.asyncIterator in rows ? asyncRecords(doc, rows) : syncRecords(doc, rows),
  );
  source.on('error', (error) => stringifier.destroy(error));
  return source.pipe(stringifier);
}
