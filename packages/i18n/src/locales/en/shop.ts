/** Product listing: search, sort, filters and view mode. */
export const shop = {
  title: 'Shop',
  categories: 'Categories',
  all_products: 'All products',
  bundles: 'Bundles',
  search: 'Search products',
  search_placeholder: 'Search by name or product code',
  clear_search: 'Clear search',
  sort: {
    label: 'Sort by',
    price_asc: 'Lowest price',
    price_desc: 'Highest price',
    name_asc: 'Name A-Z',
    name_desc: 'Name Z-A',
  },
  filters: {
    /** The catalogue's own filter titles, shown in the chosen language (issue 15). */
    titles: { Bundle: 'Bundle', Free: 'Free', Paid: 'Paid' },
    title: 'Filters',
    show: 'Show filters',
    hide: 'Hide filters',
    clear: 'Clear all filters',
    option: '{{title}} ({{amount}})',
  },
  view: {
    label: 'View',
    grid: 'Grid view',
    list: 'List view',
  },
  result_count: '{{amount}} products',
  no_results: 'No products match your search.',
  no_results_hint: 'Try other words or clear the filters.',
  /** Where a category or product page sits in the catalogue (decision 249). */
  breadcrumb: { label: 'Breadcrumb', home: 'Home' },
  /** The listing comes in pages of 24 (decision 249). */
  showing: 'Showing {{from}}–{{to}} of {{total}}',
  pagination: {
    label: 'Pages of products',
    previous: 'Previous',
    next: 'Next',
    page: 'Page {{page}}',
  },
  loading: 'Loading products',
  clear_all: 'Clear search and filters',
};
