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
    // One module graph per worker, not per file (decision 360; the preset's default since 372):
    // importing the server (Fastify, zod schemas, drizzle, PGlite's loader) cost each of the 82
    // files about 5 s of CPU. The tests share no module state that this changes: each builds its
    // own server on its own database, and none mocks a module or stubs a global.
    isolate: false,
  },
});
