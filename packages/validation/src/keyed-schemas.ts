import { z } from 'zod';
import { int, refine } from 'zod/mini';
import { validationErrorMap } from './error-map.js';
import { fieldLimits } from './field-limits.js';
import { decimalIntegerPattern, MAX_ID } from './id-rules.js';
import { message, type ValidationMessageKey } from './message-keys.js';
import { isCleanLine, isCleanText } from './text-checks.js';

export { isCleanLine, isCleanText, MAX_ID };

// Every zod schema this package builds goes through these helpers, so that zod's own issues get
// an i18n key from the error map instead of zod's English default.
const keyed = { error: validationErrorMap } as const;

// Each chained method of zod's classic API (`.int()`, `.min()`, `.refine()`, `.trim()`) builds a
// whole new schema, and `.int()` and `.refine()` one more for the check itself: ~4,900 schemas when
// the package loads, most of them here, which was the largest part of the console's main-thread
// work on its first screen (decision 358). The helpers therefore add all their checks with one
// `.check(…)` (one clone instead of one per method, the same checks in the same order) and take
// `int` and `refine` from zod/mini, whose schemas share zod's core (the same check, issue and
// message) but are far cheaper to build. What they return is the same classic schema type.
const cleanLine = () => refine<string>(isCleanLine, message('validation.invalid_characters'));
const cleanText = () => refine<string>(isCleanText, message('validation.invalid_characters'));

export { message };

export function strictObject<Shape extends z.core.$ZodLooseShape>(shape: Shape) {
  return z.strictObject(shape, keyed);
}

export function looseObject<Shape extends z.core.$ZodLooseShape>(shape: Shape) {
  return z.looseObject(shape, keyed);
}

/**
 * The one string primitive of every schema (decision 150): a one-line text that refuses control
 * characters other than tab and lone UTF-16 surrogates with 'validation.invalid_characters'.
 * Neither can be stored (PostgreSQL refuses NUL) nor shown, so they never reach a handler.
 */
export function string() {
  return z.string(keyed).check(cleanLine());
}

/**
 * A text in a server answer: any string. Answers are trusted (decision 037: strict requests,
 * tolerant responses) and may hold line breaks (HTML, terms of use) the request primitive refuses.
 */
export function answerText() {
  return z.string(keyed);
}

/** {@link string}, trimmed first: surrounding spaces and line breaks are dropped, not refused. */
export function trimmedString() {
  return z.string(keyed).check(z.trim(), cleanLine());
}

/** A text that may span lines (a message, HTML): line breaks allowed, other controls refused. */
export function multilineString() {
  return z.string(keyed).check(z.trim(), cleanText());
}

/** Trimmed, non-empty, at most `max` characters. */
export function requiredText(max: number) {
  return z
    .string(keyed)
    .check(z.trim(), cleanLine(), z.minLength(1, message('validation.required')), z.maxLength(max));
}

/** Trimmed, may be empty or absent, at most `max` characters. */
export function optionalText(max: number) {
  return z.string(keyed).check(z.trim(), cleanLine(), z.maxLength(max)).optional();
}

/**
 * Like {@link requiredText}, but the text may span lines (a message). `requiredKey` is the message
 * when it is absent or blank (default `validation.required`).
 */
export function requiredMultilineText(
  max: number,
  requiredKey: ValidationMessageKey = 'validation.required',
) {
  const absent: z.core.$ZodErrorMap = (issue) =>
    issue.input === undefined ? requiredKey : validationErrorMap(issue);
  return z
    .string({ error: absent })
    .check(z.trim(), cleanText(), z.minLength(1, message(requiredKey)), z.maxLength(max));
}

/** Like {@link optionalText}, but the text may span lines (a receipt footer). */
export function optionalMultilineText(max: number) {
  return z.string(keyed).check(z.trim(), cleanText(), z.maxLength(max)).optional();
}

export function boolean() {
  return z.boolean(keyed);
}

/** A checkbox that must be ticked; `key` is shown when it is not. */
export function mustBeTrue(key: ValidationMessageKey) {
  return z.boolean(message(key)).check(refine<boolean>((value) => value === true, message(key)));
}

export function integer(min: number, max: number = Number.MAX_SAFE_INTEGER) {
  return z.number(keyed).check(int(), z.gte(min), z.lte(max));
}

/** Money: a non-negative integer number of cents. */
export function cents() {
  return z.number(keyed).check(int(), z.gte(0));
}

export function enumOf<const Values extends readonly [string, ...string[]]>(values: Values) {
  return z.enum(values, keyed);
}

export function arrayOf<Item extends z.core.SomeType>(
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

/** Any-length list in a server answer; answers are trusted not to be hostile. */
export function listOf<Item extends z.core.SomeType>(item: Item) {
  return z.array(item, keyed);
}

/** A fixed-length array of the given items (e.g. the signed claims of a token). */
export function tupleOf<const Items extends readonly [z.core.SomeType, ...z.core.SomeType[]]>(
  items: Items,
) {
  return z.tuple(items, keyed);
}

/** A calendar date `YYYY-MM-DD`; ISO dates compare correctly as strings. */
export function isoDate() {
  return z.iso.date(keyed);
}

/** An ISO 8601 date-time with `Z` or an offset, as the server writes it. */
export function isoDateTime() {
  return z.iso.datetime({ offset: true, ...keyed });
}

/** A database id in a server answer: a number or an opaque string. */
export function entityId() {
  return z.union(
    [
      z.number(keyed).check(int(), z.gte(0)),
      z.string(keyed).check(z.minLength(1), z.maxLength(fieldLimits.key)),
    ],
    keyed,
  );
}

/** A product id as the cart uses it (ctn, part number or package key). */
export function productId() {
  return requiredText(fieldLimits.productId);
}

/** A union told apart by one literal field (e.g. a violation's `code`). */
export function discriminatedUnionOf<
  const Options extends readonly [z.core.$ZodTypeDiscriminable, ...z.core.$ZodTypeDiscriminable[]],
>(discriminator: string, options: Options) {
  return z.discriminatedUnion(discriminator, options, keyed);
}

export function record() {
  return z.record(string(), z.unknown(), keyed);
}

/** An object of `item` by key, in a server answer. */
export function recordOf<Item extends z.core.SomeType>(item: Item) {
  return z.record(z.string(keyed), item, keyed);
}

/** Any JSON object in a server answer, or nothing. */
export function optionalRecord() {
  return z.record(z.string(keyed), z.unknown(), keyed).optional();
}

export function literal<const Value extends string | number | boolean>(value: Value) {
  return z.literal(value, keyed);
}

export function number() {
  return z.number(keyed);
}

export function unionOf<
  const Options extends readonly [z.core.SomeType, z.core.SomeType, ...z.core.SomeType[]],
>(options: Options) {
  return z.union(options, keyed);
}

/**
 * An integer from a query string or path: plain decimal digits only (no sign, spaces, `0x`, `2e0`,
 * leading zeros or fractions; decision 151), then converted and range-checked.
 */
export function decimalInteger(min: number, max: number) {
  return z
    .string(keyed)
    .regex(decimalIntegerPattern, message('validation.integer_required'))
    .transform(Number)
    .pipe(z.number(keyed).check(int(), z.gte(min), z.lte(max)));
}

/** The id in a path or query (`/order/:id`): a positive decimal integer that fits the database. */
export function idParam() {
  return decimalInteger(1, MAX_ID);
}
