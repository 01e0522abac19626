import { calculateCouponDiscount } from '@careshop/cart-engine';
import { and, count, eq, ne } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { RuleViolationError } from '../../platform/http/errors.js';
import { offices } from '../identity/index.js';
import type { EvaluatedLine } from './evaluate-cart.js';
import { coupons, orders } from './schema.js';

/** The discount a coupon gives a cart. */
export interface CouponDiscount {
  code: string;
  discountCents: number;
}

/** SPEC 8: the one message for every refused code. */
export const invalidCouponMessage = 'Invalid coupon code';

/** The orders that used a coupon code: those carrying it that are not cancelled (decision 219). */
export async function couponUses(db: Db, code: string, organisationId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .innerJoin(offices, eq(offices.id, orders.officeId))
    .where(
      and(
        eq(orders.couponCode, code),
        eq(offices.organisationId, organisationId),
        ne(orders.status, 'cancelled'),
      ),
    );
  return row?.n ?? 0;
}

/** Options of {@link evaluateCoupon}. */
export interface EvaluateCouponOptions {
  /** The clock of the request: validity dates are UTC calendar days. */
  now: Date;
  /**
   * Inside the order transaction: lock the coupon row before its uses are counted, so two orders
   * cannot both take the last use of a limited code (decision 219; after the product rows in the
   * lock order of decision 161).
   */
  lock: boolean;
}

/**
 * SPEC 5 Coupon, enforced with the cart-engine rule the shop previews with
 * (`calculateCouponDiscount`): case-sensitive code, active, within its validity dates, under its
 * usage limit, only lines the coupon may apply to (by default not bundles, promo or discounted
 * items), at server prices; every refusal is "Invalid coupon code".
 */
export async function evaluateCoupon(
  db: Db,
  organisationId: number,
  code: string,
  lines: readonly EvaluatedLine[],
  options: EvaluateCouponOptions,
): Promise<CouponDiscount> {
  // Equality in SQL is case-sensitive too; the rule checks it again, so the two cannot drift.
  const query = db
    .select()
    .from(coupons)
    .where(and(eq(coupons.code, code), eq(coupons.organisationId, organisationId)))
    .limit(1);
  const found = await (options.lock ? query.for('update') : query);
  const definitions = await Promise.all(
    found.map(async (coupon) => ({
      ...coupon,
      timesUsed: coupon.usageLimit === null ? 0 : await couponUses(db, coupon.code, organisationId),
    })),
  );
  const result = calculateCouponDiscount({
    code,
    today: options.now.toISOString().slice(0, 10),
    coupons: definitions,
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
