import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page } from '@playwright/test';

export const PASSWORD = 'Demo!2026';

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

/**
 * Fails on any serious or critical axe violation. The page is looked at with reduced motion, which
 * the shop honours by dropping its fade-in (app.css): a page caught mid-fade reads as low contrast.
 */
export async function expectNoSeriousAxeViolations(page: Page): Promise<void> {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(
    serious.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' | ')}`,
    ),
  ).toEqual([]);
  await page.emulateMedia({ reducedMotion: null });
}

/** From the cart step through address and shipping to payment. */
export async function goToPayment(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Passer la commande' }).click();
  await page.getByRole('button', { name: 'Suivant' }).click();
  await page.getByRole('button', { name: 'Suivant' }).click();
}

/** Accepts the sales terms and terms of use and confirms the order. */
export async function acceptTermsAndOrder(page: Page): Promise<void> {
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
