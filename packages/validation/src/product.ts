import * as z from 'zod/mini';
import { organisationRefSchema } from './category.js';
import {
  miniAnswerText,
  miniBoolean,
  miniCents,
  miniEntityId,
  miniInteger,
  miniIsoDate,
  miniListOf,
  miniLooseObject,
  miniNumber,
  miniRecord,
} from './mini-schemas.js';

// The shop checks these answers before its first screen: zod/mini (decision 242).

/** Stock assumed when the server does not know it (SPEC 3 Product, SPEC 9). */
export const DEFAULT_STOCK = 99;

/** The category reference on a product. */
export const productCategorySchema = miniLooseObject({
  id: miniEntityId(),
  key: miniAnswerText(),
  link: miniAnswerText(),
});

/**
 * A photo staff uploaded for a product (decisions 223 and 248): the larger stored version's size
 * and each stored width with its address. The shop shows it instead of the product's drawing.
 */
export const productPhotoSchema = miniLooseObject({
  width: miniInteger(1),
  height: miniInteger(1),
  sources: miniListOf(miniLooseObject({ url: miniAnswerText(), width: miniInteger(1) })),
});
export type ProductPhotoAnswer = z.output<typeof productPhotoSchema>;

/**
 * A product of the catalogue (SPEC 3 Product), the element of `GET /product`. Prices are integer
 * cents in `price_in_cents`; `price` and `price_as_string` are display leftovers of the catalogue.
 */
export const productSchema = miniLooseObject({
  id: z.nullish(miniAnswerText()),
  part_no: miniAnswerText(),
  part_skey: z.nullish(miniAnswerText()),
  SKU: z.nullish(miniAnswerText()),
  SKUName: miniAnswerText(),
  SKUDescription: z.nullish(miniAnswerText()),
  /** Product code used in detail routes. */
  ctn: miniAnswerText(),
  language: z.nullish(miniAnswerText()),
  organisation: z.nullish(organisationRefSchema),
  price: z.nullish(miniNumber()),
  price_in_cents: miniCents(),
  price_as_string: z.nullish(miniAnswerText()),
  /** Units in stock; {@link DEFAULT_STOCK} when the server sends none. */
  stock: z._default(miniInteger(0), DEFAULT_STOCK),
  category: z.nullish(productCategorySchema),
  /** Filter titles the product appears under. */
  filters: z._default(miniListOf(miniAnswerText()), []),
  /** Bundle contents and rules for bundle products; shape owned by the cart engine. */
  bundle_info: z.nullish(miniRecord()),
  /** Set when a stock/price update named a product the catalogue does not have (SPEC 4). */
  incomplete: z.optional(miniBoolean()),
  /** Most units of this product in one order. */
  max_order_amount: z.nullish(miniInteger(0)),
  /** Most units of this product per customer office per year. */
  max_qty: z.nullish(miniInteger(0)),
  /** Units per package. */
  PackageQty: z.nullish(miniInteger(0)),
  download_only: z.optional(miniBoolean()),
  not_available_online: z.optional(miniBoolean()),
  /** Date from which the product can be ordered again. */
  available_from: z.nullish(miniIsoDate()),
  /** The photo staff uploaded; null or absent: the shop shows the product's drawing. */
  image: z.nullish(productPhotoSchema),
});
export type Product = z.output<typeof productSchema>;

/** Answer of `GET /product`. */
export const productListSchema = miniListOf(productSchema);
export type ProductList = z.output<typeof productListSchema>;
