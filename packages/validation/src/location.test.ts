import { describe, expect, it } from 'vitest';
import { validLocationForm } from '../test/fixtures.js';
import { fieldErrorsOf, keyOf } from '../test/helpers.js';
import { locationFormSchema } from './location.js';

describe('SPEC 5 Location: at least one optimal occupancy value needed to use indicators', () => {
  it('accepts indicators on with an optimal value', () => {
    expect(locationFormSchema.safeParse(validLocationForm).success).toBe(true);
  });

  it('reports validation.occupancy_required when occ_mode is on and the optimal value is 0', () => {
    expect(
      keyOf(locationFormSchema, { ...validLocationForm, optimal_balance: 0 }, 'optimal_balance'),
    ).toBe('validation.occupancy_required');
  });

  it('reports it even when another field is wrong too', () => {
    const errors = fieldErrorsOf(locationFormSchema, {
      ...validLocationForm,
      description: '',
      optimal_balance: 0,
    });
    expect(errors.description?.key).toBe('validation.required');
    expect(errors.optimal_balance?.key).toBe('validation.occupancy_required');
  });
});

describe('SPEC 5 Location: 0 disables the indicator', () => {
  it('accepts 0 everywhere when occ_mode is off', () => {
    const off = {
      ...validLocationForm,
      occ_mode: false,
      optimal_balance: 0,
      balance_orange: 0,
      balance_red: 0,
    };
    expect(locationFormSchema.safeParse(off).success).toBe(true);
  });

  it('accepts a 0 threshold (that indicator disabled) while occ_mode is on', () => {
    expect(locationFormSchema.safeParse({ ...validLocationForm, balance_orange: 0 }).success).toBe(
      true,
    );
  });

  it('rejects negative occupancy values', () => {
    expect(
      keyOf(locationFormSchema, { ...validLocationForm, balance_red: -5 }, 'balance_red'),
    ).toBe('validation.number_too_small');
  });
});

describe('SPEC 3 Location fields: time zone, ignore hours, contact e-mail', () => {
  it('rejects an unknown time zone', () => {
    expect(
      keyOf(locationFormSchema, { ...validLocationForm, timeZone: 'Mars/Olympus' }, 'timeZone'),
    ).toBe('validation.invalid_value');
  });

  it('rejects an hour of 24 with {max: 23}', () => {
    expect(
      fieldErrorsOf(locationFormSchema, { ...validLocationForm, ignore_after: 24 }).ignore_after,
    ).toEqual({
      key: 'validation.number_too_big',
      params: { max: 23 },
    });
  });

  it('accepts an empty contact e-mail but not a malformed one', () => {
    expect(locationFormSchema.safeParse({ ...validLocationForm, contact_email: '' }).success).toBe(
      true,
    );
    expect(
      keyOf(locationFormSchema, { ...validLocationForm, contact_email: 'x@' }, 'contact_email'),
    ).toBe('validation.email_invalid');
  });
});
