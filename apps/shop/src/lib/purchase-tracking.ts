import { type CartState, trackOrderConfirmation } from '@careshop/cart-engine';
import { pushToDataLayer } from './data-layer';
import { storageKeys } from './storage-keys';

/** SPEC 3 Session: the last order id and a cart snapshot are kept for purchase tracking. */
export function rememberPurchase(
  orderId: number | string,
  cart: CartState,
  storage: Storage = localStorage,
): void {
  storage.setItem(storageKeys.lastOrderId, String(orderId));
  storage.setItem(
    storageKeys.cartSnapshot,
    JSON.stringify({ products: cart.products, subtotal: cart.subtotal, total: cart.total }),
  );
}

/**
 * Sends the purchase event for a confirmed order, once per order id (SPEC 4: a reload of the
 * confirmation page does not count twice). Answers whether it sent one.
 */
export function trackPurchase(orderId: number | string, storage: Storage = localStorage): boolean {
  const tracked = JSON.parse(storage.getItem(storageKeys.trackedOrders) ?? '[]') as string[];
  const decision = trackOrderConfirmation(tracked, orderId);
  if (!decision.shouldTrack) return false;
  storage.setItem(storageKeys.trackedOrders, JSON.stringify(decision.trackedIds));
  const snapshot = storage.getItem(storageKeys.cartSnapshot);
  pushToDataLayer({
    event: 'purchase',
    order_id: String(orderId),
    cart:
      snapshot && storage.getItem(storageKeys.lastOrderId) === String(orderId)
        ? JSON.parse(snapshot)
        : null,
  });
  return true;
}
