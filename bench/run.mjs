// Runs every `*.bench.mjs` beside this file, each in its own Node process so one benchmark's
// JIT and heap state cannot skew the next. `node bench/run.mjs filtering` runs only the files
// whose name contains "filtering". Packages are imported built: run `pnpm bench` from the root.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const benchDir = dirname(fileURLToPath(import.meta.url));
const only = process.argv.slice(2);
const files = readdirSync(benchDir)
  .filter((name) => name.endsWith('.bench.mjs'))
  .filter((name) => only.length === 0 || only.some((part) => name.includes(part)))
  .sort();

if (files.length === 0) {
  console.error(`No benchmark matches ${only.join(', ') || '*.bench.mjs'} in ${benchDir}`);
  process.exit(1);
}

const failed = [];
for (const name of files) {
  console.log(`\n▶ ${name}`);
  const { status, signal } = spawnSync(process.execPath, [join(benchDir, name)], {
    cwd: benchDir,
    stdio: 'inherit',
  });
  if (status !== 0) failed.push(`${name} (${signal ?? `exit ${status}`})`);
}

if (failed.length > 0) {
  console.error(`\nFailed: ${failed.join(', ')}`);
  process.exit(1);
}
