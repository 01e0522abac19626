import { describe, expect, it } from 'vitest';
import { DEFAULT_SHIPPING_METHOD, DELIVERY_OPTIONS, deliveryOptionOf } from './shipping';

describe('SPEC 3 Order: delivery options overnight, regular, standard; shipping default Standard', () => {
  it('lists the delivery options and defaults to Standard', () => {
    expect(DELIVERY_OPTIONS).toEqual(['overnight', 'regular', 'standard']);
    expect(DEFAULT_SHIPPING_METHOD).toBe('Standard');
  });

  it('maps the default Standard to the standard delivery option', () => {
    expect(deliveryOptionOf('Standard')).toBe('standard');
    expect(deliveryOptionOf('overnight')).toBe('overnight');
  });
});
