import { describe, expect, it } from 'vitest';
import { cartReducer } from './cart-reducer';
import { createEmptyCart } from './cart-state';
import { expectedDeliveryDate, SHIPPING_RATES_CENTS } from './shipping-rates';

describe('decision 238: the delivery option sets the charge the order will cost', () => {
  it('choosing a method puts its rate in shipping and the total, and back to standard is free', () => {
    const cart = createEmptyCart({ max: -1 });
    const overnight = cartReducer(cart, {
      type: 'setShippingMethod',
      shipping_method: 'overnight',
    });
    expect(overnight.shipping).toBe(SHIPPING_RATES_CENTS.overnight);
    expect(overnight.total).toBe(overnight.subtotal + SHIPPING_RATES_CENTS.overnight);
    const standard = cartReducer(overnight, {
      type: 'setShippingMethod',
      shipping_method: 'Standard',
    });
    expect(standard.shipping).toBe(0);
    expect(standard.total).toBe(standard.subtotal);
  });
});

describe('decision 238: expected delivery date in business days', () => {
  // Wednesday 25 November 2026.
  const wednesday = new Date('2026-11-25T15:30:00Z');

  it('counts business days and skips the weekend', () => {
    expect(expectedDeliveryDate('overnight', wednesday).toISOString().slice(0, 10)).toBe(
      '2026-11-27',
    );
    expect(expectedDeliveryDate('regular', wednesday).toISOString().slice(0, 10)).toBe(
      '2026-11-30',
    );
    expect(expectedDeliveryDate('standard', wednesday).toISOString().slice(0, 10)).toBe(
      '2026-12-04',
    );
  });

  it('an order on a Saturday starts counting on Monday', () => {
    const saturday = new Date('2026-11-28T09:00:00Z');
    expect(expectedDeliveryDate('overnight', saturday).toISOString().slice(0, 10)).toBe(
      '2026-12-01',
    );
  });
});
