import type { Readable } from 'node:stream';
import {
  renderTableCsv,
  renderTableXlsx,
  type TableCell,
  type TableExport,
  type TableExportFormat,
  tableExportContentTypes,
} from '../exports/table-export.js';
import type { BackofficeOrderDetailRow } from './orders.js';

/** The formats of `GET /backoffice/orders/export.{format}`. */
export type OrderExportFormat = TableExportFormat;

export const orderExportContentTypes = tableExportContentTypes;

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

const amountColumns = new Set(['subtotal', 'discount', 'shipping', 'tax', 'total']);

function cellsOf({ summary, order }: BackofficeOrderDetailRow): TableCell[] {
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

const backofficeOrderTable: TableExport<BackofficeOrderDetailRow> = {
  sheet: 'Orders',
  columns: orderExportColumns.map((column) => ({
    header: column,
    kind: amountColumns.has(column) ? 'amount' : 'text',
    width: column === 'company_name' || column.endsWith('by') || column === 'rep' ? 30 : 16,
  })),
  cells: cellsOf,
};

/** The orders as CSV (decision 202): column names, then one row per order, pulled as read. */
export function renderOrdersCsv(rows: AsyncIterable<BackofficeOrderDetailRow>): Readable {
  return renderTableCsv(backofficeOrderTable, rows);
}

/** The orders as an XLSX workbook (decision 202): a bold, frozen header row, rows as read. */
export function renderOrdersXlsx(rows: AsyncIterable<BackofficeOrderDetailRow>): Readable {
  return renderTableXlsx(backofficeOrderTable, rows);
}
