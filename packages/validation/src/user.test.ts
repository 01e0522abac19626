import { describe, expect, it } from 'vitest';
import { validOrganisation, validUser } from '../test/fixtures.js';
import { keyOf } from '../test/helpers.js';
import { organisationSchema } from './organisation.js';
import { isLicenseApproved, userSchema } from './user.js';

describe('SPEC 7 GET /user/me: id, is_valid, is_sales, max_order_amount, company fields', () => {
  it('accepts the current user and keeps fields the server adds', () => {
    expect(userSchema.parse(validUser)).toMatchObject({ customer_segment: 'midwives' });
  });

  it('requires is_sales', () => {
    expect(keyOf(userSchema, { ...validUser, is_sales: undefined }, 'is_sales')).toBe(
      'validation.required',
    );
  });

  it('requires each order to carry an ISO created date (orders are counted per calendar year)', () => {
    expect(
      keyOf(userSchema, { ...validUser, orders: [{ created: '01/03/2025' }] }, 'orders.0.created'),
    ).toBe('validation.date_invalid');
  });
});

describe('SPEC 3 User: license_valid must contain APPROVED', () => {
  it('is approved only when the text contains APPROVED', () => {
    expect(isLicenseApproved('APPROVED')).toBe(true);
    expect(isLicenseApproved('LICENSE_APPROVED_2025')).toBe(true);
    expect(isLicenseApproved('PENDING')).toBe(false);
    expect(isLicenseApproved(null)).toBe(false);
  });
});

describe('SPEC 3 Organisation: yearly order limit and maintenance mode', () => {
  it('defaults maintenance_mode to false and accepts a null title', () => {
    const { maintenance_mode: _m, ...rest } = validOrganisation;
    expect(organisationSchema.parse(rest).maintenance_mode).toBe(false);
  });

  it('rejects a negative yearly order limit', () => {
    expect(
      keyOf(
        organisationSchema,
        { ...validOrganisation, max_order_count_year: -1 },
        'max_order_count_year',
      ),
    ).toBe('validation.number_too_small');
  });
});
