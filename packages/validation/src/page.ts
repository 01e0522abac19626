import type { z } from 'zod';
import { decimalInteger, integer, listOf, looseObject, strictObject } from './keyed-schemas.js';

/** Largest page a list call may ask for (SPEC 2 my orders: rows per page). */
export const MAX_ROWS_PER_PAGE = 100;

/** Rows on a page when the call does not say (decision 152). */
export const DEFAULT_ROWS_PER_PAGE = 25;

/** One page of a paginated list answer: 1-based `page`, `rows_per_page` and the overall `total`. */
export function pageOf<Item extends z.ZodType>(item: Item) {
  return looseObject({
    items: listOf(item),
    page: integer(1),
    rows_per_page: integer(1),
    total: integer(0),
  });
}

/**
 * The `page` and `rows_per_page` query parameters of a list call. Query strings carry text: plain
 * decimal digits are converted to numbers before the range checks. Both may be left out: page 1,
 * {@link DEFAULT_ROWS_PER_PAGE} rows (decision 152).
 */
export const pageRequestSchema = strictObject({
  page: decimalInteger(1, Number.MAX_SAFE_INTEGER).default(1),
  rows_per_page: decimalInteger(1, MAX_ROWS_PER_PAGE).default(DEFAULT_ROWS_PER_PAGE),
});
export type PageRequest = z.output<typeof pageRequestSchema>;
