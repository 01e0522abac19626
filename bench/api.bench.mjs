// API throughput (issues 17 and 31), with the load generator (autocannon) in a child process
// (load-child.mjs) so that its CPU is not taken from the server it measures:
//   - reads: GET /api/admin/product and GET /api/admin/user/me, each beside a bare Fastify handler
//     that sends the SAME bytes, in alternating rounds, printed as a ratio;
//   - orders: POST /api/admin/order (three-line invoice orders, a fresh Idempotency-Key each), at
//     BENCH_CONNECTIONS connections from one office and from as many offices as connections.
// Per order scenario: orders/s, p50/p99, errors, and CPU time per stored order of the server (this
// process: the server runs here and does nothing else during the load; on PGlite this includes the
// database), of the PostgreSQL backends serving the bench's database (/proc/<pid>/stat of the pids
// in pg_stat_activity) and of the load generator. CPU per operation does not depend on how busy
// the shared machine is; orders/s and latency do.
// PGlite and, when a PostgreSQL server answers (BENCH_DATABASE_URL), PostgreSQL. `BENCH_KINDS=
// postgres` or `BENCH_PARTS=orders` narrow the run; `BENCH_PROFILE=/tmp/api` writes a CPU profile
// of the server per order scenario (/tmp/api-<kind>-<scenario>.cpuprofile; summarise it with
// `node bench/profile-top.mjs <file>`). Needs the API built (`pnpm --filter @careshop/api build`).
// BENCH_API_ROOT=dir measures another checkout's built API (dir holds apps/api/dist), so an old
// and a new build can alternate in one sitting.
import { fork } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { addBenchOffices, benchLogin, orderBody as benchOrderBody } from './order-load.mjs';

const apiRequire = createRequire(new URL('../apps/api/package.json', import.meta.url));
const pg = apiRequire('pg');
const Fastify = apiRequire('fastify');
const api = await import(
  process.env.BENCH_API_ROOT
    ? pathToFileURL(`${process.env.BENCH_API_ROOT}/apps/api/dist/index.js`).href
    : new URL('../apps/api/dist/index.js', import.meta.url).href
);

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const PARTS = (process.env.BENCH_PARTS ?? 'reads,orders').split(',');
const KINDS = (process.env.BENCH_KINDS ?? 'pglite,postgres').split(',');
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
/** Each bench order: one unit of each, all three with ample stock and no yearly quota. */
const ORDER_PARTS = ['BF-002', 'BO-001', 'SK-001'];

/** Runs one autocannon load in a child process (load-child.mjs): its figures. */
function load(message) {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(new URL('./load-child.mjs', import.meta.url)), {
      execArgv: [],
    });
    child.once('message', resolve);
    child.once('error', reject);
    child.once('exit', (code) => code !== 0 && reject(new Error(`load generator exited ${code}`)));
    child.send({ connections: CONNECTIONS, duration: DURATION_SECONDS, ...message });
  });
}

const rowsOf = (result) => result.rows ?? result;

/**
 * CPU ticks (1/100 s) of each PostgreSQL backend serving this database, by pid, from /proc
 * (server on this machine); undefined on PGlite (it runs inside this process) or elsewhere.
 */
async function postgresTicks(database) {
  if (database.kind !== 'postgres') return undefined;
  try {
    const pids = rowsOf(
      await database.db.execute(
        'select pid from pg_stat_activity where datname = current_database()',
      ),
    );
    const ticks = new Map();
    for (const { pid } of pids) {
      const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks.set(pid, Number(fields[11]) + Number(fields[12]));
    }
    return ticks;
  } catch {
    return undefined;
  }
}

/** CPU ms the backends spent between two {@link postgresTicks} (a new backend counts whole). */
function postgresMs(before, after) {
  if (!before || !after) return undefined;
  let ticks = 0;
  for (const [pid, now] of after) ticks += now - (before.get(pid) ?? 0);
  return ticks * 10; // USER_HZ is 100 on Linux
}

/** `BENCH_PROFILE=<prefix>`: a CPU profile of this process (the server) until `stop`. */
async function startProfile(file) {
  if (!file) return { stop: async () => {} };
  const { Session } = await import('node:inspector/promises');
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return {
    async stop() {
      const { profile } = await session.post('Profiler.stop');
      writeFileSync(file, JSON.stringify(profile));
      session.disconnect();
      console.log(`CPU profile: ${file}`);
    },
  };
}

async function orderCount(db) {
  return Number(rowsOf(await db.execute('select count(*) as n from orders'))[0].n);
}

/**
 * The stored orders and the stock of `partNo` in one statement, so one snapshot: an order still in
 * flight when they are read counts in both or in neither (every bench order takes one unit).
 */
async function ordersAndStock(db, partNo) {
  const [row] = rowsOf(
    await db.execute(
      `select (select count(*) from orders) as n, (select stock from products where part_no = '${partNo}') as stock`,
    ),
  );
  return { orders: Number(row.n), stock: Number(row.stock) };
}

/** The stored orders once the ones in flight when the load stopped have committed. */
async function settledOrderCount(db) {
  let last = -1;
  for (;;) {
    const count = await orderCount(db);
    if (count === last) return count;
    last = count;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** One order scenario: load from `tokens` in turn, CPU per stored order of each process. */
async function orderScenario(label, database, base, tokens, profileFile) {
  const body = benchOrderBody(ORDER_PARTS);
  const storedBefore = await orderCount(database.db);
  const pgBefore = await postgresTicks(database);
  const profiler = await startProfile(profileFile);
  const cpuBefore = process.cpuUsage();
  const result = await load({ url: `${base}/api/admin/order`, orders: { tokens, body } });
  const stored = (await settledOrderCount(database.db)) - storedBefore;
  const cpu = process.cpuUsage(cpuBefore);
  await profiler.stop();
  const pgMs = postgresMs(pgBefore, await postgresTicks(database));
  const ok = result.total - result.non2xx - result.errors;
  const per = (ms) => (ms === undefined || stored === 0 ? '-' : (ms / stored).toFixed(2));
  return {
    case: label,
    'orders/s': Math.round(ok / result.duration),
    'p50 ms': result.p50,
    'p99 ms': result.p99,
    errors: result.non2xx + result.errors,
    'ok / stored': `${ok} / ${stored}`,
    'server CPU ms/order': per((cpu.user + cpu.system) / 1000),
    'PostgreSQL CPU ms/order': per(pgMs),
    'client CPU ms/order': per(result.cpuMs),
  };
}

function row(label, result) {
  const ok = result.total - result.non2xx - result.errors;
  return {
    case: label,
    'req/s': Math.round(result.total / result.duration),
    'p99 ms': result.p99,
    'ok / total': `${ok} / ${result.total}`,
  };
}

/** A bare Fastify handler answering with exactly `body` as `contentType`: the framework's ceiling. */
async function sameBytesServer(body, contentType) {
  const app = Fastify({ logger: false });
  app.get('/same', async (_request, reply) => reply.type(contentType).send(body));
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { url: `http://127.0.0.1:${app.server.address().port}/same`, close: () => app.close() };
}

/** The measured call's exact bytes and content type, for its same-bytes baseline. */
async function bytesOf(url, headers) {
  const response = await fetch(url, { headers });
  if (response.status !== 200) throw new Error(`${url}: ${response.status}`);
  return {
    body: Buffer.from(await response.arrayBuffer()),
    contentType: response.headers.get('content-type') ?? 'application/json',
  };
}

/** Sums alternating rounds of one case: requests, errors, and the median of the rounds' p99. */
function merge(results) {
  const p99s = results.map((result) => result.p99).sort((a, b) => a - b);
  return {
    duration: results.reduce((sum, result) => sum + result.duration, 0),
    total: results.reduce((sum, result) => sum + result.total, 0),
    p99: p99s[Math.floor(p99s.length / 2)],
    non2xx: results.reduce((sum, result) => sum + result.non2xx, 0),
    errors: results.reduce((sum, result) => sum + result.errors, 0),
  };
}

/**
 * The measured call and its same-bytes baseline in alternating rounds (BENCH_ROUNDS, each
 * BENCH_SECONDS / rounds long), so a burst of load from elsewhere on a shared machine falls on
 * both sides of the ratio alike; then the ratio row.
 */
async function readCase(label, url, headers, ratios) {
  const { body, contentType } = await bytesOf(url, headers);
  const bare = await sameBytesServer(body, contentType);
  const duration = Math.max(1, DURATION_SECONDS / ROUNDS);
  const measuredRounds = [];
  const baselineRounds = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    measuredRounds.push(await load({ url, headers, duration }));
    baselineRounds.push(await load({ url: bare.url, duration }));
  }
  await bare.close();
  const measured = merge(measuredRounds);
  const baseline = merge(baselineRounds);
  const rate = (result) => result.total / result.duration;
  ratios.push({
    case: label,
    bytes: body.length,
    'api req/s': Math.round(rate(measured)),
    'bare req/s': Math.round(rate(baseline)),
    ratio: Number((rate(measured) / rate(baseline)).toFixed(2)),
    'api p99 ms': measured.p99,
    'bare p99 ms': baseline.p99,
  });
  return [row(label, measured), row(`  bare Fastify, same ${body.length} bytes`, baseline)];
}

async function postgresAvailable() {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

async function benchDatabase(kind) {
  let databaseUrl;
  let drop = async () => {};
  if (kind === 'postgres') {
    const name = `careshop_bench_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: POSTGRES_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(POSTGRES_URL);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    drop = async () => {
      const client = new pg.Client({ connectionString: POSTGRES_URL });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    };
  }
  // The server's own configuration, pool size included (DATABASE_POOL_SIZE, decision 361);
  // BENCH_POOL tries another pool size.
  const config = api.loadConfig({
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_MINUTE: '1000000',
    PORT: '0',
    ...(process.env.BENCH_POOL ? { DATABASE_POOL_SIZE: process.env.BENCH_POOL } : {}),
  });
  let counting = false;
  let statements = 0;
  const database = await api.openDatabase({
    databaseUrl,
    dataDir: 'memory://',
    poolSize: config.databasePoolSize,
    onQuery: () => {
      if (counting) statements += 1;
    },
  });
  await database.migrate();
  await api.seedDemo(database.db, new Date());
  // Let the benchmark order without hitting the demo's yearly limits or running out of stock.
  await database.db.execute('update organisations set max_order_count_year = 1000000000');
  await database.db.execute(
    `update products set stock = 100000000, max_per_year = null where part_no in (${ORDER_PARTS.map((p) => `'${p}'`).join(', ')})`,
  );
  const app = await api.createServer({ config, database, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${app.server.address().port}`;
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'customer@demo.test', password: api.demoPassword }),
  });
  const { auth } = await login.json();
  const headers = { authorization: `Bearer ${auth}`, 'content-type': 'application/json' };

  counting = true;
  const one = await fetch(`${base}/api/admin/order`, {
    method: 'POST',
    headers: { ...headers, 'idempotency-key': randomUUID() },
    body: benchOrderBody(ORDER_PARTS),
  });
  counting = false;
  if (one.status !== 201) throw new Error(`order failed: ${one.status} ${await one.text()}`);
  const perOrder = statements;

  const ratios = [];
  const rows = [];
  if (PARTS.includes('reads')) {
    rows.push(
      ...(await readCase(
        `GET /api/admin/product (${kind})`,
        `${base}/api/admin/product`,
        headers,
        ratios,
      )),
      ...(await readCase(
        `GET /api/admin/user/me (${kind})`,
        `${base}/api/admin/user/me`,
        headers,
        ratios,
      )),
    );
  }
  const orderRows = [];
  if (PARTS.includes('orders')) {
    const profile = (scenario) =>
      process.env.BENCH_PROFILE && `${process.env.BENCH_PROFILE}-${kind}-${scenario}.cpuprofile`;
    // Launch day: every connection a different customer office, all buying the same products.
    await addBenchOffices(database.db, CONNECTIONS);
    const officeTokens = [];
    for (let n = 1; n <= CONNECTIONS; n += 1) {
      officeTokens.push(await benchLogin(base, n, api.demoPassword));
    }
    // Warm-up (not measured): the server's JIT and the pool's connections, as in steady state.
    await load({
      url: `${base}/api/admin/order`,
      duration: WARMUP_SECONDS,
      orders: { tokens: officeTokens, body: benchOrderBody(ORDER_PARTS) },
    });
    await settledOrderCount(database.db);
    const before = await ordersAndStock(database.db, 'BF-002');
    orderRows.push(
      await orderScenario(
        `${CONNECTIONS} offices (${kind})`,
        database,
        base,
        officeTokens,
        profile('offices'),
      ),
    );
    // One office: its orders are serialised on purpose (its yearly limits), the worst case.
    orderRows.push(
      await orderScenario(`one office (${kind})`, database, base, [auth], profile('one-office')),
    );
    const after = await ordersAndStock(database.db, 'BF-002');
    const placed = after.orders - before.orders;
    const moved = before.stock - after.stock;
    if (moved !== placed) throw new Error(`stock moved by ${moved} for ${placed} orders`);
  }
  await app.close();
  await database.close();
  await drop();
  return { rows, ratios, orderRows, perOrder };
}

console.log(
  `API throughput, ${CONNECTIONS} connections, ${DURATION_SECONDS} s per case, load generator in a child process`,
);
const rows = [];
const ratios = [];
const orderRows = [];
const statementCounts = {};
for (const kind of KINDS) {
  if (kind === 'postgres' && !(await postgresAvailable())) {
    console.log(`PostgreSQL at ${POSTGRES_URL} not reachable: skipping the PostgreSQL cases.`);
    continue;
  }
  const result = await benchDatabase(kind);
  rows.push(...result.rows);
  ratios.push(...result.ratios);
  orderRows.push(...result.orderRows);
  statementCounts[kind] = result.perOrder;
}
if (rows.length > 0) {
  console.table(rows);
  console.log(
    'Reads against a bare Fastify handler sending the same bytes (goal: ratio >= 0.5, p99 <= 20 ms):',
  );
  console.table(ratios);
}
if (orderRows.length > 0) {
  console.log(
    `POST /api/admin/order, ${ORDER_PARTS.length}-line invoice orders, ${CONNECTIONS} connections (goals: PostgreSQL, ${CONNECTIONS} offices: >= 300 orders/s, p99 <= 200 ms, server CPU <= 3 ms/order; PGlite: p99 <= 1,000 ms, no errors):`,
  );
  console.table(orderRows);
}
for (const [kind, n] of Object.entries(statementCounts)) {
  console.log(
    `SQL statements run by one ${ORDER_PARTS.length}-line POST /api/admin/order on ${kind}: ${n}`,
  );
}
