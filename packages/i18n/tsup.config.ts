import { libraryConfig } from '@careshop/tsup-config';
import { defineConfig } from 'tsup';

// The full entry with every dictionary bundled, `lazy` (console) and `shop`, whose dictionaries
// are chunks loaded on demand (splitting keeps each language in a file of its own; the shop's
// files are named `shop-<lang>`), and the small i18next layer the shop's and the console's builds run
// instead of i18next (decisions 354 and 366).
export default defineConfig(
  libraryConfig({
    entry: ['src/index.ts', 'src/lazy.ts', 'src/shop.ts', 'src/compat/i18next.ts'],
    splitting: true,
  }),
);
