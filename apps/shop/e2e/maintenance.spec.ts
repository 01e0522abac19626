import { expect, test } from '@playwright/test';
import { apiToken, expectNoSeriousAxeViolations, login } from './support';

// Maintenance mode is global to the organisation, so this file runs in its own project after
// every other test (playwright.config.ts), and its tests one after the other in one worker: the
// home title test logs in, which maintenance would refuse.
test.describe.configure({ mode: 'default' });

test('SPEC 4 Maintenance: staff switches it on; the page shows, but not on /contact', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, 'staff@demo.test');
  const headers = { authorization: `Bearer ${token}` };
  const switchTo = (on: boolean) =>
    request.put('/api/admin/backoffice/maintenance', {
      headers,
      data: {
        maintenance_mode: on,
        maintenance_title: on ? 'Inventaire annuel' : null,
        maintenance_message: on
          ? '<p>Retour <strong>lundi</strong>.</p><img src="x" onerror="window.__hacked = true">'
          : null,
      },
    });
  expect((await switchTo(true)).ok()).toBe(true);
  try {
    await page.goto('/login');
    const maintenance = page.getByTestId('maintenance-page');
    await expect(maintenance).toBeVisible();
    await expect(maintenance.getByRole('heading', { level: 1 })).toHaveText('Inventaire annuel');
    await expect(maintenance.locator('strong')).toHaveText('lundi');
    expect(await page.evaluate(() => (window as { __hacked?: boolean }).__hacked)).toBeUndefined();
    await expectNoSeriousAxeViolations(page);
    await page.goto('/contact');
    await expect(page.getByTestId('maintenance-page')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact');
  } finally {
    expect((await switchTo(false)).ok()).toBe(true);
  }
  await page.goto('/login');
  await expect(page.getByTestId('maintenance-page')).toHaveCount(0);
  await login(page, 'customer@demo.test');
});

// Issue 27: the home page's heading is the customer-facing title of the shop config in the page's
// language (the brand's name by default), never the config's internal name. It changes a shop
// config, so it runs here, after the other tests.
test('the home heading shows the brand title per language, not the shop config’s internal name', async ({
  page,
  request,
}) => {
  const staff = { authorization: `Bearer ${await apiToken(request, 'staff@demo.test')}` };
  const shops = (await (
    await request.get('/api/admin/backoffice/shop-configs', { headers: staff })
  ).json()) as { items: { id: number; hostname: string; title: string }[] };
  const shop = shops.items.find((item) => item.hostname === 'localhost');
  if (!shop) throw new Error('no localhost shop config');
  const setTitles = (home_titles: Record<string, string>) =>
    request.put(`/api/admin/backoffice/shop-configs/${shop.id}`, {
      headers: staff,
      data: { home_titles },
    });

  await login(page, 'customer@demo.test');
  await page.goto('/');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toContainText('Careshop');
  await expect(heading).not.toContainText(shop.title);
  const language = await page.evaluate(() => document.documentElement.lang.slice(0, 2));

  expect((await setTitles({ [language]: 'Moederzorg Professioneel' })).ok()).toBe(true);
  try {
    await expect(async () => {
      await page.reload();
      await expect(heading).toContainText('Moederzorg Professioneel', { timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
    await expect(heading).not.toContainText(shop.title);
    await expectNoSeriousAxeViolations(page);
  } finally {
    expect((await setTitles({})).ok()).toBe(true);
  }
});
