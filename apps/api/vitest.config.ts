import { packageConfig } from '@careshop/vitest-config';

// Each test file starts its own database (a copy of a migrated or seeded PGlite cluster or
// PostgreSQL template database made once in global setup, decision 355), so timeouts are wider
// than the preset's.
export default packageConfig({
  test: {
    globalSetup: ['src/testing/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    maxWorkers: 2,
  },
});
