import type { z } from 'zod';
import type { ValidationMessageKey } from './message-keys.js';

type AnyIssue = z.core.$ZodIssue | z.core.$ZodRawIssue;

/** Interpolation values for a message key, e.g. `{ min: 8 }` for `'validation.too_short'`. */
export type MessageParams = Readonly<Record<string, number | string>>;

function isMissing(issue: AnyIssue): boolean {
  // Finalised issues drop `input`; only the error map (raw issue) can tell "missing" from "wrong".
  return 'input' in issue && (issue.input === undefined || issue.input === null);
}

/**
 * The message key for any zod issue, including zod's own (`invalid_type`, `too_small`,
 * `unrecognized_keys`, ...). Custom messages set on a schema win over this; it is the fallback
 * that keeps English zod messages away from users.
 */
export function messageKeyForIssue(issue: AnyIssue): ValidationMessageKey {
  switch (issue.code) {
    case 'invalid_type':
      if (isMissing(issue)) return 'validation.required';
      return issue.expected === 'int' ? 'validation.integer_required' : 'validation.invalid_type';
    case 'too_small':
      switch (issue.origin) {
        case 'string':
          return Number(issue.minimum) <= 1 ? 'validation.required' : 'validation.too_short';
        case 'number':
        case 'int':
        case 'bigint':
          return 'validation.number_too_small';
        case 'array':
        case 'set':
          return 'validation.too_few_items';
        case 'date':
          return 'validation.date_invalid';
        default:
          return 'validation.invalid_value';
      }
    case 'too_big':
      switch (issue.origin) {
        case 'string':
          return 'validation.too_long';
        case 'number':
        case 'int':
        case 'bigint':
          return 'validation.number_too_big';
        case 'array':
        case 'set':
          return 'validation.too_many_items';
        case 'date':
          return 'validation.date_invalid';
        default:
          return 'validation.invalid_value';
      }
    case 'invalid_format':
      switch (issue.format) {
        case 'email':
          return 'validation.email_invalid';
        case 'e164':
          return 'validation.phone_invalid';
        case 'date':
        case 'datetime':
        case 'time':
        case 'duration':
          return 'validation.date_invalid';
        default:
          return 'validation.invalid_value';
      }
    case 'unrecognized_keys':
      return 'validation.unknown_field';
    case 'invalid_value':
    case 'invalid_union':
      return isMissing(issue) ? 'validation.required' : 'validation.invalid_value';
    default:
      return 'validation.invalid_value';
  }
}

const KEYS_WITH_MIN: ReadonlySet<ValidationMessageKey> = new Set([
  'validation.too_short',
  'validation.number_too_small',
  'validation.too_few_items',
]);
const KEYS_WITH_MAX: ReadonlySet<ValidationMessageKey> = new Set([
  'validation.too_long',
  'validation.number_too_big',
  'validation.too_many_items',
]);

/**
 * Interpolation values the message `key` needs for `issue`: `{min}` or `{max}` for the length and
 * range messages, nothing otherwise.
 */
export function messageParamsForIssue(
  issue: z.core.$ZodIssue,
  key: ValidationMessageKey,
): MessageParams {
  if (issue.code === 'too_small' && KEYS_WITH_MIN.has(key)) return { min: Number(issue.minimum) };
  if (issue.code === 'too_big' && KEYS_WITH_MAX.has(key)) return { max: Number(issue.maximum) };
  return {};
}

/**
 * A zod error map whose messages are i18n keys. Every schema of this package sets it; apps that
 * build their own zod schemas can install it globally with `z.config({ customError })`.
 */
export const validationErrorMap: z.core.$ZodErrorMap = (issue) => messageKeyForIssue(issue);
