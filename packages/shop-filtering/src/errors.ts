/** Base class of the errors this package throws; `code` is stable for callers to branch on. */
export class ShopFilteringError extends Error {
  readonly code: string;

  constructor(code: string, message: string) {
    super(message);
    this.name = 'ShopFilteringError';
    this.code = code;
  }
}

/**
 * A sort order outside {@link SORT_ORDERS}. TypeScript callers cannot produce it; it guards
 * values that arrive untyped (an unchecked URL parameter) so they fail loudly, not silently.
 */
export class UnknownSortOrderError extends ShopFilteringError {
  readonly sort: unknown;

  constructor(sort: unknown) {
    super('unknown_sort_order', `Unknown sort order: ${String(sort)}`);
    this.name = 'UnknownSortOrderError';
    this.sort = sort;
  }
}
