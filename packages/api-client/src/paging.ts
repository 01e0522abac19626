import { ApiError } from './api-error';

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

function isWholeNumberIn(value: unknown, min: number, max: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}

/** `page` and `rows_per_page` search parameters, or an `invalid_request` before any call. */
export function pageSearchParams(
  request: PageRequest,
  method: string,
  url: string,
): { page: number; rows_per_page: number } {
  const issues = [];
  if (!isWholeNumberIn(request?.page, 1, Number.MAX_SAFE_INTEGER)) {
    issues.push({ path: ['page'], message: 'validation.invalid_value' });
  }
  if (!isWholeNumberIn(request?.rowsPerPage, 1, MAX_ROWS_PER_PAGE)) {
    issues.push({ path: ['rowsPerPage'], message: 'validation.invalid_value' });
  }
  if (issues.length > 0) {
    throw new ApiError('invalid_request', 'The page request is not valid', {
      issues,
      request: { method, url },
    });
  }
  return { page: request.page, rows_per_page: request.rowsPerPage };
}
