// API throughput: requests per second and p99 latency of GET /api/admin/product,
// GET /api/admin/user/me and POST /api/admin/order (each with a fresh Idempotency-Key, so every
// request places an order) on PGlite and, when a PostgreSQL server answers, on PostgreSQL — each
// read beside a bare Fastify handler that sends the SAME bytes (same body, same content type),
// measured in the same run as the framework's ceiling, and printed as a ratio (issue 17). Also prints how many SQL statements one
// order runs. Needs the API built (`pnpm --filter @careshop/api build`); autocannon and pg come from
// apps/api's dependencies.
import { randomBytes, randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import {
  addBenchOffices,
  benchLogin,
  orderBody as benchOrderBody,
  orderLoad,
  settledBenchOrders,
  stockOf,
} from './order-load.mjs';

const apiRequire = createRequire(new URL('../apps/api/package.json', import.meta.url));
const autocannon = apiRequire('autocannon');
const pg = apiRequire('pg');
const Fastify = apiRequire('fastify');
const api = await import(new URL('../apps/api/dist/index.js', import.meta.url).href);

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

function run(options) {
  return new Promise((resolve, reject) => {
    autocannon(
      { duration: DURATION_SECONDS, connections: CONNECTIONS, ...options },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
  });
}

function row(label, result) {
  const ok = result.requests.total - result.non2xx - result.errors;
  return {
    case: label,
    'req/s': Math.round(result.requests.average),
    'p99 ms': result.latency.p99,
    'ok / total': `${ok} / ${result.requests.total}`,
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

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

/** Sums alternating rounds of one case: requests, errors, and the median of the rounds' p99. */
function merge(results) {
  const p99s = results.map((result) => result.latency.p99).sort((a, b) => a - b);
  const seconds = results.reduce((sum, result) => sum + result.duration, 0);
  const total = results.reduce((sum, result) => sum + result.requests.total, 0);
  return {
    requests: { average: total / seconds, total },
    latency: { p99: p99s[Math.floor(p99s.length / 2)] },
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
  const slice = Math.max(1, DURATION_SECONDS / ROUNDS);
  const measuredRounds = [];
  const baselineRounds = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    measuredRounds.push(await run({ url, headers, duration: slice }));
    baselineRounds.push(await run({ url: bare.url, duration: slice }));
  }
  await bare.close();
  const measured = merge(measuredRounds);
  const baseline = merge(baselineRounds);
  ratios.push({
    case: label,
    bytes: body.length,
    'api req/s': Math.round(measured.requests.average),
    'bare req/s': Math.round(baseline.requests.average),
    ratio: Number((measured.requests.average / baseline.requests.average).toFixed(2)),
    'api p99 ms': measured.latency.p99,
    'bare p99 ms': baseline.latency.p99,
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
  let counting = false;
  let statements = 0;
  const database = await api.openDatabase({
    databaseUrl,
    dataDir: 'memory://',
    poolSize: 20,
    onQuery: () => {
      if (counting) statements += 1;
    },
  });
  await database.migrate();
  await api.seedDemo(database.db, new Date());
  // Let the benchmark order without hitting the demo's yearly limits or running out of stock.
  await database.db.execute('update organisations set max_order_count_year = 1000000000');
  await database.db.execute(
    "update products set stock = 100000000, max_per_year = null where part_no = 'BF-002'",
  );
  const config = api.loadConfig({
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_MINUTE: '1000000',
    PORT: '0',
  });
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
  const orderBody = benchOrderBody('BF-002');

  counting = true;
  const one = await fetch(`${base}/api/admin/order`, {
    method: 'POST',
    headers: { ...headers, 'idempotency-key': randomUUID() },
    body: orderBody,
  });
  counting = false;
  if (one.status !== 201) throw new Error(`order failed: ${one.status} ${await one.text()}`);
  const perOrder = statements;

  const ratios = [];
  const readRows = [
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
  ];
  const placeOrders = (tokens) =>
    orderLoad(autocannon, { base, tokens, connections: CONNECTIONS, duration: DURATION_SECONDS });
  // One office: its orders are serialised on purpose (its yearly limits), the worst case.
  const orders = await placeOrders([auth]);
  // Launch day: every connection a different customer office, all buying the same product.
  await addBenchOffices(database.db, CONNECTIONS);
  const officeTokens = [];
  for (let n = 1; n <= CONNECTIONS; n += 1) {
    officeTokens.push(await benchLogin(base, n, api.demoPassword));
  }
  const stockBefore = await stockOf(database.db, 'BF-002');
  const spread = await placeOrders(officeTokens);
  const placed = await settledBenchOrders(database.db);
  const moved = stockBefore - (await stockOf(database.db, 'BF-002'));
  if (moved !== placed) throw new Error(`stock moved by ${moved} for ${placed} orders`);
  await app.close();
  await database.close();
  await drop();
  return {
    rows: [
      ...readRows,
      row(`POST /api/admin/order, one office (${kind})`, orders),
      row(`POST /api/admin/order, ${officeTokens.length} offices (${kind})`, spread),
    ],
    ratios,
    perOrder,
  };
}

console.log(
  `API throughput, ${CONNECTIONS} connections, ${DURATION_SECONDS} s per case (server and load generator share this machine)`,
);
const rows = [];
const ratios = [];
const statementCounts = {};
for (const kind of ['pglite', 'postgres']) {
  if (kind === 'postgres' && !(await postgresAvailable())) {
    console.log(`PostgreSQL at ${POSTGRES_URL} not reachable: skipping the PostgreSQL cases.`);
    continue;
  }
  const result = await benchDatabase(kind);
  rows.push(...result.rows);
  ratios.push(...result.ratios);
  statementCounts[kind] = result.perOrder;
}
console.table(rows);
console.log(
  'Reads against a bare Fastify handler sending the same bytes (goal: ratio >= 0.5, p99 <= 20 ms):',
);
console.table(ratios);
for (const [kind, n] of Object.entries(statementCounts)) {
  console.log(`SQL statements run by one POST /api/admin/order on ${kind}: ${n}`);
}
