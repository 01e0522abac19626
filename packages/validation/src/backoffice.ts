import type { z } from 'zod';
import { couponCodeSchema } from './coupon.js';
import { fieldLimits } from './field-limits.js';
import {
  answerText,
  arrayOf,
  boolean,
  cents,
  decimalInteger,
  enumOf,
  integer,
  isoDate,
  isoDateTime,
  listOf,
  looseObject,
  MAX_ID,
  message,
  multilineString,
  optionalMultilineText,
  optionalText,
  productId,
  recordOf,
  requiredText,
  strictObject,
  string,
} from './keyed-schemas.js';
import { DEFAULT_ROWS_PER_PAGE, MAX_ROWS_PER_PAGE, pageOf } from './page.js';
import { languages } from './profile-options.js';
import { localeCodeSchema } from './shop-config.js';

// The shop back office (issue 14, docs/decisions/218-backoffice-api.md and 219): every body, query
// and answer of the catalogue calls under `/api/admin/backoffice`.

/** Largest stock figure staff may set (and largest single change). */
export const MAX_STOCK = 1_000_000_000;

/** Largest price or coupon amount, in cents. */
export const MAX_PRICE_CENTS = 100_000_000;

/** A text of a server answer that may be null. */
const nullableText = () => answerText().nullable();

// ---------------------------------------------------------------------------------------------
// GET /backoffice/me

/** Answer of `GET /backoffice/me`: the signed-in staff member. */
export const backofficeMeSchema = looseObject({
  id: integer(1),
  email: answerText(),
  firstName: answerText(),
  lastName: answerText(),
  language: answerText(),
  organisation_id: integer(1),
  organisation_name: answerText(),
  /** Sees and changes every organisation's rows. */
  super_admin: boolean(),
});
export type BackofficeMe = z.output<typeof backofficeMeSchema>;

// ---------------------------------------------------------------------------------------------
// Organisations

/** The currency and locales of one shop config of an organisation. */
export const backofficeOrganisationShopSchema = looseObject({
  id: integer(1),
  hostname: answerText(),
  currency: answerText(),
  locales: listOf(answerText()),
});

/** An organisation as the back office reads it. */
export const backofficeOrganisationSchema = looseObject({
  id: integer(1),
  name: answerText(),
  /** Orders an office may place per calendar year. */
  max_order_count_year: integer(0),
  /** Cart value cap in cents; -1 = unlimited (SPEC 3 Cart max). */
  max_order_amount: integer(-1),
  shop_configs: listOf(backofficeOrganisationShopSchema),
});
export type BackofficeOrganisation = z.output<typeof backofficeOrganisationSchema>;

/** Answer of `GET /backoffice/organisations`. */
export const backofficeOrganisationListSchema = looseObject({
  items: listOf(backofficeOrganisationSchema),
});

/** An ISO 4217 currency code (EUR). */
export const currencyCodeSchema = string().regex(/^[A-Z]{3}$/, message('validation.invalid_value'));

/** A list of locale codes, the default first, each once. */
export const localeListSchema = arrayOf(localeCodeSchema, {
  min: 1,
  max: 12,
  minKey: 'validation.too_few_items',
}).refine((codes) => new Set(codes).size === codes.length, message('validation.invalid_value'));

/**
 * Body of `PUT /backoffice/organisations/:id`: the yearly order count and the cart value cap
 * (both required); `currency` and `locales`, when sent, are set on every shop config of the
 * organisation.
 */
export const backofficeOrganisationUpdateSchema = strictObject({
  max_order_count_year: integer(0, 1_000_000),
  max_order_amount: integer(-1, MAX_PRICE_CENTS),
  currency: currencyCodeSchema.optional(),
  locales: localeListSchema.optional(),
});
export type BackofficeOrganisationUpdate = z.output<typeof backofficeOrganisationUpdateSchema>;

// ---------------------------------------------------------------------------------------------
// Products

/** What is stored: orderable, download only, not available online, available again from a date. */
export const productAvailabilities = [
  'available',
  'download_only',
  'not_online',
  'available_on',
] as const;
export type ProductAvailability = (typeof productAvailabilities)[number];

/**
 * The availability states of SPEC 4 as staff filter by them: in stock, low stock, out of stock
 * (from the stock figure of an `available` product), not available online, download only,
 * available again on a date (next year is a date in the next year).
 */
export const productAvailabilityStates = [
  'in_stock',
  'low_stock',
  'out_of_stock',
  'not_online',
  'download_only',
  'available_on',
] as const;
export type ProductAvailabilityState = (typeof productAvailabilityStates)[number];

/** Query of `GET /backoffice/products`. */
export const backofficeProductQuerySchema = strictObject({
  /** Part number, ctn, SKU or a name in any language (case-insensitive, contains). */
  q: optionalText(fieldLimits.name),
  /** A category key (`breastfeeding`, `PKG`…). */
  category: optionalText(fieldLimits.key),
  availability: enumOf(productAvailabilityStates).optional(),
  page: decimalInteger(1, MAX_ID).default(1),
  rows_per_page: decimalInteger(1, MAX_ROWS_PER_PAGE).default(DEFAULT_ROWS_PER_PAGE),
});
export type BackofficeProductQuery = z.output<typeof backofficeProductQuerySchema>;

/** Name and description of a product in one language. */
export const productTextSchema = strictObject({
  name: requiredText(fieldLimits.text),
  description: optionalMultilineText(fieldLimits.message),
});

/** The six languages' texts; a language left out keeps its stored text. */
export const productTranslationsSchema = strictObject(
  Object.fromEntries(languages.map((language) => [language, productTextSchema.optional()])) as {
    [Language in (typeof languages)[number]]: z.ZodOptional<typeof productTextSchema>;
  },
);

/** One item of a bundle: a part number of the same organisation and the quantity requested. */
export const bundleItemSchema = strictObject({
  part_no: productId(),
  quantity: integer(1, fieldLimits.lineQuantity),
});

/** The fields of a product's PATCH body, before the rules across fields. */
const productPatchFields = strictObject({
  price_in_cents: cents().max(MAX_PRICE_CENTS).optional(),
  stock: integer(0, MAX_STOCK).nullable().optional(),
  stock_delta: integer(-MAX_STOCK, MAX_STOCK).optional(),
  max_per_order: integer(1, fieldLimits.lineQuantity).nullable().optional(),
  max_per_year: integer(1, 1_000_000).nullable().optional(),
  availability: enumOf(productAvailabilities).optional(),
  /** The day it can be ordered again; required with `available_on`. */
  available_from: isoDate().nullable().optional(),
  translations: productTranslationsSchema.optional(),
  category_id: integer(1, MAX_ID).optional(),
  /** Null: not a bundle. */
  bundle_items: arrayOf(bundleItemSchema, { min: 1, max: 50 }).nullable().optional(),
  /** A PDF leaflet is served for the product. */
  leaflet: boolean().optional(),
  is_promo: boolean().optional(),
  is_discounted: boolean().optional(),
});

interface ProductChangeShape {
  stock?: number | null | undefined;
  stock_delta?: number | undefined;
  availability?: ProductAvailability | undefined;
  available_from?: string | null | undefined;
}

const stockOrDelta = (body: ProductChangeShape) =>
  body.stock === undefined || body.stock_delta === undefined;

const availableOnHasDate = (body: ProductChangeShape) =>
  body.availability !== 'available_on' || body.available_from !== null;

/**
 * Body of `PATCH /backoffice/products/:id`: every field optional; a field left out keeps its value.
 * `stock` sets the figure (null = unknown, shown as 99); `stock_delta` adds to it atomically and is
 * refused (409) when the result would be below 0. Not both.
 */
export const backofficeProductPatchSchema = productPatchFields
  .refine(stockOrDelta, { error: 'validation.invalid_value', path: ['stock_delta'] })
  .refine(availableOnHasDate, { error: 'validation.required', path: ['available_from'] });
export type BackofficeProductPatch = z.output<typeof backofficeProductPatchSchema>;

/**
 * The console's product form: the PATCH body's own rules (limits, lengths, dates), with the price
 * always given, since the form sends it on every save.
 */
export const backofficeProductFormSchema = productPatchFields
  .extend({ price_in_cents: cents().max(MAX_PRICE_CENTS) })
  .refine(stockOrDelta, { error: 'validation.invalid_value', path: ['stock_delta'] })
  .refine(availableOnHasDate, { error: 'validation.required', path: ['available_from'] });
export type BackofficeProductForm = z.output<typeof backofficeProductFormSchema>;

/** A product as the back office reads it. */
/** A product's uploaded leaflet as the back office shows it (decision 225). */
export const backofficeProductLeafletSchema = looseObject({
  /** The file's name as uploaded. */
  file_name: answerText(),
  /** Bytes. */
  size: integer(1),
  pages: integer(1),
  uploaded_at: isoDateTime(),
  /** The shop's leaflet address (serves this file), versioned by the upload. */
  url: answerText(),
});
export type BackofficeProductLeaflet = z.output<typeof backofficeProductLeafletSchema>;

/** The longest leaflet file name kept (longer names are refused, 400 `file_name`). */
export const LEAFLET_FILE_NAME_MAX = 200;

/**
 * Query of `PUT /backoffice/products/{id}/leaflet` (decision 225): the uploaded file's name, shown
 * to staff and, made safe, offered as the download's name. Defaults to `{part_no}.pdf`.
 */
export const backofficeLeafletUploadQuerySchema = strictObject({
  file_name: optionalText(LEAFLET_FILE_NAME_MAX),
});
export type BackofficeLeafletUploadQuery = z.output<typeof backofficeLeafletUploadQuerySchema>;

export const backofficeProductSchema = looseObject({
  id: integer(1),
  organisation_id: integer(1),
  part_no: answerText(),
  ctn: answerText(),
  sku: answerText(),
  category: looseObject({ id: integer(1), key: answerText() }),
  price_in_cents: cents(),
  /** Null: unknown (the shop shows 99). */
  stock: integer(0).nullable(),
  availability: enumOf(productAvailabilities),
  available_from: nullableText(),
  /** The SPEC 4 state this makes (what the `availability` filter matches). */
  availability_state: enumOf(productAvailabilityStates),
  max_per_order: integer(0).nullable(),
  max_per_year: integer(0).nullable(),
  is_promo: boolean(),
  is_discounted: boolean(),
  bundle_items: listOf(looseObject({ part_no: answerText(), quantity: integer(0) })).nullable(),
  translations: recordOf(looseObject({ name: answerText(), description: answerText().nullish() })),
  leaflet: boolean(),
  filters: listOf(answerText()),
  /** The product has a photo (decision 223), uploaded with `PUT /backoffice/products/{id}/image`. */
  has_image: boolean(),
  /** The photo's 800-pixel WebP (`?w=400` for the small one), versioned; null when none. */
  image_url: nullableText(),
  /**
   * The PDF leaflet staff uploaded (decision 225), which the shop's "download PDF" link serves
   * instead of the generated one; null when none (the link serves the generated leaflet).
   */
  leaflet_file: backofficeProductLeafletSchema.nullable(),
});
export type BackofficeProduct = z.output<typeof backofficeProductSchema>;

/** Answer of `GET /backoffice/products`: one page. */
export const backofficeProductPageSchema = pageOf(backofficeProductSchema);

// ---------------------------------------------------------------------------------------------
// Coupons

/** The most a coupon may take off, in whole percent. */
export const MAX_PERCENT_OFF = 100;

const couponFields = {
  /** Whole percent 1–100; exactly one of `percent_off` and `amount_off_cents`. */
  percent_off: integer(1, MAX_PERCENT_OFF).nullable().optional(),
  amount_off_cents: integer(1, MAX_PRICE_CENTS).nullable().optional(),
  /** First and last day the code is accepted (UTC, both included); null = open. */
  valid_from: isoDate().nullable().optional(),
  valid_until: isoDate().nullable().optional(),
  /** Orders that may use the code in all; null = no limit. */
  usage_limit: integer(0, MAX_STOCK).nullable().optional(),
  not_on_bundles: boolean().optional(),
  not_on_promo: boolean().optional(),
  not_on_discounted: boolean().optional(),
  active: boolean().optional(),
};

interface CouponShape {
  percent_off?: number | null | undefined;
  amount_off_cents?: number | null | undefined;
  valid_from?: string | null | undefined;
  valid_until?: string | null | undefined;
}

const datesInOrder = (coupon: CouponShape) =>
  coupon.valid_from == null ||
  coupon.valid_until == null ||
  coupon.valid_until >= coupon.valid_from;

/**
 * Body of `POST /backoffice/coupons`. The code is case sensitive (SPEC 5) and kept as typed,
 * trimmed. The three exclusions default to true (SPEC 5), `active` to true.
 */
export const backofficeCouponCreateSchema = strictObject({
  code: couponCodeSchema,
  ...couponFields,
})
  .refine((coupon) => (coupon.percent_off == null) !== (coupon.amount_off_cents == null), {
    error: 'validation.required',
    path: ['percent_off'],
  })
  .refine(datesInOrder, { error: 'validation.end_before_start', path: ['valid_until'] });
export type BackofficeCouponCreate = z.output<typeof backofficeCouponCreateSchema>;

/**
 * Body of `PATCH /backoffice/coupons/:code`: the fields to change (the code is the coupon's
 * identity and cannot change). After the change exactly one of `percent_off` and
 * `amount_off_cents` must be set: switching kind sends the other as null.
 */
export const backofficeCouponPatchSchema = strictObject(couponFields)
  .refine((coupon) => coupon.percent_off == null || coupon.amount_off_cents == null, {
    error: 'validation.invalid_value',
    path: ['amount_off_cents'],
  })
  .refine(datesInOrder, { error: 'validation.end_before_start', path: ['valid_until'] });
export type BackofficeCouponPatch = z.output<typeof backofficeCouponPatchSchema>;

/** What a coupon takes off: an amount (`amount_off_cents`) or a whole percent (`percent_off`). */
export const couponKinds = ['amount', 'percent'] as const;
export type CouponKind = (typeof couponKinds)[number];

// The form's `value` stands for these two.
const {
  percent_off: _percentOff,
  amount_off_cents: _amountOff,
  ...couponOtherFields
} = couponFields;

/**
 * The console's coupon form: one `value`, cents for `amount` and a whole percent for `percent`,
 * held to the rule of the field it is sent as; every other field as the API takes it.
 */
export const backofficeCouponFormSchema = strictObject({
  code: couponCodeSchema,
  kind: enumOf(couponKinds),
  value: integer(1, MAX_PRICE_CENTS),
  ...couponOtherFields,
})
  .superRefine((coupon, context) => {
    if (coupon.kind === 'percent' && coupon.value > MAX_PERCENT_OFF) {
      context.addIssue({
        code: 'too_big',
        origin: 'number',
        maximum: MAX_PERCENT_OFF,
        inclusive: true,
        input: coupon.value,
        path: ['value'],
        message: 'validation.number_too_big',
      });
    }
  })
  .refine(datesInOrder, { error: 'validation.end_before_start', path: ['valid_until'] });
export type BackofficeCouponForm = z.output<typeof backofficeCouponFormSchema>;

/** `/backoffice/coupons/:code`. */
export const couponCodeParamsSchema = strictObject({ code: couponCodeSchema });

/** A coupon as the back office reads it. */
export const backofficeCouponSchema = looseObject({
  code: answerText(),
  organisation_id: integer(1),
  percent_off: integer(0).nullable(),
  amount_off_cents: integer(0).nullable(),
  valid_from: nullableText(),
  valid_until: nullableText(),
  usage_limit: integer(0).nullable(),
  /** Orders carrying the code that are not cancelled. */
  times_used: integer(0),
  not_on_bundles: boolean(),
  not_on_promo: boolean(),
  not_on_discounted: boolean(),
  active: boolean(),
});
export type BackofficeCoupon = z.output<typeof backofficeCouponSchema>;

/** Answer of `GET /backoffice/coupons`. */
export const backofficeCouponListSchema = looseObject({ items: listOf(backofficeCouponSchema) });

// ---------------------------------------------------------------------------------------------
// Shop configs

/** A shop config (per hostname) as the back office reads it. */
export const backofficeShopConfigSchema = looseObject({
  id: integer(1),
  hostname: answerText(),
  organisation_id: integer(1),
  /** The internal name staff know the shop by; never shown to customers. */
  title: answerText(),
  /** The customer-facing home titles by language (decision 276). */
  home_titles: recordOf(answerText()),
  currency: answerText(),
  locales: listOf(answerText()),
  environment: answerText(),
  is_default: boolean(),
  /** This shop's own switch (the organisation's switch pauses all of its shops too). */
  maintenance_mode: boolean(),
  /** The organisation's maintenance title and HTML message (sanitised), shown by its shops. */
  maintenance_title: nullableText(),
  maintenance_message: nullableText(),
});
export type BackofficeShopConfig = z.output<typeof backofficeShopConfigSchema>;

/** Answer of `GET /backoffice/shop-configs`. */
export const backofficeShopConfigListSchema = looseObject({
  items: listOf(backofficeShopConfigSchema),
});

/** Longest customer-facing title of a shop's home page (decision 276). */
export const SHOP_HOME_TITLE_MAX = 80;

/**
 * A shop's customer-facing home titles by language (decision 276): one optional text per supported
 * language; an empty one (or one left out) means the brand's name for that language.
 */
export const shopHomeTitlesSchema = strictObject(
  Object.fromEntries(
    languages.map((language) => [language, optionalText(SHOP_HOME_TITLE_MAX)]),
  ) as {
    [Language in (typeof languages)[number]]: ReturnType<typeof optionalText>;
  },
);
export type ShopHomeTitles = z.output<typeof shopHomeTitlesSchema>;

/**
 * Body of `PUT /backoffice/shop-configs/:id`: fields left out keep their value. The maintenance
 * title and message are the organisation's (SPEC 2), sanitised before they are stored.
 * `home_titles` replaces every language's home title at once.
 */
export const backofficeShopConfigUpdateSchema = strictObject({
  title: requiredText(fieldLimits.text).optional(),
  home_titles: shopHomeTitlesSchema.optional(),
  locales: localeListSchema.optional(),
  maintenance_mode: boolean().optional(),
  maintenance_title: string().max(fieldLimits.text).nullable().optional(),
  maintenance_message: multilineString().max(fieldLimits.html).nullable().optional(),
});
export type BackofficeShopConfigUpdate = z.output<typeof backofficeShopConfigUpdateSchema>;

// ---------------------------------------------------------------------------------------------
// Audit

/** Query of `GET /backoffice/audit`: newest first, 50 a page; `before` = the last id seen. */
export const backofficeAuditQuerySchema = strictObject({
  entity: optionalText(fieldLimits.key),
  entity_id: optionalText(fieldLimits.key),
  before: decimalInteger(1, MAX_ID).optional(),
});
export type BackofficeAuditQuery = z.output<typeof backofficeAuditQuerySchema>;

/** One audit entry: who, when, which row, the changed fields before and after. */
export const backofficeAuditEntrySchema = looseObject({
  id: integer(1),
  at: isoDateTime(),
  actor: answerText(),
  organisation_id: integer(1).nullable(),
  entity: answerText(),
  entity_id: answerText(),
  action: answerText(),
  /** The changed fields as they were (null for a creation). */
  before: looseObject({}).nullable(),
  /** The changed fields as they are now. */
  after: looseObject({}).nullable(),
});
export type BackofficeAuditEntry = z.output<typeof backofficeAuditEntrySchema>;

/** Answer of `GET /backoffice/audit`; `next_before` is the `before` of the next page, or null. */
export const backofficeAuditPageSchema = looseObject({
  items: listOf(backofficeAuditEntrySchema),
  next_before: integer(1).nullable(),
});
