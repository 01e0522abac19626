import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { products } from '../catalogue/schema.js';
import { offices, organisations, users } from '../identity/schema.js';

/** Shipping address stored on an order (copied, so later profile edits do not rewrite history). */
export interface StoredAddress {
  name: string;
  address: string;
  address_xtra?: string | undefined;
  city: string;
  postalcode: string;
  country: string;
}
/**
 * An office's address book (issue 15, decision 246): delivery addresses besides the office's own,
 * in the registration form's fields. An order copies the address it is sent to, so editing or
 * removing an entry never rewrites an order.
 */
export const officeAddresses = pgTable(
  'office_addresses',
  {
    id: serial('id').primaryKey(),
    officeId: integer('office_id')
      .notNull()
      .references(() => offices.id),
    companyName: text('company_name').notNull(),
    streetName: text('street_name').notNull(),
    houseNumber: text('house_number').notNull().default(''),
    /** The form's second line (the delivery's extra line). */
    address: text('address').notNull().default(''),
    postalcode: text('postalcode').notNull(),
    city: text('city').notNull(),
    country: text('country').notNull(),
    /** Who added it: one of the office's professionals, or a rep acting for the office. */
    createdByUserId: integer('created_by_user_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('office_addresses_office_idx').on(t.officeId, t.id)],
);
/**
 * An office's saved carts, its order templates (issue 15, decision 250): a name unique within the
 * office without case, and the cart's lines as saved. Loading one puts the lines in the cart
 * through the cart's limits of that day; the template keeps what was saved.
 */
export const cartTemplates = pgTable(
  'cart_templates',
  {
    id: serial('id').primaryKey(),
    officeId: integer('office_id')
      .notNull()
      .references(() => offices.id),
    name: text('name').notNull(),
    /** The cart's lines as saved: cart id (ctn or part number) and quantity. */
    lines: jsonb('lines').$type<{ id: string; quantity: number }[]>().notNull(),
    /** Who saved it: one of the office's professionals, or a rep acting for the office. */
    createdByUserId: integer('created_by_user_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('cart_templates_office_name_idx').on(t.officeId, sql`lower(${t.name})`)],
);
/**
 * The offices a sales rep chose with set_order_on_behalf, and when last: the rep's recent offices
 * (issue 15, decision 232), with the offices of the rep's own on-behalf orders.
 */
export const repOfficeChoices = pgTable(
  'rep_office_choices',
  {
    repUserId: integer('rep_user_id')
      .notNull()
      .references(() => users.id),
    officeId: integer('office_id')
      .notNull()
      .references(() => offices.id),
    chosenAt: timestamp('chosen_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.repUserId, t.officeId] })],
);
export const coupons = pgTable(
  'coupons',
  {
    /** Case-sensitive: "WELCOME10" and "welcome10" are different codes (SPEC 5). */
    code: text('code').primaryKey(),
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id),
    percentOff: integer('percent_off'),
    amountOffCents: integer('amount_off_cents'),
    active: boolean('active').notNull().default(true),
    /** First day the code is accepted (UTC calendar date, included); null = from the start. */
    validFrom: date('valid_from'),
    /** Last day the code is accepted (UTC calendar date, included); null = no end. */
    validUntil: date('valid_until'),
    /**
     * Orders that may use the code in all; null = no limit. The uses are the orders carrying the
     * code that are not cancelled (counted, never stored: a cancelled order gives its use back).
     */
    usageLimit: integer('usage_limit'),
    /** SPEC 5: not valid for bundles, promo or discounted items; each can be lifted per coupon. */
    notOnBundles: boolean('not_on_bundles').notNull().default(true),
    notOnPromo: boolean('not_on_promo').notNull().default(true),
    notOnDiscounted: boolean('not_on_discounted').notNull().default(true),
  },
  (t) => [
    check(
      'coupons_one_kind',
      sql`(${t.percentOff} IS NULL) <> (${t.amountOffCents} IS NULL) AND (${t.percentOff} IS NULL OR ${t.percentOff} BETWEEN 1 AND 100) AND (${t.amountOffCents} IS NULL OR ${t.amountOffCents} > 0)`,
    ),
    check(
      'coupons_validity',
      sql`${t.validFrom} IS NULL OR ${t.validUntil} IS NULL OR ${t.validUntil} >= ${t.validFrom}`,
    ),
    check('coupons_usage_limit', sql`${t.usageLimit} IS NULL OR ${t.usageLimit} >= 0`),
  ],
);
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    officeId: integer('office_id')
      .notNull()
      .references(() => offices.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** The sales rep who placed it on behalf of the office, if any. */
    repUserId: integer('rep_user_id').references(() => users.id),
    /** Calendar year (UTC) of creation: the unit of the yearly order count and quotas. */
    year: integer('year').notNull(),
    /** in_process, processed or cancelled; a cancelled order no longer counts against limits. */
    status: text('status').notNull().default('in_process'),
    shippingMethod: text('shipping_method').notNull(),
    shippingAddress: jsonb('shipping_address').$type<StoredAddress>().notNull(),
    paymentMethod: text('payment_method').notNull(),
    paymentStatus: text('payment_status').notNull(),
    couponCode: text('coupon_code'),
    /** The office's purchase-order number, as given at checkout (decision 246). */
    poNumber: text('po_number'),
    /** The note for the brand given at checkout, cleaned (decision 246). */
    note: text('note'),
    subtotalCents: integer('subtotal_cents').notNull(),
    discountCents: integer('discount_cents').notNull(),
    shippingCents: integer('shipping_cents').notNull(),
    taxCents: integer('tax_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    /**
     * ISO 4217 code of the amounts (decision 226): the currency of the shop config the order was
     * placed through, so an organisation with shops in several currencies shows each order right.
     */
    currency: text('currency').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** When back-office staff cancelled it (its stock and quota were given back then). */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    index('orders_office_year_idx').on(t.officeId, t.year),
    // A coupon's uses are counted from its orders (usage_limit).
    index('orders_coupon_code_idx').on(t.couponCode).where(sql`${t.couponCode} is not null`),
    index('orders_created_idx').on(t.createdAt, t.id),
    // A member's spending this period (issue 29, decision 330).
    index('orders_user_created_idx').on(t.userId, t.createdAt),
  ],
);
/**
 * An order waiting for an approver (issue 29, decision 330): the order request as the buyer sent
 * it (`body`, an OrderCreateRequest) and the totals and lines of the moment it was asked. On
 * approval the order is placed from `body` with every rule checked again; `order_id` then names it.
 * Lock order: the request row FOR UPDATE first, then the office row as any order (decision 161).
 */
export const approvalRequests = pgTable(
  'approval_requests',
  {
    id: serial('id').primaryKey(),
    officeId: integer('office_id')
      .notNull()
      .references(() => offices.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    status: text('status')
      .$type<'pending' | 'approved' | 'rejected' | 'withdrawn' | 'expired'>()
      .notNull()
      .default('pending'),
    /** over_threshold or over_limit: why it waits. */
    reason: text('reason').$type<'over_threshold' | 'over_limit'>().notNull(),
    body: jsonb('body').$type<Record<string, unknown>>().notNull(),
    /** The priced lines as asked: [{ part_no, name, quantity, unit_price_cents }]. */
    lines: jsonb('lines').$type<RequestedLine[]>().notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    discountCents: integer('discount_cents').notNull(),
    shippingCents: integer('shipping_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    currency: text('currency').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedByUserId: integer('decided_by_user_id').references(() => users.id),
    rejectionReason: text('rejection_reason'),
    orderId: integer('order_id').references(() => orders.id),
  },
  (t) => [
    index('approval_requests_office_status_idx').on(t.officeId, t.status, t.id),
    index('approval_requests_user_idx').on(t.userId, t.id),
    check(
      'approval_requests_status',
      sql`${t.status} IN ('pending', 'approved', 'rejected', 'withdrawn', 'expired')`,
    ),
    check(
      'approval_requests_decision',
      sql`(${t.status} = 'approved') = (${t.orderId} IS NOT NULL) AND (${t.status} = 'rejected') = (${t.rejectionReason} IS NOT NULL)`,
    ),
  ],
);
/** A line of an approval request, priced when it was asked. */
export interface RequestedLine {
  part_no: string;
  name: string | null;
  quantity: number;
  unit_price_cents: number;
}
export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    partNo: text('part_no').notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    lineTotalCents: integer('line_total_cents').notNull(),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId)],
);
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code').notNull(),
    response: jsonb('response').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);
export const payments = pgTable('payments', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id')
    .notNull()
    .references(() => orders.id),
  provider: text('provider').notNull(),
  /** pending, completed, canceled. */
  status: text('status').notNull(),
  amountCents: integer('amount_cents').notNull(),
  /** Opaque reference handed to the checkout page and the webhook. */
  reference: text('reference').notNull().unique(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
/**
 * Money a provider took that the shop gives back (decision 269): today only a payment completed
 * after its order was cancelled. One refund per payment at most (the unique payment id), so a
 * replayed or repeated webhook never refunds twice. Written `requested` in the transaction that
 * records the payment; `refunded` once the provider confirmed it, with the provider's id.
 */
export const paymentRefunds = pgTable('payment_refunds', {
  id: serial('id').primaryKey(),
  paymentId: integer('payment_id')
    .notNull()
    .unique()
    .references(() => payments.id),
  orderId: integer('order_id')
    .notNull()
    .references(() => orders.id),
  provider: text('provider').notNull(),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  /** Why: `paid_after_cancellation`. */
  reason: text('reason').notNull(),
  /** requested, refunded. */
  status: text('status').notNull(),
  /** When the provider reported the payment completed. */
  paymentReceivedAt: timestamp('payment_received_at', { withTimezone: true }).notNull(),
  requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
  refundedAt: timestamp('refunded_at', { withTimezone: true }),
  /** The provider's id of the refund, once it accepted it. */
  providerRefundId: text('provider_refund_id'),
  /** The last error of a refund the provider refused or could not be reached for. */
  error: text('error'),
  attempts: integer('attempts').notNull().default(0),
});
/**
 * Webhook events already applied, by the provider's event id: a replayed event (same id) is
 * answered without being applied again (decision 132). Rows older than the webhook's timestamp
 * tolerance are pruned, since a replay that old fails the timestamp check anyway.
 */
export const paymentWebhookEvents = pgTable('payment_webhook_events', {
  eventId: text('event_id').primaryKey(),
  reference: text('reference').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
});
/** A Zoom! Delivered order: products sent to a patient's address (SPEC 1, 3). */
export const zoomOrders = pgTable(
  'zoom_orders',
  {
    id: serial('id').primaryKey(),
    officeId: integer('office_id')
      .notNull()
      .references(() => offices.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    status: text('status').notNull().default('in_process'),
    products: jsonb('products').$type<{ id: string; quantity: number }[]>().notNull(),
    /** The patient and scanner fields of the form, as sent (consents included). */
    patient: jsonb('patient').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('zoom_orders_office_idx').on(t.officeId)],
);
