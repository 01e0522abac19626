import { resources } from '@careshop/i18n';
import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations, loginByKeyboard, switchLanguage } from './support';

// Decision 251: Zoom! Delivered wears the shop's header and footer (the design system's brand
// chrome) and its font, not a header of its own.

test('decision 251: the shop’s header, footer and font, with links back to the shop', async ({
  page,
}) => {
  const t = resources.en.translation;
  await page.goto('./');
  await switchLanguage(page, 'en');
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Careshop Zoom! Delivered' })).toHaveAttribute(
    'href',
    '/zoom/',
  );
  const nav = banner.getByRole('navigation', { name: t.navigation.header.main_nav });
  await expect(nav.getByRole('link', { name: t.zoom.app.back_to_shop })).toHaveAttribute(
    'href',
    '/',
  );
  await expect(nav.getByRole('link', { name: t.navigation.header.faq })).toHaveAttribute(
    'href',
    '/faq',
  );
  // The page keeps its level-1 title for screen readers.
  await expect(page.getByRole('heading', { level: 1, name: t.zoom.title })).toBeAttached();
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: t.footer.contact })).toHaveAttribute(
    'href',
    '/contact',
  );
  await expect(footer).toContainText(String(new Date().getFullYear()));
  // Logged in, the organisation's terms open in a new tab.
  await loginByKeyboard(page, 'customer@demo.test');
  await expect(page.getByRole('heading', { name: t.zoom.start.title })).toBeVisible();
  await expect(
    footer.getByRole('link', { name: new RegExp(`^${t.footer.terms}`) }),
  ).toHaveAttribute('target', '_blank');
  // The footer's language column switches the page too.
  await footer.getByRole('combobox', { name: t.footer.languages }).selectOption('it');
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  await expect(banner.getByRole('combobox')).toHaveValue('it');
  await expect
    .poll(() => page.evaluate(() => document.fonts.check('16px "Inter Variable"')))
    .toBe(true);
  expect(
    await page
      .getByRole('heading', { level: 2 })
      .first()
      .evaluate((node) => getComputedStyle(node).fontFamily),
  ).toMatch(/^"Inter Variable"/);
  await expect(page.locator('head link[rel="preload"][as="font"]')).toHaveAttribute(
    'href',
    /^\/zoom\/assets\/inter-latin-wght-normal-[\w-]+\.woff2$/,
  );
  await expectNoSeriousAxeViolations(page);
});
