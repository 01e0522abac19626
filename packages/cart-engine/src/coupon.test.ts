import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { InvalidCartAmountError } from './cart-errors';
import {
  type CouponDefinition,
  type CouponLine,
  calculateCouponDiscount,
  couponUsability,
  isCouponEligibleLine,
  isLineEligibleFor,
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
  it('gives a percentage of the eligible lines, rounded to whole cents half up (decision 266)', () => {
    // 10 % of 58,99 € is 5,899 €: 5,90 €, not 5,89 €.
    expect(
      calculateCouponDiscount({ code: 'WELCOME10', coupons, lines: [line(2450, 2), line(999, 1)] }),
    ).toEqual({
      valid: true,
      code: 'WELCOME10',
      eligibleSubtotal: 5899,
      discount: 590,
    });
    // 15 % of 24,50 € is exactly 3,675 €: half a cent rounds up, to 3,68 €.
    const fifteen: CouponDefinition = { ...welcome10, code: 'FIFTEEN', percentOff: 15 };
    expect(
      calculateCouponDiscount({ code: 'FIFTEEN', coupons: [fifteen], lines: [line(2450, 1)] }),
    ).toMatchObject({ valid: true, discount: 368 });
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

describe('decision 219: validity dates, usage limit and per-coupon exclusions', () => {
  const base: CouponDefinition = {
    code: 'JUNE',
    percentOff: 10,
    amountOffCents: null,
    active: true,
  };
  const lines = [line(1_000, 1)];

  it('accepts the code from valid_from to valid_until, both days included', () => {
    const june = { ...base, validFrom: '2026-06-01', validUntil: '2026-06-30' };
    const on = (today: string) =>
      calculateCouponDiscount({ code: 'JUNE', coupons: [june], lines, today });
    expect(on('2026-05-31')).toEqual({ valid: false, reason: 'not_yet_valid' });
    expect(on('2026-06-01')).toMatchObject({ valid: true, discount: 100 });
    expect(on('2026-06-30')).toMatchObject({ valid: true, discount: 100 });
    expect(on('2026-07-01')).toEqual({ valid: false, reason: 'expired' });
    expect(couponUsability(june, undefined)).toBeNull();
  });

  it('refuses the code once its orders reach the usage limit', () => {
    const limited = { ...base, usageLimit: 2 };
    const used = (timesUsed: number) =>
      calculateCouponDiscount({ code: 'JUNE', coupons: [{ ...limited, timesUsed }], lines });
    expect(used(1)).toMatchObject({ valid: true });
    expect(used(2)).toEqual({ valid: false, reason: 'used_up' });
    expect(couponUsability({ ...base, usageLimit: 0 }, '2026-06-15')).toBe('used_up');
  });

  it('applies to bundles, promo or discounted items only when the coupon lifts that exclusion', () => {
    const bundle = line(2_000, 1, { is_bundle: true });
    const promo = line(3_000, 1, { is_promo: true });
    const discounted = line(4_000, 1, { is_discounted: true });
    const all = [bundle, promo, discounted, line(1_000, 1)];
    const subtotal = (coupon: CouponDefinition) => {
      const result = calculateCouponDiscount({ code: 'JUNE', coupons: [coupon], lines: all });
      return result.valid ? result.eligibleSubtotal : 0;
    };
    expect(subtotal(base)).toBe(1_000);
    expect(subtotal({ ...base, notOnBundles: false })).toBe(3_000);
    expect(subtotal({ ...base, notOnPromo: false })).toBe(4_000);
    expect(subtotal({ ...base, notOnDiscounted: false })).toBe(5_000);
    expect(
      subtotal({ ...base, notOnBundles: false, notOnPromo: false, notOnDiscounted: false }),
    ).toBe(10_000);
    expect(isLineEligibleFor(bundle, { notOnBundles: true })).toBe(false);
    expect(isLineEligibleFor(bundle, { notOnBundles: false })).toBe(true);
  });
});
