#!/usr/bin/env node
// Adds up the vitest JSON results (`.vitest-result.json`) and the Playwright JSON results
// (`.playwright-result.json`) every workspace package wrote during `pnpm test`, prints the ten
// slowest tests with their times (so creep shows), and ends with one closing line,
// "Tests: N passed, N failed, N skipped". It fails the run when a test failed, was skipped, was
// flaky, or took longer than the budget of one test (90 s). The API's end-to-end scenarios
// (`.vitest-e2e-result.json`: the production bundle, the cluster harness with its 60 s of load by
// design and six process starts) have their own budget, the cluster test's limit (480 s, decision
// 377).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const budgetMs = 90_000;
const scenarioBudgetMs = 480_000;
let passed = 0;
let failed = 0;
let skipped = 0;
const packages = [];
/** @type {{ where: string, name: string, ms: number, budgetMs: number }[]} */
const timings = [];

/** Every test of a Playwright JSON report, with the time of its longest attempt. */
function playwrightTests(suite, path = []) {
  const here = suite.title ? [...path, suite.title] : path;
  const tests = [];
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      const ms = Math.max(0, ...(test.results ?? []).map((result) => result.duration ?? 0));
      tests.push({ name: [...here, spec.title].join(' › '), ms });
    }
  }
  for (const child of suite.suites ?? []) tests.push(...playwrightTests(child, here));
  return tests;
}

for (const group of ['apps', 'packages']) {
  const dir = join(root, group);
  if (!existsSync(dir)) continue;
  for (const name of readdirSync(dir)) {
    for (const unit of [
      join(dir, name, '.vitest-result.json'),
      join(dir, name, '.vitest-e2e-result.json'),
    ]) {
      if (!existsSync(unit)) continue;
      const result = JSON.parse(readFileSync(unit, 'utf8'));
      passed += result.numPassedTests;
      failed += result.numFailedTests;
      skipped += result.numPendingTests + result.numTodoTests;
      packages.push(`${group}/${name}: ${result.numPassedTests}`);
      for (const file of result.testResults ?? []) {
        for (const test of file.assertionResults ?? []) {
          timings.push({
            where: `${group}/${name}`,
            name: test.fullName ?? test.title,
            ms: test.duration ?? 0,
            budgetMs: unit.endsWith('.vitest-e2e-result.json') ? scenarioBudgetMs : budgetMs,
          });
        }
      }
    }
    const browser = join(dir, name, '.playwright-result.json');
    if (existsSync(browser)) {
      // Playwright's JSON reporter: expected = passed, unexpected = failed, flaky = passed on retry.
      const report = JSON.parse(readFileSync(browser, 'utf8'));
      const { stats } = report;
      passed += stats.expected;
      failed += stats.unexpected + stats.flaky;
      skipped += stats.skipped;
      packages.push(`${group}/${name} (browser): ${stats.expected}`);
      for (const suite of report.suites ?? []) {
        for (const test of playwrightTests(suite)) {
          timings.push({ where: `${group}/${name} (browser)`, ...test, budgetMs });
        }
      }
    }
  }
}

console.log(packages.join('\n'));
if (passed + failed === 0) {
  console.error('No test results found: did `turbo run test` run?');
  process.exit(1);
}

const seconds = (ms) => `${(ms / 1000).toFixed(1).padStart(6)} s`;
timings.sort((a, b) => b.ms - a.ms);
console.log('\nThe ten slowest tests:');
for (const { where, name, ms } of timings.slice(0, 10)) {
  console.log(`${seconds(ms)}  ${where}: ${name}`);
}
const overBudget = timings.filter((test) => test.ms > test.budgetMs);
if (overBudget.length > 0) {
  console.error(`\n${overBudget.length} test(s) took longer than their budget:`);
  for (const { where, name, ms, budgetMs: budget } of overBudget)
    console.error(`${seconds(ms)}  ${where}: ${name} (budget ${budget / 1000} s)`);
}

const skippedPart = skipped > 0 ? `, ${skipped} skipped` : '';
const slowPart = overBudget.length > 0 ? `, ${overBudget.length} over budget` : '';
console.log(`\nTests: ${passed} passed, ${failed} failed${skippedPart}${slowPart}`);
process.exit(failed > 0 || skipped > 0 || overBudget.length > 0 ? 1 : 0);
