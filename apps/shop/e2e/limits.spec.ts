import { expect, test } from '@playwright/test';
import { addFromProductPage, apiToken, login } from './support';

// Each limit of SPEC 4 "Cart rules" / "License / account", hit in the browser with its SPEC 8
// message. The demo organisation caps a cart at 500 € and allows four orders a year per office.

test('SPEC 4 Cart rules: the cart cap refuses the update and says so', async ({ page }) => {
  await page.goto('/login');
  await login(page, 'customer@demo.test');
  await addFromProductPage(page, 'SCFSO006', 10); // 10 × 27,00 €
  await expect(page.getByText('Dans le panier : 10')).toBeVisible();
  await addFromProductPage(page, 'SCFSK003', 10); // 10 × 25,75 € would pass 500 €
  await expect(
    page.getByText('Le montant maximal de commande serait dépassé', { exact: false }).first(),
  ).toBeVisible();
  await expect(page.getByText('Dans le panier :')).toHaveCount(0);
  await page.goto('/cart');
  await expect(page.getByText(/^Reste à dépenser : 230,00\s€$/)).toBeVisible();
});

test('SPEC 4 Cart rules: free products only together with paid ones', async ({ page }) => {
  await page.goto('/login');
  await login(page, 'customer@demo.test');
  await addFromProductPage(page, 'SCFSO004');
  await page.goto('/cart');
  // The cart-level rule banner (a status region), not the line's standing note on free products.
  const freeOnly = page.getByRole('status').filter({
    hasText: "Les produits gratuits ne peuvent être commandés qu'avec des produits payants.",
  });
  await expect(freeOnly.first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Passer la commande' })).toBeDisabled();
  await addFromProductPage(page, 'SCFSO006');
  await page.goto('/cart');
  await expect(page.getByRole('button', { name: 'Passer la commande' })).toBeEnabled();
  await expect(freeOnly).toHaveCount(0);
});

test('SPEC 4 Cart rules: a used-up yearly product quota is shown on the line', async ({
  page,
  request,
}) => {
  // Two orders of the 4-a-year breast pump for office 100004, placed through the real API.
  const token = await apiToken(request, 'rep@demo.test');
  for (const attempt of [1, 2]) {
    const placed = await request.post('/api/admin/order', {
      headers: {
        authorization: `Bearer ${token}`,
        'x-order-on-behalf': '100004',
        'idempotency-key': `e2e-quota-${Date.now()}-${attempt}`,
      },
      data: {
        lines: [{ id: 'BF-001', quantity: 2 }],
        address_key: 'default',
        shipping_method: 'standard',
        payment_method: 'invoice',
        accepted_terms: true,
        accepted_sales_terms: true,
      },
    });
    expect(placed.ok(), await placed.text()).toBe(true);
  }
  await page.goto('/login');
  await login(page, 'rep@demo.test');
  await page.locator('input[name="cust_no"]').fill('100004');
  await page.getByRole('button', { name: /Sélectionner/ }).click();
  await expect(
    page
      .getByRole('main')
      .getByText(/Maternité Saint-Luc/)
      .first(),
  ).toBeVisible();
  await addFromProductPage(page, 'SCFBF001');
  await page.goto('/cart');
  await expect(page.getByTestId('quota-left')).toHaveText('Encore 0 cette année');
  await expect(page.getByTestId('line-reason')).toHaveText(
    'Vous pouvez commander au maximum 4 unités de ce produit par an.',
  );
  await expect(page.getByRole('button', { name: 'Passer la commande' })).toBeDisabled();
});

test('SPEC 4 License / account: the limit account sees the next-year banner and cannot order', async ({
  page,
}) => {
  await page.goto('/login');
  await login(page, 'limit@demo.test');
  await expect(page.getByText(/l’année prochaine|l'année prochaine/).first()).toBeVisible();
  await addFromProductPage(page, 'SCFSO006');
  await page.goto('/cart');
  await expect(page.getByTestId('orders-left')).toHaveText(/Commandes restantes cette année : 0/);
  await expect(
    page.getByText('Vous avez atteint le nombre maximal de commandes pour cette année.', {
      exact: true,
    }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Passer la commande' })).toBeDisabled();
});

test('SPEC 2 my orders: reorder puts the lines back in the cart within the yearly quota', async ({
  page,
}) => {
  await page.goto('/login');
  await login(page, 'limit@demo.test');
  await page.goto('/profile/my-orders');
  await page.getByRole('table').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/profile\/my-orders\/\d+$/);
  await expect(page.getByRole('table')).toContainText('Tire-lait manuel');
  await page.getByRole('button', { name: 'Commander à nouveau' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  const line = page.getByTestId('cart-line-BF-002');
  await expect(line).toContainText('Tire-lait manuel');
  await expect(line.getByRole('spinbutton')).toHaveValue('1');
  // Four of the ten a year are used by the seeded orders.
  await expect(line.getByTestId('quota-left')).toHaveText('Encore 6 cette année');
});
