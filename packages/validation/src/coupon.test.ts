import { describe, expect, it } from 'vitest';
import { validCartLines } from '../test/fixtures.js';
import { keyOf } from '../test/helpers.js';
import { couponCheckRequestSchema, couponCheckResponseSchema, couponFormSchema } from './coupon.js';

describe('SPEC 5 Coupon: case sensitive', () => {
  it('keeps the case of the code as typed, trimming only surrounding spaces', () => {
    expect(couponFormSchema.parse({ code: ' WeLcOmE10 ' }).code).toBe('WeLcOmE10');
  });
});

describe('SPEC 8 Coupon: a code is required before checking', () => {
  it('reports an empty code with validation.coupon_required', () => {
    expect(keyOf(couponFormSchema, { code: '' }, 'code')).toBe('validation.coupon_required');
  });
});

describe('Coupon check (SPEC 7 "not shown", ours): code and cart lines in, discount in cents out', () => {
  it('accepts a code with the cart lines', () => {
    expect(couponCheckRequestSchema.safeParse({ code: 'X', lines: validCartLines }).success).toBe(
      true,
    );
  });

  it('rejects a fractional quantity on a line', () => {
    expect(
      keyOf(
        couponCheckRequestSchema,
        { code: 'X', lines: [{ id: 'A', quantity: 1.5 }] },
        'lines.0.quantity',
      ),
    ).toBe('validation.integer_required');
  });

  it('accepts integer-cent discounts only', () => {
    expect(couponCheckResponseSchema.safeParse({ code: 'X', discount_cents: 500 }).success).toBe(
      true,
    );
    expect(
      keyOf(couponCheckResponseSchema, { code: 'X', discount_cents: 4.99 }, 'discount_cents'),
    ).toBe('validation.integer_required');
  });
});
