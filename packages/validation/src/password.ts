import type { z } from 'zod';
import { fieldLimits } from './field-limits.js';
import { message, string } from './keyed-schemas.js';
import type { ValidationMessageKey } from './message-keys.js';

/**
 * A new password (register, reset, change): required, at least {@link fieldLimits.passwordMin}
 * characters. Not trimmed: spaces are legitimate password characters.
 */
export const newPasswordSchema = string()
  .min(1, message('validation.required'))
  .min(fieldLimits.passwordMin, message('validation.too_short'))
  .max(fieldLimits.passwordMax);

/**
 * An existing password (login, current password): only required. Accounts created before the
 * minimum length must still be able to log in.
 */
export const existingPasswordSchema = string()
  .min(1, message('validation.required'))
  .max(fieldLimits.passwordMax);

/** The repeat field of a password form: required; matching is checked on the whole form. */
export const repeatPasswordSchema = string()
  .min(1, message('validation.required'))
  .max(fieldLimits.passwordMax);

interface PasswordPair {
  password: string;
  repeat: string;
}

/** True when the repeat field equals the password; use with {@link passwordMismatchIssue}. */
export function passwordsMatch(value: PasswordPair): boolean {
  return value.password === value.repeat;
}

/**
 * Issue settings for {@link passwordsMatch}: 'validation.password_mismatch' on `repeat`. It runs
 * even when other fields fail, so the user sees every problem at once.
 */
export const passwordMismatchIssue = {
  error: 'validation.password_mismatch',
  path: ['repeat'],
  when: (payload: z.core.ParsePayload): boolean => {
    const value = payload.value as Partial<Record<keyof PasswordPair, unknown>> | undefined;
    return typeof value?.password === 'string' && typeof value.repeat === 'string';
  },
} satisfies { error: ValidationMessageKey; path: string[]; when: unknown };
