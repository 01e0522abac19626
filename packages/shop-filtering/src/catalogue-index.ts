import { productFilterTitles } from './price-titles';
import { isBundle, type ShopCategory, type ShopProduct } from './product';

/**
 * Joins a product's lower-cased search fields into one string, so a keyword test is a single
 * `includes`. NUL never occurs in typed keywords; a keyword that does contain it falls back to a
 * field-by-field test (keyword-search.ts), so matches never straddle two fields.
 */
export const FIELD_SEPARATOR = '\u0000';

/**
 * Per-catalogue data computed on first need and reused by every query on the same products array:
 * the search text, each product's rank by name (per collation) and by price.
 * Positions everywhere are indexes into `products`.
 */
export interface CatalogueIndex<P extends ShopProduct> {
  readonly products: readonly P[];
  readonly size: number;
  readonly last: P | undefined;
  searchText: readonly string[] | undefined;
  filterTitles: FilterTitleIndex | undefined;
  categories: CategoryIndex | undefined;
  readonly nameRanks: Map<string, Uint32Array>;
  priceRanks: Uint32Array | undefined;
}

/**
 * Every product's filter titles as small integers, deduplicated per product: the titles of
 * product `i` are `titleIds[offsets[i]]` up to `titleIds[offsets[i + 1]]`, so counting and
 * any-match tests index typed arrays instead of hashing strings.
 */
export interface FilterTitleIndex {
  readonly titles: readonly string[];
  readonly idOf: ReadonlyMap<string, number>;
  readonly offsets: Uint32Array;
  readonly titleIds: Uint32Array;
}

/**
 * Products grouped by distinct category (same id, key and link), so a category selection tests
 * each distinct category once instead of every product. Slot 0 is "no category".
 */
export interface CategoryIndex {
  readonly categories: readonly (ShopCategory | null)[];
  readonly slotOf: Uint32Array;
  readonly bundle: Uint8Array;
}

/** The searchable fields of SPEC 4 "Shop rules": name, description, ctn, SKU, part no, part key. */
export function searchFields(product: ShopProduct): string[] {
  return [
    product.SKUName,
    product.SKUDescription,
    product.ctn,
    product.SKU,
    product.part_no,
    product.part_skey,
  ].map((value) => (value == null ? '' : String(value).toLowerCase()));
}

function createCatalogueIndex<P extends ShopProduct>(products: readonly P[]): CatalogueIndex<P> {
  return {
    products,
    size: products.length,
    last: products.at(-1),
    searchText: undefined,
    filterTitles: undefined,
    categories: undefined,
    nameRanks: new Map(),
    priceRanks: undefined,
  };
}

/** Each product's search fields, lower-cased once and joined by {@link FIELD_SEPARATOR}. */
export function searchTextOf(index: CatalogueIndex<ShopProduct>): readonly string[] {
  if (!index.searchText) {
    const { products } = index;
    const searchText = new Array<string>(products.length);
    for (let i = 0; i < products.length; i++) {
      searchText[i] = searchFields(products[i] as ShopProduct).join(FIELD_SEPARATOR);
    }
    index.searchText = searchText;
  }
  return index.searchText;
}

export function filterTitlesOf(index: CatalogueIndex<ShopProduct>): FilterTitleIndex {
  if (!index.filterTitles) {
    const { products } = index;
    const titles: string[] = [];
    const idOf = new Map<string, number>();
    const offsets = new Uint32Array(products.length + 1);
    const ids: number[] = [];
    for (let i = 0; i < products.length; i++) {
      // Price titles follow the price (decision 267).
      const own = productFilterTitles(products[i] as ShopProduct);
      const start = ids.length;
      for (const title of own) {
        let id = idOf.get(title);
        if (id === undefined) {
          id = titles.length;
          titles.push(title);
          idOf.set(title, id);
        }
        // A title listed twice on one product still counts that product once.
        if (ids.indexOf(id, start) === -1) ids.push(id);
      }
      offsets[i + 1] = ids.length;
    }
    index.filterTitles = { titles, idOf, offsets, titleIds: Uint32Array.from(ids) };
  }
  return index.filterTitles;
}

export function categoriesOf(index: CatalogueIndex<ShopProduct>): CategoryIndex {
  if (!index.categories) {
    const { products } = index;
    const categories: (ShopCategory | null)[] = [null];
    const slotByIdentity = new Map<string, number>();
    const slotOf = new Uint32Array(products.length);
    const bundle = new Uint8Array(products.length);
    for (let i = 0; i < products.length; i++) {
      const item = products[i] as ShopProduct;
      if (isBundle(item)) bundle[i] = 1;
      const category = item.category;
      if (category == null) continue;
      const identity = `${category.id}${FIELD_SEPARATOR}${category.key}${FIELD_SEPARATOR}${category.link}`;
      let slot = slotByIdentity.get(identity);
      if (slot === undefined) {
        slot = categories.length;
        categories.push(category);
        slotByIdentity.set(identity, slot);
      }
      slotOf[i] = slot;
    }
    index.categories = { categories, slotOf, bundle };
  }
  return index.categories;
}

// Keyed weakly so a catalogue replaced by a new one (refetch, merge) frees its index with it
// (docs/decisions/024).
const indexes = new WeakMap<readonly ShopProduct[], CatalogueIndex<ShopProduct>>();

/**
 * The index of a products array, built on first use and kept as long as the array lives.
 * Catalogues are treated as immutable (as React and TanStack Query state are); an array that was
 * changed in place anyway is re-indexed when its length or last element differ (appends and
 * removals); replacing elements in place is not detected.
 */
export function catalogueIndexOf<P extends ShopProduct>(products: readonly P[]): CatalogueIndex<P> {
  const cached = indexes.get(products) as CatalogueIndex<P> | undefined;
  if (cached && cached.size === products.length && cached.last === products.at(-1)) return cached;
  const index = createCatalogueIndex(products);
  indexes.set(products, index as CatalogueIndex<ShopProduct>);
  return index;
}

/** Positions of a query view; `null` stands for the whole catalogue in its own order. */
export type Positions = readonly number[] | null;

/** The positions in `positions` (or the whole catalogue) for which `keep` holds. */
export function keepPositions(
  size: number,
  positions: Positions,
  keep: (position: number) => boolean,
): number[] {
  const kept: number[] = [];
  const count = positions === null ? size : positions.length;
  for (let k = 0; k < count; k++) {
    const i = positions === null ? k : (positions[k] as number);
    if (keep(i)) kept.push(i);
  }
  return kept;
}

/** The products at the given positions, in that order. */
export function productsAt<P>(products: readonly P[], positions: Positions): readonly P[] {
  if (positions === null) return products;
  const view = new Array<P>(positions.length);
  for (let i = 0; i < positions.length; i++) view[i] = products[positions[i] as number] as P;
  return view;
}
