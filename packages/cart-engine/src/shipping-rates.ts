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

/**
 * Business days until delivery at the latest, per option (the promise the shop's texts make:
 * overnight 1–2, regular 2–3, standard 3–7; decision 238).
 */
export const DELIVERY_BUSINESS_DAYS: Readonly<Record<DeliveryOption, number>> = {
  overnight: 2,
  regular: 3,
  standard: 7,
};

/**
 * The latest expected delivery date of an order placed at `placedAt` with `option`: that many
 * business days later, Saturdays and Sundays skipped (public holidays are not known here). A
 * calendar date at UTC midnight, shown as a date only.
 */
export function expectedDeliveryDate(option: DeliveryOption, placedAt: Date): Date {
  const date = new Date(
    Date.UTC(placedAt.getUTCFullYear(), placedAt.getUTCMonth(), placedAt.getUTCDate()),
  );
  let left = DELIVERY_BUSINESS_DAYS[option];
  while (left > 0) {
    date.setUTCDate(date.getUTCDate() + 1);
    const weekday = date.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return date;
}
