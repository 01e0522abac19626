import { assertOrderValueCap } from './amount-guards';
import type { CartRejection } from './cart-errors';
import type { CartProduct } from './cart-product';
import type { CheckoutStep } from './checkout-steps';
import { type CartPayment, DEFAULT_PAYMENT_METHOD, DEFAULT_PAYMENT_TYPE } from './payment';
import { DEFAULT_SHIPPING_METHOD, type ShippingMethod } from './shipping';

/**
 * The checkout cart (SPEC 3 "Cart (checkout)"). Every amount is integer cents, and the amounts
 * always agree: `subtotal` is the sum of price x quantity, `total` is
 * `subtotal + shipping - discount`.
 */
export interface CartState {
  /** Order value cap in cents; -1 means no cap. */
  readonly max: number;
  /** Current checkout step. */
  readonly step: CheckoutStep;
  /** Cart lines in the order they were added. */
  readonly products: readonly CartProduct[];
  /** Sum of price x quantity, in cents. */
  readonly subtotal: number;
  /** subtotal + shipping - discount, in cents. */
  readonly total: number;
  /** Discount in cents, between 0 and the subtotal. */
  readonly discount: number;
  /** Shipping charge in cents (0 or more). */
  readonly shipping: number;
  /** Key of the chosen shipping address, or null. */
  readonly addresskey: string | null;
  /** The office's purchase-order number for this order, '' for none (decision 246). */
  readonly po_number: string;
  /** A note for the brand, '' for none (decision 246). */
  readonly note: string;
  /** Coupon code as the user typed it (coupons are case sensitive), '' for none. */
  readonly code: string;
  /** Shipping method; `'Standard'` by default. */
  readonly shipping_method: ShippingMethod;
  /** Payment choices. */
  readonly payment: CartPayment;
  /** Number of the order this cart became, once confirmed; null before. */
  readonly order_nr: string | null;
  /** Why the last quantity update was refused, or null. */
  readonly error: CartRejection | null;
}

/** Options of {@link createEmptyCart}. */
export interface CreateEmptyCartOptions {
  /**
   * Order value cap in cents, usually the user's `max_order_amount`. Missing or null gives 0
   * (SPEC 4: "0 if missing"), so only free products fit; -1 means no cap.
   */
  readonly max?: number | null;
}

/** A cart with no lines, no amounts and the SPEC defaults for step, shipping and payment. */
export function createEmptyCart(options: CreateEmptyCartOptions = {}): CartState {
  return {
    max: assertOrderValueCap(options.max ?? 0, 'max'),
    step: 'cart',
    products: [],
    subtotal: 0,
    total: 0,
    discount: 0,
    shipping: 0,
    addresskey: null,
    po_number: '',
    note: '',
    code: '',
    shipping_method: DEFAULT_SHIPPING_METHOD,
    payment: { type: DEFAULT_PAYMENT_TYPE, method: DEFAULT_PAYMENT_METHOD, card: null },
    order_nr: null,
    error: null,
  };
}
