import { randomUUID } from 'node:crypto';
import { resources } from '@careshop/i18n';
import { expect, type Page, test } from '@playwright/test';
import {
  expectNoSeriousAxeViolations,
  loginByKeyboard,
  switchLanguage,
  tabTo,
  typeInto,
} from './support';

const t = resources.en.translation;
const patient = {
  first_name: 'Noor',
  last_name: 'Refused',
  zip: '1011 AB',
  street: 'Prinsengracht',
  number: '263',
  city: 'Amsterdam',
  state: 'Noord-Holland',
  scanner_type: 'Scanner Y',
  patient_scan_id: 'SCAN-77',
  email: 'noor@example.test',
  phone: '+31 20 123 45 67',
};

async function pressButton(page: Page, name: string): Promise<void> {
  await tabTo(page, page.getByRole('button', { name, exact: true }));
  await page.keyboard.press('Enter');
}

test("the server's refusal shows in the user's language and the form is kept", async ({ page }) => {
  await page.goto('./');
  await switchLanguage(page, 'en');
  await loginByKeyboard(page, 'customer@demo.test');
  await pressButton(page, t.zoom.start.button);
  for (const [name, value] of Object.entries(patient)) {
    await typeInto(page, page.locator(`#zoom-${name}`), value);
  }
  // BO-002 has 3 in stock: ask for all three.
  const product = page.locator('#zoom-products-0-id');
  await tabTo(page, product);
  for (let i = 0; i < 40 && (await product.inputValue()) !== 'BO-002'; i += 1) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(product).toHaveValue('BO-002');
  const more = t.zoom.lines.increase.replace('{{number}}', '1');
  await pressButton(page, more);
  await pressButton(page, more);
  await expect(page.locator('#zoom-products-0-quantity')).toHaveValue('3');
  for (const consent of [
    'informed_consent_practice',
    'informed_consent_patient',
    'net_terms',
    'terms',
    'confirm_correct',
  ]) {
    await tabTo(page, page.locator(`#zoom-${consent}`));
    await page.keyboard.press('Space');
  }
  await pressButton(page, t.common.next);
  await expect(page.getByRole('heading', { name: t.zoom.summary.title })).toBeVisible();

  // Meanwhile another delivery takes one unit.
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const other = await page.request.post('/api/admin/zoom-order', {
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() },
    data: {
      ...patient,
      products: [{ id: 'BO-002', quantity: 1 }],
      informed_consent_practice: true,
      informed_consent_patient: true,
      net_terms: true,
      terms: true,
      confirm_correct: true,
    },
  });
  expect(other.status()).toBe(201);

  await pressButton(page, t.zoom.send.button);
  await expect(page.getByRole('heading', { name: t.zoom.result.failed_title })).toBeVisible();
  await expect(
    // Named by the shop's product code (issue 15), not the order's part number.
    page.getByText(t.zoom.refusals.insufficient_stock.replace('{{products}}', 'SCFBO002')),
  ).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // Nothing is lost: back to the summary, edit the quantity, send again.
  await pressButton(page, t.zoom.result.back_to_summary);
  await expect(page.getByText(patient.patient_scan_id, { exact: true })).toBeVisible();
  await pressButton(page, t.zoom.summary.edit);
  await expect(page.locator('#zoom-city')).toHaveValue(patient.city);
  await pressButton(page, t.zoom.lines.decrease.replace('{{number}}', '1'));
  await expect(page.locator('#zoom-products-0-quantity')).toHaveValue('2');
  await pressButton(page, t.common.next);
  await pressButton(page, t.zoom.send.button);
  await expect(page.getByTestId('zoom-sent')).toContainText(/ZD-\d{6}/);
});
