import type { z } from 'zod';
import { organisationRefSchema } from './category.js';
import {
  answerText,
  boolean,
  cents,
  entityId,
  integer,
  isoDate,
  listOf,
  looseObject,
  number,
  record,
} from './keyed-schemas.js';

/** Stock assumed when the server does not know it (SPEC 3 Product, SPEC 9). */
export const DEFAULT_STOCK = 99;

/** The category reference on a product. */
export const productCategorySchema = looseObject({
  id: entityId(),
  key: answerText(),
  link: answerText(),
});

/**
 * A photo staff uploaded for a product (decisions 223 and 248): the larger stored version's size
 * and each stored width with its address. The shop shows it instead of the product's drawing.
 */
export const productPhotoSchema = looseObject({
  width: integer(1),
  height: integer(1),
  sources: listOf(looseObject({ url: answerText(), width: integer(1) })),
});
export type ProductPhotoAnswer = z.output<typeof productPhotoSchema>;

/**
 * A product of the catalogue (SPEC 3 Product), the element of `GET /product`. Prices are integer
 * cents in `price_in_cents`; `price` and `price_as_string` are display leftovers of the catalogue.
 */
export const productSchema = looseObject({
  id: answerText().nullish(),
  part_no: answerText(),
  part_skey: answerText().nullish(),
  SKU: answerText().nullish(),
  SKUName: answerText(),
  SKUDescription: answerText().nullish(),
  /** Product code used in detail routes. */
  ctn: answerText(),
  language: answerText().nullish(),
  organisation: organisationRefSchema.nullish(),
  price: number().nullish(),
  price_in_cents: cents(),
  price_as_string: answerText().nullish(),
  /** Units in stock; {@link DEFAULT_STOCK} when the server sends none. */
  stock: integer(0).default(DEFAULT_STOCK),
  category: productCategorySchema.nullish(),
  /** Filter titles the product appears under. */
  filters: listOf(answerText()).default([]),
  /** Bundle contents and rules for bundle products; shape owned by the cart engine. */
  bundle_info: record().nullish(),
  /** Set when a stock/price update named a product the catalogue does not have (SPEC 4). */
  incomplete: boolean().optional(),
  /** Most units of this product in one order. */
  max_order_amount: integer(0).nullish(),
  /** Most units of this product per customer office per year. */
  max_qty: integer(0).nullish(),
  /** Units per package. */
  PackageQty: integer(0).nullish(),
  download_only: boolean().optional(),
  not_available_online: boolean().optional(),
  /** Date from which the product can be ordered again. */
  available_from: isoDate().nullish(),
  /** The photo staff uploaded; null or absent: the shop shows the product's drawing. */
  image: productPhotoSchema.nullish(),
});
export type Product = z.output<typeof productSchema>;

/** Answer of `GET /product`. */
export const productListSchema = listOf(productSchema);
export type ProductList = z.output<typeof productListSchema>;
