#!/usr/bin/env node
// Prints what an app pays for the design system: a bundle importing one component versus one
// importing everything, minified and gzipped, React left out (every app ships it anyway).
// Run after `pnpm --filter @careshop/design-system build`:
//   pnpm --filter @careshop/design-system size
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const entry = resolve(packageDir, 'dist/index.js');
if (!existsSync(entry)) {
  console.error('dist/index.js is missing: run the build first.');
  process.exit(1);
}

const cases = [
  ['Button only', `export { Button } from ${JSON.stringify(entry)};`],
  ['Dialog only', `export { Dialog } from ${JSON.stringify(entry)};`],
  ['DataTable only', `export { DataTable } from ${JSON.stringify(entry)};`],
  ['ThemeProvider + Button', `export { ThemeProvider, Button } from ${JSON.stringify(entry)};`],
  ['everything', `export * from ${JSON.stringify(entry)};`],
];

async function measure(contents) {
  const result = await build({
    stdin: { contents, resolveDir: packageDir, loader: 'js' },
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    minify: true,
    external: ['react', 'react-dom', 'react/jsx-runtime'],
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]?.contents ?? new Uint8Array();
  return { raw: code.byteLength, gzip: gzipSync(code).byteLength };
}

const rows = [];
for (const [name, contents] of cases) {
  const size = await measure(contents);
  rows.push({ import: name, 'min (bytes)': size.raw, 'min+gzip (bytes)': size.gzip });
}
console.table(rows);
console.log('CSS (one stylesheet, imported once by the app): dist/index.css');
