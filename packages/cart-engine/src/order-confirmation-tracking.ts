import { InvalidOrderIdError } from './cart-errors';

/** Result of {@link trackOrderConfirmation}. */
export interface OrderConfirmationTracking {
  /** True the first time this order id is confirmed: send the purchase event now. */
  readonly shouldTrack: boolean;
  /** The ids to persist; unchanged (same array) when `shouldTrack` is false. */
  readonly trackedIds: readonly string[];
}

/**
 * Decides whether an order confirmation should be tracked (SPEC 4: once per order id). Reloading
 * the confirmation page must not count a purchase twice, so the app persists `trackedIds`; this
 * helper only decides and never touches storage.
 *
 * @throws InvalidOrderIdError when `orderId` is empty.
 */
export function trackOrderConfirmation(
  trackedIds: readonly string[],
  orderId: string | number,
): OrderConfirmationTracking {
  const id = String(orderId);
  if (id === '') throw new InvalidOrderIdError();
  if (trackedIds.includes(id)) return { shouldTrack: false, trackedIds };
  return { shouldTrack: true, trackedIds: [...trackedIds, id] };
}
