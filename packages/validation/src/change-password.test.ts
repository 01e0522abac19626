import { describe, expect, it } from 'vitest';
import { validChangePasswordRequest } from '../test/fixtures.js';
import { keyOf } from '../test/helpers.js';
import { changePasswordRequestSchema } from './change-password.js';

describe('SPEC 7 PUT /user/me (change password): password required, repeat must match', () => {
  it('accepts the body with the current password', () => {
    expect(changePasswordRequestSchema.safeParse(validChangePasswordRequest).success).toBe(true);
  });

  it('issue 10 item 9: requires the current password', () => {
    const { current_password: _current, ...withoutCurrent } = validChangePasswordRequest;
    expect(keyOf(changePasswordRequestSchema, withoutCurrent, 'current_password')).toBe(
      'validation.required',
    );
    expect(
      keyOf(
        changePasswordRequestSchema,
        { ...validChangePasswordRequest, current_password: '' },
        'current_password',
      ),
    ).toBe('validation.required');
  });

  it('reports a mismatched repeat on the repeat field', () => {
    expect(
      keyOf(changePasswordRequestSchema, { ...validChangePasswordRequest, repeat: 'x' }, 'repeat'),
    ).toBe('validation.password_mismatch');
  });

  it('reports an empty new password as required', () => {
    expect(
      keyOf(
        changePasswordRequestSchema,
        { ...validChangePasswordRequest, password: '', repeat: '' },
        'password',
      ),
    ).toBe('validation.required');
  });
});
