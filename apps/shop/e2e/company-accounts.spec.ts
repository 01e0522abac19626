import { expect, test } from '@playwright/test';
import {
  addMember,
  approveLicence,
  bearer,
  fillCart,
  invitationLink,
  MEMBER_PASSWORD,
  mailTo,
  newOffice,
  pageOf,
  setLimit,
  uniqueEmail,
} from './office-support';
import { acceptTermsAndOrder, expectNoSeriousAxeViolations, goToPayment, login } from './support';

// Issue 29 "Company accounts" (decision 330) in the shop, in French (the demo shop's default).
// Every test sets up an office of its own through the API, so the yearly order count and the
// limits of one test never reach another. SCFBF004 costs 13.25 (the demo catalogue).

const buyerLimit = { limit_cents: 50_000, period: 'month', approval_threshold_cents: 10_000 };

test('issue 29: an administrator invites a colleague, who registers with the link, is approved by staff and orders within their limit', async ({
  browser,
  baseURL,
  request,
}) => {
  test.slow();
  const office = await newOffice(request, baseURL as string);
  const admin = await pageOf(browser, baseURL as string, office.admin);
  await admin.goto('/profile/my-account');
  await admin.getByRole('link', { name: 'Collègues' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Collègues' })).toBeVisible();
  await expectNoSeriousAxeViolations(admin);

  const colleague = uniqueEmail('invited');
  await admin.getByLabel('Adresse e-mail de la personne invitée').fill(colleague);
  await admin.getByLabel('Rôle de la personne invitée').selectOption('buyer');
  await admin.getByRole('button', { name: "Envoyer l'invitation" }).click();
  await expect(admin.getByText(`Une invitation a été envoyée à ${colleague}.`)).toBeVisible();
  await expect(admin.getByTestId('office-invitations')).toContainText(colleague);

  // The e-mailed link opens the registration pre-filled with the office and the address.
  const link = await invitationLink(request, colleague);
  const invited = await (await browser.newContext({ baseURL })).newPage();
  await invited.goto(link.pathname + link.search);
  await expect(invited.getByTestId('invitation-prefill')).toContainText('en tant que Acheteur');
  await expect(invited.locator('input[name="cust_no"]')).toHaveValue(office.custNo);
  await expect(invited.locator('input[name="email"]')).toHaveValue(colleague);
  await invited.locator('input[name="firstName"]').fill('Inès');
  await invited.locator('input[name="lastName"]').fill('Invitée');
  const passwords = invited.locator('input[type="password"]');
  await passwords.nth(0).fill(MEMBER_PASSWORD);
  await passwords.nth(1).fill(MEMBER_PASSWORD);
  await invited.locator('input[name="terms"]').check();
  await invited.locator('form button[type="submit"]').click();
  await expect(invited.getByRole('status').getByText(/créé/).first()).toBeVisible();

  // Staff approve the licence (as today); the administrator sets a limit in the colleagues page.
  await approveLicence(request, colleague);
  await admin.reload();
  const row = admin.locator(`li[data-member="${colleague}"]`);
  await expect(row).toContainText('Licence validée');
  await expect(row.getByTestId('member-spending')).toContainText('Sans plafond');
  await row.getByRole('button', { name: /Définir le plafond/ }).click();
  await admin.getByRole('radio', { name: 'Un montant par période' }).check();
  await admin.getByRole('textbox', { name: /Montant/ }).fill('500');
  await admin.getByRole('textbox', { name: /Seuil de validation/ }).fill('100');
  await admin.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(admin.getByText(/Le plafond de Inès Invitée a été enregistré/)).toBeVisible();
  await expect(row.getByTestId('member-spending')).toContainText('reste 500,00');

  // The colleague orders 13.25, within their limit: the order is placed, not sent for approval.
  await invited.goto('/login');
  await login(invited, colleague, MEMBER_PASSWORD);
  await fillCart(invited, 'SCFBF004', 1);
  await expect(invited.getByTestId('member-limit-left')).toContainText('reste 500,00');
  await expect(invited.getByTestId('approval-preview')).toHaveCount(0);
  await goToPayment(invited);
  await acceptTermsAndOrder(invited);
  await expect(invited.getByTestId('order-confirmation')).toBeVisible();
  await admin.reload();
  await expect(row.getByTestId('member-spending')).toContainText('reste 486,75');
});

test('issue 29: an order over the threshold waits, is approved by an approver and appears in both order lists', async ({
  browser,
  baseURL,
  request,
}) => {
  test.slow();
  const office = await newOffice(request, baseURL as string);
  const [approver, buyer] = await Promise.all([
    addMember(request, baseURL as string, office, 'approver', 'Paul'),
    addMember(request, baseURL as string, office, 'buyer', 'Bérénice'),
  ]);
  const [buyerPage, approverPage] = await Promise.all([
    pageOf(browser, baseURL as string, buyer),
    pageOf(browser, baseURL as string, approver),
    setLimit(request, office, buyer, buyerLimit),
  ]);
  await fillCart(buyerPage, 'SCFBF004', 10);
  // 132.50 is over the 100.00 threshold: the cart says so before checkout.
  await expect(buyerPage.getByTestId('approval-preview')).toContainText('seuil de validation');
  await goToPayment(buyerPage);
  await acceptTermsAndOrder(buyerPage);
  await expect(buyerPage).toHaveURL(/\/approvals\/\d+\?submitted=1$/);
  await expect(buyerPage.getByText('Votre commande attend une validation')).toBeVisible();
  await expectNoSeriousAxeViolations(buyerPage);
  const requestId = /\/approvals\/(\d+)/.exec(buyerPage.url())?.[1] as string;
  // Nothing was ordered: the cart is empty as after an order, the request is the buyer's.
  await buyerPage.goto('/cart');
  await expect(buyerPage.getByText('Votre panier est vide.')).toBeVisible();
  await buyerPage.goto('/approvals');
  await expect(buyerPage.getByTestId('approvals-mine')).toContainText(`Demande ${requestId}`);

  // The approver gets an e-mail and the request in "À décider".
  const mail = await mailTo(request, approver, 'approval_requested');
  expect(mail.text).toContain(`/approvals/${requestId}`);
  await approverPage.goto('/profile/my-account');
  await approverPage.getByRole('link', { name: 'Validations (1 à décider)' }).click();
  await expect(approverPage.getByRole('tab', { name: 'À décider' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await approverPage.getByRole('link', { name: `Demande ${requestId}` }).click();
  await expect(approverPage.getByRole('heading', { level: 1 })).toHaveText(`Demande ${requestId}`);
  await expect(approverPage.getByText('Au-delà du seuil de validation')).toBeVisible();
  await expect(approverPage.getByTestId('member-spending')).toContainText('reste 500,00');
  await expectNoSeriousAxeViolations(approverPage);
  // At 360 px the request fits the screen: nothing scrolls sideways.
  await approverPage.setViewportSize({ width: 360, height: 800 });
  const overflow = await approverPage.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await approverPage.getByRole('button', { name: 'Valider', exact: true }).click();
  await expect(
    approverPage.getByText('La demande a été validée et la commande passée.'),
  ).toBeVisible();
  const orderLink = approverPage.getByRole('link', { name: /Voir la commande \d{8}/ });
  const number = /(\d{8})/.exec((await orderLink.textContent()) ?? '')?.[1] as string;

  // The order is the buyer's and the office's: it is in both users' order lists.
  await approverPage.goto('/profile/my-orders');
  await expect(approverPage.getByRole('main').getByText(number, { exact: true })).toBeVisible();
  await buyerPage.goto('/profile/my-orders');
  await expect(buyerPage.getByRole('main').getByText(number, { exact: true })).toBeVisible();
  await mailTo(request, buyer, 'approval_approved');
  await buyerPage.goto(`/approvals/${requestId}`);
  await expect(buyerPage.getByText('Validée', { exact: true })).toBeVisible();
});

test('issue 29: a rejection with its reason reaches the buyer by e-mail and in the shop', async ({
  browser,
  baseURL,
  request,
}) => {
  test.slow();
  const office = await newOffice(request, baseURL as string);
  const buyer = await addMember(request, baseURL as string, office, 'buyer', 'Romain');
  await setLimit(request, office, buyer, buyerLimit);

  const buyerPage = await pageOf(browser, baseURL as string, buyer);
  await fillCart(buyerPage, 'SCFBF004', 9);
  await goToPayment(buyerPage);
  await acceptTermsAndOrder(buyerPage);
  await expect(buyerPage).toHaveURL(/\/approvals\/\d+/);
  const requestId = /\/approvals\/(\d+)/.exec(buyerPage.url())?.[1] as string;

  // The administrator decides (an administrator approves too); the reason is required.
  const adminPage = await pageOf(browser, baseURL as string, office.admin);
  await adminPage.goto(`/approvals/${requestId}`);
  await adminPage.getByRole('button', { name: 'Refuser' }).click();
  await adminPage.getByRole('button', { name: 'Refuser' }).click();
  await expect(adminPage.getByText('Indiquez le motif', { exact: false })).toBeVisible();
  const reason = 'Budget du mois déjà engagé, merci de commander en décembre.';
  await adminPage.getByLabel('Motif (le demandeur le lira)').fill(reason);
  await adminPage.getByRole('button', { name: 'Refuser' }).click();
  await expect(adminPage.getByText('La demande a été refusée.')).toBeVisible();

  const mail = await mailTo(request, buyer, 'approval_rejected');
  expect(mail.text).toContain(reason);
  await buyerPage.goto(`/approvals/${requestId}`);
  await expect(buyerPage.getByText('Refusée', { exact: true })).toBeVisible();
  await expect(buyerPage.getByTestId('rejection-reason')).toContainText(reason);
  await expect(buyerPage.getByRole('button', { name: 'Retirer la demande' })).toHaveCount(0);
});

test('issue 29: a viewer browses but cannot order, and is told why', async ({
  browser,
  baseURL,
  request,
}) => {
  const office = await newOffice(request, baseURL as string);
  const viewer = await addMember(request, baseURL as string, office, 'viewer', 'Victor');
  const page = await pageOf(browser, baseURL as string, viewer);
  const banner = page.getByTestId('office-role-banner');
  await page.goto('/c-p/SCFBF004');
  await expect(banner).toContainText(
    "Votre rôle vous permet de consulter le catalogue ; demandez à l'administrateur de votre cabinet de commander.",
  );
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ajouter au panier' })).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Panier' })).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Commande rapide' })).toHaveCount(
    0,
  );
  await page.goto('/c-p');
  await expect(
    page.getByRole('main').getByRole('button', { name: 'Ajouter au panier' }),
  ).toHaveCount(0);
  for (const path of ['/cart', '/quick-order']) {
    await page.goto(path);
    await expect(page.getByRole('main').getByRole('status')).toContainText('Votre rôle');
    await expect(page.getByRole('button', { name: 'Passer la commande' })).toHaveCount(0);
  }
  await expectNoSeriousAxeViolations(page);
  // The API refuses the viewer's order whatever the shop shows (403 office_role_forbidden).
  const refused = await request.post('/api/admin/order', {
    headers: { ...(await bearer(request, viewer)), 'idempotency-key': crypto.randomUUID() },
    data: {
      lines: [{ id: 'SCFBF004', quantity: 1 }],
      shipping_method: 'standard',
      payment_method: 'cod',
      accepted_terms: true,
      accepted_sales_terms: true,
    },
  });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).code).toBe('office_role_forbidden');
});

test('issue 29: an administrator removes a member, who keeps their account but no longer orders for the office', async ({
  browser,
  baseURL,
  request,
}) => {
  test.slow();
  const office = await newOffice(request, baseURL as string);
  const buyer = await addMember(request, baseURL as string, office, 'buyer', 'Rémi');
  const admin = await pageOf(browser, baseURL as string, office.admin);
  await admin.goto('/colleagues');
  const row = admin.locator(`li[data-member="${buyer}"]`);
  await row.getByRole('button', { name: /Retirer/ }).click();
  const dialog = admin.getByRole('dialog', { name: 'Retirer Rémi E2e du cabinet ?' });
  await expect(dialog).toBeVisible();
  await expectNoSeriousAxeViolations(admin);
  await dialog.getByRole('button', { name: 'Retirer' }).click();
  await expect(admin.getByText('Rémi E2e a été retiré du cabinet.')).toBeVisible();
  await expect(row).toHaveCount(0);
  // The last administrator cannot be demoted: the refusal is a sentence, not a code.
  const own = admin.locator(`li[data-member="${office.admin}"]`);
  await own.getByRole('combobox').selectOption('buyer');
  await own.getByRole('button', { name: /Changer le rôle/ }).click();
  await expect(admin.getByText('Le cabinet doit garder au moins un administrateur.')).toBeVisible();

  const removed = await pageOf(browser, baseURL as string, buyer);
  await removed.goto('/c-p/SCFBF004');
  await expect(removed.getByTestId('office-role-banner')).toHaveText(
    `Vous ne faites plus partie de Cabinet ${office.custNo}.`,
  );
  await expect(removed.getByRole('button', { name: 'Ajouter au panier' })).toHaveCount(0);
  await removed.goto('/cart');
  await expect(removed.getByRole('main').getByRole('status')).toContainText(
    'Vous ne faites plus partie',
  );
});
