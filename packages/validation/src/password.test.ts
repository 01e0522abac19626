import { describe, expect, it } from 'vitest';
import { keyOf } from '../test/helpers.js';
import { changePasswordRequestSchema } from './change-password.js';
import { commonPasswordList } from './common-passwords.js';
import { fieldLimits } from './field-limits.js';
import { isCommonPassword, newPasswordSchema } from './password.js';
import { resetRequestSchema } from './password-recovery.js';
import { registerRequestSchema } from './register.js';

function issueKeys(password: string): string[] {
  return newPasswordSchema.safeParse(password).error?.issues.map((issue) => issue.message) ?? [];
}

describe('issue 10 item 9: a new password is not one of the most common passwords', () => {
  it('knows the classics whatever their case, and not a password of its own', () => {
    for (const password of ['password', 'Password', '12345678', 'iloveyou', 'QWERTYUIOP']) {
      expect(isCommonPassword(password), password).toBe(true);
    }
    for (const password of ['Demo!2026', 'kx7-plum-harbour', 'password with more words']) {
      expect(isCommonPassword(password), password).toBe(false);
    }
  });

  it('ships only entries the length rule would let through, lower-cased, without duplicates', () => {
    const entries = commonPasswordList.split('\n');
    expect(entries.length).toBeGreaterThan(3000);
    expect(new Set(entries).size).toBe(entries.length);
    for (const entry of entries) {
      expect([...entry].length).toBeGreaterThanOrEqual(fieldLimits.passwordMin);
      expect(entry).toBe(entry.toLowerCase());
    }
  });

  it('refuses a common password with validation.password_common on every new-password form', () => {
    expect(issueKeys('Sunshine')).toEqual(['validation.password_common']);
    expect(
      keyOf(
        registerRequestSchema,
        { cust_no: '12', email: 'a@b.nl', password: 'football', terms: true },
        'password',
      ),
    ).toBe('validation.password_common');
    expect(
      keyOf(
        resetRequestSchema,
        { token: 't', password: 'baseball', repeat: 'baseball' },
        'password',
      ),
    ).toBe('validation.password_common');
    expect(
      keyOf(
        changePasswordRequestSchema,
        { current_password: 'old', password: '1qaz2wsx', repeat: '1qaz2wsx' },
        'password',
      ),
    ).toBe('validation.password_common');
  });

  it('still reports a short password as too short, not as common', () => {
    expect(issueKeys('abc123')).toEqual(['validation.too_short']);
  });
});
