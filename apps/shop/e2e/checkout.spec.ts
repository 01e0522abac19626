import { expect, test } from '@playwright/test';
import { acceptTermsAndOrder, goToPayment, login } from './support';

test('SPEC 4 Other states: test checkout cancel, resume, then complete', async ({ page }) => {
  await page.goto('/login');
  await login(page, 'customer@demo.test');
  await page.goto('/c-p/SCFBF004');
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  await page.goto('/cart');
  await goToPayment(page);
  await page.getByLabel('Carte de crédit').check();
  await acceptTermsAndOrder(page);
  await expect(page.getByRole('heading', { name: 'Test checkout' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel payment' }).click();
  await expect(page.getByTestId('payment-canceled')).toBeVisible();
  await page.getByRole('button', { name: 'Reprendre le paiement' }).click();
  await expect(page.getByRole('heading', { name: 'Test checkout' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay (complete)' }).click();
  await expect(page.getByTestId('payment-completed')).toBeVisible();
  // Decision 235: the same eight-digit order number here, in the list and on the detail page.
  const sentence = await page
    .getByTestId('payment-completed')
    .getByText(/numéro de commande/)
    .textContent();
  const number = /(\d{8})\.?$/.exec(sentence ?? '')?.[1];
  expect(number, sentence ?? '').toBeTruthy();
  await page.getByRole('button', { name: /commandes/i }).click();
  await expect(page.getByRole('main').getByText(number as string, { exact: true })).toBeVisible();
});

test('SPEC 4 Order on behalf: a sales rep chooses an office and orders for it', async ({
  page,
}) => {
  await page.goto('/login');
  await login(page, 'rep@demo.test');
  // 100004's licence is approved; 100002's awaits approval, so nobody may order for it (decision 141).
  await page.locator('input[name="cust_no"]').fill('100004');
  await page.getByRole('button', { name: /Sélectionner/ }).click();
  await expect(
    page
      .getByRole('main')
      .getByText(/Maternité Saint-Luc/)
      .first(),
  ).toBeVisible();
  await page.goto('/c-p/SCFBF002');
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  await page.goto('/cart');
  await goToPayment(page);
  await page.getByLabel(/Facture/).check();
  await acceptTermsAndOrder(page);
  await expect(page.getByTestId('order-confirmation')).toBeVisible();
  // Decision 237: an invoice order is due, not paid, in the order list.
  const number = /(\d{8})/.exec(
    (await page
      .getByTestId('order-confirmation')
      .getByText(/numéro de commande/)
      .textContent()) ?? '',
  )?.[1];
  await page.getByRole('button', { name: /commandes/i }).click();
  const row = page.getByRole('row').filter({ hasText: number as string });
  await expect(row.getByText('Paiement à régler')).toBeVisible();
  await expect(row.getByText('Paiement effectué')).toHaveCount(0);
});

test('SPEC 8: an unknown office shows the order-on-behalf error snackbar', async ({ page }) => {
  await page.goto('/login');
  await login(page, 'rep@demo.test');
  await page.locator('input[name="cust_no"]').fill('999999');
  await page.getByRole('button', { name: /Sélectionner/ }).click();
  // In the chosen language (issue 15), not the server's English sentence.
  await expect(
    page.getByRole('alert').filter({ hasText: 'Impossible de sélectionner ce cabinet' }).first(),
  ).toBeVisible();
});

test('decisions 238 and 233: each delivery option shows its charge and date; the summary shows the VAT and the payment charges the same total', async ({
  page,
}) => {
  await page.goto('/login');
  await login(page, 'customer@demo.test');
  await page.goto('/c-p/SCFBF004');
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Passer la commande' }).click();
  await page.getByRole('button', { name: 'Suivant' }).click();
  const express = page.getByLabel(/Express 24 h/);
  await expect(express).toBeVisible();
  // Issue 15: the finished steps are announced in the chosen language.
  const steps = (await page.getByRole('main').textContent()) ?? '';
  expect(steps).toContain('terminée');
  expect(steps).not.toContain('completed');
  const option = page.getByText(/Express 24 h/);
  await expect(option).toContainText(/14,95\s€/);
  await expect(option).toContainText(/livraison prévue au plus tard le \p{L}+ \d+ \p{L}+ \d{4}/u);
  await expect(page.getByText(/^Standard — Gratuit/)).toBeVisible();
  await express.check();
  const summary = page.getByRole('region', { name: 'Total' });
  await expect(summary.getByText(/14,95\s€/)).toBeVisible();
  const total = (await page.getByTestId('cart-total').textContent()) ?? '';
  // Decision 233: the VAT the total includes, at France's 20 % (the office is in Lyon).
  const cents = Number(total.replace(/[^\d]/g, ''));
  const vat = cents - Math.round(cents / 1.2);
  await expect(summary.getByText(/^Dont TVA \(20\s%\)$/)).toBeVisible();
  await expect(page.getByTestId('cart-vat')).toHaveText(
    new RegExp(`^${Math.floor(vat / 100)},${String(vat % 100).padStart(2, '0')}\\s€$`),
  );
  await page.getByRole('button', { name: 'Suivant' }).click();
  await expect(page.getByTestId('cart-vat')).toBeVisible();
  await page.getByLabel('Carte de crédit').check();
  await acceptTermsAndOrder(page);
  await expect(page.getByRole('heading', { name: 'Test checkout' })).toBeVisible();
  await expect(page.locator('strong')).toHaveText(total);
});
