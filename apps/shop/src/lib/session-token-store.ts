import { DEFAULT_TOKEN_STORAGE_KEY, type TokenStore } from '@careshop/api-client';

/**
 * The session token store. With "remember me" the token lives in local storage under `token`
 * (SPEC 3 Session), so it survives closing the browser; without it, in session storage under the
 * same key, so it ends with the tab (docs/decisions/102-shop-remember-me.md).
 */
export interface RememberingTokenStore extends TokenStore {
  /** Where the next `set` writes: local storage (`true`) or session storage. */
  setRemember(remember: boolean): void;
}

export function createRememberingTokenStore(
  local: Storage,
  session: Storage,
  key: string = DEFAULT_TOKEN_STORAGE_KEY,
): RememberingTokenStore {
  let remember = true;
  return {
    get() {
      return local.getItem(key) ?? session.getItem(key);
    },
    set(token: string) {
      (remember ? session : local).removeItem(key);
      (remember ? local : session).setItem(key, token);
    },
    clear() {
      local.removeItem(key);
      session.removeItem(key);
    },
    setRemember(value: boolean) {
      remember = value;
    },
  };
}
