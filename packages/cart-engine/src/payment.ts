/**
 * How the order is paid, e.g. `'cod'` (cash on delivery / invoice). Open to the methods the
 * payment providers of the API offer; the literal keeps editor completion for the default.
 */
export type PaymentMethod = 'cod' | (string & {});

/** Kind of payment within the method, e.g. `'creditcard'`. */
export type PaymentType = 'creditcard' | (string & {});

/** Payment method of a new cart (SPEC 9). */
export const DEFAULT_PAYMENT_METHOD: PaymentMethod = 'cod';

/** Payment type of a new cart (SPEC 9). */
export const DEFAULT_PAYMENT_TYPE: PaymentType = 'creditcard';

/** The payment part of a cart (SPEC 3: payment {type, method, card}). */
export interface CartPayment {
  readonly type: PaymentType;
  readonly method: PaymentMethod;
  /**
   * The card choice as the payment provider identifies it (a brand or a provider token), or
   * null. Never a card number: the cart is persisted in the browser's local storage.
   */
  readonly card: string | null;
}
