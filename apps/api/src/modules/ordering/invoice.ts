import { formatDate, formatMoney } from '@careshop/i18n';
import { countryName, orderNumber } from '@careshop/validation';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { languageFor, translator } from '../../platform/i18n/translator.js';
import { type offices, organisations, shopConfigs } from '../identity/index.js';
import type { InvoiceInput } from './invoice-pdf.js';
import { officeDeliveryAddress } from './office-addresses.js';
import type { OrderView } from './order-view.js';
import type { StoredAddress } from './schema.js';

type Office = typeof offices.$inferSelect;

/** The currency the office's organisation sells in: its default shop's, else its first shop's. */
export async function organisationCurrency(db: Db, organisationId: number): Promise<string> {
  const [shop] = await db
    .select({ currency: shopConfigs.currency })
    .from(shopConfigs)
    .where(eq(shopConfigs.organisationId, organisationId))
    .orderBy(desc(shopConfigs.isDefault), shopConfigs.id)
    .limit(1);
  return shop?.currency ?? 'EUR';
}

/** An office's postal address, one line each (empty parts left out), the country in `language`. */
export function officeAddressLines(office: Office, language: string): string[] {
  return deliveryAddressLines(officeDeliveryAddress(office), language);
}

/**
 * A delivery address, one line each (empty parts left out), the country named in `language`
 * (decision 253: addresses hold its code).
 */
export function deliveryAddressLines(address: StoredAddress, language: string): string[] {
  return [
    address.name,
    address.address,
    address.address_xtra ?? '',
    [address.postalcode, address.city].filter(Boolean).join(' '),
    address.country ? countryName(address.country, language) : '',
  ].filter((line) => line.trim() !== '');
}

/**
 * What the invoice of an office's order shows, in `language` (decision 231): the seller (the
 * organisation), the office's address, the order's number, date, delivery and payment state, each
 * line with quantity, unit price and amount, then subtotal, shipping, discount and total.
 */
export async function invoiceInput(
  db: Db,
  order: OrderView,
  office: Office,
  language: string,
): Promise<InvoiceInput> {
  const lang = languageFor(language);
  const { t } = translator(lang);
  const [organisation] = await db
    .select({ name: organisations.name })
    .from(organisations)
    .where(eq(organisations.id, office.organisationId));
  const currency = await organisationCurrency(db, office.organisationId);
  const money = (cents: number) => formatMoney(cents, currency, lang);
  const number = order.order_nr;
  return {
    title: t('orders.invoice.title'),
    subject: `${t('orders.invoice.title')} ${number}`,
    seller: { label: t('orders.invoice.seller'), lines: [organisation?.name ?? ''] },
    billTo: { label: t('orders.invoice.bill_to'), lines: officeAddressLines(office, language) },
    fields: [
      { label: t('orders.invoice.order_number'), value: number },
      {
        label: t('orders.invoice.order_date'),
        value: formatDate(new Date(order.created), lang, { dateStyle: 'long', timeZone: 'UTC' }),
      },
      { label: t('orders.invoice.customer_number'), value: office.custNo },
      {
        label: t('orders.detail.delivery_method'),
        value: t(`checkout.shipping.${order.delivery_option}.label`),
      },
      {
        label: t('orders.detail.payment_method'),
        value: t(`orders.payment_methods.${order.payment_method}`),
      },
      {
        label: t('orders.detail.payment'),
        value: t(`orders.payment_statuses.${order.payment_status}`),
      },
      // Where it went (decision 246: an order may go to an address of the office's book), and the
      // office's own references for it.
      {
        label: t('orders.detail.delivery_address'),
        value: deliveryAddressLines(order.shipping_address, language).join(', '),
      },
      ...(order.po_number ? [{ label: t('orders.detail.po_number'), value: order.po_number }] : []),
      ...(order.note ? [{ label: t('orders.detail.note'), value: order.note }] : []),
    ],
    columns: {
      product: t('orders.invoice.product'),
      quantity: t('orders.invoice.quantity'),
      unitPrice: t('orders.invoice.unit_price'),
      amount: t('orders.invoice.amount'),
    },
    lines: order.lines.map((line) => ({
      product: line.name ? `${line.name} (${line.id})` : line.id,
      quantity: String(line.quantity),
      unitPrice: money(line.price_in_cents),
      amount: money(line.price_in_cents * line.quantity),
    })),
    totals: [
      { label: t('orders.detail.subtotal'), value: money(order.subtotal) },
      { label: t('orders.shipping'), value: money(order.shipping) },
      // A discount reads as a deduction; none reads as zero, not "-0".
      { label: t('orders.discount'), value: money(order.discount > 0 ? -order.discount : 0) },
      { label: t('orders.total'), value: money(order.total), strong: true },
      // Decision 233: the VAT the total includes.
      ...(order.tax > 0 ? [{ label: t('orders.tax'), value: money(order.tax) }] : []),
    ],
    page: t('orders.invoice.page', { page: '{{page}}', interpolation: { escapeValue: false } }),
  };
}

/** The invoice's file name in the reader's language: `facture-00000012.pdf`. */
export function invoiceFileName(order: OrderView, language: string): string {
  const { t } = translator(languageFor(language));
  return `${t('orders.invoice.file_name')}-${orderNumber(order.id)}.pdf`;
}
