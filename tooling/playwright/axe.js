import AxeBuilder from '@axe-core/playwright';
import { expect } from '@playwright/test';

/**
 * Fails on any serious or critical axe violation of the page as it is now. The page is looked at
 * with reduced motion, which the apps honour by dropping their fade-in: a page caught mid-fade
 * reads as low contrast.
 *
 * @param {import('@playwright/test').Page} page
 */
export async function expectNoSeriousAxeViolations(page) {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(
    serious.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' | ')}`,
    ),
  ).toEqual([]);
  await page.emulateMedia({ reducedMotion: null });
}
