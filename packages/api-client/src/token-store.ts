/** Where the session token lives. Injected so the client never touches globals (SPEC 3 Session). */
export interface TokenStore {
  /** The stored token, or null when logged out. */
  get(): string | null;
  /** Stores the token from the login answer. */
  set(token: string): void;
  /** Removes the token (logout, forced logout). */
  clear(): void;
}

/** The part of the Web Storage API the token store needs; `window.localStorage` fits. */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** SPEC 3 / 9: the token is kept in local storage under the key `token`. */
export const DEFAULT_TOKEN_STORAGE_KEY = 'token';

/** A token store that lives only as long as the page (tests, server-side rendering, workers). */
export function memoryTokenStore(initial: string | null = null): TokenStore {
  let token = initial;
  return {
    get: () => token,
    set: (next) => {
      token = next;
    },
    clear: () => {
      token = null;
    },
  };
}

/** A token store over an injected storage, by default under the SPEC key `token`. */
export function localStorageTokenStore(
  storage: StorageLike,
  key: string = DEFAULT_TOKEN_STORAGE_KEY,
): TokenStore {
  return {
    // An empty string is what some apps wrote on logout; treat it as no token.
    get: () => storage.getItem(key) || null,
    set: (token) => storage.setItem(key, token),
    clear: () => storage.removeItem(key),
  };
}

/**
 * The browser's session token store, one for the shop and Zoom! Delivered (decision 159). With
 * "remember me" (the default) the token lives in local storage under `token` (SPEC 3 Session) and
 * survives closing the browser; without it, in session storage under the same key and ends with
 * the tab (decision 102). Both are read, so on one origin a shop login is a Zoom! login too
 * (decision 122); an empty value is no token.
 */
export interface BrowserTokenStore extends TokenStore {
  /** Where the next `set` writes: local storage (`true`) or session storage. */
  setRemember(remember: boolean): void;
}

export function browserTokenStore(
  local: StorageLike,
  session: StorageLike,
  key: string = DEFAULT_TOKEN_STORAGE_KEY,
): BrowserTokenStore {
  let remember = true;
  return {
    get: () => local.getItem(key) || session.getItem(key) || null,
    set(token) {
      (remember ? session : local).removeItem(key);
      (remember ? local : session).setItem(key, token);
    },
    clear() {
      local.removeItem(key);
      session.removeItem(key);
    },
    setRemember(value) {
      remember = value;
    },
  };
}
