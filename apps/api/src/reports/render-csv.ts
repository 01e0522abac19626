import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { addToTotals, type ReportDocument } from './report-document.js';

async function* records(doc: ReportDocument): AsyncGenerator<(string | number)[]> {
  yield doc.columns.map((column) => column.header);
  const totals: number[] = doc.columns.slice(1).map(() => 0);
  for await (const row of doc.rows) {
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
  const source = Readable.from(records(doc));
  source.on('error', (error) => stringifier.destroy(error));
  return source.pipe(stringifier);
}
