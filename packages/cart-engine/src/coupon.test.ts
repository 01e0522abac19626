import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { InvalidCartAmountError } from './cart-errors';
import {
  type CouponDefinition,
  type CouponLine,
  calculateCouponDiscount,
  isCouponEligibleLine,
} from './coupon';

const welcome10: CouponDefinition = {
  code: 'WELCOME10',
  percentOff: 10,
  amountOffCents: null,
  active: true,
};
const save5: CouponDefinition = {
  code: 'SAVE5',
  percentOff: null,
  amountOffCents: 500,
  active: true,
};
const expired: CouponDefinition = {
  code: 'EXPIRED',
  percentOff: 20,
  amountOffCents: null,
  active: false,
};
const coupons = [welcome10, save5, expired];

function line(price: number, quantity: number, flags: Partial<CouponLine> = {}): CouponLine {
  return {
    price_in_cents: price,
    quantity,
    is_bundle: false,
    is_promo: false,
    is_discounted: false,
    ...flags,
  };
}

describe('SPEC 5 Coupon: case sensitive; not valid for bundles, promo or discounted items', () => {
  it('gives a percentage of the eligible lines, rounded down to whole cents', () => {
    expect(
      calculateCouponDiscount({ code: 'WELCOME10', coupons, lines: [line(2450, 2), line(999, 1)] }),
    ).toEqual({
      valid: true,
      code: 'WELCOME10',
      eligibleSubtotal: 5899,
      discount: 589,
    });
  });

  it('matches the code case-sensitively and refuses inactive or unknown codes', () => {
    const lines = [line(2450, 1)];
    expect(calculateCouponDiscount({ code: 'welcome10', coupons, lines })).toEqual({
      valid: false,
      reason: 'unknown_code',
    });
    expect(calculateCouponDiscount({ code: 'WELCOME10 ', coupons, lines })).toEqual({
      valid: false,
      reason: 'unknown_code',
    });
    expect(calculateCouponDiscount({ code: 'EXPIRED', coupons, lines })).toEqual({
      valid: false,
      reason: 'inactive',
    });
  });

  it('leaves bundles, promo and discounted lines out of the discount', () => {
    const lines = [
      line(10_000, 1, { is_bundle: true }),
      line(5_000, 1, { is_promo: true }),
      line(3_000, 1, { is_discounted: true }),
      line(1_000, 2),
    ];
    expect(calculateCouponDiscount({ code: 'WELCOME10', coupons, lines })).toMatchObject({
      eligibleSubtotal: 2_000,
      discount: 200,
    });
    expect(lines.filter(isCouponEligibleLine)).toHaveLength(1);
  });

  it('refuses a cart with no eligible line, and free lines count as nothing', () => {
    const lines = [line(10_000, 1, { is_bundle: true }), line(0, 3)];
    expect(calculateCouponDiscount({ code: 'SAVE5', coupons, lines })).toEqual({
      valid: false,
      reason: 'no_eligible_lines',
    });
  });

  it('caps a fixed amount at the eligible subtotal', () => {
    expect(
      calculateCouponDiscount({ code: 'SAVE5', coupons, lines: [line(300, 1)] }),
    ).toMatchObject({
      discount: 300,
    });
    expect(
      calculateCouponDiscount({ code: 'SAVE5', coupons, lines: [line(2450, 1)] }),
    ).toMatchObject({
      discount: 500,
    });
  });

  it('refuses non-integer cents instead of rounding them', () => {
    expect(() =>
      calculateCouponDiscount({ code: 'SAVE5', coupons, lines: [line(12.5, 1)] }),
    ).toThrow(InvalidCartAmountError);
  });

  it('property: the discount is whole cents between 0 and the eligible subtotal', () => {
    const lineArb = fc.record({
      price_in_cents: fc.integer({ min: 0, max: 100_000 }),
      quantity: fc.integer({ min: 0, max: 50 }),
      is_bundle: fc.boolean(),
      is_promo: fc.boolean(),
      is_discounted: fc.boolean(),
    });
    const couponArb = fc.oneof(
      fc
        .integer({ min: 1, max: 100 })
        .map((percentOff) => ({ code: 'C', percentOff, amountOffCents: null, active: true })),
      fc
        .integer({ min: 0, max: 1_000_000 })
        .map((amountOffCents) => ({ code: 'C', percentOff: null, amountOffCents, active: true })),
    );
    fc.assert(
      fc.property(fc.array(lineArb, { maxLength: 10 }), couponArb, (lines, coupon) => {
        const result = calculateCouponDiscount({ code: 'C', coupons: [coupon], lines });
        const eligible = lines
          .filter(isCouponEligibleLine)
          .reduce((sum, l) => sum + l.price_in_cents * l.quantity, 0);
        if (eligible === 0) return !result.valid;
        return (
          result.valid &&
          result.eligibleSubtotal === eligible &&
          Number.isInteger(result.discount) &&
          result.discount >= 0 &&
          result.discount <= eligible
        );
      }),
    );
  });
});
