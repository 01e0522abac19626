import { expect, test } from '@playwright/test';
import { apiToken, expectNoSeriousAxeViolations, login } from './support';

// Maintenance mode is global to the organisation, so this file runs in its own project after
// every other test (playwright.config.ts).
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
