import { describe, expect, it } from 'vitest';
import { validRegisterForm, validRegisterRequest } from '../test/fixtures.js';
import { fieldErrorsOf, keyOf } from '../test/helpers.js';
import {
  registerFormSchema,
  registerRequestSchema,
  registrationAddressLines,
  toRegisterRequest,
} from './register.js';

describe('SPEC 5 Register: the complete register form is accepted', () => {
  it('accepts a valid form and a valid request body', () => {
    expect(registerFormSchema.safeParse(validRegisterForm).success).toBe(true);
    expect(registerRequestSchema.safeParse(validRegisterRequest).success).toBe(true);
  });

  it('accepts the minimal form of the register screen (profile fields are optional)', () => {
    const minimal = {
      cust_no: '12',
      email: 'a@b.nl',
      password: 'kx7-plum-harbour',
      repeat: 'kx7-plum-harbour',
      terms: true,
    };
    expect(registerFormSchema.parse(minimal)).toEqual(minimal);
  });
});

describe('SPEC 5: e-mail is trimmed of whitespace before register submission', () => {
  it('trims the e-mail address', () => {
    const parsed = registerRequestSchema.parse({
      ...validRegisterRequest,
      email: '  midwife@example.com \n',
    });
    expect(parsed.email).toBe('midwife@example.com');
  });
});

describe('SPEC 5 Register: e-mail required and valid', () => {
  it('reports a missing e-mail as required and a malformed one as invalid', () => {
    expect(keyOf(registerFormSchema, { ...validRegisterForm, email: ' ' }, 'email')).toBe(
      'validation.required',
    );
    expect(keyOf(registerFormSchema, { ...validRegisterForm, email: 'midwife@' }, 'email')).toBe(
      'validation.email_invalid',
    );
  });
});

describe('SPEC 5 Register: password required (minimum length, decision 030)', () => {
  it('reports an empty password as required', () => {
    const input = { ...validRegisterForm, password: '', repeat: '' };
    expect(keyOf(registerFormSchema, input, 'password')).toBe('validation.required');
  });

  it('reports a 7-character password as too short with {min: 8}', () => {
    const errors = fieldErrorsOf(registerFormSchema, {
      ...validRegisterForm,
      password: '1234567',
      repeat: '1234567',
    });
    expect(errors.password).toEqual({ key: 'validation.too_short', params: { min: 8 } });
  });

  it('does not trim passwords: spaces count', () => {
    const parsed = registerFormSchema.parse({
      ...validRegisterForm,
      password: ' secret  ',
      repeat: ' secret  ',
    });
    expect(parsed.password).toBe(' secret  ');
  });
});

describe('SPEC 5 Register: repeat password required and must match', () => {
  it('reports a missing repeat as required', () => {
    expect(keyOf(registerFormSchema, { ...validRegisterForm, repeat: '' }, 'repeat')).toBe(
      'validation.required',
    );
  });

  it('reports a different repeat as a mismatch on the repeat field', () => {
    expect(
      keyOf(registerFormSchema, { ...validRegisterForm, repeat: 'correct horsE' }, 'repeat'),
    ).toBe('validation.password_mismatch');
  });

  it('reports the mismatch even when another field is also wrong', () => {
    const errors = fieldErrorsOf(registerFormSchema, {
      ...validRegisterForm,
      email: 'nope',
      repeat: 'other',
    });
    expect(errors.email?.key).toBe('validation.email_invalid');
    expect(errors.repeat?.key).toBe('validation.password_mismatch');
  });
});

describe('SPEC 5 Register: agreement to terms required (cannot create an account without it)', () => {
  it('reports unticked and missing terms with validation.terms_required', () => {
    expect(keyOf(registerFormSchema, { ...validRegisterForm, terms: false }, 'terms')).toBe(
      'validation.terms_required',
    );
    const { terms: _terms, ...withoutTerms } = validRegisterForm;
    expect(keyOf(registerFormSchema, withoutTerms, 'terms')).toBe('validation.terms_required');
  });

  it('the request body enforces the agreement too', () => {
    expect(keyOf(registerRequestSchema, { ...validRegisterRequest, terms: false }, 'terms')).toBe(
      'validation.terms_required',
    );
  });
});

describe('SPEC 3 Profile fields: enumerations and formats are checked when given', () => {
  it('rejects a role, empType, source, newsletter or language outside the lists', () => {
    const errors = fieldErrorsOf(registerRequestSchema, {
      ...validRegisterRequest,
      role: 'Surgeon',
      empType: 'HOSPITAL',
      source: 'TV',
      newsletter: 'YES',
      language: 'pt',
    });
    for (const field of ['role', 'empType', 'source', 'newsletter', 'language']) {
      expect(errors[field]?.key).toBe('validation.invalid_value');
    }
  });

  it('accepts the Dutch-only sources BOOK and EDUCATION', () => {
    for (const source of ['BOOK', 'EDUCATION']) {
      expect(registerRequestSchema.safeParse({ ...validRegisterRequest, source }).success).toBe(
        true,
      );
    }
  });

  it('rejects a phone number with letters', () => {
    expect(
      keyOf(registerRequestSchema, { ...validRegisterRequest, phone: 'call me' }, 'phone'),
    ).toBe('validation.phone_invalid');
  });
});

describe('SPEC 7 POST /user?send_mail=1: the request is strict and has no repeat', () => {
  it('rejects the repeat field in the request body as unknown', () => {
    expect(keyOf(registerRequestSchema, validRegisterForm, 'repeat')).toBe(
      'validation.unknown_field',
    );
  });

  it('toRegisterRequest drops repeat and yields a valid request', () => {
    const request = toRegisterRequest(registerFormSchema.parse(validRegisterForm));
    expect(request).not.toHaveProperty('repeat');
    expect(registerRequestSchema.parse(request)).toEqual(request);
  });

  it('rejects an oversized first name', () => {
    const errors = fieldErrorsOf(registerRequestSchema, {
      ...validRegisterRequest,
      firstName: 'x'.repeat(101),
    });
    expect(errors.firstName).toEqual({ key: 'validation.too_long', params: { max: 100 } });
  });
});

describe('issue 15: registration address lines', () => {
  it('keeps the street and number as the first line and the address field as the extra line', () => {
    expect(
      registrationAddressLines({ street_name: ' rue X ', house_number: '8', address: 'Bât. B' }),
    ).toEqual({ address: 'rue X 8', address_xtra: 'Bât. B' });
  });

  it('uses the address field as the first line without a street', () => {
    expect(registrationAddressLines({ address: '12 Main St' })).toEqual({
      address: '12 Main St',
      address_xtra: '',
    });
    expect(registrationAddressLines({})).toEqual({ address: '', address_xtra: '' });
  });
});
