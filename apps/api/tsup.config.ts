import { libraryConfig } from '@careshop/tsup-config';
import { defineConfig } from 'tsup';

// An app, not a library: five entries (the factory for tests and the bench, the server, the CLI,
// the device simulator, and the report renderers, loadable without the server for workers and the
// bench), platform node, dependencies stay external and resolve from node_modules at run time.
export default defineConfig(
  libraryConfig({
    entry: {
      index: 'src/index.ts',
      main: 'src/main.ts',
      cli: 'src/cli.ts',
      simulate: 'src/simulate.ts',
      reports: 'src/modules/reporting/render/index.ts',
    },
    platform: 'node',
    clean: true,
    splitting: true,
  }),
);
