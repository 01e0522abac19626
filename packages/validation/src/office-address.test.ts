import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from '../test/helpers.js';
import { fieldLimits } from './field-limits.js';
import { deliveryAddressOf, officeAddressBodySchema } from './office-address.js';

const valid = {
  company_name: 'Cabinet Dupont — annexe',
  street_name: 'Rue des Lilas',
  house_number: '12',
  address: 'Bâtiment B',
  postalcode: '69003',
  city: 'Lyon',
  country: 'FR',
};

describe('decision 246: an address of the office book has the registration address rules', () => {
  it('accepts the registration fields, trimmed, the house number and second line optional', () => {
    expect(officeAddressBodySchema.parse({ ...valid, city: ' Lyon ' }).city).toBe('Lyon');
    const { house_number: _n, address: _a, ...minimal } = valid;
    expect(officeAddressBodySchema.safeParse(minimal).success).toBe(true);
  });

  it('requires what a delivery needs and names each missing field', () => {
    const errors = fieldErrorsOf(officeAddressBodySchema, {
      company_name: ' ',
      street_name: '',
      postalcode: '',
      city: '',
    });
    for (const field of ['company_name', 'street_name', 'postalcode', 'city', 'country']) {
      expect(errors[field]?.key, field).toBe('validation.required');
    }
  });

  it('uses the registration limits (postcode 16, house number 16, country 100) and no extra field', () => {
    const errors = fieldErrorsOf(officeAddressBodySchema, {
      ...valid,
      postalcode: '1'.repeat(fieldLimits.postalCode + 1),
      house_number: '1'.repeat(fieldLimits.houseNumber + 1),
      country: 'x'.repeat(fieldLimits.name + 1),
      office_id: 4,
    });
    expect(errors.postalcode?.key).toBe('validation.too_long');
    expect(errors.house_number?.key).toBe('validation.too_long');
    expect(errors.country?.key).toBe('validation.too_long');
    expect(Object.keys(errors)).toContain('office_id');
  });

  it('delivers to the lines of the registration rule: street and number, then the second line', () => {
    expect(deliveryAddressOf(valid)).toEqual({
      name: 'Cabinet Dupont — annexe',
      address: 'Rue des Lilas 12',
      address_xtra: 'Bâtiment B',
      city: 'Lyon',
      postalcode: '69003',
      country: 'FR',
    });
    expect(deliveryAddressOf({ ...valid, house_number: undefined, address: '' })).toMatchObject({
      address: 'Rue des Lilas',
      address_xtra: '',
    });
  });
});
