import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousAxeViolations, login } from './support';

// Issue 15 "B2B ordering speed" (decisions 244 and 245): a quick order typed or pasted line by
// line, or uploaded as CSV, with each line's code and limits checked at once; "add all to cart";
// and reorder from my orders, naming what could not be added and why. In French, the demo shop's
// default language.

const lineOf = (page: Page, row: number) => page.getByTestId(`quick-order-line-${row}`);

// As pasted from a spreadsheet: a ctn, a SKU in lower case with a tab, an unknown code, the
// breast pump (two per order at most) five times, and a quantity in words.
const pasted = 'SCFBO001 2\nsku-bf-002\t3\nSCFXX999 1\nSCFBF001;5\nSCFSO006 deux';

test('quick order: each pasted line says at once whether its code is known and what the limits allow', async ({
  page,
}) => {
  await page.goto('/login');
  await login(page, 'customer@demo.test');
  await page.getByRole('banner').getByRole('link', { name: 'Commande rapide' }).click();
  await expect(page).toHaveURL(/\/quick-order$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Commande rapide' })).toBeVisible();
  await expect(page).toHaveTitle('Commande rapide · Careshop');

  await main.getByLabel('Codes produits et quantités').fill(pasted);
  await expect(lineOf(page, 1)).toContainText('Peut être ajoutée');
  await expect(lineOf(page, 2)).toContainText('Peut être ajoutée');
  await expect(lineOf(page, 3).getByTestId('line-message')).toHaveText(
    "Aucun produit de cette boutique n'a le code SCFXX999.",
  );
  await expect(lineOf(page, 3)).toContainText('Ne peut pas être ajoutée');
  await expect(lineOf(page, 4)).toContainText('2 sur 5 peuvent être ajoutées');
  await expect(lineOf(page, 4).getByTestId('line-message')).toHaveText(
    'Vous pouvez commander au maximum 2 unités de ce produit par commande.',
  );
  await expect(lineOf(page, 5).getByTestId('line-message')).toHaveText(
    'La quantité doit être un nombre entier, par exemple 2.',
  );
  // The server's check adds the yearly quota left and the cart-wide limits.
  await expect(lineOf(page, 4).getByTestId('quota-left')).toHaveText('Encore 4 cette année');
  await expect(main.getByTestId('orders-left')).toContainText('Commandes restantes cette année');
  // 500 € a cart: 2 × 12,00 + 3 × 24,50 + 2 × 89,00 leave 224,50 €.
  await expect(main.getByTestId('cap-left')).toHaveText(/^Reste à dépenser : 224,50\s€$/);
  await expectNoSeriousAxeViolations(page);
});

test('quick order: add all by keyboard puts the valid lines in the cart and keeps the others', async ({
  page,
}) => {
  await page.goto('/login');
  await login(page, 'customer@demo.test');
  await page.goto('/quick-order');
  const main = page.getByRole('main');
  await main.getByLabel('Codes produits et quantités').fill(pasted);
  await expect(lineOf(page, 4).getByTestId('quota-left')).toHaveText('Encore 4 cette année');

  // The outcome takes the focus; the lines that could not go in stay in the field.
  await main.getByRole('button', { name: 'Tout ajouter au panier' }).focus();
  await page.keyboard.press('Enter');
  const outcome = main.getByTestId('quick-order-outcome');
  await expect(outcome).toBeFocused();
  await expect(outcome).toContainText('Lignes ajoutées au panier : 3.');
  await expect(outcome).toContainText('(2 sur 5 ajoutées)');
  await expect(main.getByLabel('Codes produits et quantités')).toHaveValue(
    'SCFXX999 1\nSCFSO006 deux',
  );

  await outcome.getByRole('button', { name: 'Voir le panier' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  for (const [id, quantity] of [
    ['BO-001', '2'],
    ['BF-002', '3'],
    ['BF-001', '2'],
  ] as const) {
    await expect(page.getByTestId(`cart-line-${id}`).getByRole('spinbutton')).toHaveValue(quantity);
  }
  await expect(page.getByTestId('cart-line-SO-006')).toHaveCount(0);
});

test('quick order: a CSV file with column titles, and a line short of stock', async ({ page }) => {
  await page.goto('/login');
  await login(page, 'customer@demo.test');
  await page.goto('/quick-order');
  const main = page.getByRole('main');
  await main.getByLabel('Ou importez un fichier CSV').setInputFiles({
    name: 'commande.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('\uFEFFcode;quantité\r\nSCFBO002;5\r\n"SCFSO006";1\r\n'),
  });
  await expect(main.getByText('commande.csv a été chargé dans le champ ci-dessus.')).toBeVisible();
  await expect(
    main.getByText('La ligne 1 a été lue comme titres de colonnes et ignorée.'),
  ).toBeVisible();
  // Only three of BO-002 are in stock.
  await expect(lineOf(page, 2)).toContainText('3 sur 5 peuvent être ajoutées');
  await expect(lineOf(page, 2).getByTestId('line-message')).toHaveText('Seulement 3 en stock.');
  await expect(lineOf(page, 3)).toContainText('Peut être ajoutée');

  // Every line that can go in goes in whole: the cart opens straight away.
  await main.getByLabel('Codes produits et quantités').fill('SCFSO006 1');
  await expect(lineOf(page, 1)).toContainText('Peut être ajoutée');
  await main.getByRole('button', { name: 'Tout ajouter au panier' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByTestId('cart-line-SO-006').getByRole('spinbutton')).toHaveValue('1');
});

test('reorder from my orders: the lines go back in the cart; what cannot is named with why', async ({
  page,
}) => {
  // The limit account's office has four seeded orders, each of one BF-002 (a manual breast pump).
  await page.goto('/login');
  await login(page, 'limit@demo.test');
  await page.goto('/profile/my-orders');
  const main = page.getByRole('main');
  const first = main.getByRole('table').getByRole('row').nth(1);
  const number = (await first.getByRole('link').textContent())?.trim() ?? '';
  await first.getByRole('button', { name: `Commander à nouveau la commande ${number}` }).click();
  await expect(page).toHaveURL(/\/cart$/);
  const line = page.getByTestId('cart-line-BF-002');
  await expect(line.getByRole('spinbutton')).toHaveValue('1');

  // Five is the most one order may hold: reordering on top of five adds nothing, and says why.
  await line.getByRole('spinbutton').fill('5');
  await line.getByRole('spinbutton').press('Enter');
  await expect(line.getByRole('spinbutton')).toHaveValue('5');
  await page.goto('/profile/my-orders');
  await main.getByRole('table').getByRole('link', { name: number }).click();
  await expect(main.getByRole('heading', { level: 1, name: `Commande ${number}` })).toBeVisible();
  await main.getByRole('button', { name: 'Commander à nouveau' }).click();
  const outcome = main.getByTestId('reorder-outcome');
  await expect(outcome).toBeFocused();
  await expect(outcome).toContainText(
    'Aucune ligne de cette commande ne peut être ajoutée au panier pour le moment.',
  );
  await expect(outcome).toContainText("Ces lignes n'ont pas pu être ajoutées au panier :");
  await expect(outcome.getByRole('listitem')).toHaveText(
    /Vous pouvez commander au maximum 5 unités de ce produit par commande\.$/,
  );
  await expect(page).toHaveURL(/\/profile\/my-orders\/\d+$/);
  await page.goto('/cart');
  await expect(page.getByTestId('cart-line-BF-002').getByRole('spinbutton')).toHaveValue('5');
});
