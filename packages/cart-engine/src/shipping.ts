/** Delivery options of an order (SPEC 3 "Order"; durations in SPEC 9). */
export const DELIVERY_OPTIONS = ['overnight', 'regular', 'standard'] as const;

/** One of {@link DELIVERY_OPTIONS}. */
export type DeliveryOption = (typeof DELIVERY_OPTIONS)[number];

/**
 * A cart's shipping method: a delivery option, or `'Standard'`, the SPEC's default value, which
 * means the standard delivery option.
 */
export type ShippingMethod = 'Standard' | DeliveryOption;

/** Shipping method of a new cart (SPEC 3, SPEC 9). */
export const DEFAULT_SHIPPING_METHOD: ShippingMethod = 'Standard';

/** The delivery option a shipping method stands for (`'Standard'` is `'standard'`). */
export function deliveryOptionOf(method: ShippingMethod): DeliveryOption {
  return method === 'Standard' ? 'standard' : method;
}
