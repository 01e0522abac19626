import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './support';

test('SPEC 2 webinar: a visitor registers and the confirmation e-mail arrives', async ({
  page,
  request,
}) => {
  const email = `webinar-${Date.now()}@demo.test`;
  await page.goto('/webinar');
  const webinar = page.getByRole('main').getByRole('article').first();
  await webinar.getByRole('button', { name: "S'inscrire" }).click();
  const form = webinar.getByRole('form');
  await form.getByRole('button', { name: "S'inscrire" }).click();
  await expect(form.getByText('Ce champ est obligatoire.').first()).toBeVisible();
  await form.getByRole('textbox', { name: 'Prénom' }).fill('Zoé');
  await form.getByRole('textbox', { name: 'Nom', exact: true }).fill('Bernard');
  await form.getByRole('textbox', { name: 'Adresse e-mail' }).fill(` ${email} `);
  await form.getByRole('textbox', { name: 'Profession' }).fill('Sage-femme');
  await expectNoSeriousAxeViolations(page);
  await form.getByRole('button', { name: "S'inscrire" }).click();
  await expect(page).toHaveURL(/\/webinar-confirmed$/);
  const mailbox = await request.get('/api/dev/mailbox.json');
  const mails = (await mailbox.json()).items as { to: string; kind: string }[];
  expect(mails.filter((mail) => mail.to === email).map((mail) => mail.kind)).toEqual([
    'webinar_registration',
  ]);
});

test('SPEC 2 FAQ: subjects from the content service, one subject per page', async ({ page }) => {
  await page.goto('/faq');
  const subjects = page.getByRole('main').getByRole('navigation').getByRole('link');
  await expect(subjects.first()).toBeVisible();
  expect(await subjects.count()).toBeGreaterThan(1);
  const first = subjects.first();
  const name = (await first.textContent())?.trim() ?? '';
  await first.click();
  await expect(page).toHaveURL(/\/faq\/[\w-]+$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 2, name })).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(1);
});
