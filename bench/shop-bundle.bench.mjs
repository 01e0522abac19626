// Gzipped JavaScript a cold first visit to /login, to / and to a product page downloads, from the
// shop's Vite manifest: the same figures as the build's budget check
// (apps/shop/scripts/check-bundle-size.mjs, decision 236), printed in KB and KiB. Needs
// `pnpm --filter @careshop/shop build` first. Lighthouse scores: bench/lighthouse.bench.mjs.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUDGET_BYTES, measureFirstVisit } from '../apps/shop/scripts/check-bundle-size.mjs';

const dist = join(dirname(fileURLToPath(import.meta.url)), '../apps/shop/dist');
if (!existsSync(join(dist, '.vite/manifest.json'))) {
  console.error('No shop build: run `pnpm --filter @careshop/shop build` first.');
  process.exit(1);
}
for (const { route, bytes, files } of measureFirstVisit(dist)) {
  console.log(
    `${route.padEnd(8)} ${(bytes / 1000).toFixed(1)} KB (${(bytes / 1024).toFixed(1)} KiB) gzipped JS in ${files} files, budget ${BUDGET_BYTES / 1000} KB`,
  );
}
