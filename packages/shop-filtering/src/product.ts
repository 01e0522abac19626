/** The category a product belongs to (SPEC 3 "Category"); any of the three can select it. */
export interface ShopCategory {
  readonly id: string | number;
  readonly key: string;
  readonly link: string;
}

/**
 * A product as it arrives from the API, before the shop rules normalise it (SPEC 3 "Product").
 * Only `part_no` is required: it is the product's identity in the merges. The app passes richer
 * products (any extra fields); every function here is generic and hands them back untouched.
 */
export interface ProductInput {
  /** Part number; identifies the product in merges (see docs/decisions/020). */
  readonly part_no: string;
  /** Part key. */
  readonly part_skey?: string | null;
  readonly SKU?: string | null;
  /** Product name, shown and sorted on. */
  readonly SKUName?: string | null;
  readonly SKUDescription?: string | null;
  /** Product code used in product URLs. */
  readonly ctn?: string | null;
  /** Units in stock; `null` or missing means unknown (normalised to {@link DEFAULT_STOCK}). */
  readonly stock?: number | null;
  /** Price in integer cents. */
  readonly price_in_cents?: number;
  /** Legacy price fields; merged together with `price_in_cents` so they never disagree. */
  readonly price?: number;
  readonly price_as_string?: string;
  readonly category?: ShopCategory | null;
  /** Filter titles the product carries (SPEC 4 "Shop rules": filters). */
  readonly filters?: readonly string[] | null;
  /** Present (truthy) on bundles; the category key `PKG` selects these. */
  readonly bundle_info?: unknown;
  /** True for items known only from a stock/price update (names and texts missing). */
  readonly incomplete?: boolean;
}

/** A product after {@link normaliseProduct}: its stock is always a number. */
export interface ShopProduct extends ProductInput {
  readonly stock: number;
}

/** `T` with its stock normalised to a number. */
export type Normalised<T extends ProductInput> = Omit<T, 'stock'> & { readonly stock: number };

/** Stock assumed when the API does not say (SPEC 3 "Product": default 99 when unknown). */
export const DEFAULT_STOCK = 99;

/** A stock figure, or {@link DEFAULT_STOCK} when it is unknown (null, missing or not finite). */
export function normaliseStock(stock: number | null | undefined): number {
  return typeof stock === 'number' && Number.isFinite(stock) ? stock : DEFAULT_STOCK;
}

/**
 * The product with a numeric stock. Returns the same object when the stock is already known, so
 * normalising a normalised catalogue allocates nothing.
 */
export function normaliseProduct<T extends ProductInput>(product: T): Normalised<T> {
  const stock = normaliseStock(product.stock);
  return stock === product.stock ? (product as Normalised<T>) : { ...product, stock };
}

/** {@link normaliseProduct} over a list. */
export function normaliseProducts<T extends ProductInput>(products: readonly T[]): Normalised<T>[] {
  return products.map(normaliseProduct);
}

/** True for bundles: products that carry bundle information. */
export function isBundle(product: ProductInput): boolean {
  return Boolean(product.bundle_info);
}

/** How merges recognise the same product in two lists. */
export type ProductKeyOf = (product: ProductInput) => string;

/** The default product identity: the part number. */
export const partNumberKey: ProductKeyOf = (product) => product.part_no;
