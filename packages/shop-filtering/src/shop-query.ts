import { catalogueIndexOf, productsAt } from './catalogue-index';
import { type CategorySelector, selectCategoryPositions } from './category-selection';
import { type CollationOptions, collatorOf } from './collation';
import { checkedFilterPositions, type FilterOption, filterOptionsAt } from './filters';
import { keywordPositions } from './keyword-search';
import type { ShopProduct } from './product';
import { type SortOrder, sortPositions } from './sort-order';

/** What the shop shows: the state kept in the URL search params (STYLE 6). */
export interface ShopQuery<P extends ShopProduct> extends CollationOptions {
  /** The whole catalogue. Keep passing the same array: its search index is cached on it. */
  readonly products: readonly P[];
  /** The selected category; none selects every product. `PKG` selects bundles. */
  readonly category?: CategorySelector;
  /** Matched case-insensitively over name, description, ctn, SKU, part number and part key. */
  readonly keyword?: string;
  /** Checked filter titles; a product passes with at least one of them. */
  readonly checkedFilters?: readonly string[];
  /** Catalogue order when left out. */
  readonly sort?: SortOrder;
}

/** The shop view of a {@link ShopQuery}. */
export interface ShopQueryResult<P extends ShopProduct> {
  /** The products to show, filtered and sorted. */
  readonly products: readonly P[];
  /**
   * The filter list rebuilt for the category and keyword: counts are taken before the checked
   * filters apply, so each count is what checking that title alone would show.
   */
  readonly filters: readonly FilterOption[];
}

/**
 * The shop view (SPEC 4 "Shop rules"): category selection, then keyword, then the checked filters
 * (any match), then the sort; with the filter list rebuilt from the category and keyword view.
 * Repeated queries over the same `products` array reuse its cached index (lower-cased search
 * text, name and price ranks), so only the steps' own work is done per query.
 */
export function applyShopQuery<P extends ShopProduct>(query: ShopQuery<P>): ShopQueryResult<P> {
  const { products, category, keyword = '', checkedFilters = [], sort } = query;
  const collator = collatorOf(query);
  const index = catalogueIndexOf(products);
  const checked = new Set(checkedFilters);
  const inCategory = selectCategoryPositions(index, category);
  const matching = keywordPositions(index, inCategory, keyword);
  const filters = filterOptionsAt(index, matching, checked, collator);
  const filtered = checkedFilterPositions(index, matching, checked);
  const sorted = sortPositions(index, filtered, sort, collator);
  return { products: productsAt(products, sorted), filters };
}
