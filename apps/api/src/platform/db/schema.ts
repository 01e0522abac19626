import type {
  ReportFormat,
  ReportInterval,
  ReportPeriod,
  ReportTrigger,
  ReportType,
} from '@careshop/validation';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies, locations } from './console-schema.js';

export * from './console-schema.js';

/** A file attached to an outbox message. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  /** The file's bytes, base64. */
  content: string;
}

/** Name and description of a product or category in one language. */
export interface LocalizedText {
  name: string;
  description?: string;
}

/** Texts keyed by two-letter language (fr, es, nl, en, de, it). */
export type Translations = Record<string, LocalizedText>;

/** Shipping address stored on an order (copied, so later profile edits do not rewrite history). */
export interface StoredAddress {
  name: string;
  address: string;
  address_xtra?: string | undefined;
  city: string;
  postalcode: string;
  country: string;
}

export const organisations = pgTable('organisations', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  maxOrderCountYear: integer('max_order_count_year').notNull(),
  maintenanceMode: boolean('maintenance_mode').notNull().default(false),
  maintenanceTitle: text('maintenance_title'),
  maintenanceMessage: text('maintenance_message'),
  termsOfUse: text('terms_of_use'),
  privacyNotice: text('privacy_notice'),
  academy: text('academy'),
  /** Cart value cap in cents for offices of this organisation; -1 means none (SPEC 3 Cart). */
  maxOrderAmountCents: integer('max_order_amount_cents').notNull().default(-1),
});

export const shopConfigs = pgTable('shop_configs', {
  id: serial('id').primaryKey(),
  hostname: text('hostname').notNull().unique(),
  title: text('title').notNull(),
  currency: text('currency').notNull(),
  locales: jsonb('locales').$type<string[]>().notNull(),
  environment: text('environment').notNull(),
  maintenanceMode: boolean('maintenance_mode').notNull().default(false),
  /**
   * The customer-facing title of the shop's home page by language (decision 276); a language
   * without one shows the brand's name. `title` stays the internal name staff know the shop by.
   */
  homeTitles: jsonb('home_titles').$type<Record<string, string>>().notNull().default({}),
  isDefault: boolean('is_default').notNull().default(false),
  organisationId: integer('organisation_id')
    .notNull()
    .references(() => organisations.id),
});

/** A customer office (company) identified by its customer number. */
export const offices = pgTable('offices', {
  id: serial('id').primaryKey(),
  organisationId: integer('organisation_id')
    .notNull()
    .references(() => organisations.id),
  custNo: text('cust_no').notNull().unique(),
  companyName: text('company_name').notNull(),
  address: text('address').notNull().default(''),
  addressXtra: text('address_xtra').notNull().default(''),
  city: text('city').notNull().default(''),
  postalcode: text('postalcode').notNull().default(''),
  country: text('country').notNull().default(''),
});

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

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    /** customer, sales (rep), staff (back office) or console (reporting console user). */
    role: text('role')
      .$type<'customer' | 'sales' | 'staff' | 'console'>()
      .notNull()
      .default('customer'),
    /** The customer office; every shop account has one, a console user none. */
    officeId: integer('office_id').references(() => offices.id),
    /** Console users: level 0 blocked … 5 super administrator (SPEC 6). */
    consoleLevel: smallint('console_level'),
    /** Console users: their company; null for a super administrator (all companies). */
    companyId: integer('company_id').references(() => companies.id),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    language: text('language').notNull().default('fr'),
    licenseNumber: text('license_number').notNull().default(''),
    /** PENDING, APPROVED or REJECTED; SPEC reads approval as "license_valid contains APPROVED". */
    licenseStatus: text('license_status')
      .$type<'PENDING' | 'APPROVED' | 'REJECTED'>()
      .notNull()
      .default('PENDING'),
    /** Why staff rejected the licence (told to the customer); cleared on approval (decision 220). */
    licenseRejectionReason: text('license_rejection_reason'),
    /** Staff only: a super administrator of the back office sees every organisation (issue 14). */
    superAdmin: boolean('super_admin').notNull().default(false),
    /** The rest of the registration form, kept as sent. */
    profile: jsonb('profile').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'users_account_kind',
      sql`(${t.role} = 'console' AND ${t.officeId} IS NULL AND ${t.consoleLevel} BETWEEN 0 AND 5 AND (${t.companyId} IS NOT NULL OR ${t.consoleLevel} = 5)) OR (${t.role} <> 'console' AND ${t.officeId} IS NOT NULL AND ${t.consoleLevel} IS NULL AND ${t.companyId} IS NULL)`,
    ),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Office a sales rep chose with set_order_on_behalf. */
    onBehalfOfficeId: integer('on_behalf_office_id').references(() => offices.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
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

export const passwordResets = pgTable('password_resets', {
  tokenHash: text('token_hash').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id),
    key: text('key').notNull(),
    link: text('link').notNull(),
    translations: jsonb('translations').$type<Translations>().notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('categories_org_key_idx').on(t.organisationId, t.key)],
);

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    partNo: text('part_no').notNull(),
    ctn: text('ctn').notNull(),
    sku: text('sku').notNull(),
    priceCents: integer('price_cents').notNull(),
    /** null = unknown, shown as the SPEC default 99. */
    stock: integer('stock'),
    /** available, download_only, not_online, available_on (see availableFrom). */
    availability: text('availability')
      .$type<'available' | 'download_only' | 'not_online' | 'available_on'>()
      .notNull()
      .default('available'),
    availableFrom: date('available_from'),
    maxPerOrder: integer('max_per_order'),
    maxPerYear: integer('max_per_year'),
    isPromo: boolean('is_promo').notNull().default(false),
    isDiscounted: boolean('is_discounted').notNull().default(false),
    /** For bundles (category PKG): the part numbers and quantities a complete bundle holds. */
    bundleItems: jsonb('bundle_items').$type<{ part_no: string; quantity: number }[]>(),
    filters: jsonb('filters').$type<string[]>().notNull().default([]),
    translations: jsonb('translations').$type<Translations>().notNull(),
    /** The product has a leaflet (PDF), served at /api/content/leaflets/{part_no}.pdf. */
    leaflet: boolean('leaflet').notNull().default(false),
  },
  (t) => [
    uniqueIndex('products_org_part_idx').on(t.organisationId, t.partNo),
    // The last line of defence of issue 10 item 11: whatever the code does, stock never goes
    // below zero (a violation answers 409, see db/database-errors.ts).
    check('products_stock_non_negative', sql`${t.stock} >= 0`),
  ],
);

/** PostgreSQL `bytea` as a Node Buffer (PGlite hands back a Uint8Array, turned into a Buffer). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * A product's photo (decision 223): uploaded once by staff, resized at upload to WebP 400 and
 * 800 pixels wide (never upscaled). `width` and `height` are the 800 version's; `updated_at` makes
 * the ETag.
 */
export const productImages = pgTable('product_images', {
  productId: integer('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  webp400: bytea('webp_400').notNull(),
  webp800: bytea('webp_800').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A product's leaflet uploaded by staff (decision 225): a checked PDF served by the shop's
 * "download PDF" link instead of the generated one.
 */
export const productLeaflets = pgTable('product_leaflets', {
  productId: integer('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  pdf: bytea('pdf').notNull(),
  /** The uploaded file's name as sent (shown to staff; the download's name is made safe). */
  fileName: text('file_name').notNull(),
  size: integer('size').notNull(),
  pages: integer('pages').notNull(),
  /** SHA-256 of the file (hex): its ETag and the version in its address. */
  sha256: text('sha256').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

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
  ],
);

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

/**
 * The transactional outbox (docs/decisions/162-api-transactional-outbox.md): a message is written
 * in the transaction of the change it reports and delivered later, with retries: by pg-boss
 * `mail.send` jobs (decision 210), or by the mailer's delivery loop when the job engine is off.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    kind: text('kind').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The last delivery error, if any. */
    error: text('error'),
    /** Delivery attempts started so far. */
    attempts: integer('attempts').notNull().default(0),
    /** Not tried before this time: the retry backoff, or the lease of a running attempt. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** Files sent with the message (a scheduled report), content base64-encoded. */
    attachments: jsonb('attachments').$type<MailAttachment[]>(),
    /** An HTML alternative to `text` (a scheduled report's table); the text part is always sent. */
    html: text('html'),
    /** When a pg-boss `mail.send` job was queued for the row (decision 210); null = not yet. */
    queuedAt: timestamp('queued_at', { withTimezone: true }),
  },
  (t) => [index('outbox_unsent_idx').on(t.nextAttemptAt).where(sql`${t.sentAt} is null`)],
);

export const questions = pgTable('questions', {
  id: serial('id').primaryKey(),
  email: text('email').notNull(),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
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

/** A registration for a webinar page of the content service (SPEC 2 /webinar, /webinar-confirmed). */
export const webinarRegistrations = pgTable(
  'webinar_registrations',
  {
    id: serial('id').primaryKey(),
    webinarUid: text('webinar_uid').notNull(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    profession: text('profession'),
    language: text('language').notNull(),
    /** The logged-in user who registered, if any (anonymous visitors may register too). */
    userId: integer('user_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('webinar_registrations_uid_email_idx').on(t.webinarUid, t.email)],
);

/**
 * A scheduled report (SPEC 3 Report subscription): which report of which location goes to whom,
 * how often and over which window. `lastsent` is the end of the last period delivered; moving it
 * with a compare-and-set is what keeps two workers from sending the same period (decision 204).
 */
export const reportSubscriptions = pgTable(
  'report_subscriptions',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id),
    ownerUserId: integer('owner_user_id')
      .notNull()
      .references(() => users.id),
    recipient: text('recipient').notNull(),
    maxRowsInEmail: integer('max_rows_in_email').notNull(),
    interval: text('interval').$type<ReportInterval>().notNull(),
    period: text('period').$type<ReportPeriod>().notNull(),
    trigger: text('trigger').$type<ReportTrigger>().notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date'),
    lastsent: timestamp('lastsent', { withTimezone: true }),
    format: text('format').$type<ReportFormat>().notNull(),
    reportType: text('report_type').$type<ReportType>().notNull(),
    paused: boolean('paused').notNull().default(false),
    skipIfEmpty: boolean('skip_if_empty').notNull().default(false),
    /** The recipient's language: subject, body and the report's texts. */
    language: text('language').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('report_subscriptions_company_idx').on(t.companyId),
    check('report_subscriptions_max_rows', sql`${t.maxRowsInEmail} >= 0`),
  ],
);

/**
 * Every change a staff member makes in the back office (issue 14, decision 218): who, when, which
 * row, and the row's fields before and after. Written in the same transaction as the change.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorUserId: integer('actor_user_id')
      .notNull()
      .references(() => users.id),
    /** The organisation the changed row belongs to; null for rows of no organisation. */
    organisationId: integer('organisation_id').references(() => organisations.id),
    /** e.g. product, coupon, order, organisation, shop_config, account. */
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    /** e.g. create, update, delete, approve, reject, cancel, status. */
    action: text('action').notNull(),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
  },
  (t) => [
    index('audit_log_org_at_idx').on(t.organisationId, t.at),
    index('audit_log_entity_idx').on(t.entity, t.entityId),
  ],
);

/**
 * A promotional banner of one shop config (issue 14, decision 229): a title and text per language,
 * an optional link to a product or a category of the shop's organisation, a validity window (UTC
 * calendar days, both included) and a switch. The shop's home shows those active today.
 */
export const shopPromos = pgTable(
  'shop_promos',
  {
    id: serial('id').primaryKey(),
    shopConfigId: integer('shop_config_id')
      .notNull()
      .references(() => shopConfigs.id, { onDelete: 'cascade' }),
    /** `{ [language]: { title, text? } }`, at least one language. */
    translations: jsonb('translations')
      .$type<Record<string, { title: string; text?: string | null }>>()
      .notNull(),
    linkProductId: integer('link_product_id').references(() => products.id, {
      onDelete: 'set null',
    }),
    linkCategoryId: integer('link_category_id').references(() => categories.id, {
      onDelete: 'set null',
    }),
    validFrom: date('valid_from'),
    validUntil: date('valid_until'),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('shop_promos_shop_idx').on(t.shopConfigId),
    check('shop_promos_one_link', sql`${t.linkProductId} IS NULL OR ${t.linkCategoryId} IS NULL`),
    check(
      'shop_promos_window',
      sql`${t.validFrom} IS NULL OR ${t.validUntil} IS NULL OR ${t.validUntil} >= ${t.validFrom}`,
    ),
  ],
);
