import * as z from 'zod/mini';
import { validationErrorMap } from './error-map.js';
import { decimalIntegerPattern, MAX_ID } from './id-rules.js';
import { message, type ValidationMessageKey } from './message-keys.js';
import { isCleanLine } from './text-checks.js';

// zod/mini twins of keyed-schemas' request helpers that no shop first screen uses, for the
// console's routes: its landing screens must not load zod's classic API (decision 370). Apart from
// mini-schemas.ts, which the shop's first download holds whole (a helper there that any later
// chunk uses is kept in it). Each twin checks what its classic helper checks, in the same order
// with the same keys (`mini-call-parts.test.ts`).

const keyed = { error: validationErrorMap } as const;

/** keyed-schemas' `trimmedString`: trimmed first, then one clean line. */
export function miniTrimmedString() {
  return z
    .string(keyed)
    .check(z.trim(), z.refine(isCleanLine, message('validation.invalid_characters')));
}

/** keyed-schemas' `arrayOf`: a list of at most `max` items, and at least `min` when given. */
export function miniArrayOf<Item extends z.core.SomeType>(
  item: Item,
  bounds: { min?: number; max: number; minKey?: ValidationMessageKey },
) {
  const list = z.array(item, keyed);
  if (bounds.min === undefined) return list.check(z.maxLength(bounds.max));
  return list.check(
    z.maxLength(bounds.max),
    z.minLength(bounds.min, bounds.minKey ? message(bounds.minKey) : undefined),
  );
}

/**
 * keyed-schemas' `decimalInteger`: an integer from a query string or path, plain decimal digits
 * only (decision 151), then converted and range-checked.
 */
export function miniDecimalInteger(min: number, max: number) {
  return z.pipe(
    z.pipe(
      z.string(keyed).check(z.regex(decimalIntegerPattern, message('validation.integer_required'))),
      z.transform(Number),
    ),
    z.number(keyed).check(z.int(), z.gte(min), z.lte(max)),
  );
}

/** keyed-schemas' `idParam`: the id in a path or query, a positive decimal integer that fits. */
export function miniIdParam() {
  return miniDecimalInteger(1, MAX_ID);
}
