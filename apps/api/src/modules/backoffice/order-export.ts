import type { Readable } from 'node:stream';
import {
  renderTableCsv,
  renderTableXlsx,
  type TableCell,
  type TableExport,
  type TableExportFormat,
  tableExportContentTypes,
} from '../../platform/exports/table-export.js';
import type { BackofficeOrderDetailRow } from './orders.js';

/** The formats of `GET /backoffice/orders/export.{format}`. */
export type OrderExportFormat = TableExportFormat;

export const orderExportContentTypes = tableExportContentTypes;

/**
 * The export's columns, in order; amounts in units of the order's `currency`, with that
 * currency's decimals (decision 266). New
 * columns come last so the earlier ones keep their positions: the currency (decision 226), then
 * the PO number and the note for the brand (decision 246).
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
  'po_number',
  'note',
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
    { cents: order.subtotalCents, currency: order.currency },
    { cents: order.discountCents, currency: order.currency },
    { cents: order.shippingCents, currency: order.currency },
    { cents: order.taxCents, currency: order.currency },
    { cents: order.totalCents, currency: order.currency },
    order.cancelledAt,
    summary.currency,
    order.poNumber,
    order.note,
  ];
}

const backofficeOrderTable: TableExport<BackofficeOrderDetailRow> = {
  sheet: 'Orders',
  columns: orderExportColumns.map((column) => ({
    header: column,
    kind: amountColumns.has(column) ? 'amount' : 'text',
    width:
      column === 'note'
        ? 50
        : column === 'company_name' || column.endsWith('by') || column === 'rep'
          ? 30
          : 16,
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
