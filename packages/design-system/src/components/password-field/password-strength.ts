import { isCommonPassword } from '@careshop/validation';

/** The five strength levels of the register form's meter (SPEC 2), weakest first. */
export type PasswordStrength = 'poor' | 'weak' | 'normal' | 'good' | 'strong';

/** Every level, weakest first; the index is the meter value. */
export const passwordStrengths: readonly PasswordStrength[] = [
  'poor',
  'weak',
  'normal',
  'good',
  'strong',
];

/**
 * Scores a password 0–5, one point each for: more than 5 characters, more than 7 characters, a
 * digit, a symbol, both lower and upper case letters. See decision 062. One of the most common
 * passwords scores 0 whatever it looks like: validation refuses it (decision 149).
 */
export function passwordScore(password: string): number {
  if (isCommonPassword(password)) return 0;
  let score = 0;
  if (password.length > 5) score += 1;
  if (password.length > 7) score += 1;
  if (/\d/.test(password)) score += 1;
  if (/[^\p{L}\p{N}\s]/u.test(password)) score += 1;
  if (/\p{Ll}/u.test(password) && /\p{Lu}/u.test(password)) score += 1;
  return score;
}

/** The meter level of a password: 0–1 points poor, 2 weak, 3 normal, 4 good, 5 strong. */
export function passwordStrength(password: string): PasswordStrength {
  const score = passwordScore(password);
  return passwordStrengths[Math.max(score - 1, 0)] ?? 'poor';
}
