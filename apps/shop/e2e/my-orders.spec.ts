import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { download, login, pdfText } from './support';

// Issue 15 "B2B ordering speed" (decisions 230 to 232): my orders filtered, an order's detail and
// its invoice PDF, the filtered list as CSV, and a sales rep finding an office by its city.

test('my orders: filter by dates and payment, open a detail, download its invoice, export CSV', async ({
  page,
}) => {
  // The limit account's office has four seeded orders, paid, on 1 to 4 January this year.
  const year = new Date().getUTCFullYear();
  await login(page, 'limit@demo.test');
  await page.goto('/profile/my-orders');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Mes commandes' })).toBeVisible();
  await main.getByLabel('Commandé à partir du').fill(`${year}-01-02`);
  await main.getByLabel("Commandé jusqu'au").fill(`${year}-01-03`);
  await main.getByLabel('Statut du paiement').selectOption({ label: 'Payée' });
  await main.getByRole('button', { name: 'Appliquer les filtres' }).click();
  await expect(page).toHaveURL(/from=/);
  const orderLinks = main.getByRole('table').getByRole('link', { name: /^\d{8}$/ });
  await expect(orderLinks).toHaveCount(2);
  const numbers = await orderLinks.allTextContents();

  // A payment state none of them has: the list says nothing matches.
  await main.getByLabel('Statut du paiement').selectOption({ label: 'Paiement à régler' });
  await main.getByRole('button', { name: 'Appliquer les filtres' }).click();
  await expect(main.getByText('Aucune commande ne correspond à ces filtres.')).toBeVisible();
  await page.goBack();
  await expect(orderLinks).toHaveCount(2);

  // The detail of the newer one: lines, totals, delivery and payment, then its invoice.
  const number = numbers[0] as string;
  await orderLinks.first().click();
  await expect(main.getByRole('heading', { level: 1, name: `Commande ${number}` })).toBeVisible();
  await expect(main.getByTestId('order-delivery-address')).toContainText('Kerkstraat 20');
  await expect(main.getByText('Livraison prévue')).toBeVisible();
  await expect(main.getByText('Mode de livraison')).toBeVisible();
  await expect(main.getByText('Payée').first()).toBeVisible();
  const invoice = pdfText(await download(page, 'Télécharger la facture (PDF)'));
  for (const expected of [
    'Facture',
    'sample shop EU',
    'Verloskundigenpraktijk De Wieg',
    'Kerkstraat 20',
    `Numéro de commande: ${number}`,
    'Paiement: Payée',
    'Quantité',
    'Prix unitaire',
    'Total',
  ]) {
    expect(invoice).toContain(expected);
  }

  // Back to the filtered list: its CSV export holds exactly the two orders.
  await page.goBack();
  await expect(orderLinks).toHaveCount(2);
  const csv = readFileSync(await download(page, 'Exporter en CSV'), 'utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  expect(csv[0]).toContain('Numéro de commande,Date de commande,Statut');
  expect(csv.slice(1).map((row) => row.split(',')[0])).toEqual(numbers);
  expect(csv[1]).toContain('Payée');
});

test('order on behalf: a sales rep finds an office by its city and orders for it', async ({
  page,
}) => {
  await login(page, 'rep@demo.test');
  await expect(page).toHaveURL(/\/order-on-behalf$/);
  const main = page.getByRole('main');
  await main.getByLabel('Nom, ville ou numéro client').fill('lille');
  await main.getByRole('button', { name: 'Rechercher', exact: true }).click();
  const results = main.getByTestId('office-search-results');
  await expect(results.getByRole('listitem')).toHaveCount(1);
  await expect(results).toContainText('Maternité Saint-Luc');
  await expect(results).toContainText('100004');
  await results.getByRole('button', { name: 'Commander pour Maternité Saint-Luc' }).click();
  await expect(main.getByText('Vous commandez désormais pour Maternité Saint-Luc.')).toBeVisible();
  // The chosen office heads the rep's recent offices.
  await expect(main.getByTestId('recent-offices').getByRole('listitem').first()).toContainText(
    'Maternité Saint-Luc',
  );
  // A city with no office the rep may order for (Madrid's licence awaits approval).
  await main.getByLabel('Nom, ville ou numéro client').fill('Madrid');
  await main.getByRole('button', { name: 'Rechercher', exact: true }).click();
  await expect(
    main.getByText(
      'Aucun cabinet pour lequel vous pouvez commander ne correspond à cette recherche.',
    ),
  ).toBeVisible();
});

// Issue 27 item 3 (decision 263): a date is typed in the reader's order, not the browser engine's
// American one: day first for a French browser on the French shop, ISO accepted too.
test.describe('a French browser on the French shop', () => {
  test.use({ locale: 'fr-FR' });

  test('the order date filters show and read dates day first', async ({ page }) => {
    const year = new Date().getUTCFullYear();
    await login(page, 'limit@demo.test');
    await page.goto('/profile/my-orders');
    const main = page.getByRole('main');
    const from = main.getByLabel('Commandé à partir du');
    await expect(from).toHaveAttribute('placeholder', 'dd/mm/yyyy');
    await from.fill(`02/01/${year}`);
    await main.getByLabel("Commandé jusqu'au").fill(`${year}-01-03`);
    await main.getByRole('button', { name: 'Appliquer les filtres' }).click();
    await expect(page).toHaveURL(new RegExp(`from=${year}-01-02`));
    await expect(page).toHaveURL(new RegExp(`to=${year}-01-03`));
    await expect(main.getByLabel("Commandé jusqu'au")).toHaveValue(`03/01/${year}`);
    await expect(main.getByRole('table').getByRole('link', { name: /^\d{8}$/ })).toHaveCount(2);
  });
});
