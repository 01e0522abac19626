export type { CategorySelector } from './category-selection';
export { BUNDLE_CATEGORY_KEY, selectCategory } from './category-selection';
export type { CollationOptions } from './collation';
export { ShopFilteringError, UnknownSortOrderError } from './errors';
export type { FilterOption } from './filters';
export {
  applyFilters,
  buildFilters,
  checkedTitles,
  toggleCheckedFilter,
  toggleFilter,
} from './filters';
export { matchesKeyword, normaliseKeyword, searchProducts } from './keyword-search';
export type { PageView } from './page-view';
export {
  HOME_PAGE_VIEW_KEY,
  PAGE_VIEW_SEPARATOR,
  pageViewName,
  pageViewOf,
  pageViewToString,
} from './page-view';
export type { PaginateInput, PaginateOutput } from './pagination';
export { PRODUCTS_PER_PAGE, paginate } from './pagination';
export {
  FREE_FILTER_TITLE,
  PAID_FILTER_TITLE,
  productFilterTitles,
} from './price-titles';
export type {
  Normalised,
  ProductInput,
  ProductKeyOf,
  ShopCategory,
  ShopProduct,
} from './product';
export {
  DEFAULT_STOCK,
  isBundle,
  normaliseProduct,
  normaliseProducts,
  normaliseStock,
  partNumberKey,
} from './product';
export type {
  AvailabilityProduct,
  AvailabilityStatus,
  ProductAvailabilityInput,
  ProductAvailabilityResult,
} from './product-availability';
export { LOW_STOCK_THRESHOLD, productAvailability } from './product-availability';
export type { ProductCodes } from './product-code';
export { productCodeLookup } from './product-code';
export type { IncompleteProduct, ProductMergeOptions } from './product-merge';
export { mergeStockAndPriceUpdate, mergeTranslations } from './product-merge';
export type { ShopQuery, ShopQueryResult } from './shop-query';
export { applyShopQuery } from './shop-query';
export type { SortDirection, SortField, SortOrder } from './sort-order';
export { isSortOrder, SORT_ORDERS, sortProducts } from './sort-order';
