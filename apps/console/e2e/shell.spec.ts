import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { resources } from '@careshop/i18n';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { consoleUsers, expectNoSeriousAxeViolations, login, tabTo } from './support';

// Issue 27, the console's shell: a title per screen (17), focus back on the opener after a dialog
// (20), "not available for your access level" (21), the header on a phone and the devices table
// in German (22).

const STAFF = 'staff@demo.test';
type Language = 'en' | 'de';
const locales: Record<Language, string> = { en: 'en-GB', de: 'de-DE' };

/** A text of the dictionary, with its placeholders filled in. */
function text(language: Language, key: string, values: Record<string, string> = {}): string {
  let node: unknown = resources[language].translation;
  for (const part of key.split('.')) node = (node as Record<string, unknown>)[part];
  if (typeof node !== 'string') throw new Error(`no text ${key} in ${language}`);
  return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
}

/** The title a screen must have: "screen · app". */
function titleOf(language: Language, key: string, values?: Record<string, string>): string {
  return `${text(language, key, values)} · ${text(language, 'console_app.shell.app_name')}`;
}

/** Each screen's address and the key of its name, by who may open it. */
const publicScreens = [
  ['login', 'console_app.login.submit'],
  ['forgot', 'console_app.login.forgot'],
  ['reset-password?token=abc', 'console_app.reset.title'],
  ['no-such-screen', 'console_app.not_found.title'],
] as const;
const consoleScreens = [
  ['', 'console.nav.dashboard'],
  ['counts', 'console_app.counts.title'],
  ['reports', 'console.nav.reports'],
  ['locations', 'console.nav.locations'],
  ['devices', 'console.nav.devices'],
  ['users', 'console.nav.users'],
  ['configurations', 'console.nav.configurations'],
  ['promos', 'console.nav.promos'],
  ['account', 'console_app.account.title'],
  ['display/1', 'console_app.dashboard.open_display'],
  ['shop/orders', 'console_app.access.title'],
] as const;
const staffScreens = [
  ['shop/licences', 'console_app.backoffice.nav.licences'],
  ['shop/orders', 'console_app.backoffice.nav.orders'],
  ['shop/orders/1', 'console_app.backoffice.orders.detail_title'],
  ['shop/customers', 'console_app.backoffice.nav.customers'],
  ['shop/offices/1', 'console_app.shell.titles.office'],
  ['shop/products', 'console_app.backoffice.nav.products'],
  ['shop/products/1', 'console_app.shell.titles.product'],
  ['shop/coupons', 'console_app.backoffice.nav.coupons'],
  ['shop/settings', 'console_app.backoffice.nav.settings'],
  ['shop/audit', 'console_app.backoffice.nav.audit'],
  ['shop/account', 'console_app.backoffice.account.title'],
  ['counts', 'console_app.access.title'],
] as const;

/** Opens every screen and checks its title: its own, never the app's name alone. */
async function walk(
  page: Page,
  language: Language,
  screens: readonly (readonly [string, string])[],
) {
  const seen = new Set<string>();
  for (const [path, key] of screens) {
    await page.goto(path);
    // Not the one title every screen had (index.html's), once the screen has named itself.
    await expect(page, `${language} /${path}`).not.toHaveTitle('Careshop console');
    const expected = titleOf(language, key, { id: '1' });
    await expect(page, `${language} /${path}`).toHaveTitle(expected);
    expect(expected).not.toBe(text(language, 'console_app.shell.app_name'));
    expect(expected).not.toBe('Careshop console');
    seen.add(expected);
  }
  // Every screen is named apart from the others.
  expect(seen.size).toBe(screens.length);
}

for (const language of ['en', 'de'] as const) {
  test.describe(`titles in ${language}`, () => {
    test.use({ locale: locales[language] });

    test(`the login pages and an unknown address are named (${language})`, async ({ page }) => {
      await walk(page, language, publicScreens);
    });

    test(`every console screen is named (${language})`, async ({ page }) => {
      await login(page, consoleUsers.super);
      await walk(page, language, consoleScreens);
    });

    test(`every Shop screen is named (${language})`, async ({ page }) => {
      await login(page, STAFF);
      await walk(page, language, staffScreens);
    });
  });
}

test('the title follows a language switch in the header', async ({ page }) => {
  // The switch saves the language to the account: not the administrator's, whose account
  // language the report tests of console.spec.ts read while this may run beside them.
  await login(page, consoleUsers.super);
  await page.goto('devices');
  await expect(page).toHaveTitle(titleOf('en', 'console.nav.devices'));
  await page.locator('header select').selectOption('de');
  await expect(page).toHaveTitle(titleOf('de', 'console.nav.devices'));
});

test.describe('a screen the level or role may not use', () => {
  /** Opens `path` and checks the "not available" page, and that the screen asked for no data. */
  async function expectNotAvailable(page: Page, path: string) {
    const asked: string[] = [];
    const record = (request: { url(): string }) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/') && !/\/me$/.test(url.pathname)) asked.push(url.pathname);
    };
    // Leave the last screen first, so nothing of it (the dashboard's live stream) is counted.
    await page.goto('about:blank');
    page.on('request', record);
    await page.goto(path);
    const main = page.locator('main');
    await expect(
      main.getByRole('heading', { level: 1, name: 'Not available for your access level' }),
    ).toBeVisible();
    await expect(main.getByRole('link', { name: 'Go to your start screen' })).toBeVisible();
    await expect(main.getByText('This could not be loaded')).toHaveCount(0);
    await expect(main.locator('form')).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`/console/${path}$`));
    await page.waitForLoadState('networkidle');
    page.off('request', record);
    expect(asked, `${path} asked the API for data`).toEqual([]);
  }

  test('level 4 (live counts): counts, reports and a Shop screen', async ({ page }) => {
    await login(page, consoleUsers.live);
    for (const path of ['counts', 'reports', 'shop/orders', 'locations']) {
      await expectNotAvailable(page, path);
    }
    await expect(page.locator('main')).toContainText('Your access: Live counts');
    await expectNoSeriousAxeViolations(page);
    await page.locator('main').getByRole('link', { name: 'Go to your start screen' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  });

  test('level 3 (counts only): the admin screens; its own screens open', async ({ page }) => {
    await login(page, consoleUsers.counts);
    for (const path of ['devices', 'users', 'configurations', 'promos']) {
      await expectNotAvailable(page, path);
    }
    await expect(page.locator('main')).toContainText('Your access: Counts only');
    await page.goto('counts');
    await expect(page.getByRole('heading', { level: 1, name: 'Counts' })).toBeVisible();
    await page.goto('locations');
    await expect(page.getByRole('heading', { level: 1, name: 'Locations' })).toBeVisible();
  });

  test('shop staff: the reporting screens; their start is still the Shop', async ({ page }) => {
    await login(page, STAFF);
    await expect(page).toHaveURL(/\/shop\/licences$/);
    for (const path of ['counts', 'reports', 'devices', 'account']) {
      await expectNotAvailable(page, path);
    }
    await expect(page.locator('main')).toContainText('Your access: Shop staff');
    await page.goto('');
    await expect(page).toHaveURL(/\/shop\/licences$/);
  });
});

test.describe('focus returns to the button that opened a dialog', () => {
  async function openByKeyboard(page: Page, opener: Locator) {
    await tabTo(page, opener);
    await page.keyboard.press('Enter');
  }

  test('a confirmation (revoke a device), closed with Escape', async ({ page }) => {
    await login(page, consoleUsers.admin);
    await page.goto('devices');
    const revoke = page.getByRole('button', { name: /^Revoke / }).first();
    await openByKeyboard(page, revoke);
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Revoke');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(revoke).toBeFocused();
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(false);
  });

  test('an editor (new report subscription, change level), closed with Escape or its close button', async ({
    page,
  }) => {
    await login(page, consoleUsers.admin);
    await page.goto('reports');
    const add = page.getByRole('button', { name: 'Add subscription' });
    await openByKeyboard(page, add);
    const dialog = page.getByRole('dialog', { name: 'New subscription' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(add).toBeFocused();
    // The change-level editor of a user, closed with its close button.
    await page.goto('users');
    const change = page.getByRole('button', { name: /^Change level/ }).first();
    await openByKeyboard(page, change);
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).first().click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(change).toBeFocused();
  });
});

/** The bounding box of a visible element (fails when it has none). */
async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${String(locator)} has no box`);
  return found;
}

test.describe('the header and the tables fit', () => {
  for (const [language, email, brandKey] of [
    ['en', consoleUsers.admin, 'console.title'],
    ['de', consoleUsers.admin, 'console.title'],
    ['de', STAFF, 'console_app.backoffice.title'],
  ] as const) {
    test(`360 px, ${language}, ${email}: one header row; every screen reachable from the menu`, async ({
      browser,
    }) => {
      const context = await browser.newContext({
        locale: locales[language],
        viewport: { width: 360, height: 740 },
      });
      const page = await context.newPage();
      await login(page, email);
      const header = page.getByRole('banner');
      // One row: before anything else, the header is no taller than one row of controls.
      expect((await box(header)).height).toBeLessThanOrEqual(72);
      const brand = header.getByRole('link', { name: text(language, brandKey) });
      const menu = header.getByRole('button', { name: text(language, 'console_app.shell.menu') });
      const [brandBox, menuBox, headerBox] = [await box(brand), await box(menu), await box(header)];
      // One row: the menu button beside the brand, nothing under them, all inside the screen.
      expect(menuBox.y).toBeLessThan(brandBox.y + brandBox.height);
      expect(brandBox.y).toBeLessThan(menuBox.y + menuBox.height);
      expect(menuBox.x).toBeGreaterThanOrEqual(brandBox.x + brandBox.width);
      expect(menuBox.x + menuBox.width).toBeLessThanOrEqual(360);
      expect(headerBox.height).toBeLessThanOrEqual(Math.max(brandBox.height, menuBox.height) + 32);
      const logout = text(language, 'console_app.shell.logout');
      await expect(header.getByRole('button', { name: logout })).toBeHidden();
      writeFileSync(
        join(tmpdir(), `console-header-360-${language}-${email.split('@')[0]}.png`),
        await page.screenshot(),
      );

      // The menu holds every screen of the navigation, the language, the account and log out.
      await menu.click();
      const drawer = page.getByRole('dialog', { name: text(language, 'console_app.shell.menu') });
      await expect(drawer).toBeVisible();
      // Measured once it has slid in.
      await drawer.evaluate((element) =>
        Promise.all(element.getAnimations().map((animation) => animation.finished)),
      );
      const nav = drawer.getByRole('navigation');
      const links = nav.getByRole('link');
      const count = await links.count();
      expect(count).toBeGreaterThanOrEqual(email === STAFF ? 7 : 8);
      for (let index = 0; index < count; index += 1) {
        const linkBox = await box(links.nth(index));
        expect(linkBox.x + linkBox.width).toBeLessThanOrEqual(360);
        expect(linkBox.y + linkBox.height).toBeLessThanOrEqual(740);
      }
      await expect(drawer.getByRole('button', { name: logout })).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      writeFileSync(
        join(tmpdir(), `console-menu-360-${language}-${email.split('@')[0]}.png`),
        await page.screenshot(),
      );
      // Choosing a screen opens it and closes the menu; focus is back on the menu button.
      const last = links.nth(count - 1);
      const href = (await last.getAttribute('href')) ?? '';
      await last.click();
      await expect(drawer).toHaveCount(0);
      await expect(page).toHaveURL(new RegExp(`${href}$`));
      await expect(menu).toBeFocused();
      await context.close();
    });
  }

  test('1280 px, German: the header is one row and the devices table shows its actions', async ({
    browser,
  }) => {
    const context = await browser.newContext({
      locale: 'de-DE',
      viewport: { width: 1280, height: 900 },
    });
    const page = await context.newPage();
    await login(page, consoleUsers.admin);
    const header = page.getByRole('banner');
    const brand = await box(header.getByRole('link', { name: 'Reporting-Konsole' }));
    const logout = await box(header.getByRole('button', { name: 'Abmelden' }));
    expect(logout.y).toBeLessThan(brand.y + brand.height);
    await expect(header.getByRole('navigation')).toBeVisible();

    await page.goto('devices');
    const table = page.getByRole('table', { name: 'Geräte' });
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    const region = await box(page.getByRole('region', { name: 'Geräte' }));
    const inside = async (locator: Locator, what: string) => {
      const found = await box(locator);
      expect(found.x, what).toBeGreaterThanOrEqual(region.x - 1);
      expect(found.x + found.width, what).toBeLessThanOrEqual(region.x + region.width + 1);
    };
    await inside(table.getByRole('columnheader', { name: 'Aktionen' }), 'the actions header');
    const rows = table.getByRole('row');
    const rowCount = await rows.count();
    expect(rowCount).toBeGreaterThan(1);
    for (let index = 1; index < rowCount; index += 1) {
      const buttons = rows.nth(index).getByRole('button');
      for (let b = 0; b < (await buttons.count()); b += 1) {
        await inside(buttons.nth(b), `row ${index} button ${b}`);
      }
    }
    // And it stays so when the other columns are scrolled under it.
    await page.getByRole('region', { name: 'Geräte' }).evaluate((element) => {
      element.scrollLeft = element.scrollWidth;
    });
    await inside(table.getByRole('columnheader', { name: 'Aktionen' }), 'after scrolling');
    writeFileSync(join(tmpdir(), 'console-devices-1280-de.png'), await page.screenshot());
    await context.close();
  });
});
