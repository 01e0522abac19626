import { describe, expect, it } from 'vitest';
import { validLoginRequest } from '../test/fixtures.js';
import { keyOf } from '../test/helpers.js';
import { loginFormSchema, loginRequestSchema, loginResponseSchema } from './login.js';

describe('SPEC 5 Login: username or e-mail required; password required', () => {
  it('accepts an e-mail address or a plain username', () => {
    expect(loginRequestSchema.safeParse(validLoginRequest).success).toBe(true);
    expect(loginRequestSchema.safeParse({ email: 'jdevries', password: 'x' }).success).toBe(true);
  });

  it('reports an empty username and an empty password as required', () => {
    expect(keyOf(loginRequestSchema, { email: '  ', password: 'x' }, 'email')).toBe(
      'validation.required',
    );
    expect(keyOf(loginRequestSchema, { email: 'a', password: '' }, 'password')).toBe(
      'validation.required',
    );
  });

  it('accepts short existing passwords (no minimum length at login)', () => {
    expect(loginRequestSchema.parse({ email: 'a', password: 'abc' }).password).toBe('abc');
  });

  it('the form adds remember me, which the request body rejects', () => {
    expect(loginFormSchema.safeParse({ ...validLoginRequest, remember: true }).success).toBe(true);
    expect(keyOf(loginRequestSchema, { ...validLoginRequest, remember: true }, 'remember')).toBe(
      'validation.unknown_field',
    );
  });
});

describe('SPEC 7 POST auth /login answer: auth, id, is_valid, is_sales, max_order_amount', () => {
  const answer = {
    auth: 'tok||secret',
    id: 17,
    is_valid: true,
    is_sales: true,
    max_order_amount: -1,
  };

  it('accepts the answer and keeps extra company fields', () => {
    const parsed = loginResponseSchema.parse({ ...answer, company_name: 'Praktijk' });
    expect(parsed).toEqual({ ...answer, company_name: 'Praktijk' });
  });

  it('rejects an answer without a token', () => {
    expect(keyOf(loginResponseSchema, { ...answer, auth: undefined }, 'auth')).toBe(
      'validation.required',
    );
  });

  it('rejects a max order amount below -1 (the "no cap" marker)', () => {
    expect(
      keyOf(loginResponseSchema, { ...answer, max_order_amount: -2 }, 'max_order_amount'),
    ).toBe('validation.number_too_small');
  });
});
