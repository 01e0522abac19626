import type { z } from 'zod';
import { commonPasswordList } from './common-passwords.js';
import { fieldLimits } from './field-limits.js';
import { message, string } from './keyed-schemas.js';
import type { ValidationMessageKey } from './message-keys.js';

let commonPasswords: ReadonlySet<string> | undefined;

/**
 * True when the password is one of the most common ones (decision 149), whatever its letter case:
 * the first guesses of any attack, so refused as a new password however long it is.
 */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(commonPasswordList.split('\n'));
  return commonPasswords.has(password.toLowerCase());
}

/**
 * A new password (register, reset, change): required, at least {@link fieldLimits.passwordMin}
 * characters, not one of the most common passwords ({@link isCommonPassword}). Not trimmed: spaces
 * are legitimate password characters.
 */
export const newPasswordSchema = string()
  .min(1, message('validation.required'))
  .min(fieldLimits.passwordMin, message('validation.too_short'))
  .max(fieldLimits.passwordMax)
  .refine((password) => !isCommonPassword(password), message('validation.password_common'));

// An existing password (login, current password) is checked by the shop's first screen: its
// zod/mini schema lives in login.ts (decision 242).
export { existingPasswordSchema } from './login.js';

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
