import { assertCents, assertInteger } from './amount-guards';
import { shareOfCents } from './rounding';

/** A coupon as the shop defines it: a percentage or a fixed amount off (SPEC 5 Coupon). */
export interface CouponDefinition {
  /** Matched case-sensitively: `WELCOME10` and `welcome10` are different codes. */
  readonly code: string;
  /** Whole percent, 1–100; null for an amount coupon. */
  readonly percentOff: number | null;
  /** Cents off; null for a percentage coupon. */
  readonly amountOffCents: number | null;
  /** An inactive (expired) coupon is refused like an unknown one. */
  readonly active: boolean;
  /** First day (`YYYY-MM-DD`, included) the code is accepted; absent or null = from the start. */
  readonly validFrom?: string | null;
  /** Last day (`YYYY-MM-DD`, included) the code is accepted; absent or null = no end. */
  readonly validUntil?: string | null;
  /** Orders that may use the code in all; absent or null = no limit. */
  readonly usageLimit?: number | null;
  /** Orders that used the code so far (with {@link usageLimit}). */
  readonly timesUsed?: number;
  /** SPEC 5 default: bundles, promo and discounted items get no discount (absent = true). */
  readonly notOnBundles?: boolean;
  readonly notOnPromo?: boolean;
  readonly notOnDiscounted?: boolean;
}

/** What the coupon rule needs to know about one cart line. */
export interface CouponLine {
  /** Unit price in cents. */
  readonly price_in_cents: number;
  readonly quantity: number;
  /** A bundle (category PKG). */
  readonly is_bundle: boolean;
  readonly is_promo: boolean;
  readonly is_discounted: boolean;
}

/** Input of {@link calculateCouponDiscount}. */
export interface CouponDiscountInput {
  /** The code the customer typed, as typed. */
  readonly code: string;
  /** The shop's coupons (or just the one found for `code`). */
  readonly coupons: readonly CouponDefinition[];
  readonly lines: readonly CouponLine[];
  /**
   * Today as `YYYY-MM-DD` (the caller's clock: the package reads none), for the validity dates.
   * Without it the dates are not checked.
   */
  readonly today?: string;
}

/** Why a code gives no discount; every reason shows the one text "Invalid coupon code" (SPEC 8). */
export type CouponRefusal =
  | 'unknown_code'
  | 'inactive'
  | 'not_yet_valid'
  | 'expired'
  | 'used_up'
  | 'no_eligible_lines';

/** Output of {@link calculateCouponDiscount}. */
export type CouponDiscountOutput =
  | {
      readonly valid: true;
      readonly code: string;
      /** Subtotal of the lines the coupon applies to, in cents. */
      readonly eligibleSubtotal: number;
      /** Cents off: never more than the eligible subtotal, never negative. */
      readonly discount: number;
    }
  | { readonly valid: false; readonly reason: CouponRefusal };

/** SPEC 5: a coupon is not valid for bundles, promo or discounted items. */
export function isCouponEligibleLine(line: CouponLine): boolean {
  return isLineEligibleFor(line, {});
}

/**
 * {@link isCouponEligibleLine} for one coupon: a coupon may lift each of the three exclusions
 * (`notOnBundles: false`…, decision 219); with the flags absent all three apply.
 */
export function isLineEligibleFor(
  line: CouponLine,
  coupon: Pick<CouponDefinition, 'notOnBundles' | 'notOnPromo' | 'notOnDiscounted'>,
): boolean {
  if (line.is_bundle && coupon.notOnBundles !== false) return false;
  if (line.is_promo && coupon.notOnPromo !== false) return false;
  if (line.is_discounted && coupon.notOnDiscounted !== false) return false;
  return true;
}

/**
 * Whether a coupon may be used at all on `today` (`YYYY-MM-DD`): active, within its validity dates
 * (both ends included) and under its usage limit. Null when it may, else the refusal.
 */
export function couponUsability(
  coupon: CouponDefinition,
  today: string | undefined,
): CouponRefusal | null {
  if (!coupon.active) return 'inactive';
  if (today !== undefined) {
    if (coupon.validFrom && today < coupon.validFrom) return 'not_yet_valid';
    if (coupon.validUntil && today > coupon.validUntil) return 'expired';
  }
  if (
    coupon.usageLimit !== undefined &&
    coupon.usageLimit !== null &&
    (coupon.timesUsed ?? 0) >= coupon.usageLimit
  ) {
    return 'used_up';
  }
  return null;
}

/**
 * The coupon rule, shared by the shop's preview and the server's enforcement: the code must match
 * an active coupon exactly (case-sensitive), valid today and not used up (decision 219), at least
 * one line must be eligible, and the discount
 * is computed on the eligible lines only. A percentage is rounded to whole cents half up, by the
 * one money rounding rule ({@link shareOfCents}, decision 266); a fixed amount is capped at the
 * eligible subtotal.
 */
export function calculateCouponDiscount(input: CouponDiscountInput): CouponDiscountOutput {
  const coupon = input.coupons.find((candidate) => candidate.code === input.code);
  if (!coupon) return { valid: false, reason: 'unknown_code' };
  const refusal = couponUsability(coupon, input.today);
  if (refusal) return { valid: false, reason: refusal };
  let eligibleSubtotal = 0;
  for (const [index, line] of input.lines.entries()) {
    const price = assertCents(line.price_in_cents, `lines[${index}].price_in_cents`);
    const quantity = assertCents(line.quantity, `lines[${index}].quantity`);
    if (isLineEligibleFor(line, coupon)) eligibleSubtotal += price * quantity;
  }
  if (eligibleSubtotal === 0) return { valid: false, reason: 'no_eligible_lines' };
  const discount =
    coupon.percentOff !== null
      ? shareOfCents(
          eligibleSubtotal,
          Math.min(Math.max(assertInteger(coupon.percentOff, 'percentOff'), 0), 100),
          100,
        )
      : Math.min(
          Math.max(assertInteger(coupon.amountOffCents ?? 0, 'amountOffCents'), 0),
          eligibleSubtotal,
        );
  return { valid: true, code: coupon.code, eligibleSubtotal, discount };
}
