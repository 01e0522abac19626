import type { z } from 'zod';
import { coercedInteger, integer, listOf, looseObject, strictObject } from './keyed-schemas.js';

/** Largest page a list call may ask for (SPEC 2 my orders: rows per page). */
export const MAX_ROWS_PER_PAGE = 100;

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
 * The `page` and `rows_per_page` query parameters of a list call. Query strings carry text, so the
 * values are coerced to numbers before the integer and range checks.
 */
export const pageRequestSchema = strictObject({
  page: coercedInteger(1, Number.MAX_SAFE_INTEGER),
  rows_per_page: coercedInteger(1, MAX_ROWS_PER_PAGE),
});
export type PageRequest = z.output<typeof pageRequestSchema>;
