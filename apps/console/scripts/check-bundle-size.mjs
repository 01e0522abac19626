// The console's budget (issue 13): the JavaScript a first visit downloads before any route's own
// chunk (the entry and every chunk it imports statically) is at most 150 KB gzipped. Runs after
// every build, so `pnpm test` fails when the budget is passed; prints the figure either way.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 150 * 1000;
const dist = join(dirname(fileURLToPath(import.meta.url)), '../dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));

const seen = new Set();
const visit = (key) => {
  if (seen.has(key) || !manifest[key]) return;
  seen.add(key);
  for (const child of manifest[key].imports ?? []) visit(child);
};
for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);

const files = [...seen].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
const bytes = files.reduce((sum, file) => sum + gzipSync(readFileSync(join(dist, file))).length, 0);
const line = `console entry JS: ${(bytes / 1000).toFixed(1)} KB gzipped in ${files.length} files (budget ${BUDGET_BYTES / 1000} KB)`;
if (bytes > BUDGET_BYTES) {
  console.error(`${line}: over budget`);
  process.exit(1);
}
console.log(line);
