import { assertCents, assertInteger, assertOrderValueCap } from './amount-guards';
import type { CartAction, UpdateQuantityAction } from './cart-actions';
import { CART_ERROR_CODES, type CartRejection } from './cart-errors';
import {
  type CartProduct,
  cartProductId,
  requestedQuantityOf,
  toCartProduct,
} from './cart-product';
import { type CartState, createEmptyCart } from './cart-state';
import { isCheckoutStep, nextCheckoutStep, previousCheckoutStep } from './checkout-steps';
import { applyCartCheck } from './server-check';
import { shippingRateOf } from './shipping-rates';
import { calculateCartTotals, calculateOrderValueCap, calculateShippingCharge } from './totals';

/**
 * The cart's only way to change: `cartReducer(state, action)` returns the next state and never
 * mutates its input. Pure and deterministic, so the server can replay the same rules.
 *
 * @throws CartEngineError subclasses for amounts or products no cart can hold (non-integer
 * cents, a product without any id field); rule outcomes are values in `state.error` instead.
 */
export function cartReducer(state: CartState, action: CartAction): CartState {
  switch (action.type) {
    case 'updateQuantity':
      return updateQuantity(state, action);
    case 'setMax':
      return { ...state, max: assertOrderValueCap(action.max, 'max') };
    case 'setStep':
      return isCheckoutStep(action.step) ? { ...state, step: action.step } : state;
    case 'nextStep':
      return { ...state, step: nextCheckoutStep(state.step) };
    case 'previousStep':
      return { ...state, step: previousCheckoutStep(state.step) };
    case 'setDiscount':
      return withTotals(state, state.products, { discount: action.discount });
    case 'setShippingAddress':
      return { ...state, addresskey: action.addresskey };
    case 'setOrderReference':
      return {
        ...state,
        po_number: action.po_number ?? state.po_number,
        note: action.note ?? state.note,
      };
    case 'setShippingMethod':
      // The method's charge, from the rates the API charges (decision 238): the cart's summary
      // and total show what the order will cost at every step.
      return withTotals({ ...state, shipping_method: action.shipping_method }, state.products, {
        shipping: shippingRateOf(action.shipping_method),
      });
    case 'setShippingCharge': {
      const { shipping } = calculateShippingCharge({ charge: action.shipping });
      return withTotals(state, state.products, { shipping });
    }
    case 'setCouponCode':
      // A discount belongs to the code that earned it; a new code must be checked again.
      return action.code === state.code
        ? state
        : withTotals({ ...state, code: action.code }, state.products, { discount: 0 });
    case 'setPaymentMethod':
      return { ...state, payment: { ...state.payment, method: action.method } };
    case 'setPaymentType':
      return { ...state, payment: { ...state.payment, type: action.paymentType } };
    case 'setPaymentCard':
      return { ...state, payment: { ...state.payment, card: action.card } };
    case 'setOrderNumber':
      return { ...state, order_nr: action.order_nr };
    case 'reset':
      return createEmptyCart({ max: action.max_order_amount ?? 0 });
    case 'recalculate':
      return withTotals(state, state.products, {});
    case 'applyCartCheck':
      return applyCartCheck(state, action.answer);
    case 'clearError':
      return state.error === null ? state : { ...state, error: null };
    default:
      // Unknown actions (e.g. from an older persisted store) leave the cart as it is.
      return state;
  }
}

function updateQuantity(state: CartState, action: UpdateQuantityAction): CartState {
  const id = cartProductId(action.product);
  const quantity = resolveQuantity(action);
  if (quantity === undefined) return state;

  if (quantity === 0) {
    const products = state.products.filter((line) => line.id !== id);
    return withTotals({ ...state, error: null }, products, {});
  }

  const line = toCartProduct(action.product, quantity);
  const index = state.products.findIndex((existing) => existing.id === id);
  const products =
    index === -1
      ? [...state.products, line]
      : state.products.map((existing, i) => (i === index ? line : existing));

  const rejection = rejectionFor(state, line, products);
  if (rejection !== null) return { ...state, error: rejection };
  return withTotals({ ...state, error: null }, products, {});
}

function resolveQuantity(action: UpdateQuantityAction): number | undefined {
  if (action.quantity === 'requested') return requestedQuantityOf(action.product);
  // SPEC 4: a negative quantity is zeroed first, so it removes the line like 0 does.
  return Math.max(assertInteger(action.quantity, 'quantity'), 0);
}

function rejectionFor(
  state: CartState,
  line: CartProduct,
  products: readonly CartProduct[],
): CartRejection | null {
  const { subtotal } = calculateCartTotals({ lines: products, shipping: 0, discount: 0 });
  const cap = calculateOrderValueCap({ max: state.max, subtotal });
  // Only a change that raises the subtotal can be refused for the cap: a cart already over it
  // (cap lowered, prices raised by the server) must still be allowed to shrink.
  if (cap.exceeded && subtotal > state.subtotal) {
    return { code: CART_ERROR_CODES.maxOrderPriceReached, productId: line.id, limit: state.max };
  }
  if (line.max_order_amount !== undefined && line.quantity > line.max_order_amount) {
    return {
      code: CART_ERROR_CODES.maxProductAmountReached,
      productId: line.id,
      limit: line.max_order_amount,
    };
  }
  return null;
}

function withTotals(
  state: CartState,
  products: readonly CartProduct[],
  changes: { readonly shipping?: number; readonly discount?: number },
): CartState {
  const totals = calculateCartTotals({
    lines: products,
    shipping: assertCents(changes.shipping ?? state.shipping, 'shipping'),
    discount: changes.discount ?? state.discount,
    previousSubtotal: state.subtotal,
  });
  return { ...state, products, ...totals };
}
