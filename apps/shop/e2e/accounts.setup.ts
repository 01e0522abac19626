import { writeFileSync } from 'node:fs';
import { expect, test as setup } from '@playwright/test';
import { accountState, apiToken, type DemoAccount, login, seededOrderFile } from './support';

// Logs each demo account the screen tests look through in once, through the form, and keeps the
// browser's storage (the token and the remembered account): a screen test then opens its page
// already logged in instead of logging in again.
for (const account of ['customer', 'limit', 'rep'] satisfies DemoAccount[]) {
  setup(`log ${account}@demo.test in`, async ({ page }) => {
    await login(page, `${account}@demo.test`);
    await page.context().storageState({ path: accountState(account) });
  });
}

setup('note one of the limit account’s seeded orders', async ({ request }) => {
  const headers = { authorization: `Bearer ${await apiToken(request, 'limit@demo.test')}` };
  const list = await request.get('/api/admin/order?page=1&rows_per_page=1', { headers });
  expect(list.ok()).toBe(true);
  const order = ((await list.json()) as { items: { id: number }[] }).items[0];
  expect(order?.id).toBeGreaterThan(0);
  writeFileSync(seededOrderFile, JSON.stringify({ id: order?.id }));
});
