import type { CartProduct } from './cart-product';
import type { CartState } from './cart-state';
import { checkoutStepIndex } from './checkout-steps';
import { calculateOrderValueCap } from './totals';

/** Number on the header's cart badge: the sum of all line quantities (SPEC 2, SPEC 4). */
export function selectBadgeCount(cart: CartState): number {
  let count = 0;
  for (const line of cart.products) count += line.quantity;
  return count;
}

/** The line with cart product id `id`, if the cart has one. */
export function selectLine(cart: CartState, id: string): CartProduct | undefined {
  return cart.products.find((line) => line.id === id);
}

/** Units of product `id` in the cart (0 when absent). */
export function selectLineQuantity(cart: CartState, id: string): number {
  return selectLine(cart, id)?.quantity ?? 0;
}

/** True when no line holds any units (the empty-cart state of SPEC 8). */
export function selectIsEmpty(cart: CartState): boolean {
  return cart.products.every((line) => line.quantity === 0);
}

/** Cents that can still be spent under the cap, or null when the cart has no cap. */
export function selectRemainingOrderValue(cart: CartState): number | null {
  return calculateOrderValueCap({ max: cart.max, subtotal: cart.subtotal }).remaining;
}

/** Position of the current checkout step, from 0. */
export function selectStepIndex(cart: CartState): number {
  return checkoutStepIndex(cart.step);
}
