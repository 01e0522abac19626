import type { CartProduct } from './cart-product';
import type { CartState } from './cart-state';
import { calculateOrderValueCap, calculateSubtotal } from './totals';

/** Codes of {@link CartRuleViolation}; the over-limit ones reuse the SPEC's error keys. */
export const CART_RULE_VIOLATION_CODES = {
  emptyCart: 'empty_cart',
  freeProductsOnly: 'free_products_only',
  maxOrderPriceReached: 'max_order_price_reached',
  cannotOrder: 'cannot_order',
  maxProductAmountReached: 'max_product_amount_reached',
  incompleteBundle: 'incomplete_bundle',
} as const;

/** One of {@link CART_RULE_VIOLATION_CODES}. */
export type CartRuleViolationCode =
  (typeof CART_RULE_VIOLATION_CODES)[keyof typeof CART_RULE_VIOLATION_CODES];

/** No line holds any units. */
export interface EmptyCartViolation {
  readonly code: 'empty_cart';
}

/** Only free products are in the cart (SPEC 4: free products only together with paid ones). */
export interface FreeProductsOnlyViolation {
  readonly code: 'free_products_only';
}

/** The subtotal is above the order value cap. Amounts in cents. */
export interface MaxOrderPriceViolation {
  readonly code: 'max_order_price_reached';
  readonly max: number;
  readonly subtotal: number;
}

/** The server check said this line cannot be ordered. */
export interface CannotOrderViolation {
  readonly code: 'cannot_order';
  readonly productId: string;
}

/** A line holds more units than its product's `max_order_amount`. */
export interface MaxProductAmountViolation {
  readonly code: 'max_product_amount_reached';
  readonly productId: string;
  readonly quantity: number;
  readonly limit: number;
}

/** An active bundle line holds fewer units than its `quantity_requested` or `PackageQty`. */
export interface IncompleteBundleViolation {
  readonly code: 'incomplete_bundle';
  readonly productId: string;
  readonly quantity: number;
  /** The larger of `quantity_requested` and `PackageQty`. */
  readonly required: number;
}

/** A reason the cart cannot be ordered as it is. */
export type CartRuleViolation =
  | EmptyCartViolation
  | FreeProductsOnlyViolation
  | MaxOrderPriceViolation
  | CannotOrderViolation
  | MaxProductAmountViolation
  | IncompleteBundleViolation;

/** What {@link checkCartRules} looks at: a whole `CartState` fits, so does a server-built cart. */
export type CartRulesInput = Pick<CartState, 'max' | 'products'>;

/**
 * Every reason the cart cannot be ordered, cart-wide ones first, then per line in line order; an
 * empty list means it can. The same function is the client preview and the server's authority,
 * so it reads only its argument and recomputes the subtotal instead of trusting a stored one.
 */
export function checkCartRules(cart: CartRulesInput): CartRuleViolation[] {
  const violations: CartRuleViolation[] = [];
  const held = cart.products.filter((line) => line.quantity > 0);

  if (held.length === 0) {
    violations.push({ code: 'empty_cart' });
  } else if (held.every((line) => line.price_in_cents === 0)) {
    violations.push({ code: 'free_products_only' });
  }

  const { subtotal } = calculateSubtotal({ lines: cart.products });
  if (calculateOrderValueCap({ max: cart.max, subtotal }).exceeded) {
    violations.push({ code: 'max_order_price_reached', max: cart.max, subtotal });
  }

  for (const line of cart.products) violations.push(...lineViolations(line));
  return violations;
}

function lineViolations(line: CartProduct): CartRuleViolation[] {
  const violations: CartRuleViolation[] = [];
  if (line.status === 'CANNOT_ORDER') {
    violations.push({ code: 'cannot_order', productId: line.id });
  }
  if (line.max_order_amount !== undefined && line.quantity > line.max_order_amount) {
    violations.push({
      code: 'max_product_amount_reached',
      productId: line.id,
      quantity: line.quantity,
      limit: line.max_order_amount,
    });
  }
  if (line.active_bundle) {
    const required = Math.max(line.quantity_requested ?? 0, line.PackageQty ?? 0);
    if (line.quantity < required) {
      violations.push({
        code: 'incomplete_bundle',
        productId: line.id,
        quantity: line.quantity,
        required,
      });
    }
  }
  return violations;
}
