import { browserTokenStore, createApiClient } from '@careshop/api-client';
import { env } from '../config/env';
import { queryClient } from './query-client';
import { createSessionStore } from './session-store';
import { storageKeys } from './storage-keys';

export const tokenStore = browserTokenStore(window.localStorage, window.sessionStorage);

export const useSessionStore = createSessionStore(tokenStore.get() !== null);

/** Forgets the session: token, cached server data, the wizard's draft, the logged-in flag. */
export function logout(expired = false): void {
  // The user's own logout also revokes the token on the server; after a 401 it is already dead.
  void api.logout({ revoke: !expired });
  window.sessionStorage.removeItem(storageKeys.wizard);
  queryClient.clear();
  useSessionStore.getState().loggedOut(expired);
}

/** The one API client of the app. A 401 on a session call is the forced logout of SPEC 4. */
export const api = createApiClient({
  baseUrl: env.VITE_API_URL || window.location.origin,
  tokenStore,
  onUnauthorized: () => logout(true),
});
