import { isApiError } from '@careshop/api-client';
import type { User } from '@careshop/validation';
import { useAccountStore } from '../../stores/account-store';
import { dispatchCart } from '../../stores/cart-store';
import { allCategoriesQueryOptions, categoriesQueryOptions } from '../queries/get-categories';
import { meQueryOptions } from '../queries/get-me';
import { allProductsQueryOptions, productsQueryOptions } from '../queries/get-products';
import { shopConfigQueryOptions } from '../queries/get-shop-config';
import { warmIntl } from '../warm-intl';
import { logout } from './logout';
import type { SessionServices } from './session-services';

/**
 * SPEC 4 "App start": state is restored with a 5000 ms time-out. Past it the start-up notice says
 * the shop is slow and offers to try again; the session is kept (decision 234).
 */
export const RESTORE_TIMEOUT_MS = 5000;

/** How start-up ended: `unavailable` keeps the token, the API did not answer usefully. */
export type RestoreOutcome = 'logged-in' | 'logged-out' | 'unavailable';

/**
 * SPEC 4 "App start": with a stored token, load the user and the hostname config, then mark the
 * session logged in with its max order amount; products and categories load beside it, and a page
 * shows their failure itself. Only a 401 on the user ends the session (decision 234): a slow API
 * shows the start-up notice with "try again" after `slowAfterMs`, and any other failure shows the
 * error with the same button, the token kept. A sales rep's chosen office is set again so the
 * order-on-behalf header is back on every call.
 */
export async function restoreSession(
  services: SessionServices,
  slowAfterMs: number = RESTORE_TIMEOUT_MS,
): Promise<RestoreOutcome> {
  if (!services.tokenStore.get()) {
    logout(services, { keepRedirect: true });
    return 'logged-out';
  }
  const account = useAccountStore.getState();
  account.setRestoreProblem(null);
  const slow = setTimeout(() => account.setRestoreProblem('slow'), slowAfterMs);
  try {
    const me = await loadSession(services);
    startSession(me);
    return 'logged-in';
  } catch (error) {
    // A stored token the API rejects is an expired session: the login page says so (SPEC 8).
    if (isApiError(error) && error.status === 401) {
      logout(services, { keepRedirect: true, expired: true });
      return 'logged-out';
    }
    account.setRestoreProblem('failed');
    return 'unavailable';
  } finally {
    clearTimeout(slow);
  }
}

async function loadSession(services: SessionServices): Promise<User> {
  const { queryClient } = services;
  // The catalogue's calls need the token, not the config: they start with the user and the config
  // (decision 255), and the organisation's part is cut once the config is there.
  void queryClient.prefetchQuery(allProductsQueryOptions());
  void queryClient.prefetchQuery(allCategoriesQueryOptions());
  // While they are on their way, ICU loads what the catalogue's first render needs (decision 256).
  warmIntl();
  const [me, config] = await Promise.all([
    queryClient.fetchQuery(meQueryOptions()),
    queryClient.fetchQuery(shopConfigQueryOptions()),
  ]);
  // Started, not awaited: the catalogue's pages show its loading and its errors themselves.
  void queryClient.prefetchQuery(productsQueryOptions(config.organisation_id));
  void queryClient.prefetchQuery(categoriesQueryOptions(config.organisation_id));
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
