import { describe, expect, it } from 'vitest';
import { validLoginRequest } from '../test/fixtures.js';
import { loginRequestSchema } from './login.js';
import { parseOrThrow, ValidationError } from './validation-error.js';

describe('SPEC 5 Login through parseOrThrow: the API gets a typed error with field keys', () => {
  it('returns the parsed value for valid input', () => {
    expect(parseOrThrow(loginRequestSchema, { ...validLoginRequest, email: ' a ' }).email).toBe(
      'a',
    );
  });

  it('throws a ValidationError carrying field errors for invalid input', () => {
    let caught: unknown;
    try {
      parseOrThrow(loginRequestSchema, { email: '', password: '' });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ValidationError);
    const error = caught as ValidationError;
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.fieldErrors).toEqual({
      email: { key: 'validation.required', params: {} },
      password: { key: 'validation.required', params: {} },
    });
  });
});
