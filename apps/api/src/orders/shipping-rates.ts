import type { ShippingMethod } from '@careshop/validation';

/**
 * Shipping charge per delivery option, in cents (SPEC 9 names the options, not their prices;
 * docs/decisions/074-api-order-amounts.md): standard is free, faster delivery costs extra.
 */
export const shippingRatesCents: Record<ShippingMethod, number> = {
  standard: 0,
  regular: 495,
  overnight: 1495,
};
