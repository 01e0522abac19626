import {
  type CountBin,
  CountingParseError,
  type DeviceType,
  type GateReading,
  gateDelta,
  type IngestProtocol,
  type LocationRules,
  type ParsedPush,
  parsePush,
} from '@careshop/counting';
import { fieldLimits } from '@careshop/validation';
import { sql } from 'drizzle-orm';
import { BadRequestError, HttpError } from '../../platform/http/errors.js';
import { jsonNestsDeeperThan } from '../../platform/http/json-depth.js';
import type { CountingDeps } from './deps.js';
import type { IngestDevice } from './device-directory.js';
import {
  binPush,
  type DeviceWrite,
  type StatementOutcome,
  selfCheckPush,
  storeBins,
  storeSelfChecks,
} from './ingest-statements.js';

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
  // Bins are announced to the other processes by their own statement when the hub allows it
  // (decision 357); gate readings and self-check transactions publish after the commit.
  const statementNotify = ctx.liveHub.statementNotify;
  let announced = false;
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
      announced = statementNotify !== undefined;
      outcome = await ctx.ingestWriter.runMerged(
        device.locationId,
        storeBins,
        binPush(write, device.rules, bins, '', statementNotify),
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
      await ctx.liveHub.publish([result.locationId], { sent: announced });
    } catch (error) {
      options.onPublishError?.(error);
    }
  }
  return result;
}
