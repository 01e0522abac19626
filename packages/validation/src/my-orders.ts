import type { z } from 'zod';
import { datesInOrder, datesInOrderIssue } from './backoffice-orders.js';
import { fieldLimits } from './field-limits.js';
import {
  answerText,
  enumOf,
  integer,
  isoDateTime,
  listOf,
  looseObject,
  message,
  requiredText,
  strictObject,
} from './keyed-schemas.js';
import { myOrderFilterFields } from './my-order-filters.js';
import { pageRequestSchema } from './page.js';
import { languages } from './profile-options.js';

// My orders' search, filters and downloads, and the sales rep's office finder (issue 15 "B2B
// ordering speed", decisions 230 to 232). Requests are strict: an unknown or bad parameter answers
// 400 naming it.

export { myOrderFilterFields };

/** `GET /order`: my orders' filters and the page. */
export const myOrderQuerySchema = strictObject({
  ...myOrderFilterFields,
  page: pageRequestSchema.shape.page,
  rows_per_page: pageRequestSchema.shape.rows_per_page,
}).refine(datesInOrder, datesInOrderIssue);
export type MyOrderQuery = z.output<typeof myOrderQuerySchema>;
/** The filters as a form or the URL holds them (before defaults). */
export type MyOrderFilters = Omit<z.input<typeof myOrderQuerySchema>, 'page' | 'rows_per_page'>;

/**
 * `GET /order/export.csv` and `.xlsx`: the list's filters, no page (every matching order), and the
 * language of the column titles and states (left out: the account's language).
 */
export const myOrderExportQuerySchema = strictObject({
  ...myOrderFilterFields,
  language: enumOf(languages).optional(),
}).refine(datesInOrder, datesInOrderIssue);
export type MyOrderExportQuery = z.output<typeof myOrderExportQuerySchema>;

/** `GET /order/:id/invoice.pdf`: the language of the invoice (left out: the account's language). */
export const invoiceQuerySchema = strictObject({
  language: enumOf(languages).optional(),
});

/**
 * `GET /order_on_behalf/offices?q=`: part of an office's name, city or customer number, at least
 * two characters (case-insensitive).
 */
export const officeSearchQuerySchema = strictObject({
  q: requiredText(fieldLimits.text).min(2, message('validation.too_short')),
});
export type OfficeSearchQuery = z.output<typeof officeSearchQuerySchema>;

/** An office a sales rep may order for, as the finder and the recent list show it. */
export const repOfficeSchema = looseObject({
  id: integer(0),
  cust_no: answerText(),
  company_name: answerText(),
  city: answerText(),
  postalcode: answerText(),
  country: answerText(),
  /** When the rep last chose it or ordered for it (the recent list only). */
  last_used: isoDateTime().nullish(),
});
export type RepOffice = z.output<typeof repOfficeSchema>;

/** Answer of the office finder and of `GET /order_on_behalf/recent` (most recent first). */
export const repOfficeListSchema = looseObject({ items: listOf(repOfficeSchema) });
export type RepOfficeList = z.output<typeof repOfficeListSchema>;
