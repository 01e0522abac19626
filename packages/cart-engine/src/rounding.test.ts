import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { InvalidCartAmountError } from './cart-errors';
import { calculateCouponDiscount } from './coupon';
import { shareOfCents } from './rounding';
import { calculateIncludedVat } from './vat';

const amountArb = fc.oneof(fc.nat({ max: 10_000_000 }), fc.maxSafeNat());
const percentArb = fc.integer({ min: 0, max: 100 });

describe('one money rounding rule: a share of cents, half up (decision 266)', () => {
  it('rounds 15 % of 24,50 € to 3,68 € and other exact halves up', () => {
    expect(shareOfCents(2450, 15, 100)).toBe(368);
    expect(shareOfCents(5, 10, 100)).toBe(1);
    expect(shareOfCents(15, 10, 100)).toBe(2);
    expect(shareOfCents(14, 10, 100)).toBe(1);
    expect(shareOfCents(1, 1, 2)).toBe(1);
    expect(shareOfCents(0, 99, 100)).toBe(0);
  });

  it('is within half a cent of the exact share, and exactly half a cent rounds up', () => {
    fc.assert(
      fc.property(amountArb, percentArb, (cents, percent) => {
        const result = shareOfCents(cents, percent, 100);
        // exact share × 100 − result × 100, in hundredths of a cent, on integers only.
        const diff = BigInt(cents) * BigInt(percent) - BigInt(result) * 100n;
        expect(diff >= -50n && diff < 50n).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('holds for any denominator, as the VAT net part uses it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 1, max: 100_000 }),
        (cents, numerator, denominator) => {
          const result = shareOfCents(cents, numerator, denominator);
          // 2·(a·n − r·d) lies in [−d, d): nearest cent, a tie goes up.
          const twice =
            2n * (BigInt(cents) * BigInt(numerator) - BigInt(result) * BigInt(denominator));
          expect(twice >= -BigInt(denominator) && twice < BigInt(denominator)).toBe(true);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('never gives a larger share of a smaller percentage, nor more than the amount', () => {
    fc.assert(
      fc.property(amountArb, percentArb, percentArb, (cents, a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(shareOfCents(cents, low, 100)).toBeLessThanOrEqual(shareOfCents(cents, high, 100));
        expect(shareOfCents(cents, high, 100)).toBeLessThanOrEqual(cents);
      }),
    );
  });

  it('is the rule of percentage coupons and of the VAT a total includes', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 1, max: 100 }),
        fc.integer({ min: 1, max: 3000 }),
        (price, percentOff, rate) => {
          const coupon = { code: 'P', percentOff, amountOffCents: null, active: true };
          const line = {
            price_in_cents: price,
            quantity: 1,
            is_bundle: false,
            is_promo: false,
            is_discounted: false,
          };
          const result = calculateCouponDiscount({ code: 'P', coupons: [coupon], lines: [line] });
          expect(result).toMatchObject({
            valid: true,
            discount: shareOfCents(price, percentOff, 100),
          });
          expect(calculateIncludedVat({ total: price, rateBasisPoints: rate }).vat).toBe(
            price - shareOfCents(price, 10_000, 10_000 + rate),
          );
        },
      ),
    );
  });

  it('refuses amounts that are not whole cents and a denominator that is not positive', () => {
    expect(() => shareOfCents(10.5, 15, 100)).toThrow(InvalidCartAmountError);
    expect(() => shareOfCents(-1, 15, 100)).toThrow(InvalidCartAmountError);
    expect(() => shareOfCents(100, 1.5, 100)).toThrow(InvalidCartAmountError);
    expect(() => shareOfCents(100, 15, 0)).toThrow(InvalidCartAmountError);
    expect(() => shareOfCents(Number.MAX_SAFE_INTEGER, 100, 1)).toThrow(InvalidCartAmountError);
  });
});
