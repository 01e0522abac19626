import { libraryConfig } from '@careshop/tsup-config';
import { defineConfig } from 'tsup';

// Two entries: the full one with every dictionary bundled, and `lazy`, whose dictionaries are
// chunks loaded on demand (splitting keeps each language in a file of its own).
export default defineConfig(
  libraryConfig({ entry: ['src/index.ts', 'src/lazy.ts'], splitting: true }),
);
