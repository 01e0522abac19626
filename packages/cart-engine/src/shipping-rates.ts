import type { DeliveryOption, ShippingMethod } from './shipping';
import { deliveryOptionOf } from './shipping';

/**
 * Shipping charge per delivery option, in cents. SPEC 9 names the options, not their prices
 * (docs/decisions/074-api-order-amounts.md): standard is free, faster delivery costs extra.
 */
export const SHIPPING_RATES_CENTS: Readonly<Record<DeliveryOption, number>> = {
  standard: 0,
  regular: 495,
  overnight: 1495,
};

/** The shipping charge of a cart's shipping method (`'Standard'` is the standard option). */
export function shippingRateOf(method: ShippingMethod): number {
  return SHIPPING_RATES_CENTS[deliveryOptionOf(method)];
}
