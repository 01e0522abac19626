import { expect, type Locator, type Page } from '@playwright/test';

export { expectNoSeriousAxeViolations } from '@careshop/playwright-config/axe';

export const PASSWORD = 'Demo!2026';

/**
 * Presses Tab (keyboard only, no clicks) until `target` has focus. Fails after `max` presses, so
 * a control that cannot be reached by keyboard fails the test.
 */
export async function tabTo(page: Page, target: Locator, max = 60): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`could not reach ${String(target)} with Tab`);
}

/** Tabs to a field and types into it. */
export async function typeInto(page: Page, target: Locator, text: string): Promise<void> {
  await tabTo(page, target);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(text);
}

/** Logs in through the app's own form, by keyboard. */
export async function loginByKeyboard(page: Page, email: string): Promise<void> {
  await typeInto(page, page.locator('input[name="email"]'), email);
  await typeInto(page, page.locator('input[name="password"]'), PASSWORD);
  await page.keyboard.press('Enter');
}

/** Picks a language in the header's switcher with the arrow keys on the focused select. */
export async function switchLanguage(page: Page, code: string): Promise<void> {
  const select = page.locator('header select');
  await tabTo(page, select);
  await page.keyboard.press('Home');
  for (let i = 0; i < 6 && (await select.inputValue()) !== code; i += 1) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(select).toHaveValue(code);
  await expect(page.locator('html')).toHaveAttribute('lang', code);
}
