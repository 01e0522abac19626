import { browserTokenStore, createApiClient, isApiError } from '@careshop/api-client';
import { earlyReadFetch } from '@careshop/api-client/early-reads';
import { create } from 'zustand';
import { env } from '../config/env';
import { goToLogin } from './login-navigation';
import { queryClient } from './query-client';
import { CONSOLE_TOKEN_KEY } from './token-key';

export const tokenStore = browserTokenStore(
  window.localStorage,
  window.sessionStorage,
  CONSOLE_TOKEN_KEY,
);

interface SessionState {
  hasToken: boolean;
  /** Set when the server refused the stored token: the login screen says the session expired. */
  expired: boolean;
  loggedIn(): void;
  loggedOut(expired?: boolean): void;
}

export const useSessionStore = create<SessionState>()((set) => ({
  hasToken: tokenStore.get() !== null,
  expired: false,
  loggedIn: () => set({ hasToken: true, expired: false }),
  loggedOut: (expired = false) => set({ hasToken: false, expired }),
}));

/**
 * Forgets the session and goes to the login: the token at once, the cached answers once the
 * protected screens are gone (clearing them first would make those screens fetch again without a
 * token). A user's own logout also revokes the token on the server; after a 401 it is dead anyway.
 */
export function logout(expired = false): void {
  void api.logout({ revoke: !expired });
  tokenStore.clear();
  useSessionStore.getState().loggedOut(expired);
  void goToLogin().then(() => queryClient.clear());
}

const baseUrl = env.VITE_API_URL || window.location.origin;
const onUnauthorized = () => logout(true);

/**
 * The one API client: the accounts calls the shop makes too (login, logout, reset and change
 * password), the console's under /api/admin/console and the shop back office's under
 * /api/admin/backoffice (staff only, decision 218), each called by its contract route. A GET the
 * app's entry already sent for the first screen takes that answer (`@careshop/api-client/early-reads`).
 */
export const api = createApiClient({
  baseUrl,
  tokenStore,
  onUnauthorized,
  // The first screen's reads the entry sent already (decision 353).
  fetch: earlyReadFetch(),
});

/** The server's registry code of a failed call, e.g. `console_forbidden`. */
export function serverCode(error: unknown): string | undefined {
  return isApiError(error) ? error.serverCode : undefined;
}
