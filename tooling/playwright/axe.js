import AxeBuilder from '@axe-core/playwright';
import { expect } from '@playwright/test';

/**
 * Fails on any serious or critical axe violation of the page as it is now. The page is looked at
 * with reduced motion, which the apps honour by dropping their fade-in: a page caught mid-fade
 * reads as low contrast.
 *
 * A page without frames (all of ours today) is checked with one `axe.run` in the page and only
 * the violations' nodes reported (decision 376): the default way opens a blank page in the same
 * browser context, loads axe there a second time and sends it every passing node, which took twice
 * as long and, on a loaded machine, was what ran out the test's time. A page with frames keeps
 * the default, which also reaches frames from other origins.
 *
 * @param {import('@playwright/test').Page} page
 */
export async function expectNoSeriousAxeViolations(page) {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  let builder = new AxeBuilder({ page });
  if (page.frames().length === 1) {
    builder = builder.setLegacyMode(true).options({ resultTypes: ['violations'] });
  }
  const results = await builder.analyze();
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
