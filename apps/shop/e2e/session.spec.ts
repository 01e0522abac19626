import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations, login } from './support';

test('SPEC 2: a logged-out visitor is sent to login and returns to the remembered path', async ({
  page,
}) => {
  await page.goto('/profile/my-orders');
  await expect(page).toHaveURL(/\/login$/);
  await expectNoSeriousAxeViolations(page);
  await login(page, 'customer@demo.test');
  await expect(page).toHaveURL(/\/profile\/my-orders$/);
});

test('SPEC 2: a sales rep lands on /order-on-behalf after login', async ({ page }) => {
  await page.goto('/login');
  await login(page, 'rep@demo.test');
  await expect(page).toHaveURL(/\/order-on-behalf$/);
});

test('SPEC 4: a 401 forces logout with the session-expired notice', async ({ page }) => {
  await page.goto('/login');
  await login(page, 'customer@demo.test');
  await page.evaluate(() => localStorage.setItem('token', 'expired-token||nope'));
  await page.goto('/profile/my-orders');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Votre session a expiré').first()).toBeVisible();
});

test('SPEC 2: public routes open without login; unknown paths show the 404', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact');
  await page.goto('/no/such/page/here');
  await expect(page.getByText('404')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});
