import type { TableExport } from '../../platform/exports/table-export.js';
import { languageFor, translator } from '../../platform/i18n/translator.js';
import type { ExportedOrder } from './order-view.js';

/**
 * My orders as a table for the CSV and XLSX exports (decision 230), titled and labelled in the
 * reader's language: number, date, states, delivery, the products (`2 × BF-002`), the amounts
 * in units of the order's currency (its own decimals, decision 266), then the PO number and the note (decision 246).
 */
export function myOrdersTable(language: string): TableExport<ExportedOrder> {
  const { t } = translator(languageFor(language));
  return {
    sheet: t('orders.export.sheet'),
    columns: [
      { header: t('orders.order_number'), width: 14 },
      { header: t('orders.date'), kind: 'date', width: 20 },
      { header: t('orders.status'), width: 18 },
      { header: t('orders.search.payment_status'), width: 20 },
      { header: t('orders.detail.payment_method'), width: 20 },
      { header: t('orders.detail.delivery_method'), width: 16 },
      { header: t('orders.lines'), width: 40 },
      { header: t('orders.detail.subtotal'), kind: 'amount' },
      { header: t('orders.shipping'), kind: 'amount' },
      { header: t('orders.discount'), kind: 'amount' },
      { header: t('orders.total'), kind: 'amount' },
      // Decision 246: last, so the earlier columns keep their positions.
      { header: t('orders.detail.po_number'), width: 20 },
      { header: t('orders.detail.note'), width: 50 },
    ],
    cells: (order) => [
      order.order_nr,
      new Date(order.created),
      t(`orders.statuses.${order.status}`),
      t(`orders.payment_statuses.${order.payment_status}`),
      t(`orders.payment_methods.${order.payment_method}`),
      t(`checkout.shipping.${order.delivery_option}.label`),
      order.lines.map((line) => `${line.quantity} × ${line.id}`).join(', '),
      { cents: order.subtotal, currency: order.currency },
      { cents: order.shipping, currency: order.currency },
      { cents: order.discount, currency: order.currency },
      { cents: order.total, currency: order.currency },
      order.po_number ?? null,
      order.note ?? null,
    ],
  };
}
