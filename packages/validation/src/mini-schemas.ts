import * as z from 'zod/mini';
import { validationErrorMap } from './error-map.js';
import { fieldLimits } from './field-limits.js';
import { message } from './message-keys.js';
import { isCleanLine } from './text-checks.js';

// The schemas a shop checks before its first screen (the shop config, the catalogue, the user and
// the login) are built with zod/mini, whose functions tree-shake: ~10 KB gzipped in the shop's
// first download where zod's classic API, which cannot be split, costs ~27 (decision 242). Both
// share zod's core, so a mini schema parses, fails and is typed (`z.output`) exactly like the
// classic one the same helper of keyed-schemas.ts builds, and works inside classic schemas and in
// Fastify's type provider. They have no chained methods (`.extend`, `.nullish()`, …): wrap them
// with the functions of zod/mini (`z.nullish(schema)`) or classic zod (`z.nullish`, `z.array`).

const keyed = { error: validationErrorMap } as const;

export function miniStrictObject<Shape extends z.core.$ZodLooseShape>(shape: Shape) {
  return z.strictObject(shape, keyed);
}

export function miniLooseObject<Shape extends z.core.$ZodLooseShape>(shape: Shape) {
  return z.looseObject(shape, keyed);
}

/** keyed-schemas' `string`: one line, no control character but tab, no lone surrogate. */
export function miniString() {
  return z.string(keyed).check(z.refine(isCleanLine, message('validation.invalid_characters')));
}

/** keyed-schemas' `answerText`: any string in a server answer. */
export function miniAnswerText() {
  return z.string(keyed);
}

/** keyed-schemas' `requiredText`: trimmed, one clean line, non-empty, at most `max` characters. */
export function miniRequiredText(max: number) {
  return z
    .string(keyed)
    .check(
      z.trim(),
      z.refine(isCleanLine, message('validation.invalid_characters')),
      z.minLength(1, message('validation.required')),
      z.maxLength(max),
    );
}

/** keyed-schemas' `optionalText`: trimmed, one clean line, may be empty or absent, at most `max`. */
export function miniOptionalText(max: number) {
  return z.optional(
    z
      .string(keyed)
      .check(
        z.trim(),
        z.refine(isCleanLine, message('validation.invalid_characters')),
        z.maxLength(max),
      ),
  );
}

export function miniBoolean() {
  return z.boolean(keyed);
}

export function miniNumber() {
  return z.number(keyed);
}

export function miniInteger(min: number, max: number = Number.MAX_SAFE_INTEGER) {
  return z.number(keyed).check(z.int(), z.gte(min), z.lte(max));
}

/** Money: a non-negative integer number of cents. */
export function miniCents() {
  return z.number(keyed).check(z.int(), z.gte(0));
}

export function miniEnumOf<const Values extends readonly [string, ...string[]]>(values: Values) {
  return z.enum(values, keyed);
}

export function miniLiteral<const Value extends string | number | boolean>(value: Value) {
  return z.literal(value, keyed);
}

/** Any-length list in a server answer. */
export function miniListOf<Item extends z.core.SomeType>(item: Item) {
  return z.array(item, keyed);
}

/** An object of `item` by key, in a server answer. */
export function miniRecordOf<Item extends z.core.SomeType>(item: Item) {
  return z.record(z.string(keyed), item, keyed);
}

/** keyed-schemas' `record`: any object with clean one-line keys. */
export function miniRecord() {
  return z.record(miniString(), z.unknown(), keyed);
}

export function miniUnionOf<
  const Options extends readonly [z.core.SomeType, z.core.SomeType, ...z.core.SomeType[]],
>(options: Options) {
  return z.union(options, keyed);
}

/** A union told apart by one literal field. */
export function miniDiscriminatedUnionOf<
  const Options extends readonly [z.core.$ZodTypeDiscriminable, ...z.core.$ZodTypeDiscriminable[]],
>(discriminator: string, options: Options) {
  return z.discriminatedUnion(discriminator, options, keyed);
}

/** A calendar date `YYYY-MM-DD`. */
export function miniIsoDate() {
  return z.iso.date(keyed);
}

/** An ISO 8601 date-time with `Z` or an offset. */
export function miniIsoDateTime() {
  return z.iso.datetime({ offset: true, ...keyed });
}

/** A database id in a server answer: a number or an opaque string. */
export function miniEntityId() {
  return z.union(
    [
      z.number(keyed).check(z.int(), z.gte(0)),
      z.string(keyed).check(z.minLength(1), z.maxLength(fieldLimits.key)),
    ],
    keyed,
  );
}
