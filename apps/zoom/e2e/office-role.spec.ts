import { resources } from '@careshop/i18n';
import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations, loginByKeyboard, switchLanguage } from './support';

// Issue 29 (decision 330) on the real API: the demo office's viewer logs in and reads why they
// cannot send orders instead of the wizard; a buyer of the same office gets the wizard.

test('a viewer reads why they cannot send orders, in their language', async ({ page }) => {
  const t = resources.fr.translation;
  await page.goto('./');
  await switchLanguage(page, 'fr');
  await loginByKeyboard(page, 'viewer@demo.test');
  const heading = page.getByRole('heading', { level: 2, name: t.zoom.office_role.title });
  await expect(heading).toBeVisible();
  await expect(heading).toBeFocused();
  await expect(page.getByText(t.zoom.office_role.viewer)).toBeVisible();
  await expect(page.getByRole('button', { name: t.zoom.start.button })).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
  await page.setViewportSize({ width: 360, height: 740 });
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    ),
  ).toBeLessThanOrEqual(1);
});

test('a buyer of the same office gets the wizard', async ({ page }) => {
  const t = resources.en.translation;
  await page.goto('./');
  await switchLanguage(page, 'en');
  await loginByKeyboard(page, 'buyer@demo.test');
  await expect(page.getByRole('button', { name: t.zoom.start.button })).toBeVisible();
  await expect(page.getByText(t.zoom.office_role.title)).toHaveCount(0);
});
