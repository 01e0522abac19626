import { assertCents, assertInteger } from './amount-guards';
import { InvalidCartAmountError } from './cart-errors';

// All money math of the cart lives here (SPEC 4 "Cart rules"). Every amount is an integer number
// of cents; each calculation takes a named input and returns a named output so the server can
// reuse exactly the same arithmetic as the client preview.

/** `max` value meaning the cart has no order value cap (SPEC 9: "Cart max -1 = unlimited"). */
export const NO_ORDER_VALUE_CAP = -1;

/** The money-relevant part of a cart line. */
export interface LineAmounts {
  /** Unit price in integer cents. */
  readonly price_in_cents: number;
  /** Number of units, never negative. */
  readonly quantity: number;
}

/** Input of {@link calculateLineTotal}. */
export interface LineTotalInput {
  readonly line: LineAmounts;
}

/** Output of {@link calculateLineTotal}. */
export interface LineTotalOutput {
  /** Unit price x quantity, in cents. */
  readonly lineTotal: number;
}

/** Price x quantity of one line. */
export function calculateLineTotal({ line }: LineTotalInput): LineTotalOutput {
  const price = assertCents(line.price_in_cents, 'price_in_cents');
  const quantity = assertCents(line.quantity, 'quantity');
  return { lineTotal: safe(price * quantity, 'line total') };
}

/** Input of {@link calculateSubtotal}. */
export interface SubtotalInput {
  readonly lines: readonly LineAmounts[];
}

/** Output of {@link calculateSubtotal}. */
export interface SubtotalOutput {
  /** Sum of all line totals, in cents. */
  readonly subtotal: number;
}

/** Subtotal = sum of price x quantity over all lines. */
export function calculateSubtotal({ lines }: SubtotalInput): SubtotalOutput {
  let subtotal = 0;
  for (const line of lines) {
    subtotal = safe(subtotal + calculateLineTotal({ line }).lineTotal, 'subtotal');
  }
  return { subtotal };
}

/** Input of {@link calculateShippingCharge}. */
export interface ShippingChargeInput {
  /** The charge asked for, in cents; zero or negative means no charge. */
  readonly charge: number;
}

/** Output of {@link calculateShippingCharge}. */
export interface ShippingChargeOutput {
  /** The shipping amount the cart carries, in cents (0 or more). */
  readonly shipping: number;
}

/** A shipping charge applies only when positive; anything else means free shipping. */
export function calculateShippingCharge({ charge }: ShippingChargeInput): ShippingChargeOutput {
  const value = assertInteger(charge, 'shipping charge');
  return { shipping: Math.max(value, 0) };
}

/** Input of {@link calculateDiscount}. */
export interface DiscountInput {
  /** The discount asked for, in cents. */
  readonly discount: number;
  /** Subtotal the discount applies to, in cents. */
  readonly subtotal: number;
  /**
   * Subtotal before the change that produced `subtotal`. When given and the subtotal fell, the
   * discount resets to 0 (SPEC 4): it was granted for a bigger cart.
   */
  readonly previousSubtotal?: number;
}

/** Output of {@link calculateDiscount}. */
export interface DiscountOutput {
  /** The discount the cart carries: between 0 and the subtotal, in cents. */
  readonly discount: number;
}

/**
 * The discount a cart may carry. It never exceeds the subtotal, so a coupon can make the goods
 * free but never pay for shipping or make the total negative.
 */
export function calculateDiscount(input: DiscountInput): DiscountOutput {
  const discount = assertInteger(input.discount, 'discount');
  const subtotal = assertCents(input.subtotal, 'subtotal');
  if (input.previousSubtotal !== undefined && subtotal < input.previousSubtotal) {
    return { discount: 0 };
  }
  return { discount: Math.min(Math.max(discount, 0), subtotal) };
}

/** Input of {@link calculateCartTotal}. */
export interface CartTotalInput {
  readonly subtotal: number;
  readonly shipping: number;
  readonly discount: number;
}

/** Output of {@link calculateCartTotal}. */
export interface CartTotalOutput {
  /** subtotal + shipping - discount, in cents. */
  readonly total: number;
}

/** Total = subtotal + shipping - discount. */
export function calculateCartTotal({
  subtotal,
  shipping,
  discount,
}: CartTotalInput): CartTotalOutput {
  const total =
    assertCents(subtotal, 'subtotal') +
    assertCents(shipping, 'shipping') -
    assertCents(discount, 'discount');
  return { total: safe(total, 'total') };
}

/** Input of {@link calculateCartTotals}. */
export interface CartTotalsInput {
  readonly lines: readonly LineAmounts[];
  /** Shipping charge in cents, already normalised by {@link calculateShippingCharge}. */
  readonly shipping: number;
  /** Discount asked for, in cents; clamped by {@link calculateDiscount}. */
  readonly discount: number;
  /** Subtotal before this change; see {@link DiscountInput.previousSubtotal}. */
  readonly previousSubtotal?: number;
}

/** Output of {@link calculateCartTotals}: every amount field of a cart, in cents. */
export interface CartTotalsOutput {
  readonly subtotal: number;
  readonly shipping: number;
  readonly discount: number;
  readonly total: number;
}

/** Subtotal, clamped discount and total of a set of lines, in one call. */
export function calculateCartTotals(input: CartTotalsInput): CartTotalsOutput {
  const { subtotal } = calculateSubtotal({ lines: input.lines });
  const shipping = assertCents(input.shipping, 'shipping');
  const discountInput: DiscountInput =
    input.previousSubtotal === undefined
      ? { discount: input.discount, subtotal }
      : { discount: input.discount, subtotal, previousSubtotal: input.previousSubtotal };
  const { discount } = calculateDiscount(discountInput);
  const { total } = calculateCartTotal({ subtotal, shipping, discount });
  return { subtotal, shipping, discount, total };
}

/** Input of {@link calculateOrderValueCap}. */
export interface OrderValueCapInput {
  /** The cart's cap in cents; {@link NO_ORDER_VALUE_CAP} for none. */
  readonly max: number;
  /** Subtotal to hold against the cap, in cents. */
  readonly subtotal: number;
}

/** Output of {@link calculateOrderValueCap}. */
export interface OrderValueCapOutput {
  /** True when the subtotal is above the cap (equal to the cap is allowed). */
  readonly exceeded: boolean;
  /** Cents still available under the cap (0 when exceeded); null when there is no cap. */
  readonly remaining: number | null;
}

/** How a subtotal stands against the order value cap. */
export function calculateOrderValueCap({ max, subtotal }: OrderValueCapInput): OrderValueCapOutput {
  if (max === NO_ORDER_VALUE_CAP) return { exceeded: false, remaining: null };
  return { exceeded: subtotal > max, remaining: Math.max(max - subtotal, 0) };
}

function safe(value: number, field: string): number {
  if (!Number.isSafeInteger(value)) {
    throw new InvalidCartAmountError(field, value, 'a safe integer number of cents');
  }
  return value;
}
