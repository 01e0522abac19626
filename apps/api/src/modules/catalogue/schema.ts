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
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { organisations, shopConfigs } from '../identity/index.js';

/** Name and description of a product or category in one language. */
export interface LocalizedText {
  name: string;
  description?: string;
}
/** Texts keyed by two-letter language (fr, es, nl, en, de, it). */
export type Translations = Record<string, LocalizedText>;
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
