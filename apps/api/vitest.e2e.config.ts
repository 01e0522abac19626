import { defineConfig } from 'vitest/config';

// The API's end-to-end checks on built output (`pnpm --filter @careshop/api e2e`, run by
// `turbo run e2e` after every app is built): the production bundle started outside the workspace.
// Not the package preset, whose `include` would merge in every unit test.
export default defineConfig({
  test: {
    include: ['e2e/**/*.test.ts'],
    environment: 'node',
    allowOnly: false,
    passWithNoTests: false,
    // One file at a time: the cluster harness measures three API processes under load, and the
    // bundle's build (pnpm copying the workspace) beside it made both slow enough to run out of
    // time while another app's browser suite ran too.
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 180_000,
    reporters: ['default', 'json'],
    outputFile: { json: '.vitest-e2e-result.json' },
  },
});
