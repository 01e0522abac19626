import { describe, expect, it } from 'vitest';
import { InvalidCartAmountError } from './cart-errors';
import {
  calculateCartTotal,
  calculateCartTotals,
  calculateDiscount,
  calculateLineTotal,
  calculateOrderValueCap,
  calculateShippingCharge,
  calculateSubtotal,
  NO_ORDER_VALUE_CAP,
} from './totals';

describe('SPEC 4 Cart rules: subtotal = sum of price x quantity', () => {
  it('multiplies unit price by quantity for a line', () => {
    expect(calculateLineTotal({ line: { price_in_cents: 1250, quantity: 3 } })).toEqual({
      lineTotal: 3750,
    });
  });

  it('adds up every line', () => {
    const lines = [
      { price_in_cents: 1250, quantity: 2 },
      { price_in_cents: 399, quantity: 3 },
      { price_in_cents: 0, quantity: 5 },
    ];
    expect(calculateSubtotal({ lines })).toEqual({ subtotal: 3697 });
  });

  it('gives 0 for no lines', () => {
    expect(calculateSubtotal({ lines: [] })).toEqual({ subtotal: 0 });
  });

  it('refuses prices that are not integer cents', () => {
    expect(() => calculateLineTotal({ line: { price_in_cents: 12.5, quantity: 1 } })).toThrow(
      InvalidCartAmountError,
    );
  });

  it('refuses a line total beyond safe integers instead of losing cents', () => {
    const line = { price_in_cents: Number.MAX_SAFE_INTEGER, quantity: 2 };
    expect(() => calculateLineTotal({ line })).toThrow(InvalidCartAmountError);
  });
});

describe('SPEC 4 Cart rules: total = subtotal + shipping - discount', () => {
  it('adds shipping and takes off the discount', () => {
    expect(calculateCartTotal({ subtotal: 5000, shipping: 695, discount: 1000 })).toEqual({
      total: 4695,
    });
  });

  it('computes every amount at once, clamping the discount to the subtotal', () => {
    expect(
      calculateCartTotals({
        lines: [{ price_in_cents: 1000, quantity: 2 }],
        shipping: 500,
        discount: 9999,
      }),
    ).toEqual({ subtotal: 2000, shipping: 500, discount: 2000, total: 500 });
  });
});

describe('SPEC 4 Cart rules: discount resets to 0 when the subtotal falls', () => {
  it('resets when the subtotal is lower than before', () => {
    expect(calculateDiscount({ discount: 300, subtotal: 1000, previousSubtotal: 1500 })).toEqual({
      discount: 0,
    });
  });

  it('keeps the discount when the subtotal stays or rises', () => {
    expect(calculateDiscount({ discount: 300, subtotal: 1500, previousSubtotal: 1500 })).toEqual({
      discount: 300,
    });
    expect(calculateDiscount({ discount: 300, subtotal: 2000, previousSubtotal: 1500 })).toEqual({
      discount: 300,
    });
  });

  it('never goes below 0 or above the subtotal', () => {
    expect(calculateDiscount({ discount: -50, subtotal: 1000 })).toEqual({ discount: 0 });
    expect(calculateDiscount({ discount: 5000, subtotal: 1000 })).toEqual({ discount: 1000 });
  });
});

describe('SPEC 4 Cart rules: shipping charge only if positive', () => {
  it('applies a positive charge', () => {
    expect(calculateShippingCharge({ charge: 695 })).toEqual({ shipping: 695 });
  });

  it('turns a zero or negative charge into no charge', () => {
    expect(calculateShippingCharge({ charge: 0 })).toEqual({ shipping: 0 });
    expect(calculateShippingCharge({ charge: -200 })).toEqual({ shipping: 0 });
  });
});

describe('SPEC 4 Cart rules: max order value, -1 means no cap', () => {
  it('allows a subtotal equal to the cap and reports what is left', () => {
    expect(calculateOrderValueCap({ max: 5000, subtotal: 5000 })).toEqual({
      exceeded: false,
      remaining: 0,
    });
    expect(calculateOrderValueCap({ max: 5000, subtotal: 3000 })).toEqual({
      exceeded: false,
      remaining: 2000,
    });
  });

  it('is exceeded one cent above the cap', () => {
    expect(calculateOrderValueCap({ max: 5000, subtotal: 5001 })).toEqual({
      exceeded: true,
      remaining: 0,
    });
  });

  it('has no limit at -1', () => {
    expect(NO_ORDER_VALUE_CAP).toBe(-1);
    expect(calculateOrderValueCap({ max: -1, subtotal: 10_000_000 })).toEqual({
      exceeded: false,
      remaining: null,
    });
  });
});
