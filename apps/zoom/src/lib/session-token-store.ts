import { DEFAULT_TOKEN_STORAGE_KEY, type StorageLike, type TokenStore } from '@careshop/api-client';

/**
 * The session token under the shop's key `token` (SPEC 3 Session). The shop keeps it in local
 * storage ("remember me") or session storage, so both are read; on one origin a shop login is a
 * Zoom! Delivered login too (docs/decisions/122-zoom-app-login-and-state.md). A login made here is
 * remembered in local storage.
 */
export function createSharedTokenStore(
  local: StorageLike,
  session: StorageLike,
  key: string = DEFAULT_TOKEN_STORAGE_KEY,
): TokenStore {
  return {
    get: () => local.getItem(key) || session.getItem(key) || null,
    set(token) {
      session.removeItem(key);
      local.setItem(key, token);
    },
    clear() {
      local.removeItem(key);
      session.removeItem(key);
    },
  };
}
