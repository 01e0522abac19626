import { expect, test } from '@playwright/test';
import { apiToken, expectNoSeriousAxeViolations, login } from './support';

test('SPEC 5 Register: the form refuses what SPEC 5 refuses, with its messages', async ({
  page,
}) => {
  await page.goto('/register');
  await expectNoSeriousAxeViolations(page);
  await page.locator('form button[type="submit"]').click();
  const form = page.locator('form');
  await expect(form.getByText('Ce champ est obligatoire.').first()).toBeVisible();
  await expect(
    form.getByText('Vous ne pouvez pas créer de compte sans accepter les conditions générales.'),
  ).toBeVisible();
  await page.locator('input[name="cust_no"]').fill('12ab');
  await page.locator('input[name="email"]').fill('not-an-email');
  const passwords = page.locator('input[type="password"]');
  await passwords.nth(0).fill('Str0ng!Passw0rd');
  await passwords.nth(1).fill('Str0ng!Passw0rd-typo');
  await page.locator('form button[type="submit"]').click();
  await expect(form.getByText('Utilisez uniquement des chiffres.')).toBeVisible();
  await expect(form.getByText('Saisissez une adresse e-mail valide.')).toBeVisible();
  await expect(form.getByText('Les mots de passe ne correspondent pas.')).toBeVisible();
  await page.locator('input[name="cust_no"]').fill('12345678');
  await page.locator('form button[type="submit"]').click();
  await expect(form.getByText('Le numéro client comporte de 2 à 7 chiffres.')).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);
});

test('SPEC 1: register with every profile field, staff approves, the approval e-mail in the dev mailbox leads to login', async ({
  page,
  request,
}) => {
  const email = `e2e-${Date.now()}@demo.test`;
  await page.goto('/register');
  // SPEC 3 lists: the role, employment type and source options, students' own fields.
  const role = page.getByLabel('Profession', { exact: true });
  await expect(role.locator('option')).toHaveCount(14); // 13 roles and the placeholder
  await expect(page.locator('select[name="empType"]').locator('option')).toHaveCount(8);
  await expect(page.locator('select[name="source"]').locator('option')).toHaveCount(8);
  await expect(page.locator('input[name="graduation_year"]')).toHaveCount(0);
  await role.selectOption('student');
  await page.locator('input[name="school"]').fill('École de sages-femmes de Lyon');
  await page.locator('input[name="department"]').fill('Maïeutique');
  await page.locator('input[name="graduation_year"]').fill('2027');
  await page.locator('select[name="empType"]').selectOption('expectant_midwife');
  await page.locator('select[name="source"]').selectOption('PERSON_CONGRESS');
  await page.locator('input[name="cust_no"]').fill(' 4242 ');
  await page.locator('input[name="firstName"]').fill('Léa');
  await page.locator('input[name="lastName"]').fill('Martin');
  await page.locator('input[name="email"]').fill(`  ${email}  `);
  const passwords = page.locator('input[type="password"]');
  await passwords.nth(0).fill('Str0ng!Passw0rd');
  await expect(page.getByRole('meter').first()).toHaveAttribute('aria-valuetext', /Bon|Fort/);
  await passwords.nth(1).fill('Str0ng!Passw0rd');
  await page.locator('input[name="phone"]').fill('+33 4 72 00 00 00');
  await page.locator('input[name="company_name"]').fill('Cabinet Martin');
  await page.locator('input[name="street_name"]').fill('rue de la République');
  await page.locator('input[name="house_number"]').fill('8');
  await page.locator('input[name="address"]').fill('Bâtiment B');
  await page.locator('input[name="postalcode"]').fill('69002');
  await page.locator('input[name="city"]').fill('Lyon');
  // Decision 253: the country is picked from the delivery countries, named in French.
  await page.locator('select[name="country"]').selectOption({ label: 'France' });
  await page.locator('input[name="license_number"]').fill('FR-SF-4242');
  await page.locator('input[name="discover"]').fill('Allaitement');
  await page.locator('input[name="newsletter"]').check();
  await page.locator('input[name="optIn"]').check();
  await page.locator('input[name="terms"]').check();
  await page.locator('form button[type="submit"]').click();
  await expect(
    page
      .getByRole('status')
      .getByText(/compte a été créé|créé/)
      .first(),
  ).toBeVisible();

  const token = await apiToken(request, 'staff@demo.test');
  const headers = { authorization: `Bearer ${token}` };
  const pending = await request.get('/api/admin/backoffice/accounts/pending', { headers });
  const account = ((await pending.json()).items as { id: number; email: string }[]).find(
    (item) => item.email === email,
  );
  expect(account).toBeDefined();
  const approved = await request.post(`/api/admin/backoffice/accounts/${account?.id}/approve`, {
    headers,
  });
  expect(approved.ok()).toBe(true);

  await page.goto('/api/dev/mailbox');
  const mail = page
    .locator('article')
    .filter({ hasText: email })
    .filter({
      has: page.getByRole('heading', { name: 'Votre compte est approuvé' }),
    });
  await expect(mail).toHaveCount(1);
  await mail.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/login$/);
  await login(page, email, 'Str0ng!Passw0rd');
  await page.goto('/profile/my-account');
  await expect(page.getByRole('main')).toContainText('4242');
  // Issue 15: the street and number are kept when the second address line is filled too.
  await expect(page.getByRole('main')).toContainText(
    'rue de la République 8, Bâtiment B, 69002 Lyon, France',
  );
});
