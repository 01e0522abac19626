import {
  binMetricFields,
  type CountBin,
  isCounted,
  type LocationRules,
  localHourOf,
  type SelfCheckTransaction,
  selfCheckMetric,
} from '@careshop/counting';
import { type SQL, sql } from 'drizzle-orm';
import type { IngestDevice } from './device-directory.js';
import type { IngestExecutor, MergedWork } from './ingest-writer.js';

// The statements that store a push (decisions 185, 189, 352): the rows of a push as the
// statement reads them, and one statement for the pushes of a batch. `ingest.ts` parses a push,
// queues it and handles a device that changed meanwhile.

/** A location's local date and hour, and whether its rules count data there. */
interface Bucket {
  localDate: string;
  hour: number;
  counted: boolean;
}

const quarterHour = 15 * 60 * 1000;

/**
 * Local date, hour and the counting rules of instants, memoised per UTC quarter hour: every time
 * zone's offset is a whole number of quarter hours and the rules work on whole local hours and
 * dates, so all instants of one quarter hour share one answer.
 */
function bucketsOf(rules: LocationRules): (instant: Date) => Bucket {
  const memo = new Map<number, Bucket>();
  return (instant) => {
    const block = Math.floor(instant.getTime() / quarterHour);
    let bucket = memo.get(block);
    if (!bucket) {
      const start = new Date(block * quarterHour);
      bucket = { ...localHourOf(start, rules.timeZone), counted: isCounted(start, rules) };
      memo.set(block, bucket);
    }
    return bucket;
  };
}
/**
 * A bin as the storing statement reads it: instants as epoch milliseconds (cheaper to write and
 * to read than ISO text), and the local date and hour it rolls up to, null when it does not
 * count (missing, outside the location's hours, before its statistics start).
 */
interface BinRow {
  zone: string;
  start_ms: number;
  end_ms: number;
  enters: number;
  exits: number;
  missing: boolean;
  /** The device's status code of a bin it marked as not counted (Brickstream `Status`). */
  status: number | null;
  local_date: string | null;
  hour: number | null;
}

/** The bins of a push, first of each zone and start winning, as rows to store. */
function binRows(bins: readonly CountBin[], rules: LocationRules): BinRow[] {
  const bucket = bucketsOf(rules);
  const seen = new Set<string>();
  const rows: BinRow[] = [];
  for (const bin of bins) {
    const startMs = bin.start.getTime();
    const key = `${bin.zone}\u0000${startMs}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const { localDate, hour, counted } = bucket(bin.start);
    const rolledUp = counted && !bin.missing;
    rows.push({
      zone: bin.zone,
      start_ms: startMs,
      end_ms: bin.end.getTime(),
      enters: bin.enters,
      exits: bin.exits,
      missing: bin.missing,
      status: bin.missing ? (bin.status ?? null) : null,
      local_date: rolledUp ? localDate : null,
      hour: rolledUp ? hour : null,
    });
  }
  return rows;
}

export interface DeviceWrite {
  device: IngestDevice;
  /** The key the push was signed with: a rotated key stores nothing, in every process. */
  keyHash: string;
  now: Date;
  ip: string;
  firmware: string | undefined;
}

/** What every push of a batch has: its device write and the rules its rows were bucketed with. */
export interface PushBase {
  write: DeviceWrite;
  rules: LocationRules;
}

export interface StatementOutcome {
  found: number;
  current: number;
  stored: number;
}

/** The device part of a push as the statement reads it (`push` = its index in the batch). */
function pushRecord(push: number, { write, rules }: PushBase) {
  return {
    push,
    device_id: write.device.id,
    key_hash: write.keyHash,
    location_id: write.device.locationId,
    now: write.now.toISOString(),
    ip: write.ip,
    firmware: write.firmware ?? null,
    time_zone: rules.timeZone,
    ignore_before: rules.ignoreBefore,
    ignore_after: rules.ignoreAfter,
    stats_available_from: rules.statsAvailableFrom,
  };
}

/**
 * Updates the device row of each push first (its lock orders the pushes of one device), and
 * only while it is not revoked and still at the location whose rules its rows were bucketed
 * with (`cur`); otherwise nothing of that push is stored and the caller reloads the device.
 */
function deviceCtes(pushes: readonly PushBase[]): SQL {
  const records = pushes.map((push, index) => pushRecord(index, push));
  return sql`pin AS (
    SELECT * FROM json_to_recordset(${JSON.stringify(records)}::json)
      AS p(push int, device_id int, key_hash text, location_id int, now timestamptz, ip text,
        firmware text, time_zone text, ignore_before smallint, ignore_after smallint,
        stats_available_from date)
  ), dev AS (
    UPDATE devices d
    SET last_seen_at = p.now, last_known_ip = p.ip, firmware = COALESCE(p.firmware, d.firmware)
    FROM pin p, locations l
    WHERE d.id = p.device_id AND d.key_hash = p.key_hash AND NOT d.is_revoked
      AND l.id = d.location_id
    RETURNING p.push, d.id AS device_id, d.location_id, d.paused,
      (d.location_id = p.location_id
        AND l.time_zone = p.time_zone
        AND l.ignore_before IS NOT DISTINCT FROM p.ignore_before
        AND l.ignore_after IS NOT DISTINCT FROM p.ignore_after
        AND l.stats_available_from IS NOT DISTINCT FROM p.stats_available_from) AS current
  ), cur AS (
    SELECT push, device_id, location_id, paused FROM dev WHERE current
  )`;
}

/**
 * Adds the rollup rows of the newly stored rows (`fresh`: location_id, local_date, hour, metric,
 * value) to the hourly and daily rollups, and answers per push whether its device was found and
 * current and how many rows it stored (`ins` returns device_id). Rows are written in key order,
 * hourly before daily, in every statement, so concurrent pushes lock them in one order. With
 * `announced`, the answer reads the `announced` CTE, so its NOTIFY is sent (a CTE no one reads
 * is never run).
 */
function rollupCtes(announced = false): SQL {
  return sql`hourly AS (
    INSERT INTO rollup_hourly AS r (location_id, local_date, hour, metric, value)
    SELECT location_id, local_date, hour, metric, value FROM fresh
    ORDER BY location_id, local_date, hour, metric
    ON CONFLICT (location_id, local_date, hour, metric)
    DO UPDATE SET value = r.value + excluded.value
  ), daily AS (
    INSERT INTO rollup_daily AS r (location_id, local_date, metric, value)
    SELECT location_id, local_date, metric, sum(value) FROM fresh
    GROUP BY location_id, local_date, metric
    ORDER BY location_id, local_date, metric
    ON CONFLICT (location_id, local_date, metric)
    DO UPDATE SET value = r.value + excluded.value
  ), stored AS (
    SELECT device_id, count(*)::int AS n FROM ins GROUP BY device_id
  )
  SELECT p.push, (d.push IS NOT NULL) AS found, COALESCE(d.current, false) AS current,
    COALESCE(s.n, 0) AS stored
  FROM pin p
  LEFT JOIN dev d ON d.push = p.push
  LEFT JOIN stored s ON s.device_id = p.device_id
  ${announced ? sql`WHERE (SELECT count(*) FROM announced) >= 0` : sql``}
  ORDER BY p.push`;
}

async function outcomes(
  executor: IngestExecutor,
  query: SQL,
  count: number,
): Promise<StatementOutcome[]> {
  const result = (await executor.execute(query)) as unknown as {
    rows: { push: number; found: boolean; current: boolean; stored: number }[];
  };
  const answers: StatementOutcome[] = Array.from({ length: count }, () => ({
    found: 0,
    current: 0,
    stored: 0,
  }));
  for (const row of result.rows) {
    answers[Number(row.push)] = {
      found: row.found ? 1 : 0,
      current: row.current ? 1 : 0,
      stored: Number(row.stored),
    };
  }
  return answers;
}

/** A push's bins, bucketed with `rules` and written as JSON before the push joins a batch. */
export interface BinPush extends PushBase {
  /** `gate_` for gate deltas, '' for people counters. */
  prefix: string;
  rowsJson: string;
  /**
   * The live hub's channel and origin when the statement announces the locations it stored
   * counts for itself (decision 357): the same for every push of a batch.
   */
  notify?: { channel: string; origin: string };
}

export function binPush(
  write: DeviceWrite,
  rules: LocationRules,
  bins: readonly CountBin[],
  prefix: string,
  notify?: { channel: string; origin: string },
): BinPush {
  const rowsJson = JSON.stringify(binRows(bins, rules));
  return notify ? { write, rules, prefix, rowsJson, notify } : { write, rules, prefix, rowsJson };
}

/** The rollup metrics of a bin row `b`, built from the package's one rule. */
const binMetricValues = sql.join(
  binMetricFields.map(({ metric, field }) => sql`(${metric}::text, b.${sql.identifier(field)})`),
  sql`, `,
);

/**
 * Stores the bins of several pushes (of distinct devices) in one statement (decision 185): the
 * device rows are updated, the bins inserted `ON CONFLICT DO NOTHING`, and only the inserted,
 * unpaused, counted bins' metrics are added to the rollups. The batch's rows are one parameter.
 */
export const storeBins: MergedWork<BinPush, StatementOutcome> = (executor, pushes) => {
  // One parameter for the whole batch, joined from each push's JSON without writing it again:
  // the statement's text is the same for every batch size, so each connection prepares and
  // plans it once (decision 352) instead of once per batch size.
  // The locations that stored something are announced by the statement's own NOTIFY, sent by
  // PostgreSQL at its commit (with the batch's transaction when there is one) and never after a
  // rollback: no second round trip and transaction per batch for the announcement.
  const notify = pushes[0]?.notify;
  const announce = notify
    ? sql`announced AS MATERIALIZED (
      SELECT pg_notify(${notify.channel}::text, json_build_object('origin', ${notify.origin}::text,
        'ids', json_agg(DISTINCT location_id))::text)
      FROM ins HAVING count(*) > 0
    ), `
    : sql``;
  const envelopes = pushes.map(
    (push, index) =>
      `{"push":${index},"prefix":${JSON.stringify(push.prefix)},"rows":${push.rowsJson}}`,
  );
  const query = sql`WITH ${deviceCtes(pushes)}, bins AS MATERIALIZED (
      SELECT cur.device_id, cur.location_id, cur.paused, e.prefix, b.*
      FROM json_to_recordset(${`[${envelopes.join(',')}]`}::json) AS e(push int, prefix text, rows json)
      JOIN cur ON cur.push = e.push
      CROSS JOIN LATERAL json_to_recordset(e.rows)
        AS b(zone text, start_ms bigint, end_ms bigint, enters int, exits int, missing boolean,
          status smallint, local_date date, hour smallint)
    ), ins AS (
      INSERT INTO count_bins
        (device_id, zone, bin_start, bin_end, location_id, enters, exits, missing, status, paused)
      SELECT device_id, zone, to_timestamp(start_ms / 1000.0), to_timestamp(end_ms / 1000.0),
        location_id, enters, exits, missing, status, paused
      FROM bins
      ON CONFLICT DO NOTHING
      RETURNING device_id, location_id, zone, bin_start
    ), ${announce}inserted AS (
      -- A key set, not a join: the planner guesses one row for a data-modifying CTE and would
      -- join it in a nested loop, quadratic in the batch's rows; a jsonb key lookup is not.
      SELECT COALESCE(jsonb_object_agg(
        device_id || '|' || zone || '|' || (extract(epoch FROM bin_start) * 1000)::bigint, true
      ), '{}') AS keys
      FROM ins
    ), fresh AS (
      SELECT b.location_id, b.local_date, b.hour, b.prefix || m.metric AS metric,
        sum(m.value)::bigint AS value
      FROM bins b CROSS JOIN LATERAL (VALUES ${binMetricValues}) AS m(metric, value)
      WHERE b.local_date IS NOT NULL AND NOT b.paused AND m.value > 0
        AND (SELECT keys FROM inserted) ? (b.device_id || '|' || b.zone || '|' || b.start_ms)
      GROUP BY b.location_id, b.local_date, b.hour, b.prefix, m.metric
    ), ${rollupCtes(notify !== undefined)}`;
  return outcomes(executor, query, pushes.length);
};

interface SelfCheckRow {
  kind: string;
  ok: boolean;
  occurred_at: string;
  dedupe_key: string;
}
interface SelfCheckMetricRow {
  dedupe_key: string;
  local_date: string;
  hour: number;
  metric: string;
}
export interface SelfCheckPush extends PushBase {
  rows: SelfCheckRow[];
  metrics: SelfCheckMetricRow[];
}

export function selfCheckPush(
  write: DeviceWrite,
  rules: LocationRules,
  transactions: readonly SelfCheckTransaction[],
): SelfCheckPush {
  const bucket = bucketsOf(rules);
  const seen = new Set<string>();
  const rows: SelfCheckRow[] = [];
  const metrics: SelfCheckMetricRow[] = [];
  for (const transaction of transactions) {
    if (seen.has(transaction.dedupeKey)) continue;
    seen.add(transaction.dedupeKey);
    rows.push({
      kind: transaction.kind,
      ok: transaction.ok,
      occurred_at: transaction.at.toISOString(),
      dedupe_key: transaction.dedupeKey,
    });
    const { localDate, hour, counted } = bucket(transaction.at);
    if (!counted) continue;
    metrics.push({
      dedupe_key: transaction.dedupeKey,
      local_date: localDate,
      hour,
      metric: selfCheckMetric(transaction),
    });
  }
  return { write, rules, rows, metrics };
}

/** Stores the self-check transactions of several pushes in one statement, like {@link storeBins}. */
export const storeSelfChecks: MergedWork<SelfCheckPush, StatementOutcome> = (tx, pushes) => {
  const rows = pushes.flatMap((push, index) => push.rows.map((row) => ({ push: index, ...row })));
  const metrics = pushes.flatMap((push, index) =>
    push.metrics.map((metric) => ({ push: index, ...metric })),
  );
  const query = sql`WITH ${deviceCtes(pushes)}, ins AS (
      INSERT INTO selfcheck_transactions
        (device_id, location_id, kind, ok, occurred_at, dedupe_key, paused)
      SELECT cur.device_id, cur.location_id, t.kind, t.ok, t.occurred_at, t.dedupe_key,
        cur.paused
      FROM json_to_recordset(${JSON.stringify(rows)}::json)
        AS t(push int, kind text, ok boolean, occurred_at timestamptz, dedupe_key text)
      JOIN cur ON cur.push = t.push
      ON CONFLICT (device_id, dedupe_key) DO NOTHING
      RETURNING device_id, dedupe_key
    ), inserted AS (
      SELECT COALESCE(jsonb_object_agg(device_id || '|' || dedupe_key, true), '{}') AS keys
      FROM ins
    ), fresh AS (
      SELECT cur.location_id, m.local_date, m.hour, m.metric, count(*)::bigint AS value
      FROM json_to_recordset(${JSON.stringify(metrics)}::json)
        AS m(push int, dedupe_key text, local_date date, hour smallint, metric text)
      JOIN cur ON cur.push = m.push AND NOT cur.paused
      WHERE (SELECT keys FROM inserted) ? (cur.device_id || '|' || m.dedupe_key)
      GROUP BY cur.location_id, m.local_date, m.hour, m.metric
    ), ${rollupCtes()}`;
  return outcomes(tx, query, pushes.length);
};
