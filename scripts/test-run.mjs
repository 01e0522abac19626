#!/usr/bin/env node
// The build and every suite of `pnpm test`, scheduled so the two cores stay busy (decision 368).
//
// First everything is built (`turbo run build`), once. Then the steps below run two at a time, in
// this order, each taking the next free lane: the API's tests (the longest, waiting on its
// databases most of the time) beside the other packages' type checks, unit tests and package
// checks; the apps' browser suites, longest first, take a lane as soon as one is free instead of
// waiting for the API's tests to end. Every step runs with `--only`: the build is done, and two
// turbo processes never build the same package at once.
//
// A failed step starts nothing new; the ones running finish, and the run fails.
// `TEST_LANES=n` runs n steps at a time (default 2, one per core here).
import { spawn } from 'node:child_process';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const turbo = join(root, 'node_modules', '.bin', 'turbo');
// biome-ignore lint/suspicious/noUndeclaredEnvVars: read here, around turbo, by no task of it
const lanes = Math.max(1, Number(process.env.TEST_LANES ?? 2));

/** @type {{ name: string, args: string[] }[]} */
const steps = [
  { name: 'api tests', args: ['typecheck', 'test', '--filter=@careshop/api'] },
  {
    name: 'checks and unit tests',
    args: ['typecheck', 'test', 'check:package', '--filter=!@careshop/api'],
  },
  { name: 'shop browser suite', args: ['e2e', '--filter=@careshop/shop'] },
  { name: 'console browser suite', args: ['e2e', '--filter=@careshop/console'] },
  { name: 'Zoom! browser suite', args: ['e2e', '--filter=@careshop/zoom'] },
  { name: 'API end-to-end suite', args: ['e2e', '--filter=@careshop/api'] },
];

const started = Date.now();
const clock = () => `${((Date.now() - started) / 60_000).toFixed(1)} min`;

/** Runs `turbo run …`; answers its exit code. */
function turboRun(args) {
  return new Promise((resolve) => {
    const child = spawn(turbo, ['run', ...args], { cwd: root, stdio: 'inherit' });
    child.once('error', (error) => {
      console.error(error);
      resolve(1);
    });
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

if ((await turboRun(['build'])) !== 0) process.exit(1);
console.log(`\n[test-run] built in ${clock()}; ${steps.length} steps, ${lanes} at a time\n`);

const failed = [];
let next = 0;
async function lane() {
  while (next < steps.length && failed.length === 0) {
    const step = steps[next];
    next += 1;
    console.log(`\n[test-run] ${clock()}: ${step.name} starts\n`);
    const code = await turboRun([...step.args, '--only']);
    console.log(`\n[test-run] ${clock()}: ${step.name} ${code === 0 ? 'passed' : 'FAILED'}\n`);
    if (code !== 0) failed.push(step.name);
  }
}
await Promise.all(Array.from({ length: lanes }, lane));

if (failed.length > 0) {
  console.error(`[test-run] failed after ${clock()}: ${failed.join(', ')}`);
  process.exit(1);
}
console.log(`[test-run] every step passed in ${clock()}`);
