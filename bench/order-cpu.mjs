// Server and PostgreSQL CPU per three-line order, orders placed one after another through
// app.inject (no load generator, no queueing), the process's CPU while idle for as long
// subtracted: a figure that holds when the machine is too loaded for api.bench.mjs's 50
// connections. Not run by run.mjs. Usage, on a database of your own:
//   createdb orders_cpu && BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/orders_cpu \
//     BENCH_SETUP=1 node bench/order-cpu.mjs            (migrate, seed, 10 bench offices, once)
//   BENCH_DATABASE_URL=… node bench/order-cpu.mjs       (prints one JSON line; repeat, alternate)
// BENCH_API_ROOT=dir measures another checkout's built API (dir holds apps/api/dist), so two
// builds can alternate on one database; BENCH_ORDERS (default 120) orders are measured.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = process.env.BENCH_API_ROOT ?? fileURLToPath(new URL('..', import.meta.url));
const api = await import(`${root}/apps/api/dist/index.js`);
const url = process.env.BENCH_DATABASE_URL;
if (!url) throw new Error('BENCH_DATABASE_URL (a database of your own) is required');
const database = await api.openDatabase({ databaseUrl: url, poolSize: 5 });
if (process.env.BENCH_SETUP) {
  await database.migrate();
  await api.seedDemo(database.db, new Date());
  await database.db.execute('update organisations set max_order_count_year = 1000000000');
  await database.db.execute(
    `update products set stock = 100000000, max_per_year = null where part_no in ('BF-002','BO-001','SK-001')`,
  );
  const { addBenchOffices } = await import('./order-load.mjs');
  await addBenchOffices(database.db, 10);
  await database.close();
  process.exit(0);
}
const config = api.loadConfig({ LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '1000000', PORT: '0' });
const app = await api.createServer({ config, database, logger: false });
await app.ready();
const tokens = [];
for (let n = 1; n <= 10; n++) {
  const r = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: `bench-bench-${n}@demo.test`, password: api.demoPassword },
  });
  tokens.push(r.json().auth);
}
const body = {
  lines: ['BF-002', 'BO-001', 'SK-001'].map((id) => ({ id, quantity: 1 })),
  address_key: 'default',
  shipping_method: 'standard',
  payment_method: 'invoice',
  accepted_terms: true,
  accepted_sales_terms: true,
};
const pgPids = async () =>
  (
    await database.db.execute(`select pid from pg_stat_activity where datname = current_database()`)
  ).rows.map((r) => r.pid);
/** CPU ticks (1/100 s) of each backend, by pid; a backend gone since (pool idle timeout) is absent. */
const pgTicks = (pids) => {
  const ticks = new Map();
  for (const pid of pids) {
    try {
      const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      ticks.set(pid, Number(f[11]) + Number(f[12]));
    } catch {}
  }
  return ticks;
};
/** Ticks spent between two readings by the backends present in both. */
const ticksBetween = (before, after) =>
  [...after].reduce((t, [pid, n]) => t + (before.has(pid) ? n - before.get(pid) : 0), 0);
const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const order = async (i) => {
  const r = await app.inject({
    method: 'POST',
    url: '/api/admin/order',
    headers: { authorization: `Bearer ${tokens[i % 10]}`, 'idempotency-key': randomUUID() },
    payload: body,
  });
  if (r.statusCode !== 201) throw new Error(`${r.statusCode} ${r.body}`);
};
for (let i = 0; i < 60; i++) await order(i);
const N = Number(process.env.BENCH_ORDERS ?? 120);
let c0 = cpu(),
  t0 = performance.now();
const pids = await pgPids();
const p0 = pgTicks(pids);
for (let i = 0; i < N; i++) await order(i);
const busyCpu = cpu() - c0,
  wall = performance.now() - t0,
  pgCpu = ticksBetween(p0, pgTicks(pids)) * 10;
c0 = cpu();
t0 = performance.now();
await new Promise((r) => setTimeout(r, Math.min(wall, 15000)));
const idleRate = (cpu() - c0) / (performance.now() - t0);
console.log(
  JSON.stringify({
    api: root,
    n: N,
    wallMsPerOrder: +(wall / N).toFixed(1),
    serverCpuMsPerOrder: +(busyCpu / N).toFixed(2),
    idleCpuMsPerS: +(idleRate * 1000).toFixed(1),
    serverCpuMinusIdle: +((busyCpu - idleRate * wall) / N).toFixed(2),
    pgCpuMsPerOrder: +(pgCpu / N).toFixed(2),
    load: readFileSync('/proc/loadavg', 'utf8').split(' ')[0],
  }),
);
await app.close();
await database.close();
