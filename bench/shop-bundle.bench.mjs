// Gzipped JavaScript a first visit to /login and to / downloads, from the shop's Vite manifest:
// the entry chunk, the route's page chunk and every chunk they import statically. Needs
// `pnpm --filter @careshop/shop build` first. Lighthouse scores: bench/lighthouse.bench.mjs.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = join(dirname(fileURLToPath(import.meta.url)), '../apps/shop/dist');
const manifestPath = join(dist, '.vite/manifest.json');
if (!existsSync(manifestPath)) {
  console.error('No shop build: run `pnpm --filter @careshop/shop build` first.');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

function closure(keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const child of manifest[key].imports ?? []) visit(child);
  };
  for (const key of keys) visit(key);
  return [...seen].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
}

const gzipped = (files) =>
  files.reduce((sum, file) => sum + gzipSync(readFileSync(join(dist, file))).length, 0);

const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
const pages = {
  '/login': ['src/features/auth/components/login-page.tsx'],
  '/': ['src/features/catalogue/components/home-page.tsx'],
};
for (const [path, keys] of Object.entries(pages)) {
  const files = closure([entry, ...keys]);
  console.log(
    `${path.padEnd(8)} ${(gzipped(files) / 1024).toFixed(1)} KiB gzipped JS in ${files.length} files`,
  );
}
