import AxeBuilder from '@axe-core/playwright';
import { expect } from '@playwright/test';

/**
 * Fails on any serious or critical axe violation of the page as it is now. The page is looked at
 * with reduced motion, which the apps honour by dropping their fade-in: a page caught mid-fade
 * reads as low contrast.
 *
 * The check runs axe once in the page (`axe.run`, same-origin frames included) and has it list
 * only the violations' nodes (decision 376): the default way opens a blank page in the same browser
 * context, loads axe there a second time and sends it every passing node, which took twice as long
 * and, on a loaded machine, was what ran out the tests' time. None of the apps shows a frame.
 *
 * @param {import('@playwright/test').Page} page
 */
export async function expectNoSeriousAxeViolations(page) {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
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
