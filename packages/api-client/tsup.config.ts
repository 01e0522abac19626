import { libraryConfig } from '@careshop/tsup-config';
import { defineConfig } from 'tsup';

// Three entry points and split chunks: the content client (Prismic) and the anonymous token (jose,
// loaded on the first anonymous call) are modules of their own, so an app's bundler can leave
// them out of its first download; the early reads (`./early-reads`) import nothing, so a small
// document script can bundle them.
export default defineConfig(
  libraryConfig({
    entry: ['src/index.ts', 'src/content.ts', 'src/early-reads.ts'],
    splitting: true,
  }),
);
