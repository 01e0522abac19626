/**
 * Codes a rejected quantity update leaves in the cart's `error` field (SPEC 4 "Cart rules",
 * SPEC 8 "Cart"). The values are the SPEC's own keys so the apps can use them as message ids.
 */
export const CART_ERROR_CODES = {
  maxOrderPriceReached: 'max_order_price_reached',
  maxProductAmountReached: 'max_product_amount_reached',
} as const;

/** One of {@link CART_ERROR_CODES}. */
export type CartErrorCode = (typeof CART_ERROR_CODES)[keyof typeof CART_ERROR_CODES];

/**
 * Why the last quantity update was refused. The cart lines are unchanged when this is set.
 */
export interface CartRejection {
  /** Which rule refused the update. */
  readonly code: CartErrorCode;
  /** Cart product id of the line the update was for. */
  readonly productId: string;
  /**
   * The limit that was hit: the order value cap in cents for `max_order_price_reached`, the
   * per-product quantity for `max_product_amount_reached`.
   */
  readonly limit: number;
}

/** Codes of the errors the engine throws for input no cart can hold (programming errors). */
export type CartEngineErrorCode = 'invalid_amount' | 'missing_product_id' | 'invalid_order_id';

/**
 * Base class of everything the cart engine throws. Rule outcomes are never thrown: they are
 * values (`CartState.error`, {@link CartRejection}, rule violations); a throw means the caller
 * passed something no cart can hold.
 */
export class CartEngineError extends Error {
  readonly code: CartEngineErrorCode;

  constructor(code: CartEngineErrorCode, message: string) {
    super(message);
    this.name = 'CartEngineError';
    this.code = code;
  }
}

/** A money amount or quantity that is not a safe integer in the allowed range. */
export class InvalidCartAmountError extends CartEngineError {
  readonly field: string;
  readonly value: unknown;

  constructor(field: string, value: unknown, expected: string) {
    super('invalid_amount', `${field} must be ${expected}, got ${String(value)}`);
    this.name = 'InvalidCartAmountError';
    this.field = field;
    this.value = value;
  }
}

/** A product with none of the fields a cart product id can come from. */
export class MissingCartProductIdError extends CartEngineError {
  constructor() {
    super(
      'missing_product_id',
      'product has no id, part_no, PackageKey, Code, Group or WebPartNumber to use as cart id',
    );
    this.name = 'MissingCartProductIdError';
  }
}

/** An empty order id given to order-confirmation tracking. */
export class InvalidOrderIdError extends CartEngineError {
  constructor() {
    super('invalid_order_id', 'order id must be a non-empty string');
    this.name = 'InvalidOrderIdError';
  }
}
