import {
  asArray,
  asObject,
  asString,
  checkCleanTree,
  checkInstant,
  checkRecordCount,
  describeType,
  fail,
  optionalString,
  parseIsoInstant,
} from './parse-checks.js';
import type { GateReading, ParseContext, ParsedPush } from './types.js';

/** Default highest value of a gate counter before it rolls over to 0 (an unsigned 32-bit counter). */
export const GATE_COUNTER_MAX = 2 ** 32 - 1;

/** Options of `gateDelta`. */
export interface GateDeltaOptions {
  /**
   * The gate counts crossings without telling their direction (or both directions are one
   * visit): its crossings (`totalIn + totalOut`) are split in halves, enters and exits.
   */
  bidirectional: boolean;
  /** Highest counter value before it rolls over to 0; default `GATE_COUNTER_MAX` (2^32 − 1). */
  counterMax?: number;
}

/** People counted between two readings of a gate. */
export interface GateDelta {
  enters: number;
  exits: number;
  /** A counter went down and was not close to its maximum: it restarted at 0. */
  reset: boolean;
  /** A counter passed its maximum and started again at 0. */
  rollover: boolean;
  /** The reading is older than the previous one (a replay): it counts nothing and must not replace it. */
  stale: boolean;
}

const ZERO: GateDelta = { enters: 0, exits: 0, reset: false, rollover: false, stale: false };

function assertTotal(value: number, counterMax: number, name: string): void {
  if (!(Number.isSafeInteger(value) && value >= 0 && value <= counterMax)) {
    throw new RangeError(`${name} must be an integer 0–${counterMax}, got ${value}`);
  }
}

interface ChannelDelta {
  delta: number;
  reset: boolean;
  rollover: boolean;
}

/**
 * A decrease is a roll-over when the wrapped distance is under 1/16 of the counter's range (a
 * counter near its maximum that wrapped), else a reset (the counter restarted at 0 and counted
 * `current` since). A reset after which the gate counted past its previous total looks like
 * ordinary counting and cannot be seen.
 */
function channelDelta(previous: number, current: number, counterMax: number): ChannelDelta {
  if (current >= previous) return { delta: current - previous, reset: false, rollover: false };
  const wrapped = counterMax - previous + current + 1;
  if (wrapped < Math.ceil((counterMax + 1) / 16))
    return { delta: wrapped, reset: false, rollover: true };
  return { delta: current, reset: true, rollover: false };
}

/**
 * People counted between `previous` and `reading` of a gate that sends cumulative totals. The
 * first reading (`previous` undefined) sets the baseline and counts nothing. Never negative: a
 * counter that went down rolled over or was reset (see `channelDelta`). A bidirectional gate's
 * crossings are split as ceil/floor halves of the running total, so summed deltas never drift:
 * enters = ⌈C/2⌉ − ⌈C₀/2⌉ and exits = the rest, C₀ counted from 0 after a reset.
 */
export function gateDelta(
  previous: GateReading | undefined,
  reading: GateReading,
  options: GateDeltaOptions,
): GateDelta {
  const counterMax = options.counterMax ?? GATE_COUNTER_MAX;
  if (!(Number.isSafeInteger(counterMax) && counterMax >= 1)) {
    throw new RangeError(`counterMax must be a positive integer, got ${counterMax}`);
  }
  assertTotal(reading.totalIn, counterMax, 'totalIn');
  assertTotal(reading.totalOut, counterMax, 'totalOut');
  if (previous === undefined) return ZERO;
  assertTotal(previous.totalIn, counterMax, 'previous totalIn');
  assertTotal(previous.totalOut, counterMax, 'previous totalOut');
  if (previous.gate !== reading.gate) {
    throw new RangeError(`readings of two gates: "${previous.gate}" and "${reading.gate}"`);
  }
  if (reading.at.getTime() < previous.at.getTime()) return { ...ZERO, stale: true };
  const into = channelDelta(previous.totalIn, reading.totalIn, counterMax);
  const out = channelDelta(previous.totalOut, reading.totalOut, counterMax);
  const reset = into.reset || out.reset;
  const rollover = into.rollover || out.rollover;
  if (!options.bidirectional)
    return { enters: into.delta, exits: out.delta, reset, rollover, stale: false };
  const crossings = into.delta + out.delta;
  const base = reset ? 0 : previous.totalIn + previous.totalOut;
  const enters = Math.ceil((base + crossings) / 2) - Math.ceil(base / 2);
  return { enters, exits: crossings - enters, reset, rollover, stale: false };
}

/** A cumulative total: a whole number 0 to `GATE_COUNTER_MAX` (decision 182). */
function total(value: unknown, path: string): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) {
    fail(`expected a whole number, got ${describeType(value)}`, path);
  }
  if (value < 0) fail(`negative total ${value}`, path);
  if (value > GATE_COUNTER_MAX) {
    fail(`total ${value} is above the counter's maximum ${GATE_COUNTER_MAX} (2^32 − 1)`, path);
  }
  return value;
}

/**
 * Reads a gate push (eco_gate cumulative totals):
 * `{ "device": "…", "readings": [{ "gate": "…", "at": ISO 8601 with offset, "total_in": n, "total_out": n }] }`.
 */
export function parseGatePush(json: unknown, ctx: ParseContext): ParsedPush {
  checkCleanTree(json);
  const body = asObject(json, '');
  const deviceRef = optionalString(body.device, 'device')?.trim() || undefined;
  const items = asArray(body.readings, 'readings');
  checkRecordCount(items.length, 'readings', 'readings');
  const seen = new Map<string, number>();
  const readings = items.map((item, index): GateReading => {
    const path = `readings[${index}]`;
    const row = asObject(item, path);
    const gate = row.gate === undefined ? '' : asString(row.gate, `${path}.gate`).trim();
    const at = checkInstant(
      parseIsoInstant(asString(row.at, `${path}.at`), `${path}.at`),
      ctx,
      `${path}.at`,
    );
    const key = `${gate}\u0000${at.getTime()}`;
    const first = seen.get(key);
    if (first !== undefined)
      fail(
        `second reading of gate "${gate}" at ${at.toISOString()} (also readings[${first}])`,
        path,
      );
    seen.set(key, index);
    return {
      gate,
      at,
      totalIn: total(row.total_in, `${path}.total_in`),
      totalOut: total(row.total_out, `${path}.total_out`),
    };
  });
  return { kind: 'gate', deviceRef, readings };
}
