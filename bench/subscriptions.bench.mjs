// Nightly report subscriptions (issue 12, decision 209): 10,000 daily subscriptions due at the same
// local midnight. One nightly run queues them in pg-boss (on PostgreSQL, schema `pgboss`, in a
// fresh migrated database on BENCH_DATABASE_URL's server), the API's deliver workers send them
// through the real `deliverSubscription`: the stored subscription and location are read, the
// day's hourly rows read from `rollup_hourly` and rendered to CSV, and in one transaction
// `lastsent` moves and the e-mail (inline table, HTML part, CSV attached) is inserted into the
// outbox (no SMTP server: the outbox insert is the end of the delivery). The figure is the time
// from the nightly run to the last delivery, against the goal of 30 minutes. Knobs:
// BENCH_SUBSCRIPTIONS (10000), BENCH_LOCATIONS (100), BENCH_JOB_WORKERS (2 workers per process),
// BENCH_JOB_BATCH (20 jobs per fetch), BENCH_JOB_PROCESSES (1; more = more pg-boss instances on the
// same database, as N API processes). Needs the API built (`pnpm turbo run build --filter=@careshop/api...`).
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';

const apiRequire = createRequire(new URL('../apps/api/package.json', import.meta.url));
const pg = apiRequire('pg');
const api = await import(new URL('../apps/api/dist/index.js', import.meta.url).href);
const counting = await import(new URL('../packages/counting/dist/index.js', import.meta.url).href);

const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const COUNT = Number(process.env.BENCH_SUBSCRIPTIONS ?? 10_000);
const LOCATIONS = Number(process.env.BENCH_LOCATIONS ?? 100);
const WORKERS = Number(process.env.BENCH_JOB_WORKERS ?? 2);
const BATCH = Number(process.env.BENCH_JOB_BATCH ?? 20);
const PROCESSES = Number(process.env.BENCH_JOB_PROCESSES ?? 1);
const GOAL_SECONDS = 30 * 60;
const ZONE = 'Europe/Amsterdam';
const NIGHT = '2026-10-26';
const DAY = '2026-10-25';

const name = `careshop_bench_jobs_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: POSTGRES_URL });
await admin.connect();
await admin.query(`create database ${name}`);
await admin.end();
const url = new URL(POSTGRES_URL);
url.pathname = `/${name}`;

const database = await api.openDatabase({ databaseUrl: url.toString(), poolSize: 8 });
await database.migrate();
const client = new pg.Client({ connectionString: url.toString() });
await client.connect();
// One company and owner, LOCATIONS locations with the day's hourly counts (25 local hours: the
// clocks go back that night), COUNT daily subscriptions spread over them, last sent the day before.
const {
  rows: [company],
} = await client.query(`insert into companies (name) values ('Bench') returning id`);
const {
  rows: [owner],
} = await client.query(
  `insert into users (email, password_hash, role, console_level, company_id, language)
   values ('owner@bench.test', 'x', 'console', 2, $1, 'de') returning id`,
  [company.id],
);
const { rows: locationRows } = await client.query(
  `insert into locations (company_id, name, time_zone)
   select $1, 'Filiale ' || n, $2 from generate_series(1, $3) n returning id`,
  [company.id, ZONE, LOCATIONS],
);
const locationIds = locationRows.map((row) => row.id);
await client.query(
  `insert into rollup_hourly (location_id, local_date, hour, metric, value)
   select l, $1::date, h, m, (l * 7 + h * 13) % 500
   from unnest($2::int[]) l, generate_series(0, 23) h, unnest(array['enter', 'leave']) m`,
  [DAY, locationIds],
);
await client.query(
  `insert into rollup_daily (location_id, local_date, metric, value)
   select location_id, local_date, metric, sum(value) from rollup_hourly group by 1, 2, 3`,
);
await client.query(
  `insert into report_subscriptions (company_id, location_id, owner_user_id, recipient,
     max_rows_in_email, interval, period, trigger, start_date, lastsent, format, report_type, language)
   select $1, ($2::int[])[1 + n % array_length($2::int[], 1)], $3, 'sub' || n || '@bench.test',
     10, 'h', 'D', 'D', '2026-01-01', $4, 'csv', 'PEOPLECOUNTER_ENTERLEAVE', 'de'
   from generate_series(1, $5) n`,
  [company.id, locationIds, owner.id, counting.localDayStart(DAY, ZONE), COUNT],
);

// What `deliverSubscription` needs of the server's context: the database and a mailer to wake
// (outbox only, no SMTP server).
const ctx = {
  db: database.db,
  mailer: api.createMailer({ db: database.db, from: 'bench@careshop.test' }),
};
let sent = 0;
let rows = 0;
let lastAt = 0;
async function deliver(subscriptionId, period, options) {
  const result = await api.deliverSubscription(ctx, subscriptionId, period, options);
  if (result.sent) {
    sent++;
    rows += result.rows;
    lastAt = performance.now();
  }
  return result;
}

const now = () => new Date(`${NIGHT}T00:00:00+01:00`);
const engines = Array.from({ length: PROCESSES }, () =>
  api.createJobEngine({
    connection: { kind: 'postgres', url: url.toString() },
    listSubscriptions: () => api.listStoredSubscriptions(database.db),
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
      'rows/mail': (rows / Math.max(sent, 1)).toFixed(0),
    },
  ]);
  const {
    rows: [outbox],
  } = await client.query(
    `select count(*)::int as mails, count(distinct "to")::int as recipients,
       sum(length(attachments::text))::bigint as bytes from outbox`,
  );
  console.log(
    `outbox: ${outbox.mails} mails to ${outbox.recipients} recipients, ${(Number(outbox.bytes) / 2 ** 20).toFixed(1)} MB of attachments (base64)`,
  );
  const ok = sent === COUNT && outbox.mails === COUNT && seconds <= GOAL_SECONDS;
  console.log(
    `${ok ? 'PASS' : 'FAIL'}: ${sent} of ${COUNT} sent once in ${seconds.toFixed(1)} s (goal: within ${GOAL_SECONDS} s, ${((seconds / GOAL_SECONDS) * 100).toFixed(1)} % of it)`,
  );
  if (!ok) process.exitCode = 1;
} finally {
  for (const engine of engines) await engine.stop({ timeoutMs: 2000 });
  await client.end();
  await database.close();
  const drop = new pg.Client({ connectionString: POSTGRES_URL });
  await drop.connect();
  await drop.query(`drop database if exists ${name} with (force)`);
  await drop.end();
}
