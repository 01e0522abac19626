// Where `pnpm test`'s time goes, as CPU time per task (issue 31: "the suite in 12 minutes" on two
// cores is a CPU budget of 24 core-minutes). Runs each workspace package's `typecheck`, `test`,
// `check:package` and `e2e` script one after the other, each in a control group of its own, and
// prints the CPU seconds of everything the task started: the test runner, Chromium's browser,
// renderer and GPU processes (which outlive their parent's bookkeeping, so a process's own
// `rusage` misses them), the API servers the browser suites start. PostgreSQL's own processes
// serve every client and are counted apart, as the cluster's CPU before and after each task.
//
// Needs a writable cgroup v1 `cpuacct` hierarchy or a cgroup v2 one (root on this machine).
// Build first (`pnpm build`); TEST_DATABASE_URL as CI sets it makes the API run on PostgreSQL too.
//   node bench/suite-cpu.mjs                # every package and task (about 30 minutes)
//   node bench/suite-cpu.mjs shop console   # packages whose directory name contains a word
//   SUITE_CPU_TASKS=e2e node bench/suite-cpu.mjs
import { spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmdirSync,
  writeFileSync,
} from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const tasks = (process.env.SUITE_CPU_TASKS ?? 'typecheck,test,check:package,e2e').split(',');
const only = process.argv.slice(2);

/** A control group to run one task in, and how to read its CPU time in seconds. */
function controlGroup(name) {
  const v1 = '/sys/fs/cgroup/cpuacct';
  const v2 = existsSync('/sys/fs/cgroup/cgroup.controllers')
    ? '/sys/fs/cgroup'
    : existsSync('/sys/fs/cgroup/unified/cgroup.procs')
      ? '/sys/fs/cgroup/unified'
      : undefined;
  if (existsSync(join(v1, 'cpuacct.usage'))) {
    const dir = join(v1, `careshop-suite-${name}`);
    mkdirSync(dir, { recursive: true });
    return {
      procs: join(dir, 'cgroup.procs'),
      cpuSeconds: () => Number(readFileSync(join(dir, 'cpuacct.usage'), 'utf8')) / 1e9,
      remove: () => rmdirSync(dir),
    };
  }
  if (v2) {
    const dir = join(v2, `careshop-suite-${name}`);
    mkdirSync(dir, { recursive: true });
    return {
      procs: join(dir, 'cgroup.procs'),
      cpuSeconds: () => {
        const line = readFileSync(join(dir, 'cpu.stat'), 'utf8').match(/^usage_usec (\d+)/m);
        return Number(line?.[1] ?? 0) / 1e6;
      },
      remove: () => rmdirSync(dir),
    };
  }
  throw new Error('no writable control group hierarchy (cgroup v1 cpuacct or v2) on this machine');
}

/** CPU seconds PostgreSQL's cluster has used so far (the postmaster, its children, the reaped). */
function postgresSeconds() {
  // Clock ticks per second of /proc's times (USER_HZ, 100 on Linux).
  const tick = 100;
  const runDir = '/var/run/postgresql';
  // No local cluster (or not Debian's layout): PostgreSQL's CPU is not printed.
  if (!existsSync(runDir)) return undefined;
  const pidFile = readdirSync(runDir, { withFileTypes: true }).find((entry) =>
    entry.name.endsWith('.pid'),
  );
  if (!pidFile) return undefined;
  const postmaster = readFileSync(join(runDir, pidFile.name), 'utf8').split('\n')[0];
  const fields = (pid) => {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    } catch {
      return undefined;
    }
  };
  let ticks = 0;
  const own = fields(postmaster);
  if (!own) return undefined;
  // utime, stime, cutime, cstime are fields 14–17 of stat (11–14 after the command).
  ticks += Number(own[11]) + Number(own[12]) + Number(own[13]) + Number(own[14]);
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const child = fields(entry);
    if (child && child[1] === postmaster) ticks += Number(child[11]) + Number(child[12]);
  }
  return ticks / tick;
}

function run(dir, script, group) {
  return new Promise((resolve) => {
    // A shell that moves itself into the group, then becomes the task: all it starts is counted.
    const child = spawn('sh', ['-c', `echo $$ > ${group.procs} && exec pnpm run ${script}`], {
      cwd: dir,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: process.env,
    });
    let errors = '';
    child.stderr.on('data', (chunk) => {
      errors = (errors + chunk.toString()).slice(-2000);
    });
    child.on('exit', (code) => resolve({ code, errors }));
  });
}

const packages = ['apps', 'packages', 'tooling']
  .flatMap((parent) => readdirSync(join(root, parent)).map((name) => join(root, parent, name)))
  .filter((dir) => existsSync(join(dir, 'package.json')))
  .filter((dir) => only.length === 0 || only.some((word) => basename(dir).includes(word)));

const rows = [];
for (const dir of packages) {
  const scripts = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).scripts ?? {};
  for (const task of tasks.filter((name) => scripts[name])) {
    const name = `${basename(dir)}-${task.replace(':', '-')}`;
    const group = controlGroup(name);
    const postgresBefore = postgresSeconds();
    const started = performance.now();
    const { code, errors } = await run(dir, task, group);
    const wall = (performance.now() - started) / 1000;
    const cpu = group.cpuSeconds();
    const postgresAfter = postgresSeconds();
    const postgres =
      postgresBefore === undefined || postgresAfter === undefined
        ? undefined
        : postgresAfter - postgresBefore;
    group.remove();
    const row = { task: `${basename(dir)}#${task}`, cpu, wall, postgres, ok: code === 0 };
    rows.push(row);
    console.log(
      `${row.task.padEnd(34)} cpu ${cpu.toFixed(1).padStart(7)} s  wall ${wall.toFixed(1).padStart(7)} s` +
        `${postgres === undefined ? '' : `  PostgreSQL ${postgres.toFixed(1).padStart(6)} s`}${row.ok ? '' : '  FAILED'}`,
    );
    if (!row.ok) console.log(errors);
  }
}
const total = rows.reduce((sum, row) => sum + row.cpu + (row.postgres ?? 0), 0);
console.log(
  `\nTotal ${total.toFixed(0)} CPU seconds (PostgreSQL included): ${(total / 2 / 60).toFixed(1)} minutes on two fully used cores.`,
);
writeFileSync(join(root, 'bench/.suite-cpu.json'), `${JSON.stringify(rows, null, 2)}\n`);
if (rows.some((row) => !row.ok)) process.exit(1);
