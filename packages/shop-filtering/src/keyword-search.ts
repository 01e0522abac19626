import {
  type CatalogueIndex,
  catalogueIndexOf,
  FIELD_SEPARATOR,
  keepPositions,
  type Positions,
  productsAt,
  searchFields,
  searchTextOf,
} from './catalogue-index';
import type { ShopProduct } from './product';

/**
 * The keyword as it is matched: trimmed and lower-cased with the locale-independent
 * `toLowerCase` (docs/decisions/021); `''` means no keyword.
 */
export function normaliseKeyword(keyword: string | null | undefined): string {
  return keyword == null ? '' : keyword.trim().toLowerCase();
}

export function keywordPositions(
  index: CatalogueIndex<ShopProduct>,
  positions: Positions,
  keyword: string,
): Positions {
  const needle = normaliseKeyword(keyword);
  if (needle === '') return positions;
  const { products } = index;
  if (needle.includes(FIELD_SEPARATOR)) {
    return keepPositions(index.size, positions, (i) =>
      searchFields(products[i] as ShopProduct).some((field) => field.includes(needle)),
    );
  }
  const searchText = searchTextOf(index);
  // The hot loop of a search, written out rather than through keepPositions' callback.
  const kept: number[] = [];
  const count = positions === null ? index.size : positions.length;
  for (let k = 0; k < count; k++) {
    const i = positions === null ? k : (positions[k] as number);
    if ((searchText[i] as string).includes(needle)) kept.push(i);
  }
  return kept;
}

/**
 * True when the keyword occurs, ignoring case, in the product's name, description, ctn, SKU,
 * part number or part key (SPEC 4 "Shop rules": keyword). An empty keyword matches everything.
 */
export function matchesKeyword(product: ShopProduct, keyword: string): boolean {
  const needle = normaliseKeyword(keyword);
  return needle === '' || searchFields(product).some((field) => field.includes(needle));
}

/**
 * The products matching the keyword ({@link matchesKeyword}), in their order. Uses the
 * catalogue's cached search index, so repeated searches over the same array lower-case nothing.
 * Returns `products` itself when the keyword is empty.
 */
export function searchProducts<P extends ShopProduct>(
  products: readonly P[],
  keyword: string,
): readonly P[] {
  if (normaliseKeyword(keyword) === '') return products;
  return productsAt(products, keywordPositions(catalogueIndexOf(products), null, keyword));
}
