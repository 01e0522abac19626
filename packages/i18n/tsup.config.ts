import { libraryConfig } from '@careshop/tsup-config';
import { defineConfig } from 'tsup';

// Three entries: the full one with every dictionary bundled, and `lazy` (console) and `shop`,
// whose dictionaries are chunks loaded on demand (splitting keeps each language in a file of its
// own; the shop's files are named `shop-<lang>`).
export default defineConfig(
  libraryConfig({ entry: ['src/index.ts', 'src/lazy.ts', 'src/shop.ts'], splitting: true }),
);
