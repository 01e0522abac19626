import fc from 'fast-check';
import type { CountBin } from '../src/types.js';

export const NOW = new Date('2026-11-23T12:00:00Z');
export const ctx = { timeZone: 'Europe/Amsterdam', now: NOW };

const FROM = Date.UTC(2020, 0, 1) / 1000;
const UNTIL = Date.UTC(2026, 10, 22) / 1000;

/** A zone name devices could send (no control characters); parsers trim zone names. */
export const zoneName = fc
  .stringMatching(/^[A-Za-z0-9 _.&'"<>-]{0,20}$/)
  .map((name) => name.trim());

export interface BinOptions {
  /** Whether the format can say "offline" (Brickstream, bins formats). */
  missing?: boolean;
  /** Whether a missing bin carries the device's status code (Brickstream `Status` 1–999). */
  status?: boolean;
  /** Longest bin in seconds; default 4 hours. */
  maxSeconds?: number;
  /** Whole minutes (formats that write HH:MM) instead of whole seconds. */
  wholeMinutes?: boolean;
}

export function binArbitrary(options: BinOptions = {}): fc.Arbitrary<CountBin> {
  const unit = options.wholeMinutes ? 60 : 1;
  return fc
    .record({
      zone: zoneName,
      start: fc.integer({ min: FROM / unit, max: UNTIL / unit }),
      length: fc.integer({ min: 1, max: (options.maxSeconds ?? 4 * 3600) / unit }),
      enters: fc.nat(5000),
      exits: fc.nat(5000),
      missing: options.missing ? fc.boolean() : fc.constant(false),
      status: fc.integer({ min: 1, max: 999 }),
    })
    .map(({ zone, start, length, enters, exits, missing, status }) => {
      const bin: CountBin = {
        zone,
        start: new Date(start * unit * 1000),
        end: new Date((start + length) * unit * 1000),
        enters,
        exits,
        missing,
      };
      if (missing && options.status) bin.status = status;
      return bin;
    });
}

/** Bins with distinct (zone, start), as one push must have. */
export function binsArbitrary(options: BinOptions = {}): fc.Arbitrary<CountBin[]> {
  return fc.uniqueArray(binArbitrary(options), {
    minLength: 0,
    maxLength: 25,
    selector: (bin) => `${bin.zone}\u0000${bin.start.getTime()}`,
  });
}

/** Bins in a stable order, to compare pushes whose formats group them differently. */
export function sortBins(bins: readonly CountBin[]): CountBin[] {
  return [...bins].sort(
    (a, b) =>
      a.start.getTime() - b.start.getTime() || (a.zone < b.zone ? -1 : a.zone > b.zone ? 1 : 0),
  );
}
