import { expect, type Page, test } from '@playwright/test';
import {
  addFromProductPage,
  apiToken,
  download,
  expectNoSeriousAxeViolations,
  pdfText,
  settle,
  startLoggedIn,
} from './support';

// Issue 15 "B2B ordering speed", checkout (decisions 246 and 247): the office's address book, an
// order sent to one of its addresses with a PO number and a note, and the review before it is
// confirmed. Saint-Luc's office (100004) is used: the other specs order little for it.

const note = 'Quai de livraison 3\nSonner deux fois';

const annexe = {
  name: 'Maternité Saint-Luc — Bâtiment B',
  street: 'Rue Nationale',
  number: '88',
  postcode: '59800',
  city: 'Lille',
  country: 'France',
};

/** Fills the address form (French labels) with the annexe. */
async function fillAddress(page: Page): Promise<void> {
  const main = page.getByRole('main');
  await main.getByLabel('Nom (cabinet ou destinataire)').fill(annexe.name);
  await main.getByLabel(/^Rue/).fill(annexe.street);
  await main.getByLabel(/^Numéro/).fill(annexe.number);
  await main.getByLabel('Code postal').fill(annexe.postcode);
  await main.getByLabel('Ville').fill(annexe.city);
  await main.getByLabel('Pays').selectOption({ label: annexe.country });
}

test('checkout: add an address, order to it with a PO number and a note, see them on the review and in the order', async ({
  page,
  request,
}) => {
  await startLoggedIn(page, request, 'saint-luc@demo.test');
  await addFromProductPage(page, 'SCFBF002', 2);
  await page.goto('/cart');
  const main = page.getByRole('main');
  const choices = main.getByRole('group', { name: 'Livrer à' });
  // Once, in a full run on a loaded machine, the cart stayed on its first step after this click
  // (cause not found yet; a restore of the stored cart landing after it is the suspect). The test
  // is about the address book, so it clicks again until the address step shows.
  await expect(async () => {
    if (await choices.isHidden()) {
      await main.getByRole('button', { name: 'Passer la commande' }).click();
    }
    await expect(choices).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });

  // Address step: the office's own address is the default; a new one is saved and chosen.
  await expect(choices.getByLabel(/Adresse du cabinet \(par défaut\)/)).toBeChecked();
  await main.getByRole('button', { name: 'Ajouter une nouvelle adresse' }).click();
  await fillAddress(page);
  await main.getByRole('button', { name: 'Enregistrer et livrer ici' }).click();
  await expect(choices.getByLabel(new RegExp(annexe.name))).toBeChecked();
  await main.getByRole('button', { name: 'Suivant' }).click();

  // Shipping, then payment with the reference: a PO number with a character it refuses first.
  await main.getByLabel(/^Normale/).check();
  await main.getByRole('button', { name: 'Suivant' }).click();
  await main.getByLabel(/Facture/).check();
  const po = main.getByLabel('Numéro de bon de commande (facultatif)');
  await po.fill('PO=2026');
  await main.getByLabel('Note pour la marque (facultatif)').fill(note);
  await main.getByRole('button', { name: 'Suivant' }).click();
  await expect(po).toHaveAttribute('aria-invalid', 'true');
  await expect(main.getByText(/Utilisez uniquement des lettres, des chiffres/)).toBeVisible();
  await po.fill('PO-2026/0042');
  await main.getByRole('button', { name: 'Suivant' }).click();

  // The review: every line, where, how, the reference and what will be charged.
  await expect(main.getByRole('heading', { name: 'Vérifiez votre commande' })).toBeVisible();
  const line = main.getByRole('table').getByRole('row').nth(1);
  await expect(line.getByRole('cell').nth(1)).toHaveText('2');
  await expect(line).toContainText(/24,50\s€/);
  await expect(line).toContainText(/49,00\s€/);
  await expect(main.getByTestId('review-address')).toContainText(annexe.name);
  await expect(main.getByTestId('review-address')).toContainText('Rue Nationale 88');
  await expect(main.getByTestId('review-delivery')).toContainText(/Normale — 4,95\s€/);
  await expect(main.getByTestId('review-payment')).toContainText('Facture');
  await expect(main.getByTestId('review-po')).toHaveText('PO-2026/0042');
  await expect(main.getByTestId('review-note')).toHaveText(note);
  await expect(main.getByTestId('review-total')).toHaveText(/53,95\s€/);
  // The confirm button comes after all of it.
  const confirm = main.getByRole('button', { name: 'Valider la commande' });
  const [totalBox, confirmBox] = await Promise.all([
    main.getByTestId('review-total').boundingBox(),
    confirm.boundingBox(),
  ]);
  expect(confirmBox?.y ?? 0).toBeGreaterThan(totalBox?.y ?? 0);
  const terms = main.locator('input[type="checkbox"]');
  await terms.nth(0).check();
  await terms.nth(1).check();
  await confirm.click();

  // The order detail shows where it went and the reference.
  const confirmation = page.getByTestId('order-confirmation');
  const sentence = await confirmation.getByText(/numéro de commande/).textContent();
  const number = /(\d{8})/.exec(sentence ?? '')?.[1];
  expect(number, sentence ?? '').toBeTruthy();
  await page.goto(`/profile/my-orders/${Number(number)}`);
  await expect(main.getByTestId('order-delivery-address')).toContainText(annexe.name);
  await expect(main.getByTestId('order-delivery-address')).toContainText('59800 Lille');
  await expect(main.getByText('PO-2026/0042')).toBeVisible();
  await expect(main.getByTestId('order-note')).toHaveText(note);
});

test('invoice: an order sent to an address of the book prints that address, its PO number and note', async ({
  page,
  request,
}) => {
  // Set up through the API (what the test above does through the screens), for the demo
  // customer's office: Saint-Luc's four orders a year are shared with the other specs.
  const authorization = `Bearer ${await apiToken(request, 'customer@demo.test')}`;
  const added = await request.post('/api/admin/address', {
    headers: { authorization },
    data: {
      company_name: 'Cabinet Sage-Femme Dupont — Annexe',
      street_name: 'Rue Solférino',
      house_number: '5',
      postalcode: '59000',
      city: 'Lille',
      country: 'France',
    },
  });
  expect(added.status()).toBe(201);
  const placed = await request.post('/api/admin/order', {
    headers: { authorization, 'idempotency-key': crypto.randomUUID() },
    data: {
      lines: [{ id: 'BF-002', quantity: 1 }],
      address_key: ((await added.json()) as { key: string }).key,
      payment_method: 'invoice',
      po_number: '4500012345',
      note,
      accepted_terms: true,
      accepted_sales_terms: true,
    },
  });
  expect(placed.status()).toBe(201);
  const order = (await placed.json()) as { id: number; order_nr: string };

  await startLoggedIn(page, request, 'customer@demo.test');
  await page.goto(`/profile/my-orders/${order.id}`);
  await expect(page.getByTestId('order-delivery-address')).toContainText('Rue Solférino 5');
  const invoice = pdfText(await download(page, 'Télécharger la facture (PDF)'));
  for (const expected of [
    `Numéro de commande: ${order.order_nr}`,
    // Billed to the office itself, delivered to the annex.
    'Facturé à',
    '12 rue des Lilas',
    'Adresse de livraison: Cabinet Sage-Femme Dupont — Annexe, Rue Solférino 5, 59000 Lille, France',
    'N° de bon de commande: 4500012345',
    'Note pour la marque: Quai de livraison 3 Sonner deux fois',
  ]) {
    expect(invoice).toContain(expected);
  }
});

test('address book: add, change and remove an address by keyboard at 360 px, axe clean', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await startLoggedIn(page, request, 'saint-luc@demo.test');
  await page.goto('/profile/addresses');
  const main = page.getByRole('main');
  await expect(
    main.getByRole('heading', { level: 1, name: 'Adresses de livraison' }),
  ).toBeVisible();
  await expect(main.getByTestId('office-address')).toContainText('Maternité Saint-Luc');

  // Add: the button by keyboard, the form opens on its first field, Enter saves.
  const add = main.getByRole('button', { name: 'Ajouter une adresse' });
  await add.focus();
  await page.keyboard.press('Enter');
  const name = main.getByLabel('Nom (cabinet ou destinataire)');
  await expect(name).toBeFocused();
  await page.keyboard.type('Entrepôt Nord');
  // The country list answers to typing its name (decision 253); the save button follows it.
  for (const value of ['Rue du Port', '12', '', '59000', 'Lille', 'France']) {
    await page.keyboard.press('Tab');
    if (value) await page.keyboard.type(value);
  }
  await expect(main.getByLabel('Pays')).toHaveValue('FR');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(main.getByText("L'adresse a été ajoutée.")).toBeVisible();
  const book = main.getByTestId('address-book');
  await expect(book).toContainText('Rue du Port 12');
  await expect(add).toBeFocused();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await settle(page);
  await expectNoSeriousAxeViolations(page);

  // Change: the city.
  await book.getByRole('button', { name: 'Modifier Entrepôt Nord' }).click();
  const city = main.getByLabel('Ville');
  await expect(city).toHaveValue('Lille');
  await city.fill('Roubaix');
  await city.press('Enter');
  await expect(main.getByText("L'adresse a été modifiée.")).toBeVisible();
  await expect(book).toContainText('59000 Roubaix');

  // Remove, confirmed in a dialog.
  await book.getByRole('button', { name: 'Retirer Entrepôt Nord' }).click();
  const dialog = page.getByRole('dialog', { name: 'Supprimer cette adresse ?' });
  await expect(dialog).toContainText('59000 Roubaix');
  await dialog.getByRole('button', { name: 'Retirer' }).click();
  await expect(main.getByText("L'adresse a été supprimée.")).toBeVisible();
  await expect(book).not.toContainText('Entrepôt Nord');
});
