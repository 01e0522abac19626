import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { libraryConfig } from '@careshop/tsup-config';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

/**
 * vanilla-extract serialises every `recipe()` as a top-level `createRuntimeFn({...})` call with no
 * pure annotation, so a consumer's bundler would keep every recipe of the package. Marking them
 * pure lets an app that imports one component drop the rest (decision 060). esbuild also prefixes
 * each CSS module with a comment holding its whole base64 source; that comment is dropped (and with
 * it the CSS source map, which no longer lines up).
 */
async function tidyOutput(): Promise<void> {
  for (const name of await readdir('dist')) {
    if (!name.endsWith('.js')) continue;
    const js = await readFile(`dist/${name}`, 'utf8');
    await writeFile(
      `dist/${name}`,
      js.replace(/= (_[0-9a-z]+)\(\{ defaultClassName/g, '= /* @__PURE__ */ $1({ defaultClassName'),
    );
  }
  // Each component entry gets a stylesheet of its own too; dist/index.css has them all.
  for (const name of await readdir('dist')) {
    if (/\.css(\.map)?$/.test(name) && !name.startsWith('index.')) await rm(`dist/${name}`);
  }
  const css = await readFile('dist/index.css', 'utf8');
  await writeFile(
    'dist/index.css',
    css
      .replace(/\/\* vanilla-extract-css-ns:[^*]*\*\/\n?/g, '')
      .replace(/\/\*# sourceMappingURL=.*\*\/\n?/g, ''),
  );
  await rm('dist/index.css.map', { force: true });
}

// vanilla-extract evaluates every `.css.ts` file at build time: the output is plain class names
// plus one static stylesheet (dist/index.css), so nothing generates CSS at run time.
// Rollup's extra tree-shake pass is off because it drops the CSS that esbuild extracted; esbuild
// already tree-shakes, and consumers tree-shake the ESM output again.
// Every component file is an entry too (with splitting, shared code in chunks), so an app's
// bundler can place each component in the chunk that uses it: as one module, every component an
// app used anywhere landed in its first-visit chunk, Radix's dialog included (decision 236).
// `react-i18next-compat` is the apps' stand-in for react-i18next in their builds (decision 366).
export default defineConfig(
  libraryConfig({
    entry: [
      'src/index.ts',
      'src/components/*/*.tsx',
      'src/i18n/react-i18next-compat.ts',
      '!src/**/*.test.tsx',
      '!src/**/*.stories.tsx',
    ],
    splitting: true,
    platform: 'browser',
    target: 'es2022',
    treeshake: false,
    esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
    onSuccess: tidyOutput,
  }),
);
