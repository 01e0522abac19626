#!/usr/bin/env node
// `pnpm bundle <dir>`: a self-contained production folder of the API with the built apps
// (decision 311). It holds the API's build, its production dependencies (workspace packages
// included, from `pnpm deploy`), its migrations and the three apps' builds in `public/`; it needs
// only Node 20 to run: `cd <dir> && NODE_ENV=production … node dist/main.js`.
// Run `pnpm build` first (or pass --build).
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, rmSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const args = process.argv.slice(2);
const target = args.find((arg) => !arg.startsWith('--'));
if (!target) {
  console.error('Usage: pnpm bundle <dir> [--build]');
  process.exit(2);
}
const out = isAbsolute(target) ? target : resolve(process.env.INIT_CWD ?? process.cwd(), target);
if (out === root || out.startsWith(join(root, 'apps')) || out.startsWith(join(root, 'packages'))) {
  console.error(`Refusing to write the bundle inside a workspace package: ${out}`);
  process.exit(2);
}

const pnpm = (...pnpmArgs) => execFileSync('pnpm', pnpmArgs, { cwd: root, stdio: 'inherit' });
if (args.includes('--build')) pnpm('build');

const apps = { shop: 'apps/shop/dist', zoom: 'apps/zoom/dist', console: 'apps/console/dist' };
const missing = [
  'apps/api/dist/main.js',
  ...Object.values(apps).map((dir) => `${dir}/index.html`),
].filter((file) => !existsSync(join(root, file)));
if (missing.length > 0) {
  console.error(`Not built: ${missing.join(', ')}. Run \`pnpm build\` first (or pass --build).`);
  process.exit(1);
}

rmSync(out, { recursive: true, force: true });
// The API package with its production dependencies, workspace packages copied in (not linked).
pnpm('--filter', '@careshop/api', 'deploy', '--prod', '--legacy', out);
// What the running server does not read.
for (const dev of [
  'src',
  'contract',
  'cluster',
  'tsconfig.json',
  'tsup.config.ts',
  'vitest.config.ts',
]) {
  rmSync(join(out, dev), { recursive: true, force: true });
}
for (const [name, dir] of Object.entries(apps)) {
  cpSync(join(root, dir), join(out, 'public', name), { recursive: true });
}
writeFileSync(
  join(out, 'BUNDLE.md'),
  `# Careshop API bundle\n\nStart: \`NODE_ENV=production DATABASE_URL=postgres://… node dist/main.js\`.\n` +
    'Settings: `CONFIGURATION.md`. The built apps are in `public/` and served at `/`, `/zoom/` and\n' +
    '`/console/`. Backups: `node dist/cli.js backup <file>` (see the repository README).\n',
);
console.log(`Bundle written to ${out}`);
