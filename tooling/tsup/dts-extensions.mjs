#!/usr/bin/env node
/**
 * Adds file extensions to the relative specifiers of the declarations `tsc` wrote to dist/.
 *
 * The packages' sources import `./cart-actions` (bundler resolution), and tsc copies those
 * specifiers into the .d.ts files as they are. A consumer whose tsconfig says
 * `moduleResolution: node16` / `nodenext` then fails to resolve them ("Internal resolution error"
 * in @arethetypeswrong/cli). Each specifier becomes `./cart-actions.js` (or `./dir/index.js`),
 * which every resolution mode understands. Run after `tsc -p tsconfig.build.json` (decision 221).
 *
 * Usage: careshop-dts-extensions [outDir=dist]
 */
import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';

const outDir = resolve(process.argv[2] ?? 'dist');

/** @param {string} dir @returns {AsyncGenerator<string>} */
async function* declarations(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* declarations(path);
    else if (entry.name.endsWith('.d.ts')) yield path;
  }
}

/** @param {string} file @param {string} specifier */
function withExtension(file, specifier) {
  if (/\.(c|m)?js$/.test(specifier) || specifier.endsWith('.json')) return specifier;
  const base = resolve(dirname(file), specifier);
  if (existsSync(`${base}.d.ts`)) return `${specifier}.js`;
  if (existsSync(join(base, 'index.d.ts'))) return `${specifier.replace(/\/$/, '')}/index.js`;
  throw new Error(`${file}: cannot resolve the declaration of '${specifier}'`);
}

let changed = 0;
for await (const file of declarations(outDir)) {
  const text = await readFile(file, 'utf8');
  const next = text.replace(
    /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\bdeclare\s+module\s+)(['"])(\.{1,2}\/[^'"]*)\2/g,
    (_match, lead, quote, specifier) => `${lead}${quote}${withExtension(file, specifier)}${quote}`,
  );
  if (next !== text) {
    await writeFile(file, next);
    changed += 1;
  }
}
console.log(`careshop-dts-extensions: ${changed} declaration files in ${outDir} updated`);
