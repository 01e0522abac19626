import axe from 'axe-core';
import { expect } from 'vitest';

/**
 * Runs axe-core on a rendered element and fails with the rule ids and targets of any violation.
 * Colour contrast cannot be computed in jsdom (no layout); `theme/contrast.test.ts` checks every
 * token pair instead. `region` is a page-level rule that does not apply to a lone component.
 */
export async function expectNoAxeViolations(element: Element = document.body): Promise<void> {
  const result = await axe.run(element, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  const found = result.violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(found).toEqual([]);
}
