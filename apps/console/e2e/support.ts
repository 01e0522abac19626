import { expect, type Locator, type Page } from '@playwright/test';

export { expectNoSeriousAxeViolations } from '@careshop/playwright-config/axe';

export const PASSWORD = 'Demo!2026';

/** The demo's console users (apps/api demo seed), one per level. */
export const consoleUsers = {
  super: 'console-super@demo.test',
  admin: 'console-admin@demo.test',
  active: 'console-active@demo.test',
  counts: 'console-counts@demo.test',
  live: 'console-live@demo.test',
  blocked: 'console-blocked@demo.test',
} as const;

/**
 * Presses Tab (keyboard only, no clicks) until `target` has focus. Fails after `max` presses, so
 * a control that cannot be reached by keyboard fails the test.
 */
export async function tabTo(page: Page, target: Locator, max = 80): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`could not reach ${String(target)} with Tab`);
}

/** Tabs to a field and types into it. */
export async function typeInto(page: Page, target: Locator, text: string): Promise<void> {
  await tabTo(page, target);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(text);
}

/**
 * Logs in through the console's own form, by keyboard, and waits for the first screen (its header:
 * on a narrow screen the navigation is in the menu).
 */
export async function loginByForm(page: Page, email: string): Promise<void> {
  await page.goto('login');
  await typeInto(page, page.locator('input[name="email"]'), email);
  await typeInto(page, page.locator('input[name="password"]'), PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('banner')).toBeVisible();
}

/** What the console keeps of a login in the browser's storage, its language aside. */
interface StoredLogin {
  local: [string, string][];
  session: [string, string][];
}

/** The browser's storage after each user's first login in this worker (a module per worker). */
const storedLogins = new Map<string, StoredLogin>();
const LANGUAGE_KEY = 'careshop-console-language';
const RESTORED_KEY = 'careshop-e2e-login-restored';

/**
 * Opens the console logged in as `email` and waits for the first screen. The first time in a
 * worker this is the login form (`loginByForm`); after that the page starts with the storage that
 * login left (the same session token), as a browser that stayed logged in does. The language is
 * not carried over: each test's browser speaks its own. A test about logging in or out, or that
 * ends its session, logs in with `loginByForm`, so the session kept here stays valid.
 */
export async function login(page: Page, email: string): Promise<void> {
  const stored = storedLogins.get(email);
  if (!stored) {
    await loginByForm(page, email);
    storedLogins.set(
      email,
      await page.evaluate((languageKey) => {
        const entries = (storage: Storage) =>
          Object.entries(storage).filter(([key]) => key !== languageKey);
        return { local: entries(localStorage), session: entries(sessionStorage) };
      }, LANGUAGE_KEY),
    );
    return;
  }
  // Once per tab, before the console's code reads it: a later logout in the test stays a logout.
  await page.addInitScript(
    ({ state, restoredKey }) => {
      try {
        if (sessionStorage.getItem(restoredKey)) return;
        sessionStorage.setItem(restoredKey, '1');
        for (const [key, value] of state.local) localStorage.setItem(key, value);
        for (const [key, value] of state.session) sessionStorage.setItem(key, value);
      } catch {
        // A document without storage (about:blank): nothing to restore there.
      }
    },
    { state: stored, restoredKey: RESTORED_KEY },
  );
  await page.goto('');
  await expect(page.getByRole('banner')).toBeVisible();
}

/** The session token the console stored, for API calls a test makes itself. */
export async function storedToken(page: Page): Promise<string> {
  const token = await page.evaluate(
    () =>
      localStorage.getItem('careshop-console-token') ??
      sessionStorage.getItem('careshop-console-token'),
  );
  if (!token) throw new Error('no console token stored');
  return token;
}
