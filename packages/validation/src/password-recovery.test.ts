import { describe, expect, it } from 'vitest';
import { validForgotRequest, validResetRequest } from '../test/fixtures.js';
import { fieldErrorsOf, keyOf } from '../test/helpers.js';
import {
  forgotRequestSchema,
  prefillRequestSchema,
  prefillResponseSchema,
  resetRequestSchema,
  resetResponseSchema,
} from './password-recovery.js';

describe('SPEC 7 POST auth /forgot: one field email holding e-mail, customer number or username', () => {
  it('accepts an e-mail, a customer number and a username', () => {
    for (const email of ['a@b.nl', validForgotRequest.email, 'jdevries']) {
      expect(forgotRequestSchema.parse({ email })).toEqual({ email });
    }
  });

  it('reports an empty field as required', () => {
    expect(keyOf(forgotRequestSchema, { email: '' }, 'email')).toBe('validation.required');
  });
});

describe('SPEC 7 POST auth /reset: reset fields without email (token, password, repeat)', () => {
  it('accepts token, new password and matching repeat', () => {
    expect(resetRequestSchema.parse(validResetRequest)).toEqual(validResetRequest);
  });

  it('rejects an e-mail field in the reset body', () => {
    expect(keyOf(resetRequestSchema, { ...validResetRequest, email: 'a@b.nl' }, 'email')).toBe(
      'validation.unknown_field',
    );
  });

  it('requires the token and reports a mismatched repeat', () => {
    const errors = fieldErrorsOf(resetRequestSchema, {
      ...validResetRequest,
      token: '',
      repeat: 'different',
    });
    expect(errors.token?.key).toBe('validation.required');
    expect(errors.repeat?.key).toBe('validation.password_mismatch');
  });

  it('applies the new-password minimum length', () => {
    expect(
      keyOf(
        resetRequestSchema,
        { ...validResetRequest, password: 'short', repeat: 'short' },
        'password',
      ),
    ).toBe('validation.too_short');
  });

  it('answers true', () => {
    expect(resetResponseSchema.parse(true)).toBe(true);
    expect(resetResponseSchema.safeParse('true').success).toBe(false);
  });
});

describe('SPEC 7 POST auth /prefill: token in, data out', () => {
  it('requires a token and bounds its size', () => {
    expect(keyOf(prefillRequestSchema, {}, 'token')).toBe('validation.required');
    expect(keyOf(prefillRequestSchema, { token: 'x'.repeat(5000) }, 'token')).toBe(
      'validation.too_long',
    );
  });

  it('accepts partial data and keeps unknown fields', () => {
    const data = { email: 'a@b.nl', cust_no: null, extra: 1 };
    expect(prefillResponseSchema.parse(data)).toEqual(data);
  });
});
