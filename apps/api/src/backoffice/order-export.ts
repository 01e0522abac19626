import { PassThrough, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import ExcelJS from 'exceljs';
import type { BackofficeOrderDetailRow } from './orders.js';

/** The formats of `GET /backoffice/orders/export.{format}`. */
export type OrderExportFormat = 'csv' | 'xlsx';

export const orderExportContentTypes: Record<OrderExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/**
 * The export's columns, in order; amounts in units of the order's `currency` (two decimals). The
 * currency column came last (decision 226) so the earlier columns keep their positions.
 */
export const orderExportColumns = [
  'order_nr',
  'created',
  'status',
  'payment_status',
  'payment_method',
  'delivery_option',
  'cust_no',
  'company_name',
  'placed_by',
  'rep',
  'subtotal',
  'discount',
  'shipping',
  'tax',
  'total',
  'cancelled_at',
  'currency',
] as const;

type Cell = string | number | Date | null;

const amountColumns = new Set(['subtotal', 'discount', 'shipping', 'tax', 'total']);

function cellsOf({ summary, order }: BackofficeOrderDetailRow): Cell[] {
  return [
    summary.order_nr,
    order.createdAt,
    summary.status,
    summary.payment_status,
    summary.payment_method,
    summary.delivery_option,
    summary.office.cust_no,
    summary.office.company_name,
    summary.placed_by.email,
    summary.rep?.email ?? '',
    order.subtotalCents / 100,
    order.discountCents / 100,
    order.shippingCents / 100,
    order.taxCents / 100,
    order.totalCents / 100,
    order.cancelledAt,
    summary.currency,
  ];
}

async function* csvRecords(rows: AsyncIterable<BackofficeOrderDetailRow>) {
  yield [...orderExportColumns];
  for await (const row of rows) {
    yield cellsOf(row).map((cell, index) => {
      if (cell === null) return '';
      if (cell instanceof Date) return cell.toISOString();
      if (typeof cell === 'number' && amountColumns.has(orderExportColumns[index] ?? '')) {
        return cell.toFixed(2);
      }
      return cell;
    });
  }
}

/**
 * The orders as RFC 4180 CSV in UTF-8 with a byte order mark, like the console's reports
 * (decision 202): a header row of column names, then one row per order, pulled as it is read.
 */
export function renderOrdersCsv(rows: AsyncIterable<BackofficeOrderDetailRow>): Readable {
  const stringifier = stringify({ bom: true, record_delimiter: 'windows' });
  const source = Readable.from(csvRecords(rows));
  source.on('error', (error) => stringifier.destroy(error));
  return source.pipe(stringifier);
}

/**
 * The orders as an XLSX workbook through exceljs's streaming writer (decision 202): a bold, frozen
 * header row, dates as date cells, amounts as numbers with two decimals; rows committed as read.
 */
export function renderOrdersXlsx(rows: AsyncIterable<BackofficeOrderDetailRow>): Readable {
  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet('Orders', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = orderExportColumns.map((column) => ({
    header: column,
    key: column,
    width: column === 'company_name' || column.endsWith('by') || column === 'rep' ? 30 : 16,
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  const write = async () => {
    for await (const row of rows) {
      const written = sheet.addRow(cellsOf(row).map((cell) => cell ?? ''));
      orderExportColumns.forEach((column, index) => {
        const cell = written.getCell(index + 1);
        if (amountColumns.has(column)) cell.numFmt = '0.00';
        else if (cell.value instanceof Date) cell.numFmt = 'yyyy-mm-dd hh:mm:ss';
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
