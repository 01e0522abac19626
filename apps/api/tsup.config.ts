import { libraryConfig } from '@careshop/tsup-config';
import { defineConfig } from 'tsup';

// An app, not a library: four entries (the factory for tests and the bench, the server, the
// CLI and the device simulator), platform node, dependencies stay external and resolve from node_modules at run time.
export default defineConfig(
  libraryConfig({
    entry: ['src/index.ts', 'src/main.ts', 'src/cli.ts', 'src/simulate.ts'],
    platform: 'node',
    clean: true,
    splitting: true,
  }),
);
