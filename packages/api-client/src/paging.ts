/** Largest page the list calls ask for; more belongs in an export, not a screen. */
export const MAX_ROWS_PER_PAGE = 100;

/** Which page of a list to fetch (SPEC 2 "my orders": history with rows per page). */
export interface PageRequest {
  /** 1-based page number. */
  page: number;
  /** Rows on a page, 1 to {@link MAX_ROWS_PER_PAGE}. */
  rowsPerPage: number;
}

/** One page of a list, as the list calls answer it. */
export interface Page<Item> {
  items: Item[];
  /** 1-based page number. */
  page: number;
  rows_per_page: number;
  /** Rows in the whole list. */
  total: number;
}

/**
 * The `page` and `rows_per_page` query of a list call; the route's query schema checks them
 * (whole numbers, at most {@link MAX_ROWS_PER_PAGE} rows) before the call is sent.
 */
export function pageQuery(request: PageRequest): { page: number; rows_per_page: number } {
  return { page: request.page, rows_per_page: request.rowsPerPage };
}
