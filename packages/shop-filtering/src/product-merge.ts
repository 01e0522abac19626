import {
  type Normalised,
  normaliseProduct,
  normaliseStock,
  type ProductInput,
  type ProductKeyOf,
  partNumberKey,
  type ShopProduct,
} from './product';

/** Options of the product merges. */
export interface ProductMergeOptions {
  /** How the same product is recognised in both lists. Default: by `part_no`. */
  readonly keyOf?: ProductKeyOf;
}

/** A product known only from a stock/price update: flagged so the app can load its details. */
export type IncompleteProduct<U extends ProductInput> = Omit<U, 'stock' | 'incomplete'> & {
  readonly stock: number;
  readonly incomplete: true;
};

/** The price fields travel together, so a merged price never disagrees with its display string. */
const PRICE_FIELDS = ['price_in_cents', 'price', 'price_as_string'] as const;

type MutableFields = Record<string, unknown>;

/** Last occurrence wins, first occurrence keeps its place. */
function byKey<T extends ProductInput>(items: readonly T[], keyOf: ProductKeyOf): Map<string, T> {
  const map = new Map<string, T>();
  for (const item of items) map.set(keyOf(item), item);
  return map;
}

function withStockAndPrice<P extends ShopProduct>(product: P, update: ProductInput): P {
  let changes: MutableFields | undefined;
  // A field the update leaves out (undefined) is not part of it; an explicit null stock is an
  // unknown stock and becomes the default like any other unknown stock.
  if (update.stock !== undefined) {
    const stock = normaliseStock(update.stock);
    if (stock !== product.stock) {
      changes ??= {};
      changes.stock = stock;
    }
  }
  for (const field of PRICE_FIELDS) {
    const value = update[field];
    if (value !== undefined && value !== product[field]) {
      changes ??= {};
      changes[field] = value;
    }
  }
  return changes ? { ...product, ...changes } : product;
}

/**
 * Merges a stock and price update into the catalogue (SPEC 4 "Shop rules": product updates).
 * Known products take the update's stock and price fields (`price_in_cents`, `price`,
 * `price_as_string`, each only when the update has it) and keep everything else; a product the
 * update leaves unchanged stays the same object. Update items unknown to the catalogue are
 * appended, in update order, marked `incomplete: true`. Catalogue order is kept.
 */
export function mergeStockAndPriceUpdate<P extends ShopProduct, U extends ProductInput>(
  catalogue: readonly P[],
  update: readonly U[],
  options?: ProductMergeOptions,
): Array<P | IncompleteProduct<U>> {
  const keyOf = options?.keyOf ?? partNumberKey;
  const updates = byKey(update, keyOf);
  const matched = new Set<string>();
  const merged: Array<P | IncompleteProduct<U>> = catalogue.map((product) => {
    const key = keyOf(product);
    const item = updates.get(key);
    if (item === undefined) return product;
    matched.add(key);
    return withStockAndPrice(product, item);
  });
  for (const [key, item] of updates) {
    if (!matched.has(key)) {
      merged.push({ ...item, stock: normaliseStock(item.stock), incomplete: true });
    }
  }
  return merged;
}

/**
 * Merges a translated product list into the catalogue (SPEC 4 "Shop rules": product updates):
 * known products take every field of their translation (names, descriptions, ...) except stock
 * and the price fields, which stay as the current catalogue has them. Catalogue products without a
 * translation stay as they are; translated products unknown to the catalogue are appended,
 * normalised. Catalogue order is kept (docs/decisions/020).
 */
export function mergeTranslations<P extends ShopProduct, T extends ProductInput>(
  catalogue: readonly P[],
  translated: readonly T[],
  options?: ProductMergeOptions,
): Array<P | Normalised<T>> {
  const keyOf = options?.keyOf ?? partNumberKey;
  const translations = byKey(translated, keyOf);
  const matched = new Set<string>();
  const merged: Array<P | Normalised<T>> = catalogue.map((product) => {
    const key = keyOf(product);
    const translation = translations.get(key);
    if (translation === undefined) return product;
    matched.add(key);
    const kept: MutableFields = { stock: product.stock };
    for (const field of PRICE_FIELDS) {
      if (product[field] !== undefined) kept[field] = product[field];
    }
    return { ...product, ...translation, ...kept };
  });
  for (const [key, translation] of translations) {
    if (!matched.has(key)) merged.push(normaliseProduct(translation));
  }
  return merged;
}
