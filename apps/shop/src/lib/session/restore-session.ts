import { isApiError } from '@careshop/api-client';
import type { User } from '@careshop/validation';
import { useAccountStore } from '../../stores/account-store';
import { dispatchCart } from '../../stores/cart-store';
import { categoriesQueryOptions } from '../queries/get-categories';
import { meQueryOptions } from '../queries/get-me';
import { productsQueryOptions } from '../queries/get-products';
import { shopConfigQueryOptions } from '../queries/get-shop-config';
import { logout } from './logout';
import type { SessionServices } from './session-services';
import { withTimeout } from './with-timeout';

/** SPEC 4 "App start": state is restored with a 5000 ms time-out. */
export const RESTORE_TIMEOUT_MS = 5000;

/** How start-up ended. */
export type RestoreOutcome = 'logged-in' | 'logged-out';

/**
 * SPEC 4 "App start": with a stored token, load user, products, categories and the hostname
 * config, then mark the session logged in with its max order amount. No token, any failure or
 * the time-out: a clean logout. A sales rep's chosen office is set again so the order-on-behalf
 * header is back on every call.
 */
export async function restoreSession(
  services: SessionServices,
  timeoutMs: number = RESTORE_TIMEOUT_MS,
): Promise<RestoreOutcome> {
  if (!services.tokenStore.get()) {
    logout(services, { keepRedirect: true });
    return 'logged-out';
  }
  try {
    const me = await withTimeout(loadSession(services), timeoutMs);
    startSession(me);
    return 'logged-in';
  } catch (error) {
    // A stored token the API rejects is an expired session: the login page says so (SPEC 8).
    const expired = isApiError(error) && error.status === 401;
    logout(services, { keepRedirect: true, expired });
    return 'logged-out';
  }
}

async function loadSession(services: SessionServices): Promise<User> {
  const { queryClient } = services;
  const [me, config] = await Promise.all([
    queryClient.fetchQuery(meQueryOptions()),
    queryClient.fetchQuery(shopConfigQueryOptions()),
  ]);
  await Promise.all([
    queryClient.fetchQuery(productsQueryOptions(config.organisation_id)),
    queryClient.fetchQuery(categoriesQueryOptions(config.organisation_id)),
  ]);
  const company = useAccountStore.getState().company;
  if (me.is_sales && company?.cust_no) {
    await services.api.setOrderOnBehalf(company.cust_no);
  } else if (company) {
    useAccountStore.getState().setCompany(null);
  }
  return me;
}

/** Marks the session logged in and gives the cart its cap (SPEC 4 Login). */
export function startSession(me: Pick<User, 'id' | 'is_sales' | 'max_order_amount'>): void {
  useAccountStore.getState().loggedIn({ id: Number(me.id), is_sales: me.is_sales });
  const company = useAccountStore.getState().company;
  dispatchCart({ type: 'setMax', max: company?.max_order_amount ?? me.max_order_amount });
}
