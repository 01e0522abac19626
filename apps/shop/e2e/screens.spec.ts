import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import {
  addFromProductPage,
  apiToken,
  expectNoSeriousAxeViolations,
  login,
  settle,
} from './support';

// SPEC 2 screens in Dutch and German at a phone (360 px) and a desktop (1280 px) width: each one
// shows its level-1 heading in the chosen language and has no horizontal scrolling. axe runs on
// every screen at both widths and in both languages, but not on all four pairs (nl at 360 px and
// de at 1280 px), which halves the suite's slowest part. Set E2E_SCREENSHOTS=1 to also write
// full-page screenshots to e2e/.screenshots.

/** One of the limit account's seeded orders (read only, so the screens place no order). */
async function seededOrderId(request: APIRequestContext): Promise<number> {
  const headers = { authorization: `Bearer ${await apiToken(request, 'limit@demo.test')}` };
  const list = await request.get('/api/admin/order?page=1&rows_per_page=1', { headers });
  const order = ((await list.json()) as { items: { id: number }[] }).items[0];
  expect(order).toBeDefined();
  return order?.id ?? 0;
}

/** Forgets the session in the browser, keeping the language choice. */
async function forgetSession(page: Page): Promise<void> {
  await page.evaluate(() => {
    localStorage.removeItem('token');
    sessionStorage.removeItem('token');
  });
}

async function checkScreen(page: Page, name: string, axe: boolean): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await settle(page);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${name} scrolls sideways`).toBeLessThanOrEqual(0);
  if (process.env.E2E_SCREENSHOTS) {
    const { width } = page.viewportSize() ?? { width: 0 };
    await page.screenshot({
      path: `e2e/.screenshots/${width}-${name.replace(/[^\w-]+/g, '_')}.png`,
      fullPage: true,
    });
  }
  if (axe) await expectNoSeriousAxeViolations(page);
}

const labels = {
  nl: { add: 'In winkelwagen', checkout: 'Naar afrekenen', next: 'Volgende' },
  de: { add: 'In den Warenkorb', checkout: 'Zur Kasse', next: 'Weiter' },
};

for (const language of ['nl', 'de'] as const) {
  for (const width of [360, 1280]) {
    const axe = language === 'nl' ? width === 360 : width === 1280;
    const check = (page: Page, name: string) => checkScreen(page, `${language}${name}`, axe);
    const visit = async (page: Page, path: string) => {
      await page.goto(path);
      await check(page, path);
    };
    test(`SPEC 2: every screen in ${language} at ${width}px${axe ? ', with axe' : ''}`, async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      const orderId = await seededOrderId(request);
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/login');
      await page.evaluate((locale) => {
        localStorage.setItem(
          'cart-brand-customization',
          JSON.stringify({ state: { locale }, version: 0 }),
        );
      }, language);

      // Logged out: auth layout, public pages, the 404.
      for (const path of [
        '/login',
        '/register',
        '/forgot',
        '/reset-password?token=e2e',
        '/contact',
        '/faq',
        '/webinar',
        '/webinar-confirmed',
        '/thanks',
        '/no/such/page',
      ]) {
        await visit(page, path);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
      }

      // The limit account: its orders, and the next-year banner on every page.
      await page.goto('/login');
      await login(page, 'limit@demo.test');
      for (const path of [
        '/profile/my-orders',
        `/profile/my-orders/${orderId}`,
        `/order-confirmation/${orderId}`,
        `/payment-completed?order=${orderId}`,
        `/payment-canceled?order=${orderId}`,
      ]) {
        await visit(page, path);
      }
      await forgetSession(page);

      await page.goto('/login');
      await login(page, 'customer@demo.test');
      await check(page, '/home');
      await page.locator('main a[href*="/c-p/"]').first().click();
      await expect(page).toHaveURL(/\/c-p\/[^/]+\/[^/]+$/);
      await check(page, '/category');
      const subjects = page.locator('main nav a[href*="/faq/"]');
      for (const path of [
        '/c-p',
        '/c-p/SCFBO001',
        '/c-p/SCFPKG001',
        '/profile/my-account',
        '/faq',
      ]) {
        await visit(page, path);
      }
      if ((await subjects.count()) > 0) {
        await subjects.first().click();
        await expect(page).toHaveURL(/\/faq\/.+/);
        await check(page, '/faq-subject');
      }
      await page.goto('/cart');
      await check(page, '/cart-empty');
      await addFromProductPage(page, 'SCFSO006', 2, labels[language].add);
      await page.goto('/cart');
      await expect(page.getByTestId('quota-left')).toBeVisible();
      await check(page, '/cart');
      await page.getByRole('button', { name: labels[language].checkout }).click();
      await check(page, '/cart-address');
      await page.getByRole('button', { name: labels[language].next }).click();
      await check(page, '/cart-shipping');
      await page.getByRole('button', { name: labels[language].next }).click();
      await check(page, '/cart-payment');

      // A sales rep's own screen.
      await forgetSession(page);
      await page.goto('/login');
      await login(page, 'rep@demo.test');
      await expect(page).toHaveURL(/\/order-on-behalf$/);
      await check(page, '/order-on-behalf');
    });
  }
}
