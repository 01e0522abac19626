import type { CartProductInput } from './cart-product';
import type { CheckoutStep } from './checkout-steps';
import type { PaymentMethod, PaymentType } from './payment';
import type { CartCheckAnswer } from './server-check';
import type { ShippingMethod } from './shipping';

/**
 * Quantity for {@link UpdateQuantityAction}: a number of units (0 or less removes the line), or
 * `'requested'` to restore an active bundle's `quantity_requested`.
 */
export type CartQuantity = number | 'requested';

/** Adds, changes or removes a line, guarded by the order value cap and per-product limit. */
export interface UpdateQuantityAction {
  readonly type: 'updateQuantity';
  /** The product; its fields replace those of an existing line with the same id. */
  readonly product: CartProductInput;
  readonly quantity: CartQuantity;
}

/** Sets the order value cap in cents (-1 for none); existing lines are kept. */
export interface SetMaxAction {
  readonly type: 'setMax';
  readonly max: number;
}

/** Jumps to a checkout step. */
export interface SetStepAction {
  readonly type: 'setStep';
  readonly step: CheckoutStep;
}

/** Moves one checkout step forward, staying on the last. */
export interface NextStepAction {
  readonly type: 'nextStep';
}

/** Moves one checkout step back, staying on the first. */
export interface PreviousStepAction {
  readonly type: 'previousStep';
}

/** Sets the discount in cents; it is clamped between 0 and the subtotal. */
export interface SetDiscountAction {
  readonly type: 'setDiscount';
  readonly discount: number;
}

/** Chooses the shipping address by key (null clears it). */
export interface SetShippingAddressAction {
  readonly type: 'setShippingAddress';
  readonly addresskey: string | null;
}

/** Sets the purchase-order number and/or the note for the brand; a field left out is kept. */
export interface SetOrderReferenceAction {
  readonly type: 'setOrderReference';
  readonly po_number?: string;
  readonly note?: string;
}

/** Chooses the shipping method. */
export interface SetShippingMethodAction {
  readonly type: 'setShippingMethod';
  readonly shipping_method: ShippingMethod;
}

/** Sets the shipping charge in cents; zero or negative means no charge. */
export interface SetShippingChargeAction {
  readonly type: 'setShippingCharge';
  readonly shipping: number;
}

/** Sets the coupon code; a different code drops the discount the old one granted. */
export interface SetCouponCodeAction {
  readonly type: 'setCouponCode';
  readonly code: string;
}

/** Chooses the payment method. */
export interface SetPaymentMethodAction {
  readonly type: 'setPaymentMethod';
  readonly method: PaymentMethod;
}

/** Chooses the payment type. */
export interface SetPaymentTypeAction {
  readonly type: 'setPaymentType';
  readonly paymentType: PaymentType;
}

/** Chooses the payment card (provider reference or brand, never a card number). */
export interface SetPaymentCardAction {
  readonly type: 'setPaymentCard';
  readonly card: string | null;
}

/** Records the number of the order the cart was confirmed as. */
export interface SetOrderNumberAction {
  readonly type: 'setOrderNumber';
  readonly order_nr: string | null;
}

/**
 * Empties the cart. The cap becomes the user's `max_order_amount` in cents (0 when missing,
 * -1 for no cap).
 */
export interface ResetAction {
  readonly type: 'reset';
  readonly max_order_amount?: number | null;
}

/** Recomputes every amount from the lines, e.g. after restoring a cart from storage. */
export interface RecalculateAction {
  readonly type: 'recalculate';
}

/** Applies the server's cart check answer (SPEC 4 "Server refresh"). */
export interface ApplyCartCheckAction {
  readonly type: 'applyCartCheck';
  readonly answer: CartCheckAnswer;
}

/** Clears `error` once the app has shown it. */
export interface ClearErrorAction {
  readonly type: 'clearError';
}

/** Every action `cartReducer` understands (SPEC 3 "Cart action kinds"). */
export type CartAction =
  | UpdateQuantityAction
  | SetMaxAction
  | SetStepAction
  | NextStepAction
  | PreviousStepAction
  | SetDiscountAction
  | SetShippingAddressAction
  | SetOrderReferenceAction
  | SetShippingMethodAction
  | SetShippingChargeAction
  | SetCouponCodeAction
  | SetPaymentMethodAction
  | SetPaymentTypeAction
  | SetPaymentCardAction
  | SetOrderNumberAction
  | ResetAction
  | RecalculateAction
  | ApplyCartCheckAction
  | ClearErrorAction;
