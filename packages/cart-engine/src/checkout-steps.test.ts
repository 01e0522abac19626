import { describe, expect, it } from 'vitest';
import {
  CHECKOUT_STEPS,
  checkoutStepIndex,
  isCheckoutStep,
  nextCheckoutStep,
  previousCheckoutStep,
} from './checkout-steps';

describe('SPEC 2 cart with steps cart, address, shipping and payment, then review (decision 247)', () => {
  it('lists the five steps in order', () => {
    expect(CHECKOUT_STEPS).toEqual(['cart', 'address', 'shipping', 'payment', 'review']);
    expect(checkoutStepIndex('shipping')).toBe(2);
    expect(checkoutStepIndex('review')).toBe(4);
  });

  it('clamps next at review and previous at cart', () => {
    expect(nextCheckoutStep('shipping')).toBe('payment');
    expect(nextCheckoutStep('payment')).toBe('review');
    expect(nextCheckoutStep('review')).toBe('review');
    expect(previousCheckoutStep('address')).toBe('cart');
    expect(previousCheckoutStep('cart')).toBe('cart');
  });

  it('recognises step names only', () => {
    expect(isCheckoutStep('address')).toBe(true);
    expect(isCheckoutStep('confirm')).toBe(false);
    expect(isCheckoutStep(1)).toBe(false);
  });
});
