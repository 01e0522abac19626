import { defineConfig, mergeConfig } from 'vitest/config';

/**
 * Vitest preset for @careshop packages: tests sit next to the code as `*.test.ts(x)`, no
 * globals, a focused test fails the run, time-outs sized for a busy 2-core machine. Besides the console reporter, each run writes
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
        // CI runs every package's tests at once on two cores: a component test that types into a
        // form can wait seconds for a core. The time-outs allow for that; creep shows in the
        // slowest tests `scripts/test-summary.mjs` prints, which fails any test over 90 s.
        testTimeout: 30_000,
        hookTimeout: 60_000,
        // One module graph (and one jsdom) per worker, not per file (decision 372): setting up a
        // fresh environment and importing the code again for every file was most of the CPU of
        // the packages' unit tests (design system ~82 s → ~14, shop ~48 → ~8). A file that must
        // read a module afresh (after `vi.stubEnv`, say) calls `vi.resetModules()` and imports it
        // then; a package whose files replace modules with `vi.mock` sets `isolate: true`.
        isolate: false,
        reporters: ['default', 'json'],
        outputFile: { json: '.vitest-result.json' },
      },
    }),
    overrides,
  );
}
