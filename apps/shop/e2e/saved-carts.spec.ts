import { expect, test } from '@playwright/test';
import { addFromProductPage, expectNoSeriousAxeViolations, startLoggedIn } from './support';

// Issue 15 "B2B ordering speed" (decision 250): the cart saved under a name for the office, the
// cart emptied, the saved cart put back by keyboard through the reorder's limits; a name the office
// already uses is refused on the field; rename and removal with a confirmation. In French, the demo
// shop's default language. Saint-Luc's office (100004): the other specs order little for it.

test('saved carts: save the cart, empty it, load the saved cart by keyboard and see its lines back', async ({
  page,
  request,
}) => {
  const name = `Réassort ${Date.now().toString(36)}`;
  await startLoggedIn(page, request, 'saint-luc@demo.test');
  await addFromProductPage(page, 'SCFBO001', 2);
  await addFromProductPage(page, 'SCFBF002', 3);
  await page.goto('/cart');
  const main = page.getByRole('main');
  await expect(page.getByTestId('cart-line-BF-002')).toBeVisible();

  // From the cart to the saved carts, by keyboard.
  await main.getByRole('link', { name: 'Enregistrer le panier actuel' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/profile\/saved-carts$/);
  await expect(main.getByRole('heading', { level: 1, name: 'Paniers enregistrés' })).toBeVisible();
  await expect(main.getByText('Lignes dans le panier : 2.')).toBeVisible();

  // An empty name is refused on the field; then the cart is saved under its name.
  const field = main.getByRole('textbox', { name: 'Nom', exact: true });
  await field.focus();
  await page.keyboard.press('Enter');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(main.getByText('Ce champ est obligatoire.')).toBeVisible();
  await field.fill(`  ${name}  `);
  await page.keyboard.press('Enter');
  await expect(main.getByText(`Le panier a été enregistré sous « ${name} ».`)).toBeVisible();
  const saved = main.getByTestId('saved-carts').getByRole('listitem').filter({ hasText: name });
  await expect(saved).toContainText('Lignes : 2');
  await expect(saved).toContainText(/Enregistré par .+ le /);

  // The same name in other case is the office's already: named on the field, nothing saved.
  await field.fill(name.toUpperCase());
  await main.getByRole('button', { name: 'Enregistrer le panier' }).click();
  await expect(
    main.getByText(
      'Votre cabinet a déjà un panier enregistré sous ce nom ; choisissez-en un autre.',
    ),
  ).toBeVisible();
  await expect(
    main.getByTestId('saved-carts').getByRole('listitem').filter({ hasText: name }),
  ).toHaveCount(1);
  await expectNoSeriousAxeViolations(page);

  // Empty the cart.
  await page.goto('/cart');
  for (const label of [/Retirer .* du panier/, /Retirer .* du panier/]) {
    await main.getByRole('button', { name: label }).first().click();
  }
  await expect(page.getByTestId('cart-line-BF-002')).toHaveCount(0);
  await expect(page.getByTestId('cart-line-BO-001')).toHaveCount(0);

  // From the empty cart back to the saved carts; the saved cart goes in by keyboard.
  await main.getByRole('link', { name: 'Paniers enregistrés' }).click();
  await expect(main.getByText('Le panier est vide')).toBeVisible();
  await saved.getByRole('button', { name: `Ajouter au panier ${name}` }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByTestId('cart-line-BO-001').getByRole('spinbutton')).toHaveValue('2');
  await expect(page.getByTestId('cart-line-BF-002').getByRole('spinbutton')).toHaveValue('3');
});

test('saved carts: a line the limits refuse is named with its reason, rename and remove with a confirmation', async ({
  page,
  request,
}) => {
  const name = `Maternité ${Date.now().toString(36)}`;
  await startLoggedIn(page, request, 'saint-luc@demo.test');
  await addFromProductPage(page, 'SCFBF002', 1);
  await page.goto('/profile/saved-carts');
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: 'Nom', exact: true }).fill(name);
  await main.getByRole('button', { name: 'Enregistrer le panier' }).click();
  const row = main.getByTestId('saved-carts').getByRole('listitem').filter({ hasText: name });
  await expect(row).toContainText('Lignes : 1');

  // The cart already holds the most one order may take of it: loading adds nothing, and says why.
  await page.goto('/cart');
  const amount = page.getByTestId('cart-line-BF-002').getByRole('spinbutton');
  await amount.fill('5');
  await amount.press('Enter');
  await expect(amount).toHaveValue('5');
  await page.goto('/profile/saved-carts');
  await row.getByRole('button', { name: `Ajouter au panier ${name}` }).click();
  const outcome = main.getByTestId('reorder-outcome');
  await expect(outcome).toBeFocused();
  await expect(outcome).toContainText(
    "Aucune ligne de ce panier enregistré ne peut être ajoutée au panier pour l'instant.",
  );
  await expect(outcome.getByRole('listitem')).toHaveText(
    /Vous pouvez commander au maximum 5 unités de ce produit par commande\.$/,
  );

  // Rename, then remove after the confirmation.
  await row.getByRole('button', { name: `Renommer ${name}` }).click();
  const renamed = `${name} bis`;
  const rename = main.getByRole('region', { name: 'Renommer le panier enregistré' });
  await expect(rename.getByRole('textbox', { name: 'Nom', exact: true })).toBeFocused();
  await rename.getByRole('textbox', { name: 'Nom', exact: true }).fill(renamed);
  await page.keyboard.press('Enter');
  await expect(main.getByText('Le panier enregistré a été renommé.')).toBeVisible();
  const again = main.getByTestId('saved-carts').getByRole('listitem').filter({ hasText: renamed });
  await again.getByRole('button', { name: `Retirer ${renamed}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Supprimer ce panier enregistré ?' });
  await expect(dialog).toContainText(renamed);
  await dialog.getByRole('button', { name: 'Retirer' }).click();
  await expect(main.getByText('Le panier enregistré a été supprimé.')).toBeVisible();
  await expect(
    main.getByTestId('saved-carts').getByRole('listitem').filter({ hasText: renamed }),
  ).toHaveCount(0);
});
