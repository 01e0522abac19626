import { calculateCouponDiscount } from '@careshop/cart-engine';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { coupons } from '../db/schema.js';
import { RuleViolationError } from '../http/errors.js';
import type { EvaluatedLine } from './evaluate-cart.js';

/** The discount a coupon gives a cart. */
export interface CouponDiscount {
  code: string;
  discountCents: number;
}

/** SPEC 8: the one message for every refused code. */
export const invalidCouponMessage = 'Invalid coupon code';

/**
 * SPEC 5 Coupon, enforced with the cart-engine rule the shop previews with
 * (`calculateCouponDiscount`): case-sensitive code, active, only lines that are not bundles, promo
 * or discounted items, at server prices; every refusal is "Invalid coupon code".
 */
export async function evaluateCoupon(
  db: Db,
  organisationId: number,
  code: string,
  lines: readonly EvaluatedLine[],
): Promise<CouponDiscount> {
  // Equality in SQL is case-sensitive too; the rule checks it again, so the two cannot drift.
  const found = await db
    .select()
    .from(coupons)
    .where(and(eq(coupons.code, code), eq(coupons.organisationId, organisationId)))
    .limit(1);
  const result = calculateCouponDiscount({
    code,
    coupons: found,
    lines: lines.flatMap((line) =>
      line.product && line.quantity > 0
        ? [
            {
              price_in_cents: line.product.priceCents,
              quantity: line.quantity,
              is_bundle: (line.product.bundleItems?.length ?? 0) > 0,
              is_promo: line.product.isPromo,
              is_discounted: line.product.isDiscounted,
            },
          ]
        : [],
    ),
  });
  if (!result.valid) throw new RuleViolationError('invalid_coupon', invalidCouponMessage);
  return { code: result.code, discountCents: result.discount };
}
