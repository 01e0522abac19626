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
  // A new login: what the last account's level could do is no hint for this one.
  forgetConsoleActions();
}

export function storedAccountKind(): AccountKind {
  const value =
    window.sessionStorage.getItem(ACCOUNT_KIND_KEY) ??
    window.localStorage.getItem(ACCOUNT_KIND_KEY);
  return value === 'staff' ? 'staff' : 'console';
}

const CONSOLE_ACTIONS_KEY = 'careshop-console-actions';

/**
 * The actions the console user's level had at their last `/console/me`: only a hint for the
 * entry's early reads (decision 353), so a screen the level may not open reads nothing before the
 * app knows. The server still decides every read; a stale hint costs one refused call.
 */
export function rememberConsoleActions(actions: readonly string[]): void {
  const value = JSON.stringify(actions);
  window.sessionStorage.setItem(CONSOLE_ACTIONS_KEY, value);
  window.localStorage.setItem(CONSOLE_ACTIONS_KEY, value);
}

export function forgetConsoleActions(): void {
  window.sessionStorage.removeItem(CONSOLE_ACTIONS_KEY);
  window.localStorage.removeItem(CONSOLE_ACTIONS_KEY);
}

/** The remembered actions, or `null` when none are (or they are not a list of strings). */
export function storedConsoleActions(): string[] | null {
  const value =
    window.sessionStorage.getItem(CONSOLE_ACTIONS_KEY) ??
    window.localStorage.getItem(CONSOLE_ACTIONS_KEY);
  if (value === null) return null;
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) && parsed.every((item) => typeof item === 'string')
      ? parsed
      : null;
  } catch {
    return null;
  }
}
