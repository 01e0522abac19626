import { defineConfig, mergeConfig } from 'vitest/config';

/**
 * Vitest preset for @careshop packages: tests sit next to the code as `*.test.ts(x)`, no
 * globals, a skipped or focused test fails the run.
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
        reporters: ['default'],
      },
    }),
    overrides,
  );
}
