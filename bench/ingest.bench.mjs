// Ingestion (issue 11): pushes per second and p99 of POST /api/ingest/bins (1–30 one-minute bins
// per push, each push new data) with autocannon; a backlog of 1.44 M bins (100 devices × 360 days
// × 40 quarter-hour bins) replayed through HTTP, then replayed again (nothing may count twice);
// and a 12-month report of 100 locations read from the daily rollup against the same report
// computed from the raw bins (same answer checked, ratio printed). PostgreSQL when it answers
// (BENCH_DATABASE_URL), and PGlite (`BENCH_PGLITE_BACKLOG=0` skips its backlog, which is slow).
// Needs the API and @careshop/counting built.
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

const apiRequire = createRequire(new URL('../apps/api/package.json', import.meta.url));
const pg = apiRequire('pg');
const api = await import(new URL('../apps/api/dist/index.js', import.meta.url).href);
const counting = await import(new URL('../packages/counting/dist/index.js', import.meta.url).href);

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const LOCATIONS = 100;
const BACKLOG_DAYS = 360;
const BINS_PER_DAY = 40; // quarter hours from 06:00 to 16:00 UTC
const DAYS_PER_PUSH = 30;
/** `BENCH_PARTS=throughput,backlog` runs only those parts; `BENCH_KINDS=postgres` one database. */
const parts = (process.env.BENCH_PARTS ?? 'throughput,backlog').split(',');
const wantedKinds = (process.env.BENCH_KINDS ?? 'postgres,pglite').split(',');
/**
 * `BENCH_PUSH`: `mixed` (default) sends 1–30 one-minute bins of JSON per push; `json1` one bin of
 * JSON; `xml1` one bin of Brickstream XML (to /api/ingest/brickstream): issue 31's push goals.
 */
const PUSH = process.env.BENCH_PUSH ?? 'mixed';
const pushTitles = {
  mixed: '1–30 one-minute bins (bins JSON)',
  json1: 'one one-minute bin (bins JSON)',
  xml1: 'one one-minute bin (Brickstream XML)',
};
const zones = ['Europe/Amsterdam', 'Europe/Berlin', 'America/New_York', 'Asia/Kolkata'];

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

async function openBenchDatabase(kind) {
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
  // The server's own pool size (DATABASE_POOL_SIZE, decision 361); BENCH_POOL tries another.
  const { databasePoolSize } = api.loadConfig(
    process.env.BENCH_POOL ? { DATABASE_POOL_SIZE: process.env.BENCH_POOL } : {},
  );
  const database = await api.openDatabase({
    databaseUrl,
    dataDir: 'memory://',
    poolSize: databasePoolSize,
  });
  await database.migrate();
  return { database, drop };
}

const rowsOf = (result) => result.rows;

/** Creates `count` locations with one counter each; answers their keys. */
async function addDevices(db, count, prefix) {
  const [company] = rowsOf(
    await db.execute(`insert into companies (name) values ('${prefix}') returning id`),
  );
  const devices = [];
  for (let index = 0; index < count; index++) {
    const [location] = rowsOf(
      await db.execute(
        `insert into locations (company_id, name, time_zone) values (${company.id}, '${prefix} ${index}', '${zones[index % zones.length]}') returning id`,
      ),
    );
    const key = api.newDeviceKey();
    const [device] = rowsOf(
      await db.execute(
        `insert into devices (company_id, location_id, name, device_type, rt_id, key_hash, key_prefix)
         values (${company.id}, ${location.id}, 'c${index}', 'brickstream_people_counter', '${prefix}-${index}', '${key.hash}', '${key.prefix}')
         returning id`,
      ),
    );
    devices.push({
      id: device.id,
      locationId: location.id,
      rtId: `${prefix}-${index}`,
      key: key.key,
    });
  }
  return devices;
}

function bin(startMs, minutes, seed) {
  return {
    zone: '',
    start: new Date(startMs),
    end: new Date(startMs + minutes * 60_000),
    enters: seed % 13,
    exits: (seed * 7) % 11,
    missing: false,
  };
}

async function startServer(database) {
  const config = api.loadConfig({
    LOG_LEVEL: 'silent',
    INGEST_RATE_LIMIT_PER_MINUTE: '100000000',
    PORT: '0',
    SEED: 'false',
  });
  const app = await api.createServer({ config, database, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, base: `http://127.0.0.1:${app.server.address().port}` };
}

/**
 * Runs autocannon in a child process (ingest-load.mjs) over the pushes in `pushesFile`, each sent
 * once in turn; the child reads them before it starts, so the server's CPU is not spent on them.
 */
function load(url, pushesFile) {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(new URL('./ingest-load.mjs', import.meta.url)), {
      serialization: 'advanced',
      execArgv: [],
    });
    child.once('message', resolve);
    child.once('error', reject);
    child.once('exit', (code) => code !== 0 && reject(new Error(`load generator exited ${code}`)));
    child.send({ url, pushesFile, connections: CONNECTIONS, duration: DURATION_SECONDS });
  });
}

/**
 * The same pushes over the same connections against a Fastify handler that only reads the body
 * as text: the ceiling of this machine at that moment.
 */
async function baseline(pushesFile) {
  const Fastify = apiRequire('fastify');
  const app = Fastify({ logger: false, bodyLimit: 5 * 1024 * 1024 });
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, async (_request, body) => body);
  app.post('/echo', async (request) => ({ stored: String(request.body).length, duplicates: 0 }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const cpuBefore = process.cpuUsage();
  const result = await load(`http://127.0.0.1:${app.server.address().port}/echo`, pushesFile);
  const cpu = process.cpuUsage(cpuBefore);
  await app.close();
  // The bare handler's CPU per request: the floor of the server's CPU per push.
  return { ...result, serverCpuMs: (cpu.user + cpu.system) / 1000 };
}

/**
 * CPU time (ms) of each PostgreSQL backend serving this database, by process id, from /proc
 * (Linux, server on this machine); undefined elsewhere (PGlite runs inside the server process).
 */
async function postgresCpuMs(db) {
  const { readFile } = await import('node:fs/promises');
  try {
    const pids = rowsOf(
      await db.execute('select pid from pg_stat_activity where datname = current_database()'),
    );
    const byPid = new Map();
    for (const { pid } of pids) {
      // A backend that ended since the query (the pool closing an idle connection, an
      // autovacuum worker) has no /proc entry any more: it is left out, not the whole reading.
      const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => undefined);
      if (stat === undefined) continue;
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      byPid.set(pid, (Number(fields[11]) + Number(fields[12])) * 10); // USER_HZ is 100 on Linux
    }
    return byPid;
  } catch {
    return undefined;
  }
}

/**
 * The PostgreSQL CPU spent between two readings, backend by backend: a backend the pool closed
 * meanwhile (idle for 10 s) spent nothing more, one opened meanwhile spent all it shows.
 */
function postgresCpuSpent(before, after) {
  if (before === undefined || after === undefined) return undefined;
  let spent = 0;
  for (const [pid, ms] of after) spent += ms - (before.get(pid) ?? 0);
  return spent;
}

/**
 * `BENCH_PROFILE=file.cpuprofile` records a CPU profile of the server process while the load
 * runs (open it in Chrome's DevTools), `BENCH_PROFILE_BACKLOG` one of the first backlog replay;
 * otherwise does nothing.
 */
async function startProfile(file = process.env.BENCH_PROFILE) {
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
    },
  };
}

async function throughput(db, base) {
  const devices = await addDevices(db, 200, 'live');
  // Every push is new data, in the past (the parser refuses bins in the future).
  const cursor = new Map(devices.map((device) => [device.id, Date.UTC(2026, 0, 1)]));
  const pushes = [];
  let bins = 0;
  for (let index = 0; index < 40_000; index++) {
    const device = devices[index % devices.length];
    const n = PUSH === 'mixed' ? 1 + ((index * 7919) % 30) : 1;
    const from = cursor.get(device.id);
    const pushBins = Array.from({ length: n }, (_, i) => bin(from + i * 60_000, 1, index + i));
    cursor.set(device.id, from + n * 60_000);
    bins += n;
    const authorization = `Bearer ${device.key}`;
    pushes.push(
      PUSH === 'xml1'
        ? {
            headers: { authorization, 'content-type': 'text/xml' },
            body: counting.buildBrickstreamXml({
              version: 5,
              deviceRef: device.rtId,
              bins: pushBins,
            }),
          }
        : {
            headers: { authorization, 'content-type': 'application/json' },
            body: JSON.stringify(
              counting.buildBinsJson({ deviceRef: device.rtId, bins: pushBins }),
            ),
          },
    );
  }
  const pushesFile = join(tmpdir(), `careshop-ingest-bench-${process.pid}.json`);
  writeFileSync(pushesFile, JSON.stringify(pushes));
  // Steady state, as in the field where a device pushes every minute: each device has pushed
  // once (a bin of the day before) so its key is looked up and its statements are prepared
  // before the measured load; a short run then measures pushes, not first lookups.
  await warmUp(base, devices);
  const pgBefore = await postgresCpuMs(db);
  const profiler = await startProfile();
  const serverBefore = process.cpuUsage();
  const result = await load(
    `${base}/api/ingest/${PUSH === 'xml1' ? 'brickstream' : 'bins'}`,
    pushesFile,
  );
  const server = process.cpuUsage(serverBefore);
  await profiler.stop();
  const pgAfter = await postgresCpuMs(db);
  const ceiling = await baseline(pushesFile);
  rmSync(pushesFile);
  const perPush = (ms) => (ms / result.total).toFixed(2);
  const pgSpent = postgresCpuSpent(pgBefore, pgAfter);
  return {
    'pushes/s': Math.round(result.average),
    'bare Fastify req/s (same run)': Math.round(ceiling.average),
    'share of bare': `${Math.round((100 * result.average) / ceiling.average)} %`,
    'p50 ms': result.p50,
    'p99 ms': result.p99,
    'bare p99 ms': ceiling.p99,
    'ok / total': `${result.total - result.non2xx - result.errors} / ${result.total}`,
    'CPU ms/push server': perPush((server.user + server.system) / 1000),
    'CPU ms/request bare': (ceiling.serverCpuMs / ceiling.total).toFixed(2),
    'CPU ms/push PostgreSQL': pgSpent === undefined ? '-' : perPush(pgSpent),
    'CPU ms/push client': perPush(result.cpuMs),
    'bins/push (avg)': (bins / pushes.length).toFixed(1),
    wrapped: result.sent > pushes.length ? 'yes (replays counted as duplicates)' : 'no',
  };
}

async function warmUp(base, devices) {
  const warmUpPushes = devices.map((device, index) => ({
    headers: { authorization: `Bearer ${device.key}`, 'content-type': 'application/json' },
    body: JSON.stringify(
      counting.buildBinsJson({
        deviceRef: device.rtId,
        bins: [bin(Date.UTC(2025, 11, 31), 1, index)],
      }),
    ),
  }));
  await sendAll(base, warmUpPushes, 8);
}

async function sendAll(base, pushes, concurrency) {
  let next = 0;
  let stored = 0;
  let duplicates = 0;
  const worker = async () => {
    while (next < pushes.length) {
      const push = pushes[next++];
      const response = await fetch(`${base}/api/ingest/bins`, {
        method: 'POST',
        headers: push.headers,
        body: push.body,
      });
      const answer = await response.json();
      if (response.status !== 200)
        throw new Error(`push failed: ${response.status} ${JSON.stringify(answer)}`);
      stored += answer.stored;
      duplicates += answer.duplicates;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { stored, duplicates };
}

async function rollupSum(db, locationIds) {
  const [row] = rowsOf(
    await db.execute(
      `select coalesce(sum(value), 0)::text as total from rollup_daily where location_id in (${locationIds})`,
    ),
  );
  return Number(row.total);
}

async function backlog(db, base) {
  const devices = await addDevices(db, LOCATIONS, 'backlog');
  const locationIds = devices.map((device) => device.locationId).join(',');
  const firstDay = Date.UTC(2025, 0, 1);
  const pushes = [];
  for (const device of devices) {
    for (let day = 0; day < BACKLOG_DAYS; day += DAYS_PER_PUSH) {
      const pushBins = [];
      for (let d = day; d < day + DAYS_PER_PUSH; d++) {
        for (let q = 0; q < BINS_PER_DAY; q++) {
          pushBins.push(
            bin(
              firstDay + d * 86_400_000 + (6 * 60 + q * 15) * 60_000,
              15,
              d * 100 + q + device.id,
            ),
          );
        }
      }
      pushes.push({
        headers: { authorization: `Bearer ${device.key}`, 'content-type': 'application/json' },
        body: JSON.stringify(counting.buildBinsJson({ deviceRef: device.rtId, bins: pushBins })),
      });
    }
  }
  const total = LOCATIONS * BACKLOG_DAYS * BINS_PER_DAY;
  const profiler = await startProfile(process.env.BENCH_PROFILE_BACKLOG);
  const cpu = async (replay) => {
    const pgBefore = await postgresCpuMs(db);
    const serverBefore = process.cpuUsage();
    const started = performance.now();
    const answer = await replay();
    const seconds = (performance.now() - started) / 1000;
    const server = process.cpuUsage(serverBefore);
    const pgSpent = postgresCpuSpent(pgBefore, await postgresCpuMs(db));
    return {
      answer,
      seconds,
      'server CPU s': ((server.user + server.system) / 1e6).toFixed(1),
      'PostgreSQL CPU s': pgSpent === undefined ? '-' : (pgSpent / 1000).toFixed(1),
    };
  };
  const firstRun = await cpu(() => sendAll(base, pushes, 4));
  await profiler.stop();
  const first = firstRun.answer;
  const firstSeconds = firstRun.seconds;
  const afterFirst = await rollupSum(db, locationIds);
  const secondRun = await cpu(() => sendAll(base, pushes, 4));
  const second = secondRun.answer;
  const secondSeconds = secondRun.seconds;
  const afterSecond = await rollupSum(db, locationIds);
  const [raw] = rowsOf(
    await db.execute(
      `select coalesce(sum(enters + exits), 0)::text as total from count_bins b join devices d on d.id = b.device_id where d.rt_id like 'backlog-%'`,
    ),
  );
  return {
    devices,
    rows: [
      {
        replay: 'first',
        bins: total,
        pushes: pushes.length,
        stored: first.stored,
        duplicates: first.duplicates,
        seconds: firstSeconds.toFixed(1),
        'bins/s': Math.round(total / firstSeconds),
        'server CPU s': firstRun['server CPU s'],
        'PostgreSQL CPU s': firstRun['PostgreSQL CPU s'],
      },
      {
        replay: 'second',
        bins: total,
        pushes: pushes.length,
        stored: second.stored,
        duplicates: second.duplicates,
        seconds: secondSeconds.toFixed(1),
        'bins/s': Math.round(total / secondSeconds),
        'server CPU s': secondRun['server CPU s'],
        'PostgreSQL CPU s': secondRun['PostgreSQL CPU s'],
      },
    ],
    doubleCounted: afterSecond - afterFirst,
    rollupEqualsBins: afterFirst === Number(raw.total),
  };
}

const fromRollup = (ids) => `
  select location_id, to_char(local_date, 'YYYY-MM') as month, metric, sum(value)::bigint as value
  from rollup_daily
  where location_id in (${ids}) and local_date >= '2025-01-01' and local_date < '2026-01-01'
    and metric in ('enter', 'leave')
  group by 1, 2, 3 order by 1, 2, 3`;

const fromBins = (ids) => `
  select location_id, month, metric, sum(value)::bigint as value from (
    select b.location_id, to_char(b.bin_start at time zone l.time_zone, 'YYYY-MM') as month,
      b.enters, b.exits
    from count_bins b join locations l on l.id = b.location_id
    where b.location_id in (${ids}) and not b.paused and not b.missing
      and (b.bin_start at time zone l.time_zone)::date >= greatest('2025-01-01'::date, coalesce(l.stats_available_from, '-infinity'))
      and (b.bin_start at time zone l.time_zone)::date < '2026-01-01'
      and extract(hour from b.bin_start at time zone l.time_zone) >= coalesce(l.ignore_before, 0)
      and extract(hour from b.bin_start at time zone l.time_zone) < coalesce(l.ignore_after, 24)
  ) counted cross join lateral (values ('enter', enters), ('leave', exits)) as m(metric, value)
  where value > 0
  group by 1, 2, 3 order by 1, 2, 3`;

async function timed(db, query, runs = 5) {
  const times = [];
  let rows;
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    rows = rowsOf(await db.execute(query));
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { ms: times[Math.floor(runs / 2)], rows };
}

async function report(db, devices) {
  const ids = devices.map((device) => device.locationId).join(',');
  const rollup = await timed(db, fromRollup(ids));
  const raw = await timed(db, fromBins(ids), 3);
  const same =
    JSON.stringify(rollup.rows.map((r) => [r.location_id, r.month, r.metric, Number(r.value)])) ===
    JSON.stringify(raw.rows.map((r) => [r.location_id, r.month, r.metric, Number(r.value)]));
  return {
    rows: rollup.rows.length,
    'rollup ms': rollup.ms.toFixed(1),
    'raw bins ms': raw.ms.toFixed(0),
    ratio: `${(raw.ms / rollup.ms).toFixed(0)}×`,
    'same answer': same,
  };
}

console.log(
  `Ingestion: ${CONNECTIONS} connections, ${DURATION_SECONDS} s of pushes; backlog ${LOCATIONS} devices × ${BACKLOG_DAYS} days × ${BINS_PER_DAY} bins (server and load generator share this machine)`,
);
const kinds = [];
if (wantedKinds.includes('postgres')) {
  if (await postgresAvailable()) kinds.push('postgres');
  else console.log(`PostgreSQL at ${POSTGRES_URL} not reachable: skipping it.`);
}
if (wantedKinds.includes('pglite')) kinds.push('pglite');
for (const kind of kinds) {
  const { database, drop } = await openBenchDatabase(kind);
  const { app, base } = await startServer(database);
  try {
    if (parts.includes('throughput')) {
      console.log(`\n${kind}: pushes of ${pushTitles[PUSH] ?? PUSH}`);
      console.table([await throughput(database.db, base)]);
    }
    if (!parts.includes('backlog')) continue;
    if (kind === 'pglite' && process.env.BENCH_PGLITE_BACKLOG === '0') continue;
    const replayed = await backlog(database.db, base);
    console.log(`${kind}: backlog replayed twice`);
    console.table(replayed.rows);
    console.log(
      `${kind}: counted twice on the second replay: ${replayed.doubleCounted}; rollup total equals the bins: ${replayed.rollupEqualsBins}`,
    );
    if (kind === 'postgres') await database.db.execute('analyze');
    console.log(`${kind}: 12-month report of ${LOCATIONS} locations (monthly enter/leave)`);
    console.table([await report(database.db, replayed.devices)]);
  } finally {
    await app.close();
    await database.close();
    await drop();
  }
}
