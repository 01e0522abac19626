import { describe, expect, it } from 'vitest';
import { DELIVERY_OPTIONS } from './shipping';
import { SHIPPING_RATES_CENTS, shippingRateOf } from './shipping-rates';

describe('SPEC 9 delivery options: shipping charge in cents (decision 074)', () => {
  it('charges nothing for standard (also the SPEC default "Standard") and more for faster options', () => {
    expect(shippingRateOf('Standard')).toBe(0);
    expect(shippingRateOf('standard')).toBe(0);
    expect(shippingRateOf('regular')).toBe(495);
    expect(shippingRateOf('overnight')).toBe(1495);
  });

  it('has a whole-cent rate for every delivery option', () => {
    for (const option of DELIVERY_OPTIONS) {
      expect(Number.isSafeInteger(SHIPPING_RATES_CENTS[option])).toBe(true);
    }
  });
});
