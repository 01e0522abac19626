import { describe, expect, it } from 'vitest';
import { validWebinarRegistrationRequest } from '../test/fixtures.js';
import { fieldErrorsOf, keyOf } from '../test/helpers.js';
import { webinarRegistrationRequestSchema } from './webinar-registration.js';

describe('SPEC 2 /webinar: registration for a webinar', () => {
  it('accepts a registration; profession and language are optional', () => {
    expect(webinarRegistrationRequestSchema.parse(validWebinarRegistrationRequest)).toEqual(
      validWebinarRegistrationRequest,
    );
    const { profession: _p, language: _l, ...minimal } = validWebinarRegistrationRequest;
    expect(webinarRegistrationRequestSchema.safeParse(minimal).success).toBe(true);
  });

  it('requires the webinar, both names and the e-mail', () => {
    const errors = fieldErrorsOf(webinarRegistrationRequestSchema, { first_name: '  ' });
    expect(errors.webinar_uid?.key).toBe('validation.required');
    expect(errors.first_name?.key).toBe('validation.required');
    expect(errors.last_name?.key).toBe('validation.required');
    expect(errors.email?.key).toBe('validation.required');
  });

  it('rejects a webinar uid that is not a page uid, and an unknown language', () => {
    const bad = { ...validWebinarRegistrationRequest, webinar_uid: 'Safe Sleep', language: 'pt' };
    const errors = fieldErrorsOf(webinarRegistrationRequestSchema, bad);
    expect(errors.webinar_uid?.key).toBe('validation.invalid_value');
    expect(errors.language?.key).toBe('validation.invalid_value');
  });

  it('bounds names and profession at 100 characters and refuses extra fields', () => {
    const long = 'x'.repeat(101);
    expect(
      keyOf(
        webinarRegistrationRequestSchema,
        { ...validWebinarRegistrationRequest, last_name: long },
        'last_name',
      ),
    ).toBe('validation.too_long');
    expect(
      keyOf(
        webinarRegistrationRequestSchema,
        { ...validWebinarRegistrationRequest, profession: long },
        'profession',
      ),
    ).toBe('validation.too_long');
    expect(
      keyOf(
        webinarRegistrationRequestSchema,
        { ...validWebinarRegistrationRequest, role: 'x' },
        'role',
      ),
    ).toBe('validation.unknown_field');
  });
});

describe('SPEC 5: e-mail is trimmed of whitespace before submission', () => {
  it('trims the e-mail and the names', () => {
    const parsed = webinarRegistrationRequestSchema.parse({
      ...validWebinarRegistrationRequest,
      first_name: ' Anna ',
      email: '  anna@example.com ',
    });
    expect(parsed.first_name).toBe('Anna');
    expect(parsed.email).toBe('anna@example.com');
  });

  it('reports an invalid e-mail with validation.email_invalid', () => {
    expect(
      keyOf(
        webinarRegistrationRequestSchema,
        { ...validWebinarRegistrationRequest, email: 'nope' },
        'email',
      ),
    ).toBe('validation.email_invalid');
  });
});
