import type { z } from 'zod';
import { apiResultOf } from './api-result.js';
import { fieldLimits } from './field-limits.js';
import {
  answerText,
  boolean,
  cents,
  enumOf,
  idParam,
  integer,
  isoDate,
  isoDateTime,
  listOf,
  looseObject,
  message,
  optionalMultilineText,
  optionalText,
  record,
  requiredMultilineText,
  strictObject,
} from './keyed-schemas.js';
import { orderStatuses, paymentMethods, paymentStatuses, shippingMethods } from './order.js';
import { pageOf, pageRequestSchema } from './page.js';

// The back office's licence, customer, office and order calls (issue 14, decisions 218 and 220).
// Requests are strict and refuse what they do not know; answers are loose (decision 037).

/** Longest free-text reason staff give for a rejected licence or a cancelled order. */
export const BACKOFFICE_REASON_MAX = 1000;

/**
 * `change_decision: true` says that staff mean to replace a licence decision already taken
 * (decision 275); without it, deciding a decided licence otherwise answers 409
 * `licence_already_decided`.
 */
const changeDecision = boolean().optional();

/**
 * Body of `POST /backoffice/accounts/:id/reject` and `/approve`, as the route reads it before it
 * knows the decision; {@link accountDecisionSchemaFor} is the rule of each decision. The body may
 * be left out (the server reads no body as `{}`).
 */
export const accountDecisionBodySchema = strictObject({
  reason: optionalMultilineText(BACKOFFICE_REASON_MAX),
  change_decision: changeDecision,
});
export type AccountDecisionBody = z.output<typeof accountDecisionBodySchema>;

/**
 * A rejection names its reason (the customer reads it in the e-mail; stored and audited): a blank
 * one is refused with `validation.reason_required`.
 */
export const licenceRejectionSchema = strictObject({
  reason: requiredMultilineText(BACKOFFICE_REASON_MAX, 'validation.reason_required'),
  change_decision: changeDecision,
});

/** An approval has nothing to explain: a reason is refused. */
export const licenceApprovalSchema = strictObject({ change_decision: changeDecision });

/** The body rule of one licence decision, used by the back-office form and the server alike. */
export function accountDecisionSchemaFor(decision: 'approve' | 'reject') {
  return decision === 'reject' ? licenceRejectionSchema : licenceApprovalSchema;
}

/** Answer of approve / reject: `{ success: true, data: { id, license_valid, license_rejection_reason } }`. */
export const accountDecisionResponseSchema = apiResultOf(
  looseObject({
    id: integer(0),
    license_valid: enumOf(['APPROVED', 'REJECTED']),
    license_rejection_reason: answerText().nullable(),
  }),
);
export type AccountDecisionResponse = z.output<typeof accountDecisionResponseSchema>;

/** One account of an office as the back office shows it. */
export const backofficeAccountSchema = looseObject({
  id: integer(0),
  email: answerText(),
  firstName: answerText(),
  lastName: answerText(),
  role: enumOf(['customer', 'sales', 'staff']),
  language: answerText(),
  license_valid: enumOf(['PENDING', 'APPROVED', 'REJECTED']),
  license_rejection_reason: answerText().nullable(),
  created: isoDateTime(),
});
export type BackofficeAccount = z.output<typeof backofficeAccountSchema>;

/** An office (customer number) in the back office's search. */
export const backofficeOfficeSummarySchema = looseObject({
  id: integer(0),
  organisation_id: integer(0),
  cust_no: answerText(),
  company_name: answerText(),
  city: answerText(),
  postalcode: answerText(),
  country: answerText(),
  accounts: listOf(backofficeAccountSchema),
});
export type BackofficeOfficeSummary = z.output<typeof backofficeOfficeSummarySchema>;

/**
 * `GET /backoffice/customers?q=`: part of a customer number, company name, account name or e-mail
 * (case-insensitive); left out, every office in scope. Paged like every list (decision 152).
 */
export const backofficeCustomerQuerySchema = strictObject({
  q: optionalText(fieldLimits.text),
  page: pageRequestSchema.shape.page,
  rows_per_page: pageRequestSchema.shape.rows_per_page,
});
export type BackofficeCustomerQuery = z.output<typeof backofficeCustomerQuerySchema>;

/** Answer of `GET /backoffice/customers`: offices with their accounts, by customer number. */
export const backofficeCustomerListSchema = pageOf(backofficeOfficeSummarySchema);
export type BackofficeCustomerList = z.output<typeof backofficeCustomerListSchema>;

/** Back-office order status filter and value: the shop's two plus `cancelled`. */
export const backofficeOrderStatuses = orderStatuses;

/** Statuses staff may set with `POST /backoffice/orders/:id/status` (cancel has its own call). */
export const settableOrderStatuses = ['processed', 'in_process'] as const;

/** A person on an order: who placed it, or the rep who placed it on the office's behalf. */
export const backofficeOrderPersonSchema = looseObject({
  id: integer(0),
  email: answerText(),
  name: answerText(),
});

/** The office an order is for. */
export const backofficeOrderOfficeSchema = looseObject({
  id: integer(0),
  cust_no: answerText(),
  company_name: answerText(),
});

/** One order in the back office's list (amounts in cents). */
export const backofficeOrderSummarySchema = looseObject({
  id: integer(0),
  order_nr: answerText(),
  created: isoDateTime(),
  status: enumOf(backofficeOrderStatuses),
  payment_status: enumOf(paymentStatuses),
  payment_method: enumOf(paymentMethods),
  delivery_option: enumOf(shippingMethods),
  total: cents(),
  /**
   * ISO 4217 code of every amount of the order (decision 226): the currency of the shop it was
   * placed through.
   */
  currency: answerText(),
  office: backofficeOrderOfficeSchema,
  placed_by: backofficeOrderPersonSchema,
  /** The sales rep who ordered on the office's behalf; null when the office ordered itself. */
  rep: backofficeOrderPersonSchema.nullable(),
  cancelled_at: isoDateTime().nullable(),
});
export type BackofficeOrderSummary = z.output<typeof backofficeOrderSummarySchema>;

/** One staff change of an order, from the audit log. */
export const backofficeOrderHistoryEntrySchema = looseObject({
  id: integer(0),
  at: isoDateTime(),
  actor: answerText(),
  action: answerText(),
  before: record().nullable(),
  after: record().nullable(),
});

/** The states of a refund (decision 269): asked of the provider, or confirmed by it. */
export const refundStatuses = ['requested', 'refunded'] as const;
export type RefundStatus = (typeof refundStatuses)[number];

/** A payment received after its order was cancelled, and its refund (decision 269). */
export const backofficeLatePaymentSchema = looseObject({
  /** The amount the provider took and is given back, in the order's currency. */
  amount: cents(),
  currency: answerText(),
  /** When the provider reported the payment completed. */
  received_at: isoDateTime(),
  refund_status: enumOf(refundStatuses),
  /** When the provider confirmed the refund; null while it is requested. */
  refunded_at: isoDateTime().nullable(),
  /** The provider's id of the refund, once confirmed. */
  refund_reference: answerText().nullable(),
});
export type BackofficeLatePayment = z.output<typeof backofficeLatePaymentSchema>;

/** `GET /backoffice/orders/:id`: the order with its lines, totals, office, user and rep. */
export const backofficeOrderDetailSchema = backofficeOrderSummarySchema.extend({
  subtotal: cents(),
  discount: cents(),
  shipping: cents(),
  tax: cents(),
  coupon_code: answerText().nullable(),
  /** The purchase-order number and the note for the brand given at checkout (decision 246). */
  po_number: answerText().nullish(),
  note: answerText().nullish(),
  shipping_address: looseObject({
    name: answerText(),
    address: answerText(),
    address_xtra: answerText().optional(),
    city: answerText(),
    postalcode: answerText(),
    country: answerText(),
  }),
  lines: listOf(
    looseObject({
      product_id: integer(0),
      part_no: answerText(),
      name: answerText().nullable(),
      quantity: integer(0),
      price_in_cents: cents(),
      line_total: cents(),
    }),
  ),
  /** Staff changes of this order, oldest first. */
  history: listOf(backofficeOrderHistoryEntrySchema),
  /**
   * A payment the provider completed after the order was cancelled, and the refund of it
   * (decision 269); null when there is none. Absent from answers of older servers.
   */
  late_payment: backofficeLatePaymentSchema.nullable().optional(),
});
export type BackofficeOrderDetail = z.output<typeof backofficeOrderDetailSchema>;

const orderFilterFields = {
  /** First day (UTC) of the order's creation, inclusive. */
  from: isoDate().optional(),
  /** Last day (UTC) of the order's creation, inclusive. */
  to: isoDate().optional(),
  status: enumOf(backofficeOrderStatuses).optional(),
  /** The office's id. */
  office: idParam().optional(),
  /** The office's customer number. */
  cust_no: optionalText(fieldLimits.key),
  /** The sales rep's user id: orders the rep placed on an office's behalf. */
  rep: idParam().optional(),
  payment_status: enumOf(paymentStatuses).optional(),
};

/** True unless both dates are given and `to` comes before `from` (ISO dates compare as text). */
export function datesInOrder(query: {
  from?: string | undefined;
  to?: string | undefined;
}): boolean {
  return query.from === undefined || query.to === undefined || query.from <= query.to;
}

/** The issue of a date range that ends before it starts: it names `to`. */
export const datesInOrderIssue = { ...message('validation.end_before_start'), path: ['to'] };

/** `GET /backoffice/orders`: the filters, all optional, and the page. */
export const backofficeOrderQuerySchema = strictObject({
  ...orderFilterFields,
  page: pageRequestSchema.shape.page,
  rows_per_page: pageRequestSchema.shape.rows_per_page,
}).refine(datesInOrder, datesInOrderIssue);
export type BackofficeOrderQuery = z.output<typeof backofficeOrderQuerySchema>;

/** `GET /backoffice/orders/export.csv` and `.xlsx`: the list's filters, no page (every row). */
export const backofficeOrderExportQuerySchema = strictObject(orderFilterFields).refine(
  datesInOrder,
  datesInOrderIssue,
);
export type BackofficeOrderExportQuery = z.output<typeof backofficeOrderExportQuerySchema>;

/** Answer of `GET /backoffice/orders`, newest first. */
export const backofficeOrderListSchema = pageOf(backofficeOrderSummarySchema);
export type BackofficeOrderList = z.output<typeof backofficeOrderListSchema>;

/** Body of `POST /backoffice/orders/:id/status`. */
export const backofficeOrderStatusBodySchema = strictObject({
  status: enumOf(settableOrderStatuses),
});
export type BackofficeOrderStatusBody = z.output<typeof backofficeOrderStatusBodySchema>;

/**
 * Body of `POST /backoffice/orders/:id/cancel`: a reason for the audit log. The body may be left
 * out (the server reads no body as `{}`).
 */
export const backofficeOrderCancelBodySchema = strictObject({
  reason: optionalMultilineText(BACKOFFICE_REASON_MAX),
});
export type BackofficeOrderCancelBody = z.output<typeof backofficeOrderCancelBodySchema>;

/** A product's yearly quantity used by an office, against its `max_per_year`. */
export const backofficeProductQuotaSchema = looseObject({
  product_id: integer(0),
  part_no: answerText(),
  name: answerText().nullable(),
  used: integer(0),
  /** null: the product has no yearly maximum. */
  max_per_year: integer(0).nullable(),
  remaining: integer(0).nullable(),
});

/** `GET /backoffice/offices/:id`: the office, its accounts, yearly usage and latest orders. */
export const backofficeOfficeDetailSchema = backofficeOfficeSummarySchema.extend({
  address: answerText(),
  address_xtra: answerText(),
  organisation_name: answerText(),
  /** The calendar year (UTC) the counts are of. */
  year: integer(0),
  /** Orders counted against the organisation's yearly maximum (cancelled ones are not). */
  orders_this_year: looseObject({
    used: integer(0),
    allowed: integer(0),
    remaining: integer(0),
  }),
  /** Products the office ordered this year, with their yearly maximum. */
  product_quotas: listOf(backofficeProductQuotaSchema),
  /** The latest 50 orders, newest first. */
  orders: listOf(backofficeOrderSummarySchema),
});
export type BackofficeOfficeDetail = z.output<typeof backofficeOfficeDetailSchema>;
