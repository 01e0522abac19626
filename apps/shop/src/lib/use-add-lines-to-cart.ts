import { isLicenseApproved } from '@careshop/validation';
import { useQueryClient } from '@tanstack/react-query';
import { useAccountStore } from '../stores/account-store';
import { useCartStore } from '../stores/cart-store';
import {
  type AdditionContext,
  type AdditionLine,
  additionCheckLines,
  applyAdditions,
  type PlannedAdditions,
  planAdditions,
} from './cart-additions';
import { cartCheckQueryOptions } from './queries/check-cart';
import { useMe } from './queries/get-me';

/**
 * Whether the acting account may order (a rep orders with the office's licence, which the server
 * checks) and today's date, for the products' availability.
 */
export function useAdditionContext(): AdditionContext {
  const me = useMe();
  const isSalesRep = useAccountStore((state) => state.isSalesRep);
  return {
    licenseApproved: isSalesRep || isLicenseApproved(me?.license_valid),
    today: new Date().toISOString().slice(0, 10),
  };
}

/**
 * Puts lines (a quick order's, a reorder's) into the cart as far as the limits allow: a fresh
 * server check of the cart with the lines added, then cart-engine's plan, carried out in the cart
 * store. Answers the plan, so the caller can say which lines went in and why the others did not.
 * Without an answer from the server the catalogue's limits decide; the cart checks again.
 */
export function useAddLinesToCart(): (lines: readonly AdditionLine[]) => Promise<PlannedAdditions> {
  const queryClient = useQueryClient();
  const context = useAdditionContext();
  return async (lines) => {
    const { cart, dispatch } = useCartStore.getState();
    const body = additionCheckLines(cart, lines);
    const check =
      body.length === 0
        ? undefined
        : await queryClient
            .fetchQuery(cartCheckQueryOptions({ lines: body }))
            .catch(() => undefined);
    const current = useCartStore.getState().cart;
    const planned = planAdditions({ ...context, cart: current, lines, check });
    applyAdditions(dispatch, planned.plan, planned.max);
    return planned;
  };
}
