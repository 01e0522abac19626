import { describe, expect, it } from 'vitest';
import { InvalidOrderIdError } from './cart-errors';
import { trackOrderConfirmation } from './order-confirmation-tracking';

describe('SPEC 4 Cart rules: confirming an order is tracked only once per order id', () => {
  it('tracks an order id seen for the first time and adds it to the set', () => {
    expect(trackOrderConfirmation(['SO-1'], 'SO-2')).toEqual({
      shouldTrack: true,
      trackedIds: ['SO-1', 'SO-2'],
    });
  });

  it('does not track an order id again and returns the same ids', () => {
    const tracked = ['SO-1', 'SO-2'];
    const result = trackOrderConfirmation(tracked, 'SO-2');
    expect(result.shouldTrack).toBe(false);
    expect(result.trackedIds).toBe(tracked);
  });

  it('treats numeric and string ids alike and never mutates its input', () => {
    const tracked = Object.freeze(['1001']);
    expect(trackOrderConfirmation(tracked, 1001).shouldTrack).toBe(false);
    expect(trackOrderConfirmation(tracked, 1002).trackedIds).toEqual(['1001', '1002']);
    expect(tracked).toEqual(['1001']);
  });

  it('refuses an empty order id', () => {
    expect(() => trackOrderConfirmation([], '')).toThrow(InvalidOrderIdError);
  });
});
