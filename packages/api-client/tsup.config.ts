import { libraryConfig } from '@careshop/tsup-config';
import { defineConfig } from 'tsup';

// Two entry points and split chunks: the content client (Prismic) and the anonymous token (jose,
// loaded on the first anonymous call) are modules of their own, so an app's bundler can leave
// them out of its first download.
export default defineConfig(
  libraryConfig({ entry: ['src/index.ts', 'src/content.ts'], splitting: true }),
);
