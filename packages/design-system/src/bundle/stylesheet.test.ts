// @vitest-environment node
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// The built stylesheet is what the apps ship; jsdom applies no media queries, so these
// guarantees are checked on the CSS text itself.
const css = readFileSync(resolve(import.meta.dirname, '../../dist/index.css'), 'utf8');

describe('Issue 4 Quality: respects prefers-reduced-motion', () => {
  it('zeroes motion tokens and cuts animations under prefers-reduced-motion', () => {
    const blocks = css.split('@media (prefers-reduced-motion: reduce)').slice(1);
    expect(blocks.length).toBeGreaterThanOrEqual(3);
    expect(css).toMatch(/animation-duration: 0\.01ms !important/);
    expect(css).toMatch(/transition-duration: 0\.01ms !important/);
  });
});

describe('Issue 4 Quality: works in RTL (rtlLayout mirrors the whole layout)', () => {
  it('uses logical spacing only, so nothing is pinned to the left or right edge', () => {
    expect(css).not.toMatch(/(margin|padding|border)-(left|right)\s*:/);
    expect(css).toMatch(/inset-inline-(start|end)/);
    expect(css).toMatch(/\[dir=rtl\]/);
  });

  it('ships no source comments or source maps that would bloat the stylesheet', () => {
    expect(css).not.toContain('vanilla-extract-css-ns');
    expect(css).not.toContain('sourceMappingURL');
  });
});
