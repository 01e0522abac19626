import { describe, expect, it } from 'vitest';
import { bundle, cream, run, update, wipes } from '../test/cart-fixtures';
import {
  selectBadgeCount,
  selectIsEmpty,
  selectLine,
  selectLineQuantity,
  selectRemainingOrderValue,
  selectStepIndex,
} from './cart-selectors';
import { createEmptyCart } from './cart-state';

describe('SPEC 4 Cart rules: cart badge = total quantity', () => {
  it('sums the quantities of all lines', () => {
    const cart = run(createEmptyCart({ max: -1 }), update(cream, 2), update(wipes, 3));
    expect(selectBadgeCount(cart)).toBe(5);
  });

  it('is 0 for an empty cart', () => {
    expect(selectBadgeCount(createEmptyCart())).toBe(0);
  });
});

describe('SPEC 3 Cart: selectors for lines, emptiness, budget and step', () => {
  const cart = run(createEmptyCart({ max: 5000 }), update(cream, 2), update(bundle, 'requested'));

  it('finds a line and its quantity by cart product id', () => {
    expect(selectLine(cart, 'bundle')?.quantity).toBe(4);
    expect(selectLineQuantity(cart, 'cream')).toBe(2);
    expect(selectLineQuantity(cart, 'wipes')).toBe(0);
    expect(selectLine(cart, 'wipes')).toBeUndefined();
  });

  it('tells an empty cart from a filled one', () => {
    expect(selectIsEmpty(createEmptyCart())).toBe(true);
    expect(selectIsEmpty(cart)).toBe(false);
  });

  it('gives the cents left under the cap, null without a cap', () => {
    expect(selectRemainingOrderValue(cart)).toBe(500);
    expect(selectRemainingOrderValue(createEmptyCart({ max: -1 }))).toBeNull();
  });

  it('gives the index of the current step', () => {
    expect(selectStepIndex(run(cart, { type: 'setStep', step: 'payment' }))).toBe(3);
  });
});
