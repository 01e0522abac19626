import { flattenDictionary, resources } from '@careshop/i18n';
import { leftoverTexts } from '@careshop/playwright-config/texts';
import { expect, type Page, test } from '@playwright/test';
import { login } from './support';

// Issue 15: every visible string comes from i18n in the chosen language. For each language the
// demo shop offers, each main screen's visible texts and accessible names are compared with the
// English dictionary: a text that is an English dictionary value, and no value of the chosen
// language's dictionary, is English left behind (a missing translation, a hard-coded label that
// happens to be in the English texts, or a server sentence shown as it came).

type Language = keyof typeof resources;

const valuesOf = (language: Language) =>
  new Set(
    Object.values(flattenDictionary(resources[language].translation))
      .filter((value) => !value.includes('{{'))
      .map((value) => value.trim()),
  );
const english = valuesOf('en');

/** English words that are also the right word in these languages (brand and product words). */
const sameInEveryLanguage = new Set(['Careshop', 'Zoom! Delivered', 'SKU', 'FAQ', 'E-mail', 'OK']);

async function englishLeftovers(page: Page, language: Language): Promise<string[]> {
  const { ownCount, leftovers } = await leftoverTexts(page, {
    reference: english,
    own: valuesOf(language),
    allowed: sameInEveryLanguage,
  });
  // The page rendered its texts (a blank page would pass without this).
  expect(ownCount).toBeGreaterThan(5);
  return leftovers;
}

const screens = [
  '/',
  '/c-p',
  '/c-p/SCFBF004',
  '/cart',
  '/quick-order',
  '/profile/my-account',
  '/profile/my-orders',
  '/profile/addresses',
  '/profile/saved-carts',
  '/colleagues',
  '/approvals',
  '/contact',
  '/faq',
  '/order-on-behalf',
  '/no/such/page',
];
const loggedOutScreens = ['/login', '/register', '/forgot'];

for (const language of ['fr', 'es', 'nl'] as const) {
  test(`no English left on the main screens in ${language}`, async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/login');
    await page.getByRole('banner').getByRole('combobox').selectOption(language);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    const found: string[] = [];
    for (const path of loggedOutScreens) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      found.push(...(await englishLeftovers(page, language)).map((text) => `${path}: ${text}`));
    }
    await page.goto('/login');
    await login(page, 'customer@demo.test');
    await page.getByRole('banner').getByRole('combobox').selectOption(language);
    for (const path of screens) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      found.push(...(await englishLeftovers(page, language)).map((text) => `${path}: ${text}`));
    }
    expect(found).toEqual([]);
  });
}
