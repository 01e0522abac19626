import type { z } from 'zod';
import { cartLinesSchema } from './cart-line.js';
import { fieldLimits } from './field-limits.js';
import {
  answerText,
  cents,
  looseObject,
  message,
  strictObject,
  trimmedString,
} from './keyed-schemas.js';

/**
 * A coupon code as typed: trimmed, but case kept, because codes are case sensitive (SPEC 5
 * Coupon).
 */
export const couponCodeSchema = trimmedString()
  .min(1, message('validation.coupon_required'))
  .max(fieldLimits.couponCode);

/** The coupon field of the cart. */
export const couponFormSchema = strictObject({
  code: couponCodeSchema,
});
export type CouponForm = z.output<typeof couponFormSchema>;

/**
 * Body of the coupon check (ours to design, SPEC 7 "not shown"): the code and the cart lines it
 * would apply to, since a coupon is not valid for bundles, promo or discounted items.
 */
export const couponCheckRequestSchema = strictObject({
  code: couponCodeSchema,
  lines: cartLinesSchema,
});
export type CouponCheckRequest = z.output<typeof couponCheckRequestSchema>;

/** Answer of the coupon check: the accepted code and the discount it gives, in cents. */
export const couponCheckResponseSchema = looseObject({
  code: answerText(),
  discount_cents: cents(),
});
export type CouponCheckResponse = z.output<typeof couponCheckResponseSchema>;
