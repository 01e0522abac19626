import { describe, expect, it } from 'vitest';
import {
  CHECKOUT_STEPS,
  checkoutStepIndex,
  isCheckoutStep,
  nextCheckoutStep,
  previousCheckoutStep,
} from './checkout-steps';

describe('SPEC 2 cart with steps cart, address, shipping and payment', () => {
  it('lists the four steps in order', () => {
    expect(CHECKOUT_STEPS).toEqual(['cart', 'address', 'shipping', 'payment']);
    expect(checkoutStepIndex('shipping')).toBe(2);
  });

  it('clamps next at payment and previous at cart', () => {
    expect(nextCheckoutStep('shipping')).toBe('payment');
    expect(nextCheckoutStep('payment')).toBe('payment');
    expect(previousCheckoutStep('address')).toBe('cart');
    expect(previousCheckoutStep('cart')).toBe('cart');
  });

  it('recognises step names only', () => {
    expect(isCheckoutStep('address')).toBe(true);
    expect(isCheckoutStep('confirm')).toBe(false);
    expect(isCheckoutStep(1)).toBe(false);
  });
});
