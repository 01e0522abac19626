import { defineConfig, mergeConfig } from 'vitest/config';

/**
 * Vitest preset for @careshop packages: tests sit next to the code as `*.test.ts(x)`, no
 * globals, a focused test fails the run. Besides the console reporter, each run writes
 * `.vitest-result.json`, which `scripts/test-summary.mjs` adds up into the one closing line of
 * `pnpm test`.
 *
 * @param {import('vitest/config').UserConfig} [overrides]
 */
export function packageConfig(overrides = {}) {
  return mergeConfig(
    defineConfig({
      test: {
        include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
        environment: 'node',
        allowOnly: false,
        passWithNoTests: false,
        reporters: ['default', 'json'],
        outputFile: { json: '.vitest-result.json' },
      },
    }),
    overrides,
  );
}
