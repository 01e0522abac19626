import {
  type CartAction,
  type CartState,
  cartReducer,
  createEmptyCart,
  selectBadgeCount,
} from '@careshop/cart-engine';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { storageKeys } from '../lib/storage-keys';

/** The cart: cart-engine's reducer in a persisted zustand store (the rules stay in the package). */
export interface CartStore {
  cart: CartState;
  dispatch(action: CartAction): CartState;
}

export const useCartStore = create<CartStore>()(
  persist(
    (set, get) => ({
      cart: createEmptyCart({ max: -1 }),
      dispatch: (action) => {
        const next = cartReducer(get().cart, action);
        set({ cart: next });
        return next;
      },
    }),
    {
      name: storageKeys.cart,
      storage: createJSONStorage(() => window.localStorage),
      partialize: (state) => ({ cart: { ...state.cart, error: null } }),
      // A cart stored before a field existed (the PO number and note, decision 246) gets the
      // field's empty value, not undefined.
      merge: (persisted, current) => {
        const stored = (persisted as Partial<CartStore> | undefined)?.cart;
        return stored
          ? { ...current, cart: { ...createEmptyCart({ max: -1 }), ...stored } }
          : current;
      },
    },
  ),
);

/** Dispatches outside React (session start-up, logout). */
export function dispatchCart(action: CartAction): CartState {
  return useCartStore.getState().dispatch(action);
}

/** SPEC 4: cart badge = total quantity. */
export function useCartBadgeCount(): number {
  return useCartStore((state) => selectBadgeCount(state.cart));
}
