import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations, login } from './support';

const screens = [
  '/',
  '/c-p',
  '/c-p/SCFBO001',
  '/cart',
  '/profile/my-account',
  '/profile/my-orders',
  '/faq',
  '/contact',
];

for (const language of ['nl', 'de'] as const) {
  for (const width of [360, 1280]) {
    test(`SPEC 2: every screen in ${language} at ${width}px passes axe`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/login');
      await page.evaluate((locale) => {
        localStorage.setItem(
          'cart-brand-customization',
          JSON.stringify({ state: { locale }, version: 0 }),
        );
      }, language);
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expectNoSeriousAxeViolations(page);
      await login(page, 'customer@demo.test');
      for (const path of screens) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await page.screenshot({
          path: `e2e/.screenshots/${language}-${width}${path.replaceAll('/', '_')}.png`,
          fullPage: true,
        });
        await expectNoSeriousAxeViolations(page);
      }
    });
  }
}
