import { packageConfig } from '@careshop/vitest-config';

// Each test file starts its own database (a copy of a PGlite cluster made once in global setup,
// or a fresh PostgreSQL database), so timeouts are wider than the preset's.
export default packageConfig({
  test: {
    globalSetup: ['src/testing/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    maxWorkers: 2,
  },
});
