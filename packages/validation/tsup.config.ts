import { libraryConfig } from '@careshop/tsup-config';
import { defineConfig } from 'tsup';

// Every source file is an entry (with splitting, one output module each) so an app's bundler can
// put each schema in the chunk that uses it: built as one module, the whole used part of the
// package, the common-password list included, landed in the shop's first-visit chunk (decision
// 236). The package still exports only `dist/index.js`.
export default defineConfig(
  libraryConfig({ entry: ['src/**/*.ts', '!src/**/*.test.ts'], splitting: true }),
);
