import type { z } from 'zod';
import { type MessageParams, messageKeyForIssue, messageParamsForIssue } from './error-map.js';
import { isValidationMessageKey, type ValidationMessageKey } from './message-keys.js';

/** One field's error, ready for `t(key, params)`. */
export interface FieldError {
  /** Full i18n key, e.g. `'validation.too_short'`. */
  readonly key: ValidationMessageKey;
  /** Interpolation values for the key, e.g. `{ min: 8 }`; empty when the message needs none. */
  readonly params: MessageParams;
}

/** Field errors by dotted path (`'email'`, `'products.0.quantity'`); see {@link FORM_ERROR_PATH}. */
export type FieldErrors = Readonly<Record<string, FieldError>>;

/** The path used for an issue about the whole form rather than one field. */
export const FORM_ERROR_PATH = '_form';

function joinPath(path: readonly PropertyKey[]): string {
  return path.length === 0 ? FORM_ERROR_PATH : path.map(String).join('.');
}

/**
 * Turns a zod error from any schema of this package into one error per field. The first issue of a
 * field wins, because zod reports the most basic problem (missing, wrong type) first. An unknown
 * key is reported on the unknown key's own path so a form or API client can point at it.
 */
export function toFieldErrors(error: Pick<z.core.$ZodError, 'issues'>): FieldErrors {
  const result: Record<string, FieldError> = {};
  const add = (path: string, entry: FieldError) => {
    if (!(path in result)) result[path] = entry;
  };
  for (const issue of error.issues) {
    const key = isValidationMessageKey(issue.message) ? issue.message : messageKeyForIssue(issue);
    const params = messageParamsForIssue(issue, key);
    if (issue.code === 'unrecognized_keys') {
      for (const unknownKey of issue.keys)
        add(joinPath([...issue.path, unknownKey]), { key, params });
    } else {
      add(joinPath(issue.path), { key, params });
    }
  }
  return result;
}
