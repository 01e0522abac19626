import { PassThrough, Readable } from 'node:stream';
import { centsToUnits, currencyDecimals } from '@careshop/i18n';
import { stringify } from 'csv-stringify';
import ExcelJS from 'exceljs';

/** The formats of the order exports (back office and my orders). */
export type TableExportFormat = 'csv' | 'xlsx';

export const tableExportContentTypes: Record<TableExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** An amount of money: integer minor units (cents) and the ISO 4217 currency they are in. */
export interface MoneyCell {
  cents: number;
  currency: string;
}

/**
 * One cell: text, a number, money (written in units of its currency with the currency's own
 * decimals: 24.50 EUR, 2450 JPY; decision 266), a date, or nothing.
 */
export type TableCell = string | number | MoneyCell | Date | null;

function isMoney(cell: TableCell): cell is MoneyCell {
  return typeof cell === 'object' && cell !== null && !(cell instanceof Date);
}

/** A column of an exported table. */
export interface TableColumn {
  /** The title row's text. */
  header: string;
  /** `amount`: money (a {@link MoneyCell}); `date`: a date cell. */
  kind?: 'text' | 'amount' | 'date';
  /** Width in characters in the XLSX sheet (default 16). */
  width?: number;
}

/** What a table export writes: its columns and each row's cells, in column order. */
export interface TableExport<Row> {
  columns: readonly TableColumn[];
  cells(row: Row): TableCell[];
  /** The XLSX sheet's name. */
  sheet: string;
}

/**
 * A text cell a spreadsheet would read as a formula (`=`, `+`, `-`, `@`, tab or carriage return
 * first) gets a leading apostrophe: customers type some texts (company names, an order's note,
 * decision 246), and a CSV opened in a spreadsheet must not run them. XLSX cells are typed text
 * already.
 */
export function csvSafeText(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

async function* csvRecords<Row>(table: TableExport<Row>, rows: AsyncIterable<Row>) {
  yield table.columns.map((column) => column.header);
  for await (const row of rows) {
    yield table.cells(row).map((cell) => {
      if (cell === null) return '';
      if (cell instanceof Date) return cell.toISOString();
      if (isMoney(cell)) {
        return centsToUnits(cell.cents, cell.currency).toFixed(currencyDecimals(cell.currency));
      }
      return typeof cell === 'string' ? csvSafeText(cell) : cell;
    });
  }
}

/**
 * The rows as RFC 4180 CSV in UTF-8 with a byte order mark, like the console's reports
 * (decision 202): a title row, then one row per record, pulled as it is read.
 */
export function renderTableCsv<Row>(table: TableExport<Row>, rows: AsyncIterable<Row>): Readable {
  const stringifier = stringify({ bom: true, record_delimiter: 'windows' });
  const source = Readable.from(csvRecords(table, rows));
  source.on('error', (error) => stringifier.destroy(error));
  return source.pipe(stringifier);
}

/**
 * The rows as an XLSX workbook through exceljs's streaming writer (decision 202): a bold, frozen
 * title row, dates as date cells, amounts as numbers with their currency's decimals; rows
 * committed as read.
 */
export function renderTableXlsx<Row>(table: TableExport<Row>, rows: AsyncIterable<Row>): Readable {
  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(table.sheet, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = table.columns.map((column, index) => ({
    header: column.header,
    key: `c${index}`,
    width: column.width ?? 16,
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  const write = async () => {
    for await (const row of rows) {
      const cells = table.cells(row);
      const written = sheet.addRow(
        cells.map((cell) =>
          cell === null ? '' : isMoney(cell) ? centsToUnits(cell.cents, cell.currency) : cell,
        ),
      );
      cells.forEach((value, index) => {
        const cell = written.getCell(index + 1);
        if (isMoney(value)) {
          const decimals = currencyDecimals(value.currency);
          cell.numFmt = decimals > 0 ? `0.${'0'.repeat(decimals)}` : '0';
        } else if (value instanceof Date) cell.numFmt = 'yyyy-mm-dd hh:mm:ss';
      });
      written.commit();
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) =>
    output.destroy(error instanceof Error ? error : new Error(String(error))),
  );
  return output;
}

/** Renders the rows in the asked format. */
export function renderTable<Row>(
  format: TableExportFormat,
  table: TableExport<Row>,
  rows: AsyncIterable<Row>,
): Readable {
  return format === 'csv' ? renderTableCsv(table, rows) : renderTableXlsx(table, rows);
}
