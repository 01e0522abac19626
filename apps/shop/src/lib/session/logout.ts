import { useAccountStore } from '../../stores/account-store';
import { dispatchCart } from '../../stores/cart-store';
import type { SessionServices } from './session-services';

/** Options of {@link logout}. */
export interface LogoutOptions {
  /** A forced logout (401): the login screen says the session expired. */
  expired?: boolean;
  /** Keep the remembered path, so the user comes back to it after logging in again. */
  keepRedirect?: boolean;
  /** Also revoke the token on the server (a user's own logout; not needed after a 401). */
  revoke?: boolean;
}

/**
 * SPEC 4 logout: token and auth header removed, the whole account state reset (company and rep
 * flags included), the cart emptied and every user-specific query dropped. The shop config stays:
 * it belongs to the host, not the user.
 */
export function logout(services: SessionServices, options: LogoutOptions = {}): void {
  // The client forgets the token at once; the server revocation is best effort and never rejects,
  // so the local logout neither waits for nor depends on the network.
  void services.api.logout({ revoke: options.revoke ?? false });
  services.tokenStore.clear();
  useAccountStore.getState().loggedOut({
    expired: options.expired ?? false,
    keepRedirect: options.keepRedirect ?? false,
  });
  dispatchCart({ type: 'reset', max_order_amount: 0 });
  services.queryClient.removeQueries({
    predicate: (query) => query.queryKey[0] !== 'shop-config',
  });
}
