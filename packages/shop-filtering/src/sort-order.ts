import {
  type CatalogueIndex,
  catalogueIndexOf,
  type Positions,
  productsAt,
} from './catalogue-index';
import { type CollationOptions, collationKeyOf, collatorOf } from './collation';
import { UnknownSortOrderError } from './errors';
import type { ShopProduct } from './product';

/** What the shop sorts on: `price` is `price_in_cents`, `name` is `SKUName`. */
export type SortField = 'price' | 'name';
/** `asc`: lowest price or name a-z first; `desc`: highest price or name z-a first. */
export type SortDirection = 'asc' | 'desc';
/** A sort field and direction, as kept in the URL search params (SPEC 4 "Shop rules": sorting). */
export type SortOrder = `${SortField}-${SortDirection}`;

/** The sort orders in the order the shop offers them: lowest price, highest price, name a-z, name z-a. */
export const SORT_ORDERS: readonly SortOrder[] = [
  'price-asc',
  'price-desc',
  'name-asc',
  'name-desc',
];

/** True for the values of {@link SORT_ORDERS}. */
export function isSortOrder(value: unknown): value is SortOrder {
  return (SORT_ORDERS as readonly unknown[]).includes(value);
}

/**
 * Each position's rank under `compare`: equal products share a rank, so ordering by rank and then
 * by position is exactly a stable sort by `compare`. Computed once per catalogue (and collation),
 * then every query sorts plain integers.
 */
function rankBy(size: number, compare: (a: number, b: number) => number): Uint32Array {
  const order = new Array<number>(size);
  for (let i = 0; i < size; i++) order[i] = i;
  order.sort((a, b) => compare(a, b) || a - b);
  const ranks = new Uint32Array(size);
  let rank = 0;
  for (let k = 0; k < size; k++) {
    const position = order[k] as number;
    if (k > 0 && compare(order[k - 1] as number, position) !== 0) rank++;
    ranks[position] = rank;
  }
  return ranks;
}

function nameRanks(index: CatalogueIndex<ShopProduct>, collator: Intl.Collator): Uint32Array {
  const key = collationKeyOf(collator);
  let ranks = index.nameRanks.get(key);
  if (!ranks) {
    // Collator calls dominate building the ranks, so only the distinct names are sorted.
    const names: string[] = [];
    const nameIdOf = new Map<string, number>();
    const nameIds = new Uint32Array(index.size);
    for (let i = 0; i < index.size; i++) {
      const name = (index.products[i] as ShopProduct).SKUName ?? '';
      let id = nameIdOf.get(name);
      if (id === undefined) {
        id = names.length;
        names.push(name);
        nameIdOf.set(name, id);
      }
      nameIds[i] = id;
    }
    const compare = collator.compare;
    const nameRanksById = rankBy(names.length, (a, b) =>
      compare(names[a] as string, names[b] as string),
    );
    ranks = nameIds.map((id) => nameRanksById[id] as number);
    index.nameRanks.set(key, ranks);
  }
  return ranks;
}

function priceRanks(index: CatalogueIndex<ShopProduct>): Uint32Array {
  if (!index.priceRanks) {
    // A missing or non-finite price sorts as the highest price.
    const prices = index.products.map((product) =>
      Number.isFinite(product.price_in_cents) ? (product.price_in_cents as number) : Infinity,
    );
    index.priceRanks = rankBy(index.size, (a, b) => {
      const pa = prices[a] as number;
      const pb = prices[b] as number;
      return pa < pb ? -1 : pa > pb ? 1 : 0;
    });
  }
  return index.priceRanks;
}

/**
 * Sorts positions (ascending, as every filter step leaves them) by the order's key. Ties keep
 * catalogue order in both directions, so the sort is stable and `desc` is not a plain reverse.
 */
export function sortPositions(
  index: CatalogueIndex<ShopProduct>,
  positions: Positions,
  order: SortOrder | undefined,
  collator: Intl.Collator,
): Positions {
  if (order === undefined) return positions;
  if (!isSortOrder(order)) throw new UnknownSortOrderError(order);
  const ranks = order.startsWith('name') ? nameRanks(index, collator) : priceRanks(index);
  const descending = order.endsWith('desc');
  const size = index.size;
  const count = positions === null ? size : positions.length;
  const positionAt = (k: number) => (positions === null ? k : (positions[k] as number));
  const keyOf = (position: number) => {
    const rank = ranks[position] as number;
    return descending ? size - 1 - rank : rank;
  };
  const sorted = new Array<number>(count);
  if (size * size <= Number.MAX_SAFE_INTEGER) {
    // key * size + position is a unique integer per product, so the typed array's native
    // numeric sort (no comparator calls) yields key order with ties broken by position.
    const packed = new Float64Array(count);
    for (let k = 0; k < count; k++) {
      const position = positionAt(k);
      packed[k] = keyOf(position) * size + position;
    }
    packed.sort();
    for (let k = 0; k < count; k++) sorted[k] = (packed[k] as number) % size;
    return sorted;
  }
  for (let k = 0; k < count; k++) sorted[k] = positionAt(k);
  return sorted.sort((a, b) => keyOf(a) - keyOf(b) || a - b);
}

/**
 * The products sorted by price (`price_in_cents`) or name (`SKUName`, compared with the collator),
 * stable: products with equal keys keep their order. Returns `products` itself when `order` is
 * undefined. Throws {@link UnknownSortOrderError} for a value outside {@link SORT_ORDERS}.
 */
export function sortProducts<P extends ShopProduct>(
  products: readonly P[],
  order: SortOrder | undefined,
  options?: CollationOptions,
): readonly P[] {
  if (order === undefined) return products;
  const index = catalogueIndexOf(products);
  return productsAt(products, sortPositions(index, null, order, collatorOf(options)));
}
