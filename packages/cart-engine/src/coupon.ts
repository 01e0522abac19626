import { assertCents, assertInteger } from './amount-guards';

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
}

/** Why a code gives no discount; every reason shows the one text "Invalid coupon code" (SPEC 8). */
export type CouponRefusal = 'unknown_code' | 'inactive' | 'no_eligible_lines';

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
  return !line.is_bundle && !line.is_promo && !line.is_discounted;
}

/**
 * The coupon rule, shared by the shop's preview and the server's enforcement: the code must match
 * an active coupon exactly (case-sensitive), at least one line must be eligible, and the discount
 * is computed on the eligible lines only. Percentages round down to whole cents so the shop never
 * grants more than it said; a fixed amount is capped at the eligible subtotal.
 */
export function calculateCouponDiscount(input: CouponDiscountInput): CouponDiscountOutput {
  const coupon = input.coupons.find((candidate) => candidate.code === input.code);
  if (!coupon) return { valid: false, reason: 'unknown_code' };
  if (!coupon.active) return { valid: false, reason: 'inactive' };
  let eligibleSubtotal = 0;
  for (const [index, line] of input.lines.entries()) {
    const price = assertCents(line.price_in_cents, `lines[${index}].price_in_cents`);
    const quantity = assertCents(line.quantity, `lines[${index}].quantity`);
    if (isCouponEligibleLine(line)) eligibleSubtotal += price * quantity;
  }
  if (eligibleSubtotal === 0) return { valid: false, reason: 'no_eligible_lines' };
  const discount =
    coupon.percentOff !== null
      ? Math.floor(
          (eligibleSubtotal *
            Math.min(Math.max(assertInteger(coupon.percentOff, 'percentOff'), 0), 100)) /
            100,
        )
      : Math.min(
          Math.max(assertInteger(coupon.amountOffCents ?? 0, 'amountOffCents'), 0),
          eligibleSubtotal,
        );
  return { valid: true, code: coupon.code, eligibleSubtotal, discount };
}
