// Two API processes on one PostgreSQL (issue 17): orders from 50 customer offices spread over both
// processes at 50 connections (throughput, p99), then correctness across the processes:
//   - the yearly order count and a product's yearly quota are never double counted when the same
//     office orders through both processes at once;
//   - stock moves by exactly the quantity of the orders accepted;
//   - a session logged out through one process is refused by the other within the session
//     cache's bound (decision 224: at most 1 s).
// Needs the API built (`pnpm --filter @careshop/api build`) and PostgreSQL
// (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test). Prints figures; exits 1
// when a correctness check fails.
import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import {
  addBenchOffices,
  benchLogin,
  orderBody,
  orderLoad,
  settledBenchOrders,
  stockOf as stockIn,
} from './order-load.mjs';

const apiRequire = createRequire(new URL('../apps/api/package.json', import.meta.url));
const autocannon = apiRequire('autocannon');
const pg = apiRequire('pg');
const api = await import(new URL('../apps/api/dist/index.js', import.meta.url).href);

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const OFFICES = 50;
const mainJs = fileURLToPath(new URL('../apps/api/dist/main.js', import.meta.url));

const problems = [];
function check(ok, what) {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) problems.push(what);
}

const name = `careshop_bench2_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: POSTGRES_URL });
await admin.connect();
await admin.query(`create database ${name}`);
const url = new URL(POSTGRES_URL);
url.pathname = `/${name}`;
const databaseUrl = url.toString();

// Prepared once, before the processes start (each would otherwise seed it).
const database = await api.openDatabase({ databaseUrl, poolSize: 2 });
await database.migrate();
await api.seedDemo(database.db, new Date());
const sql = (text) => database.db.execute(text);
await sql('update organisations set max_order_count_year = 1000000000');
await sql("update products set stock = 100000000, max_per_year = null where part_no = 'BF-002'");
await addBenchOffices(database.db, OFFICES);

/** A port nothing listens on now. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

// However this script ends (an error, Ctrl-C, a closed pipe), the API processes end with it.
const children = [];
process.on('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGPIPE']) process.on(signal, () => process.exit(1));

/** Starts `node apps/api/dist/main.js` on a free port; resolves when it answers /readyz. */
async function startProcess() {
  const port = await freePort();
  const child = spawn(process.execPath, [mainJs], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED: '0',
      JOBS: '0',
      LOG_LEVEL: 'silent',
      RATE_LIMIT_PER_MINUTE: '1000000',
      DEV_MAILBOX: '0',
      SIMULATOR: '0',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  const base = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 200; attempt += 1) {
    try {
      if ((await fetch(`${base}/readyz`)).status === 200) return { child, base };
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error(`API process on ${port} did not start`);
}

function order(base, token, partNo) {
  return fetch(`${base}/api/admin/order`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      'idempotency-key': randomUUID(),
    },
    body: orderBody(partNo),
  });
}

const stockOf = (partNo) => stockIn(database.db, partNo);
const load = (base, tokens, connections) =>
  orderLoad(autocannon, { base, tokens, connections, duration: DURATION_SECONDS });
const login = (base, n) => benchLogin(base, n, api.demoPassword);

const [a, b] = [await startProcess(), await startProcess()];
try {
  const tokensA = [];
  const tokensB = [];
  for (let n = 1; n <= OFFICES; n += 1) {
    (n % 2 ? tokensA : tokensB).push(await login(n % 2 ? a.base : b.base, n));
  }

  // Throughput: half the connections on each process, every office ordering the same product.
  const before = await stockOf('BF-002');
  const [resultA, resultB] = await Promise.all([
    load(a.base, tokensA, Math.ceil(CONNECTIONS / 2)),
    load(b.base, tokensB, Math.floor(CONNECTIONS / 2)),
  ]);
  const accepted = [resultA, resultB].map((r) => r.requests.total - r.non2xx - r.errors);
  const seconds = Math.max(resultA.duration, resultB.duration);
  const stored = await settledBenchOrders(database.db);
  const moved = before - (await stockOf('BF-002'));
  console.table([
    {
      case: `POST /api/admin/order, 2 processes, ${OFFICES} offices`,
      'orders/s': Math.round((accepted[0] + accepted[1]) / seconds),
      'process A orders/s': Math.round(accepted[0] / seconds),
      'process B orders/s': Math.round(accepted[1] / seconds),
      'p99 ms (A / B)': `${resultA.latency.p99} / ${resultB.latency.p99}`,
      'refused or failed': resultA.non2xx + resultB.non2xx + resultA.errors + resultB.errors,
    },
  ]);
  check(moved === stored, `stock moved by ${moved} for the ${stored} orders stored`);

  // Correctness: one office orders through both processes at once against its limits.
  const [quotaA, quotaB] = [await login(a.base, 1), await login(b.base, 1)];
  const usedBefore = Number(
    ((
      await sql(
        "select count(*) as n from orders o join offices f on f.id = o.office_id where f.cust_no = 'BENCH-1' and o.status <> 'cancelled'",
      )
    ).rows ?? [])[0].n,
  );
  // The yearly order count: the office already has `usedBefore` orders this year; reset the cap
  // to leave exactly 7 more.
  await sql(
    `update organisations set max_order_count_year = ${usedBefore + 7} where id = (select organisation_id from offices where cust_no = 'BENCH-1')`,
  );
  const countAnswers = await Promise.all(
    Array.from({ length: 30 }, (_, i) =>
      order(i % 2 ? a.base : b.base, i % 2 ? quotaA : quotaB, 'BF-002'),
    ),
  );
  const countOk = countAnswers.filter((r) => r.status === 201).length;
  check(
    countOk === 7,
    `yearly order count: 30 orders at once through both processes, ${countOk} accepted (7 left)`,
  );

  // A product's yearly quota, for another office (the yearly order count out of the way again).
  await sql('update organisations set max_order_count_year = 1000000000');
  await sql("update products set max_per_year = 4, stock = 1000 where part_no = 'BF-001'");
  const [productA, productB] = [await login(a.base, 2), await login(b.base, 2)];
  const stockBefore = await stockOf('BF-001');
  const quotaAnswers = await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      order(i % 2 ? a.base : b.base, i % 2 ? productA : productB, 'BF-001'),
    ),
  );
  const quotaOk = quotaAnswers.filter((r) => r.status === 201).length;
  const quotaStatuses = [...new Set(quotaAnswers.map((r) => r.status))].sort().join(', ');
  check(
    quotaOk === 4,
    `product yearly quota 4: 20 orders at once through both processes, ${quotaOk} accepted (answers ${quotaStatuses})`,
  );
  check(
    stockBefore - (await stockOf('BF-001')) === quotaOk,
    'the quota orders moved stock by exactly their quantity',
  );

  // A logout through A is honoured by B within the session cache's bound.
  const sessionToken = await login(a.base, 3);
  const me = (base) =>
    fetch(`${base}/api/admin/user/me`, { headers: { authorization: `Bearer ${sessionToken}` } });
  check((await me(b.base)).status === 200, 'process B serves the session (now in its cache)');
  const loggedOut = await fetch(`${a.base}/api/auth/logout`, {
    method: 'POST',
    headers: { authorization: `Bearer ${sessionToken}` },
  });
  const start = performance.now();
  let refusedAfter = null;
  while (performance.now() - start < 5000) {
    if ((await me(b.base)).status === 401) {
      refusedAfter = performance.now() - start;
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  check(
    (await me(a.base)).status === 401,
    `process A refuses the session at once after its logout (${loggedOut.status})`,
  );
  check(
    refusedAfter !== null && refusedAfter <= 1000 + 50,
    `process B refuses it ${refusedAfter === null ? 'never (5 s)' : `${Math.round(refusedAfter)} ms`} after the logout (bound: 1,000 ms)`,
  );
} finally {
  a.child.kill('SIGTERM');
  b.child.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 500));
  await database.close();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
if (problems.length > 0) {
  console.error(`${problems.length} correctness check(s) failed`);
  process.exit(1);
}
