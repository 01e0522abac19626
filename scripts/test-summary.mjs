#!/usr/bin/env node
// Adds up the vitest JSON results (`.vitest-result.json`) and the Playwright JSON results
// (`.playwright-result.json`) every workspace package wrote during `pnpm test` and prints one
// closing line, "Tests: N passed, N failed, N skipped", so a reader (or CI) sees the whole run at once.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
let passed = 0;
let failed = 0;
let skipped = 0;
const packages = [];

for (const group of ['apps', 'packages']) {
  const dir = join(root, group);
  if (!existsSync(dir)) continue;
  for (const name of readdirSync(dir)) {
    const unit = join(dir, name, '.vitest-result.json');
    if (existsSync(unit)) {
      const result = JSON.parse(readFileSync(unit, 'utf8'));
      passed += result.numPassedTests;
      failed += result.numFailedTests;
      skipped += result.numPendingTests + result.numTodoTests;
      packages.push(`${group}/${name}: ${result.numPassedTests}`);
    }
    const browser = join(dir, name, '.playwright-result.json');
    if (existsSync(browser)) {
      // Playwright's JSON reporter: expected = passed, unexpected = failed, flaky = passed on retry.
      const { stats } = JSON.parse(readFileSync(browser, 'utf8'));
      passed += stats.expected;
      failed += stats.unexpected + stats.flaky;
      skipped += stats.skipped;
      packages.push(`${group}/${name} (browser): ${stats.expected}`);
    }
  }
}

console.log(packages.join('\n'));
if (passed + failed === 0) {
  console.error('No test results found: did `turbo run test` run?');
  process.exit(1);
}
const skippedPart = skipped > 0 ? `, ${skipped} skipped` : '';
console.log(`Tests: ${passed} passed, ${failed} failed${skippedPart}`);
process.exit(failed > 0 || skipped > 0 ? 1 : 0);
