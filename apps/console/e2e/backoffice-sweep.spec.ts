import { flattenDictionary, resources } from '@careshop/i18n';
import { leftoverTexts } from '@careshop/playwright-config/texts';
import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousAxeViolations, login, tabTo } from './support';

// Issue 14: every screen of the Shop area in each of the six languages, reached by keyboard
// only, at 360 px without horizontal overflow, at desktop width with no serious axe violation
// and no English text left in another language. The super administrator is used (the language
// is the browser's own) so the other back-office tests keep their staff account as it is.

type Language = keyof typeof resources;
const LANGUAGES = ['de', 'fr', 'es', 'nl', 'it', 'en'] as const satisfies readonly Language[];

const valuesOf = (language: Language) =>
  new Set(
    Object.values(flattenDictionary(resources[language].translation))
      .filter((value) => !value.includes('{{'))
      .map((value) => value.trim()),
  );
const english = valuesOf('en');
/** Words that are right in every language: brand names and codes. */
const sameInEveryLanguage = new Set(['Careshop', 'Zoom! Delivered', 'SKU', 'E-mail', 'OK', 'CSV']);

/** The Shop area's screens, as the navigation links them. */
const screens = [
  'shop/licences',
  'shop/orders',
  'shop/customers',
  'shop/products',
  'shop/products/1',
  'shop/coupons',
  'shop/settings',
  'shop/audit',
  'shop/account',
];

async function settled(page: Page, language: Language) {
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

// One test per language and third of the screens, so each stays well inside the suite's budget
// of 90 s per test on a loaded machine; the language lives in the browser, so each starts afresh.
const thirds = [screens.slice(0, 3), screens.slice(3, 6), screens.slice(6)];

for (const language of LANGUAGES) {
  thirds.forEach((group, third) => {
    test(`the Shop area in ${language} (${third + 1} of 3): keyboard, 360 px, axe, no English left`, async ({
      page,
    }) => {
      test.setTimeout(85_000);
      await page.setViewportSize({ width: 1280, height: 900 });
      await login(page, 'super-staff@demo.test');

      // The language, chosen by keyboard in the header.
      const picker = page.locator('header select');
      await tabTo(page, picker);
      await picker.selectOption(language);
      await expect(page.locator('html')).toHaveAttribute('lang', language);

      // Keyboard only: the navigation reaches the orders screen.
      const ordersLink = page.getByRole('navigation').locator('a[href$="/shop/orders"]');
      await tabTo(page, ordersLink);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/shop\/orders$/);

      const found: string[] = [];
      for (const path of group) {
        await page.setViewportSize({ width: 1280, height: 900 });
        await page.goto(path);
        await settled(page, language);
        await expectNoSeriousAxeViolations(page);
        if (language !== 'en') {
          const { ownCount, leftovers } = await leftoverTexts(page, {
            reference: english,
            own: valuesOf(language),
            allowed: sameInEveryLanguage,
          });
          expect(ownCount, `${language} ${path} shows its own texts`).toBeGreaterThan(3);
          found.push(...leftovers.map((text) => `${language} ${path}: ${text}`));
        }
        await page.setViewportSize({ width: 360, height: 740 });
        await page.waitForTimeout(50);
        expect(await overflow(page), `${language} ${path} at 360 px`).toBeLessThanOrEqual(1);
      }
      expect(found).toEqual([]);
    });
  });
}
