import {
  binMetricFields,
  type CountBin,
  CountingParseError,
  type DeviceType,
  type GateReading,
  gateDelta,
  type IngestProtocol,
  isCounted,
  type LocationRules,
  localHourOf,
  type ParsedPush,
  parsePush,
  type SelfCheckTransaction,
  selfCheckMetric,
} from '@careshop/counting';
import { fieldLimits } from '@careshop/validation';
import { type SQL, sql } from 'drizzle-orm';
import { BadRequestError, HttpError } from '../../platform/http/errors.js';
import { jsonNestsDeeperThan } from '../../platform/http/json-depth.js';
import type { CountingDeps } from './deps.js';
import type { IngestDevice } from './device-directory.js';
import type { IngestExecutor, MergedWork } from './ingest-writer.js';

/** The device types that may push with each protocol (decision 186). */
const protocolDeviceTypes: Record<IngestProtocol, readonly DeviceType[]> = {
  brickstream: ['brickstream_people_counter', 'intenta'],
  xovis: ['brickstream_people_counter', 'intenta'],
  bins: ['brickstream_people_counter', 'intenta'],
  gate: ['eco_gate'],
  sip2: ['selfcheck'],
};

/** One push as the route received it, after the device was authenticated. */
export interface IngestInput {
  protocol: IngestProtocol;
  device: IngestDevice;
  /** The key hash the device was found by (to drop a stale cache entry). */
  keyHash: string;
  /** The decoded body; undefined when the request had none. */
  body: string | undefined;
  contentType: string;
  /** The client address as the server sees it (after the trusted proxy, if configured). */
  ip: string;
}

/** What a push stored. */
export interface IngestResult {
  /** Rows stored: bins, self-check transactions, or gate readings that moved the totals. */
  stored: number;
  /** Rows the device had already sent (replayed, overlapping, or repeated within the push). */
  duplicates: number;
  locationId: number;
}

/** Thrown when the device was revoked since it was looked up: answered 401. */
export class DeviceRevokedError extends HttpError {
  override readonly name = 'DeviceRevokedError';
  constructor() {
    super(401, 'device_revoked', 'This device has been revoked');
  }
}

/** Thrown when the key was rotated (or the device removed) since it was looked up: 401. */
export class DeviceKeyReplacedError extends HttpError {
  override readonly name = 'DeviceKeyReplacedError';
  constructor() {
    super(401, 'device_unknown', 'No device has this key');
  }
}

type IngestContext = Pick<CountingDeps, 'now' | 'liveHub' | 'deviceDirectory' | 'ingestWriter'>;

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

function parse(input: IngestInput, rules: LocationRules, now: Date): ParsedPush {
  const body = input.body;
  if (body === undefined || body.trim() === '') {
    throw new BadRequestError('invalid_payload', `The ${input.protocol} push has no body`);
  }
  const start = body.trimStart()[0];
  if ((start === '{' || start === '[') && jsonNestsDeeperThan(body, fieldLimits.jsonDepth)) {
    throw new BadRequestError(
      'body_too_deep',
      `The JSON body nests deeper than ${fieldLimits.jsonDepth} levels`,
    );
  }
  try {
    return parsePush(input.protocol, body, input.contentType, { timeZone: rules.timeZone, now });
  } catch (error) {
    if (error instanceof CountingParseError || error instanceof SyntaxError) {
      // The parser names the problem: invalid_characters, xml_doctype_refused or invalid_payload.
      const code = error instanceof CountingParseError ? error.code : 'invalid_payload';
      throw new BadRequestError(code, `Invalid ${input.protocol} payload: ${error.message}`);
    }
    throw error;
  }
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

interface DeviceWrite {
  device: IngestDevice;
  /** The key the push was signed with: a rotated key stores nothing, in every process. */
  keyHash: string;
  now: Date;
  ip: string;
  firmware: string | undefined;
}

/** What every push of a batch has: its device write and the rules its rows were bucketed with. */
interface PushBase {
  write: DeviceWrite;
  rules: LocationRules;
}

interface StatementOutcome {
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
 * hourly before daily, in every statement, so concurrent pushes lock them in one order.
 */
const rollupCtes = sql`hourly AS (
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
  ORDER BY p.push`;

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
interface BinPush extends PushBase {
  /** `gate_` for gate deltas, '' for people counters. */
  prefix: string;
  rowsJson: string;
}

function binPush(
  write: DeviceWrite,
  rules: LocationRules,
  bins: readonly CountBin[],
  prefix: string,
): BinPush {
  return { write, rules, prefix, rowsJson: JSON.stringify(binRows(bins, rules)) };
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
const storeBins: MergedWork<BinPush, StatementOutcome> = (executor, pushes) => {
  // One parameter for the whole batch, joined from each push's JSON without writing it again:
  // the statement's text is the same for every batch size, so each connection prepares and
  // plans it once (decision 352) instead of once per batch size.
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
      RETURNING device_id, zone, bin_start
    ), inserted AS (
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
    ), ${rollupCtes}`;
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
interface SelfCheckPush extends PushBase {
  rows: SelfCheckRow[];
  metrics: SelfCheckMetricRow[];
}

function selfCheckPush(
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
const storeSelfChecks: MergedWork<SelfCheckPush, StatementOutcome> = (tx, pushes) => {
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
    ), ${rollupCtes}`;
  return outcomes(tx, query, pushes.length);
};

/**
 * Gate counters send cumulative totals: each gate's stored totals are locked, each newer reading
 * becomes a bin (zone = gate, from the previous reading to this one) holding the delta, and the
 * totals move on; a reading not newer than the stored one is a duplicate.
 */
async function storeGateReadings(
  ctx: IngestContext,
  write: DeviceWrite,
  readings: readonly GateReading[],
): Promise<{ outcome: StatementOutcome; accepted: number }> {
  const { device } = write;
  return ctx.ingestWriter.run(
    device.locationId,
    async (tx) => {
      const locked = (await tx.execute(sql`
        UPDATE devices d SET last_seen_at = ${write.now.toISOString()}::timestamptz
        FROM locations l
        WHERE d.id = ${device.id} AND d.key_hash = ${write.keyHash} AND NOT d.is_revoked
          AND l.id = d.location_id
        RETURNING d.location_id, d.bidirectional, l.time_zone, l.ignore_before, l.ignore_after,
          l.stats_available_from::text AS stats_available_from`)) as unknown as {
        rows: {
          location_id: number;
          bidirectional: boolean;
          time_zone: string;
          ignore_before: number | null;
          ignore_after: number | null;
          stats_available_from: string | null;
        }[];
      };
      const current = locked.rows[0];
      if (!current) return { outcome: { found: 0, current: 0, stored: 0 }, accepted: 0 };
      const rules: LocationRules = {
        timeZone: current.time_zone,
        ignoreBefore: current.ignore_before,
        ignoreAfter: current.ignore_after,
        statsAvailableFrom: current.stats_available_from,
      };
      const gates = [...new Set(readings.map((reading) => reading.gate))].sort();
      const stored = (await tx.execute(sql`
        SELECT gate, total_in, total_out, read_at FROM gate_totals
        WHERE device_id = ${device.id} AND gate = ANY(${sql`ARRAY[${sql.join(
          gates.map((gate) => sql`${gate}`),
          sql`, `,
        )}]::text[]`})
        ORDER BY gate FOR UPDATE`)) as unknown as {
        rows: { gate: string; total_in: string; total_out: string; read_at: string | Date }[];
      };
      const last = new Map<string, GateReading>();
      for (const row of stored.rows) {
        last.set(row.gate, {
          gate: row.gate,
          totalIn: Number(row.total_in),
          totalOut: Number(row.total_out),
          at: new Date(row.read_at),
        });
      }
      const bins: CountBin[] = [];
      const moved = new Map<string, GateReading>();
      let accepted = 0;
      const ordered = [...readings].sort((a, b) => a.at.getTime() - b.at.getTime());
      for (const reading of ordered) {
        const previous = last.get(reading.gate);
        if (previous && reading.at.getTime() <= previous.at.getTime()) continue;
        accepted += 1;
        if (previous) {
          const delta = gateDelta(previous, reading, { bidirectional: current.bidirectional });
          bins.push({
            zone: reading.gate,
            start: previous.at,
            end: reading.at,
            enters: delta.enters,
            exits: delta.exits,
            missing: false,
          });
        }
        last.set(reading.gate, reading);
        moved.set(reading.gate, reading);
      }
      if (moved.size > 0) {
        const totals = [...moved.values()].map((reading) => ({
          gate: reading.gate,
          total_in: reading.totalIn,
          total_out: reading.totalOut,
          read_at: reading.at.toISOString(),
        }));
        await tx.execute(sql`
          INSERT INTO gate_totals (device_id, gate, total_in, total_out, read_at)
          SELECT ${device.id}, t.gate, t.total_in, t.total_out, t.read_at
          FROM json_to_recordset(${JSON.stringify(totals)}::json)
            AS t(gate text, total_in bigint, total_out bigint, read_at timestamptz)
          ORDER BY t.gate
          ON CONFLICT (device_id, gate) DO UPDATE SET total_in = excluded.total_in,
            total_out = excluded.total_out, read_at = excluded.read_at`);
      }
      const located = { ...write, device: { ...device, locationId: current.location_id } };
      const [outcome] = await storeBins(tx, [binPush(located, rules, bins, 'gate_')]);
      return { outcome: outcome as StatementOutcome, accepted };
    },
    readings.length,
  );
}

/**
 * Stores one push of a device (decision 185): parse, then one statement (one transaction for
 * gate totals) that updates the device, inserts the rows that are new and adds only those to the
 * hourly and daily rollups in the location's time zone. Counts nothing twice, stores nothing of
 * a payload it refuses, and tells the live hub after the commit.
 */
export async function ingestPush(
  ctx: IngestContext,
  input: IngestInput,
  options: { onPublishError?: (error: unknown) => void } = {},
): Promise<IngestResult> {
  if (!protocolDeviceTypes[input.protocol].includes(input.device.deviceType)) {
    throw new BadRequestError(
      'device_protocol_mismatch',
      `A ${input.device.deviceType} device does not push ${input.protocol} data`,
    );
  }
  const now = ctx.now();
  let device = input.device;
  let push = parse(input, device.rules, now);
  let result: IngestResult | undefined;
  for (let attempt = 0; attempt < 3 && !result; attempt += 1) {
    const write: DeviceWrite = {
      device,
      keyHash: input.keyHash,
      now,
      ip: input.ip,
      firmware: push.kind === 'bins' ? push.firmware : undefined,
    };
    let outcome: StatementOutcome;
    let total: number;
    if (push.kind === 'connection_test' || push.kind === 'bins') {
      const bins = push.kind === 'bins' ? push.bins : [];
      total = bins.length;
      outcome = await ctx.ingestWriter.runMerged(
        device.locationId,
        storeBins,
        binPush(write, device.rules, bins, ''),
        device.id,
        total,
      );
    } else if (push.kind === 'selfcheck') {
      const transactions = push.transactions;
      total = transactions.length;
      outcome = await ctx.ingestWriter.runMerged(
        device.locationId,
        storeSelfChecks,
        selfCheckPush(write, device.rules, transactions),
        device.id,
        total,
      );
    } else {
      total = push.readings.length;
      const gate = await storeGateReadings(ctx, write, push.readings);
      outcome = { ...gate.outcome, stored: gate.accepted };
      if (gate.outcome.found > 0) outcome.current = 1;
    }
    if (outcome.found === 0) {
      ctx.deviceDirectory.forgetKey(input.keyHash);
      const fresh = await ctx.deviceDirectory.find(input.keyHash);
      throw fresh ? new DeviceRevokedError() : new DeviceKeyReplacedError();
    }
    if (outcome.current === 0) {
      // The device moved or its location's rules changed since it was looked up: read it again
      // (nothing was stored) and bucket with the current rules.
      ctx.deviceDirectory.forgetKey(input.keyHash);
      const fresh = await ctx.deviceDirectory.find(input.keyHash);
      if (!fresh || fresh.isRevoked) throw new DeviceRevokedError();
      if (fresh.rules.timeZone !== device.rules.timeZone) push = parse(input, fresh.rules, now);
      device = fresh;
      continue;
    }
    result = {
      stored: outcome.stored,
      duplicates: Math.max(0, total - outcome.stored),
      locationId: device.locationId,
    };
  }
  if (!result) throw new HttpError(503, 'busy', 'The device changed during the push; try again');
  if (result.stored > 0) {
    try {
      await ctx.liveHub.publish([result.locationId]);
    } catch (error) {
      options.onPublishError?.(error);
    }
  }
  return result;
}
