/** Products shown per page of the shop listing (decision 249): 4, 3, 2 and 1 columns divide it. */
export const PRODUCTS_PER_PAGE = 24;

/** Input of {@link paginate}. */
export interface PaginateInput<T> {
  items: readonly T[];
  /** 1-based page asked for (from the URL); anything out of range is brought into it. */
  page?: number;
  pageSize?: number;
}

/** Output of {@link paginate}: the page's items and what "Showing 1–24 of 57" says. */
export interface PaginateOutput<T> {
  items: readonly T[];
  /** The page shown, 1-based, within 1..pageCount. */
  page: number;
  /** At least 1, even for no items. */
  pageCount: number;
  /** 1-based position of the first item shown; 0 when there are none. */
  from: number;
  /** 1-based position of the last item shown; 0 when there are none. */
  to: number;
  total: number;
}

/**
 * One page of a list. A page past the end shows the last one and a page below 1 (or not a whole
 * number) the first, so a stale link after a filter change still shows products.
 */
export function paginate<T>({
  items,
  page = 1,
  pageSize = PRODUCTS_PER_PAGE,
}: PaginateInput<T>): PaginateOutput<T> {
  const size = Math.max(1, Math.floor(pageSize));
  const total = items.length;
  const pageCount = Math.max(1, Math.ceil(total / size));
  const asked = Number.isInteger(page) ? page : 1;
  const current = Math.min(Math.max(asked, 1), pageCount);
  const start = (current - 1) * size;
  const shown = items.slice(start, start + size);
  return {
    items: shown,
    page: current,
    pageCount,
    from: shown.length > 0 ? start + 1 : 0,
    to: start + shown.length,
    total,
  };
}
