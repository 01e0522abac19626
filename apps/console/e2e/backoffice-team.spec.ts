import { flattenDictionary, resources } from '@careshop/i18n';
import { leftoverTexts } from '@careshop/playwright-config/texts';
import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousAxeViolations, login, tabTo } from './support';

// Issue 29 (decision 330) on the real API: staff see an office's team in the back office and
// change a member's role and spending limit by keyboard; the office keeps its last administrator,
// "No limit" is a real choice, and every change is in the audit log.

const STAFF = 'staff@demo.test';

/** The demo office 100001 (administrator Camille Dupont, approver, buyer with a limit, viewer). */
async function openDemoOffice(page: Page) {
  await page.goto('shop/customers?q=100001');
  const link = page.getByRole('link', { name: '100001', exact: true });
  await tabTo(page, link);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Office 100001' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Team' })).toBeVisible();
  await expect(page.getByText('Loading…')).toHaveCount(0);
}

const members = (page: Page) => page.getByRole('table', { name: 'Members' });
const row = (page: Page, name: string) => members(page).getByRole('row').filter({ hasText: name });

/** Opens a row's dialog by keyboard: the button named with the member. */
async function openDialog(page: Page, label: string, name: string) {
  await tabTo(page, page.getByRole('button', { name: `${label} ${name}` }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

async function save(page: Page) {
  await tabTo(page, page.getByRole('dialog').getByRole('button', { name: 'Save' }));
  await page.keyboard.press('Enter');
}

test('staff see an office’s team and change a role and a limit by keyboard', async ({ page }) => {
  test.setTimeout(85_000);
  await login(page, STAFF);
  await openDemoOffice(page);

  // Members with role, licence, limit, spending and what is left; no limit is never exceeded.
  const buyer = row(page, 'Inès Moreau');
  await expect(buyer).toContainText('Buyer');
  await expect(buyer).toContainText('€500.00 per month');
  await expect(buyer).toContainText('Approval above €100.00 per order');
  const admin = row(page, 'Camille Dupont');
  await expect(admin).toContainText('Office administrator');
  await expect(admin).toContainText('No limit');
  await expect(admin).not.toContainText('limit reached');
  await expect(page.getByRole('table', { name: 'Open invitations' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Orders waiting for approval' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // The last administrator cannot be demoted: the refusal is said in words, nothing changes.
  let dialog = await openDialog(page, 'Change role', 'Camille Dupont');
  await dialog.getByRole('combobox', { name: 'Role' }).selectOption('buyer');
  await save(page);
  await expect(dialog.getByRole('alert')).toContainText('The office must keep one administrator');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(admin).toContainText('Office administrator');

  // The approver becomes a viewer.
  dialog = await openDialog(page, 'Change role', 'Paul Lambert');
  await dialog.getByRole('combobox', { name: 'Role' }).selectOption('viewer');
  await save(page);
  await expect(
    page.getByRole('status').filter({ hasText: 'The role of Paul Lambert' }),
  ).toBeVisible();
  await expect(row(page, 'Paul Lambert')).toContainText('Viewer');

  // The buyer's limit: "No limit" is a choice of its own…
  dialog = await openDialog(page, 'Change limit', 'Inès Moreau');
  const noLimit = dialog.getByRole('checkbox', { name: 'No limit' });
  await tabTo(page, noLimit);
  await page.keyboard.press('Space');
  await save(page);
  await expect(buyer).not.toContainText('€500.00');
  await expect(buyer).toContainText('No limit');
  await expect(buyer).toContainText('Approval above €100.00 per order');

  // …then 200.00 a quarter without a threshold; an empty amount is named first.
  dialog = await openDialog(page, 'Change limit', 'Inès Moreau');
  await tabTo(page, dialog.getByRole('checkbox', { name: 'No limit' }));
  await page.keyboard.press('Space');
  await save(page);
  const amount = dialog.getByRole('textbox', { name: /Spending limit/ });
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  await expect(amount).toBeFocused();
  await page.keyboard.type('200');
  await dialog.getByRole('combobox', { name: 'Period' }).selectOption('quarter');
  const threshold = dialog.getByRole('textbox', { name: /Approval threshold/ });
  await tabTo(page, threshold);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await save(page);
  await expect(dialog).toHaveCount(0);
  await expect(buyer).toContainText('€200.00 per quarter');
  await expect(buyer).not.toContainText('Approval above');

  // At 360 px the screen fits: the tables scroll in their own frame.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.waitForTimeout(50);
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    ),
  ).toBeLessThanOrEqual(1);
  await page.setViewportSize({ width: 1280, height: 900 });

  // Every change is in the audit log, in words.
  await page.goto('shop/audit?entity=office_member');
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  const log = page.getByRole('table', { name: 'Audit log' });
  const roleChange = log.getByRole('row').filter({ hasText: 'role changed' });
  await expect(roleChange).toHaveCount(1);
  await expect(roleChange).toContainText('Role: Approver → Viewer');
  await expect(log).toContainText('Spending limit: €500.00 → No limit');
  await expect(log.getByRole('row').filter({ hasText: 'spending limit changed' })).toHaveCount(2);
  await expect(log).toContainText('Office member');

  // The demo office as it was, for the other tests.
  await openDemoOffice(page);
  dialog = await openDialog(page, 'Change role', 'Paul Lambert');
  await dialog.getByRole('combobox', { name: 'Role' }).selectOption('approver');
  await save(page);
  await expect(row(page, 'Paul Lambert')).toContainText('Approver');
  dialog = await openDialog(page, 'Change limit', 'Inès Moreau');
  const limit = dialog.getByRole('textbox', { name: /Spending limit/ });
  await tabTo(page, limit);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('500');
  await dialog.getByRole('combobox', { name: 'Period' }).selectOption('month');
  await tabTo(page, dialog.getByRole('textbox', { name: /Approval threshold/ }));
  await page.keyboard.type('100');
  await save(page);
  await expect(buyer).toContainText('€500.00 per month');
});

type Language = keyof typeof resources;
const valuesOf = (language: Language) =>
  new Set(
    Object.values(flattenDictionary(resources[language].translation))
      .filter((value) => !value.includes('{{'))
      .map((value) => value.trim()),
  );

test('the office’s team in the other five languages: no English left, axe, 360 px', async ({
  page,
}) => {
  test.setTimeout(85_000);
  await login(page, 'super-staff@demo.test');
  await openDemoOffice(page);
  const office = page.url();
  const english = valuesOf('en');
  const found: string[] = [];
  for (const language of ['de', 'fr', 'es', 'nl', 'it'] as const) {
    await page.setViewportSize({ width: 1280, height: 900 });
    const picker = page.locator('header select');
    await tabTo(page, picker);
    await picker.selectOption(language);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await page.goto(office);
    await expect(page.getByRole('table').nth(1)).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);
    const { ownCount, leftovers } = await leftoverTexts(page, {
      reference: english,
      own: valuesOf(language),
      allowed: new Set(['Careshop', 'E-mail', 'OK']),
    });
    expect(ownCount).toBeGreaterThan(10);
    found.push(...leftovers.map((text) => `${language}: ${text}`));
    await page.setViewportSize({ width: 360, height: 740 });
    await page.waitForTimeout(50);
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
      `${language} at 360 px`,
    ).toBeLessThanOrEqual(1);
  }
  expect(found).toEqual([]);
});
