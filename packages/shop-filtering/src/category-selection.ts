import {
  type CatalogueIndex,
  catalogueIndexOf,
  categoriesOf,
  keepPositions,
  type Positions,
  productsAt,
} from './catalogue-index';
import type { ShopCategory, ShopProduct } from './product';

/** The category key that selects bundles instead of a real category (SPEC 4 "Shop rules"). */
export const BUNDLE_CATEGORY_KEY = 'PKG';

/**
 * What selects a category: a value compared with a product category's id, key and link (as in a
 * URL segment), or a category (or part of one) whose given fields are compared field by field.
 * `null`, `undefined`, `''` or an empty object select every product.
 */
export type CategorySelector = string | number | Partial<ShopCategory> | null | undefined;

type CategoryTest = (category: ShopCategory | null | undefined) => boolean;

/** `null` when the selector selects everything, `'bundles'` for PKG, else a category test. */
function categoryTestOf(selector: CategorySelector): CategoryTest | 'bundles' | null {
  if (selector == null || selector === '') return null;
  if (typeof selector !== 'object') {
    const value = String(selector);
    if (value === BUNDLE_CATEGORY_KEY) return 'bundles';
    return (category) =>
      category != null &&
      (category.key === value || category.link === value || String(category.id) === value);
  }
  if (selector.key === BUNDLE_CATEGORY_KEY) return 'bundles';
  const { id, key, link } = selector;
  if (id == null && key == null && link == null) return null;
  const idValue = id == null ? undefined : String(id);
  return (category) =>
    category != null &&
    ((key != null && category.key === key) ||
      (link != null && category.link === link) ||
      (idValue !== undefined && String(category.id) === idValue));
}

export function selectCategoryPositions(
  index: CatalogueIndex<ShopProduct>,
  selector: CategorySelector,
): Positions {
  const test = categoryTestOf(selector);
  if (test === null) return null;
  const { categories, slotOf, bundle } = categoriesOf(index);
  if (test === 'bundles') return keepPositions(index.size, null, (i) => bundle[i] === 1);
  const selected = Uint8Array.from(categories, (category) => (test(category) ? 1 : 0));
  return keepPositions(index.size, null, (i) => selected[slotOf[i] as number] === 1);
}

/**
 * The products of the selected category, in catalogue order (SPEC 4 "Shop rules": category
 * selection). The key `PKG` selects bundles. Returns `products` itself when nothing is selected.
 * Rebuild the filters from the result ({@link buildFilters}), as {@link applyShopQuery} does.
 */
export function selectCategory<P extends ShopProduct>(
  products: readonly P[],
  selector: CategorySelector,
): readonly P[] {
  return productsAt(products, selectCategoryPositions(catalogueIndexOf(products), selector));
}
