import { z } from 'zod';
import { validationErrorMap } from './error-map.js';
import { fieldLimits } from './field-limits.js';
import type { ValidationMessageKey } from './message-keys.js';

// Every zod schema this package builds goes through these helpers, so that zod's own issues get
// an i18n key from the error map instead of zod's English default.
const keyed = { error: validationErrorMap } as const;

/** Sets a fixed message key on one check or schema. */
export function message(key: ValidationMessageKey) {
  return { error: key } as const;
}

export function strictObject<Shape extends z.core.$ZodLooseShape>(shape: Shape) {
  return z.strictObject(shape, keyed);
}

export function looseObject<Shape extends z.core.$ZodLooseShape>(shape: Shape) {
  return z.looseObject(shape, keyed);
}

export function string() {
  return z.string(keyed);
}

/** Trimmed, non-empty, at most `max` characters. */
export function requiredText(max: number) {
  return z.string(keyed).trim().min(1, message('validation.required')).max(max);
}

/** Trimmed, may be empty or absent, at most `max` characters. */
export function optionalText(max: number) {
  return z.string(keyed).trim().max(max).optional();
}

export function boolean() {
  return z.boolean(keyed);
}

/** A checkbox that must be ticked; `key` is shown when it is not. */
export function mustBeTrue(key: ValidationMessageKey) {
  return z.boolean(message(key)).refine((value) => value === true, message(key));
}

export function integer(min: number, max: number = Number.MAX_SAFE_INTEGER) {
  return z.number(keyed).int().min(min).max(max);
}

/** Money: a non-negative integer number of cents. */
export function cents() {
  return z.number(keyed).int().min(0);
}

export function enumOf<const Values extends readonly [string, ...string[]]>(values: Values) {
  return z.enum(values, keyed);
}

export function arrayOf<Item extends z.ZodType>(
  item: Item,
  bounds: { min?: number; max: number; minKey?: ValidationMessageKey },
) {
  const list = z.array(item, keyed).max(bounds.max);
  if (bounds.min === undefined) return list;
  return list.min(bounds.min, bounds.minKey ? message(bounds.minKey) : undefined);
}

/** Any-length list in a server answer; answers are trusted not to be hostile. */
export function listOf<Item extends z.ZodType>(item: Item) {
  return z.array(item, keyed);
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
    [z.number(keyed).int().min(0), z.string(keyed).min(1).max(fieldLimits.key)],
    keyed,
  );
}

/** A product id as the cart uses it (ctn, part number or package key). */
export function productId() {
  return requiredText(fieldLimits.productId);
}

export function record() {
  return z.record(z.string(keyed), z.unknown(), keyed);
}

export function number() {
  return z.number(keyed);
}

export function unionOf<const Options extends readonly [z.ZodType, z.ZodType, ...z.ZodType[]]>(
  options: Options,
) {
  return z.union(options, keyed);
}

/** An integer from a query string: text is converted to a number first. */
export function coercedInteger(min: number, max: number) {
  return z.coerce.number(keyed).int().min(min).max(max);
}
