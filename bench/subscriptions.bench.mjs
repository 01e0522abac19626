// Nightly report subscriptions (issue 12, decision 209): 10,000 daily subscriptions due at the same
// local midnight. One nightly run queues them in pg-boss (on PostgreSQL, schema `pgboss`, in a
// fresh database on BENCH_DATABASE_URL's server), the API's deliver workers send them; the figure is
// the time from the nightly run to the last delivery, against the goal of 30 minutes. Each delivery
// renders the day's 24 hourly rows to CSV (renderer only: the stored subscriptions and
// `deliverSubscription` come with feat/report-routes). Knobs: BENCH_SUBSCRIPTIONS (10000),
// BENCH_JOB_WORKERS (2 workers per process), BENCH_JOB_BATCH (20 jobs per fetch),
// BENCH_JOB_PROCESSES (1; more = more pg-boss instances on the same database, as N API processes).
// Needs the API built (`pnpm turbo run build --filter=@careshop/api...`).
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

const apiRequire = createRequire(new URL('../apps/api/package.json', import.meta.url));
const pg = apiRequire('pg');
const api = await import(new URL('../apps/api/dist/index.js', import.meta.url).href);
const counting = await import(new URL('../packages/counting/dist/index.js', import.meta.url).href);

const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const COUNT = Number(process.env.BENCH_SUBSCRIPTIONS ?? 10_000);
const WORKERS = Number(process.env.BENCH_JOB_WORKERS ?? 2);
const BATCH = Number(process.env.BENCH_JOB_BATCH ?? 20);
const PROCESSES = Number(process.env.BENCH_JOB_PROCESSES ?? 1);
const GOAL_SECONDS = 30 * 60;
const ZONE = 'Europe/Amsterdam';
const NIGHT = '2026-10-26';

const name = `careshop_bench_jobs_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: POSTGRES_URL });
await admin.connect();
await admin.query(`create database ${name}`);
await admin.end();
const url = new URL(POSTGRES_URL);
url.pathname = `/${name}`;

const lastSent = new Map();
const subscriptions = Array.from({ length: COUNT }, (_, i) => ({
  id: i + 1,
  timeZone: ZONE,
  schedule: {
    trigger: 'D',
    period: 'D',
    startDate: null,
    endDate: null,
    lastSent: counting.localDayStart('2026-10-25', ZONE),
  },
}));
const columns = [
  { key: 'period', header: 'Stunde', type: 'period' },
  { key: 'enter', header: 'Eintritte', type: 'count' },
  { key: 'leave', header: 'Austritte', type: 'count' },
];

function* dayRows(from, seed) {
  for (let hour = 0; hour < 24; hour++) {
    yield {
      bucket: {
        key: `${from}T${hour}`,
        interval: 'h',
        from,
        to: from,
        hour,
        fromInstant: null,
        toInstant: null,
      },
      label: `${from}, ${String(hour).padStart(2, '0')}:00`,
      values: [(seed * 7 + hour) % 500, (seed * 5 + hour) % 480],
    };
  }
}

let bytes = 0;
let sent = 0;
let lastAt = 0;
/** Renderer-only delivery: the window's CSV, `lastSent` moved once per window. */
async function deliver(subscriptionId, period) {
  const before = lastSent.get(subscriptionId);
  if (before !== undefined && period.sendInstant <= before)
    return { sent: false, rows: 0, reason: 'already_sent' };
  lastSent.set(subscriptionId, period.sendInstant);
  const doc = {
    title: 'Personenzähler',
    location: `Filiale ${subscriptionId}`,
    windowLabel: `${period.from} – ${period.to}`,
    locationHeader: 'Standort',
    windowHeader: 'Zeitraum',
    interval: 'h',
    columns,
    rows: dayRows(period.from, subscriptionId),
    totalLabel: 'Summe',
    locale: 'de',
  };
  await pipeline(
    api.renderCsv(doc),
    new Writable({
      write(chunk, _encoding, done) {
        bytes += chunk.length;
        done();
      },
    }),
  );
  sent++;
  lastAt = performance.now();
  return { sent: true, rows: 24 };
}

const now = () => new Date(`${NIGHT}T00:00:00+01:00`);
const engines = Array.from({ length: PROCESSES }, () =>
  api.createJobEngine({
    connection: { kind: 'postgres', url: url.toString() },
    listSubscriptions: async () => subscriptions,
    deliver,
    now,
    schedule: false,
    deliverWorkers: WORKERS,
    deliverBatchSize: BATCH,
    pollingIntervalSeconds: 0.5,
    onError: (error) => console.error(error),
  }),
);
try {
  for (const engine of engines) await engine.start();
  const started = performance.now();
  const cpuStart = process.cpuUsage();
  const { due } = await engines[0].runNightly();
  const queuedAt = performance.now();
  await engines[0].idle(GOAL_SECONDS * 1000);
  const seconds = (lastAt - started) / 1000;
  const cpu = process.cpuUsage(cpuStart);
  console.table([
    {
      subscriptions: COUNT,
      due,
      sent,
      processes: PROCESSES,
      'workers × batch': `${WORKERS} × ${BATCH}`,
      'queue s': ((queuedAt - started) / 1000).toFixed(2),
      'all sent s': seconds.toFixed(1),
      'deliveries/s': (sent / seconds).toFixed(0),
      'CPU s': ((cpu.user + cpu.system) / 1e6).toFixed(1),
      'CSV MB': (bytes / 2 ** 20).toFixed(1),
    },
  ]);
  const ok = sent === COUNT && seconds <= GOAL_SECONDS;
  console.log(
    `${ok ? 'PASS' : 'FAIL'}: ${sent} of ${COUNT} sent once in ${seconds.toFixed(1)} s (goal: within ${GOAL_SECONDS} s, ${((seconds / GOAL_SECONDS) * 100).toFixed(1)} % of it)`,
  );
  if (!ok) process.exitCode = 1;
} finally {
  for (const engine of engines) await engine.stop({ timeoutMs: 2000 });
  const drop = new pg.Client({ connectionString: POSTGRES_URL });
  await drop.connect();
  await drop.query(`drop database if exists ${name} with (force)`);
  await drop.end();
}
