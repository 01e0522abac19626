// The console's budget (issue 13, tightened by issue 31 and decision 340): the JavaScript a first
// visit downloads before any route's own chunk (the entry and every chunk it imports statically)
// is at most 110 KB gzipped. Runs after every build, so `pnpm test` (turbo builds first) and CI
// fail over budget; prints the figure either way. `node scripts/check-bundle-size.mjs [dist]
// [--json]` measures another build directory or prints the figure as JSON.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/** Budget in bytes (1 KB = 1000 bytes, as the issue counts). Issue 31 asks for ≤ 110 KB. */
export const BUDGET_BYTES = 110 * 1000;

/**
 * Gzipped JavaScript of the build in `dist` that loads before any route's own chunk: every entry
 * of the Vite manifest and the chunks they import statically, and the classic scripts `index.html`
 * names that the manifest does not know (the first-screen preload script, decision 353). Each file
 * is counted once; `files` lists them with their gzipped size, largest first.
 */
export function measureEntry(dist) {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  if (entries.length === 0) throw new Error(`no entry in the manifest of ${dist}`);
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    if (!manifest[key]) throw new Error(`${key} is not in the build's manifest`);
    seen.add(key);
    for (const child of manifest[key].imports ?? []) visit(child);
  };
  for (const key of entries) visit(key);
  const html = join(dist, 'index.html');
  const classic = existsSync(html)
    ? [...readFileSync(html, 'utf8').matchAll(/<script\b([^>]*)>/g)]
        .map(([, attributes]) => attributes)
        .filter((attributes) => !/type="module"/.test(attributes))
        .map((attributes) => /\ssrc="[^"]*?(assets\/[^"]+)"/.exec(attributes)?.[1])
        .filter((file) => file !== undefined)
    : [];
  const files = [...new Set([...[...seen].map((key) => manifest[key].file), ...classic])]
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, bytes: gzipSync(readFileSync(join(dist, file))).length }))
    .sort((a, b) => b.bytes - a.bytes);
  return { bytes: files.reduce((sum, { bytes }) => sum + bytes, 0), files };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dist =
    process.argv.slice(2).find((arg) => !arg.startsWith('--')) ??
    join(dirname(fileURLToPath(import.meta.url)), '../dist');
  const { bytes, files } = measureEntry(dist);
  if (process.argv.includes('--json')) console.log(JSON.stringify({ bytes, files }));
  const line = `console entry JS: ${(bytes / 1000).toFixed(1)} KB gzipped in ${files.length} files (budget ${BUDGET_BYTES / 1000} KB)`;
  if (bytes > BUDGET_BYTES) {
    console.error(`${line}: over budget`);
    process.exit(1);
  }
  console.log(line);
}
