import { assertCents } from './amount-guards';
import type { CartLineStatus, CartProduct } from './cart-product';
import type { CartState } from './cart-state';
import { calculateCartTotals } from './totals';

/** The server's word on one cart line, as `POST /api/admin/cart/check` answers it. */
export interface CartCheckLine {
  /** Cart product id of the line (see `cartProductId`). */
  readonly id: string;
  /** Current unit price in integer cents. */
  readonly price_in_cents: number;
  /** How many of the units the cart holds can be ordered now (0 or more). */
  readonly quantity: number;
  /**
   * The server's status. `CANNOT_ORDER` is taken as is; otherwise the engine derives the
   * status from the quantities, so client and server always agree on it.
   */
  readonly status: CartLineStatus;
}

/** The answer of the cart check call: one entry per line the server knows. */
export interface CartCheckAnswer {
  readonly lines: readonly CartCheckLine[];
  /**
   * Discount in cents the server grants the cart's coupon code for the checked lines. When
   * missing, the cart keeps its discount unless the subtotal fell.
   */
  readonly discount?: number;
}

/**
 * The cart after a server check (SPEC 4 "Server refresh"): each line takes the server price and
 * orderable quantity (never more than it held); CAN_ORDER_PART when that is below what the cart
 * held, CAN_ORDER_ALL
 * otherwise, CANNOT_ORDER when the server says so or does not list the line (which then holds
 * 0 units). Subtotal and total are recomputed and the discount applied.
 */
export function applyCartCheck(state: CartState, answer: CartCheckAnswer): CartState {
  const byId = new Map<string, CartCheckLine>();
  for (const line of answer.lines) byId.set(line.id, line);

  const products = state.products.map((line): CartProduct => {
    const checked = byId.get(line.id);
    if (checked === undefined) return { ...line, quantity: 0, status: 'CANNOT_ORDER' };
    // The server answers how many of the held units can be ordered; a larger number never adds
    // units the user did not ask for.
    const quantity = Math.min(assertCents(checked.quantity, 'checked quantity'), line.quantity);
    return {
      ...line,
      price_in_cents: assertCents(checked.price_in_cents, 'checked price_in_cents'),
      quantity,
      status: statusOf(checked.status, quantity, line.quantity),
    };
  });

  const totals = calculateCartTotals(
    answer.discount === undefined
      ? {
          lines: products,
          shipping: state.shipping,
          discount: state.discount,
          previousSubtotal: state.subtotal,
        }
      : { lines: products, shipping: state.shipping, discount: answer.discount },
  );
  return { ...state, products, ...totals };
}

function statusOf(server: CartLineStatus, orderable: number, held: number): CartLineStatus {
  if (server === 'CANNOT_ORDER') return 'CANNOT_ORDER';
  return orderable < held ? 'CAN_ORDER_PART' : 'CAN_ORDER_ALL';
}
