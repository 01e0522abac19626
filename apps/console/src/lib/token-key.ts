/**
 * The console keeps its token under a key of its own: the shop is served from the same origin,
 * and a console login must not replace a shop session in the same browser (decision 216).
 */
export const CONSOLE_TOKEN_KEY = 'careshop-console-token';

/**
 * Whether a session token is stored (local storage with "remember me", else session storage).
 * Read directly so the router's guard does not pull the API client into the app's entry.
 */
export function hasStoredToken(): boolean {
  return Boolean(
    window.localStorage.getItem(CONSOLE_TOKEN_KEY) ||
      window.sessionStorage.getItem(CONSOLE_TOKEN_KEY),
  );
}
