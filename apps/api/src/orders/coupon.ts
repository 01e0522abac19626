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
 * SPEC 5 Coupon: the code is matched case-sensitively and applies only to lines that are not
 * bundles, promo or discounted items; a cart with no such line gets "Invalid coupon code".
 * Percentages round down to whole cents so the shop never grants more than it said.
 */
export async function evaluateCoupon(
  db: Db,
  organisationId: number,
  code: string,
  lines: readonly EvaluatedLine[],
): Promise<CouponDiscount> {
  const [coupon] = await db
    .select()
    .from(coupons)
    .where(
      and(
        eq(coupons.code, code),
        eq(coupons.organisationId, organisationId),
        eq(coupons.active, true),
      ),
    )
    .limit(1);
  if (!coupon) throw new RuleViolationError('invalid_coupon', invalidCouponMessage);
  const eligible = lines.reduce((total, line) => {
    const product = line.product;
    if (!product || line.quantity === 0) return total;
    if (product.bundleItems?.length || product.isPromo || product.isDiscounted) return total;
    return total + product.priceCents * line.quantity;
  }, 0);
  if (eligible === 0) throw new RuleViolationError('invalid_coupon', invalidCouponMessage);
  const discountCents =
    coupon.percentOff !== null
      ? Math.floor((eligible * coupon.percentOff) / 100)
      : Math.min(coupon.amountOffCents ?? 0, eligible);
  return { code: coupon.code, discountCents };
}
