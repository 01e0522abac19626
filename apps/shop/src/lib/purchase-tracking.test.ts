import { createEmptyCart } from '@careshop/cart-engine';
import { describe, expect, it } from 'vitest';
import { rememberPurchase, trackPurchase } from './purchase-tracking';
import { storageKeys } from './storage-keys';

describe('SPEC 4 Cart rules: confirming an order is tracked only once per order id', () => {
  it('pushes one purchase event with the cart snapshot, and none on a reload', () => {
    window.dataLayer = [];
    rememberPurchase(42, createEmptyCart({ max: -1 }));
    expect(localStorage.getItem(storageKeys.lastOrderId)).toBe('42');
    expect(trackPurchase(42)).toBe(true);
    expect(trackPurchase(42)).toBe(false);
    const purchases = window.dataLayer.filter((event) => event.event === 'purchase');
    expect(purchases).toHaveLength(1);
    expect(purchases[0]).toMatchObject({ order_id: '42', cart: { total: 0 } });
  });
});
