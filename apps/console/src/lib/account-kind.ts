/**
 * Which "who am I" call to make first after a reload: the login answer told whether the account is
 * shop staff or a console user. Only a hint (a stale or missing one costs one refused call): read
 * without the API client so the router's guard stays in the app's entry.
 */
export type AccountKind = 'console' | 'staff';

const ACCOUNT_KIND_KEY = 'careshop-console-kind';

export function rememberAccountKind(kind: AccountKind): void {
  window.sessionStorage.setItem(ACCOUNT_KIND_KEY, kind);
  window.localStorage.setItem(ACCOUNT_KIND_KEY, kind);
}

export function storedAccountKind(): AccountKind {
  const value =
    window.sessionStorage.getItem(ACCOUNT_KIND_KEY) ??
    window.localStorage.getItem(ACCOUNT_KIND_KEY);
  return value === 'staff' ? 'staff' : 'console';
}
