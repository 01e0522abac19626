import { expect, test } from '@playwright/test';
import { login, PASSWORD } from './support';

test('SPEC 1: register, staff approves, the approval e-mail arrives, then log in', async ({
  page,
  request,
}) => {
  const email = `e2e-${Date.now()}@demo.test`;
  await page.goto('/register');
  await page.locator('input[name="cust_no"]').fill('4242');
  await page.locator('input[name="email"]').fill(email);
  const passwords = page.locator('input[type="password"]');
  await passwords.nth(0).fill('Str0ng!Passw0rd');
  await passwords.nth(1).fill('Str0ng!Passw0rd');
  await page.locator('input[name="terms"]').check();
  await page.locator('form button[type="submit"]').click();
  await expect(
    page
      .getByRole('status')
      .getByText(/compte a été créé|créé/)
      .first(),
  ).toBeVisible();

  const staff = await request.post('/api/auth/login', {
    data: { email: 'staff@demo.test', password: PASSWORD },
  });
  const token = (await staff.json()).auth as string;
  const pending = await request.get('/api/admin/backoffice/accounts/pending', {
    headers: { authorization: `Bearer ${token}` },
  });
  const account = ((await pending.json()).items as { id: number; email: string }[]).find(
    (item) => item.email === email,
  );
  expect(account).toBeDefined();
  const approved = await request.post(`/api/admin/backoffice/accounts/${account?.id}/approve`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(approved.ok()).toBe(true);
  const mailbox = await request.get('/api/dev/mailbox.json');
  const mails = (await mailbox.json()).items as { to: string; kind: string }[];
  expect(mails.some((mail) => mail.to === email && /approv/i.test(mail.kind))).toBe(true);

  await page.goto('/login');
  await login(page, email, 'Str0ng!Passw0rd');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
