import type { CartAction, CartProductInput, CartQuantity, CartState } from '../src/index';
import { cartReducer } from '../src/index';

/** A paid product: 12.50 each. */
export const cream: CartProductInput = { id: 'cream', part_no: 'P-100', price_in_cents: 1250 };

/** A second paid product: 3.99 each, at most 3 per order. */
export const wipes: CartProductInput = {
  id: 'wipes',
  price_in_cents: 399,
  max_order_amount: 3,
};

/** A free sample, at most 5 per order. */
export const sample: CartProductInput = { id: 'sample', price_in_cents: 0, max_order_amount: 5 };

/** An active bundle asking for 4 units of 5.00. */
export const bundle: CartProductInput = {
  id: 'bundle',
  price_in_cents: 500,
  active_bundle: true,
  quantity_requested: 4,
  PackageQty: 4,
};

export function update(product: CartProductInput, quantity: CartQuantity): CartAction {
  return { type: 'updateQuantity', product, quantity };
}

export function run(state: CartState, ...actions: CartAction[]): CartState {
  return actions.reduce(cartReducer, state);
}
