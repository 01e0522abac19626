import { execFileSync } from 'node:child_process';
import { type APIRequestContext, expect, type Page } from '@playwright/test';

export { expectNoSeriousAxeViolations } from '@careshop/playwright-config/axe';

export const PASSWORD = 'Demo!2026';

/** The demo accounts whose logged-in storage `accounts.setup.ts` keeps for the screen tests. */
export type DemoAccount = 'customer' | 'limit' | 'rep';

/** Where the storage state (token, remembered account) of a logged-in demo account is kept. */
export function accountState(account: DemoAccount): string {
  return `e2e/.auth/${account}.json`;
}

/** Where `accounts.setup.ts` notes one of the limit account's seeded orders. */
export const seededOrderFile = 'e2e/.auth/limit-order.json';

/** Logs in through the form (the shop's default language is French). */
export async function login(page: Page, email: string, password = PASSWORD): Promise<void> {
  if (!page.url().includes('/login')) await page.goto('/login');
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[type="password"]').first().fill(password);
  await page.locator('form button[type="submit"]').click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** Waits until no animation runs (the 0.4 s page transition of SPEC 2), to measure the page. */
export async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
}

/** From the cart step through address and shipping to payment. */
export async function goToPayment(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Passer la commande' }).click();
  await page.getByRole('button', { name: 'Suivant' }).click();
  await page.getByRole('button', { name: 'Suivant' }).click();
}

/**
 * From the payment step to the review (decision 247), then accepts the sales terms and terms of use
 * and confirms the order.
 */
export async function acceptTermsAndOrder(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Suivant' }).click();
  await expect(page.getByRole('heading', { name: 'Vérifiez votre commande' })).toBeVisible();
  const terms = page.getByRole('main').locator('input[type="checkbox"]');
  await terms.nth(0).check();
  await terms.nth(1).check();
  await page.getByRole('button', { name: 'Valider la commande' }).click();
}

/** Logs in through the API (for set-up steps a test does not look at) and returns the token. */
export async function apiToken(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.post('/api/auth/login', { data: { email, password: PASSWORD } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { auth: string }).auth;
}

/**
 * Starts the shop logged in as `email` without the login form (for tests whose subject is not the
 * login): the API's token is put where the shop keeps it (SPEC 3: local storage key `token`)
 * before any page script runs, as a remembered login would have left it.
 */
export async function startLoggedIn(
  page: Page,
  request: APIRequestContext,
  email: string,
): Promise<void> {
  const token = await apiToken(request, email);
  await page.addInitScript((value) => {
    if (!window.localStorage.getItem('token')) window.localStorage.setItem('token', value);
  }, token);
}

/** Puts `quantity` of a product in the cart from its page (typed into the quantity field). */
export async function addFromProductPage(
  page: Page,
  ctn: string,
  quantity = 1,
  addLabel = 'Ajouter au panier',
): Promise<void> {
  await page.goto(`/c-p/${ctn}`);
  const amount = page.getByRole('main').getByRole('spinbutton');
  await amount.fill(String(quantity));
  await amount.press('Enter');
  await page.getByRole('button', { name: addLabel }).click();
}

/** The text of a downloaded PDF (pdftotext), every run of spaces made one. */
export function pdfText(path: string): string {
  return execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' }).replace(
    /[\s\u00a0\u202f]+/g,
    ' ',
  );
}

/** Clicks the button and returns the path of the file it downloads. */
export async function download(page: Page, button: string): Promise<string> {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  const path = await file.path();
  expect(path).toBeTruthy();
  return path as string;
}
