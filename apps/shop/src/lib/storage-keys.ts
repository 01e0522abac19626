/**
 * Local-storage keys. SPEC 3 persists the customization under a key with a cart-brand prefix; the
 * cart and account stores share the prefix so one shop's state never mixes with another app's on
 * the same origin. The session token keeps SPEC 3's plain key `token`.
 */
export const STORAGE_PREFIX = 'cart-brand';

export const storageKeys = {
  customization: `${STORAGE_PREFIX}-customization`,
  cart: `${STORAGE_PREFIX}-cart`,
  account: `${STORAGE_PREFIX}-account`,
  lastOrderId: `${STORAGE_PREFIX}-last-order-id`,
  cartSnapshot: `${STORAGE_PREFIX}-cart-snapshot`,
  trackedOrders: `${STORAGE_PREFIX}-tracked-orders`,
  token: 'token',
} as const;
