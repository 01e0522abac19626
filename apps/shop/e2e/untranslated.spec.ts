import { flattenDictionary, resources } from '@careshop/i18n';
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

async function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim();
      if (parent && text && parent.checkVisibility()) texts.add(text);
    }
    for (const element of document.querySelectorAll('[aria-label], [placeholder], [title]')) {
      for (const name of ['aria-label', 'placeholder', 'title']) {
        const value = element.getAttribute(name)?.trim();
        if (value) texts.add(value);
      }
    }
    return [...texts];
  });
}

async function englishLeftovers(page: Page, language: Language): Promise<string[]> {
  const own = valuesOf(language);
  const texts = await visibleTexts(page);
  // The page rendered its texts (a blank page would pass without this).
  expect(texts.filter((text) => own.has(text)).length).toBeGreaterThan(5);
  // A label with a count ("Free (6)") or a trailing colon is checked without them too.
  const forms = (text: string) => [
    text,
    text.replace(/\s*\(\d+\)$/, ''),
    text.replace(/\s*:$/, ''),
  ];
  return texts.filter((text) =>
    forms(text).some(
      (form) => english.has(form) && !own.has(form) && !sameInEveryLanguage.has(form),
    ),
  );
}

const screens = [
  '/',
  '/c-p',
  '/c-p/SCFBF004',
  '/cart',
  '/profile/my-account',
  '/profile/my-orders',
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
