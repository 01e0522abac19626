import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ctx } from '../test/arbitraries.js';
import { jsonFixture } from '../test/fixtures.js';
import { expectParseError } from '../test/helpers.js';
import { GATE_COUNTER_MAX, type GateDelta, gateDelta, parseGatePush } from './gate.js';
import { buildGatePush } from './payloads/gate.js';
import { CountingParseError, type GateReading } from './types.js';

function deltasOf(
  readings: GateReading[],
  bidirectional: boolean,
  counterMax?: number,
): GateDelta[] {
  let previous: GateReading | undefined;
  return readings.map((reading) => {
    const delta = gateDelta(previous, reading, {
      bidirectional,
      ...(counterMax ? { counterMax } : {}),
    });
    if (!delta.stale) previous = reading;
    return delta;
  });
}

const d = (enters: number, exits: number, flags: Partial<GateDelta> = {}): GateDelta => ({
  enters,
  exits,
  reset: false,
  rollover: false,
  stale: false,
  ...flags,
});

describe('gate readings golden file', () => {
  const push = parseGatePush(jsonFixture('gate-readings.json'), ctx);

  it('parses every reading', () => {
    expect(push.kind).toBe('gate');
    if (push.kind !== 'gate') return;
    expect(push.deviceRef).toBe('ECO-GATE-0042');
    expect(push.readings).toHaveLength(8);
    expect(push.readings[0]).toEqual({
      gate: 'main',
      at: new Date('2026-11-23T07:00:00Z'),
      totalIn: 15210,
      totalOut: 15198,
    });
  });

  it('a reset counts what came after it; a roll-over of a bidirectional gate splits crossings in halves', () => {
    if (push.kind !== 'gate') throw new Error('gate push expected');
    const main = push.readings.filter((r) => r.gate === 'main');
    const side = push.readings.filter((r) => r.gate === 'side');
    expect(deltasOf(main, false)).toEqual([
      d(0, 0),
      d(52, 33),
      d(14, 9, { reset: true }),
      d(57, 43),
    ]);
    expect(deltasOf(side, true)).toEqual([d(0, 0), d(6, 5), d(5, 6, { rollover: true }), d(7, 6)]);
  });

  it('an older reading (a replay) is stale and counts nothing', () => {
    if (push.kind !== 'gate') throw new Error('gate push expected');
    const [first, second] = push.readings;
    if (!first || !second) throw new Error('readings expected');
    expect(gateDelta(second, first, { bidirectional: false })).toEqual(d(0, 0, { stale: true }));
  });

  it('refuses totals outside the counter and readings of another gate', () => {
    const at = new Date('2026-01-01T00:00:00Z');
    expect(() =>
      gateDelta(undefined, { gate: 'a', at, totalIn: -1, totalOut: 0 }, { bidirectional: false }),
    ).toThrow(/totalIn/);
    expect(() =>
      gateDelta(
        undefined,
        { gate: 'a', at, totalIn: 70_000, totalOut: 0 },
        { bidirectional: false, counterMax: 65_535 },
      ),
    ).toThrow(/0–65535/);
    expect(() =>
      gateDelta(
        { gate: 'a', at, totalIn: 1, totalOut: 0 },
        { gate: 'b', at, totalIn: 2, totalOut: 0 },
        { bidirectional: false },
      ),
    ).toThrow(/two gates/);
  });
});

describe('gateDelta properties', () => {
  const at = new Date('2026-01-01T00:00:00Z');
  const later = new Date('2026-01-01T01:00:00Z');

  it('property: never negative, whatever two readings', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 2 ** 32 - 1 })
          .chain((max) =>
            fc.tuple(
              fc.constant(max),
              fc.nat(max),
              fc.nat(max),
              fc.nat(max),
              fc.nat(max),
              fc.boolean(),
            ),
          ),
        ([max, a, b, c, e, bidirectional]) => {
          const delta = gateDelta(
            { gate: '', at, totalIn: a, totalOut: b },
            { gate: '', at: later, totalIn: c, totalOut: e },
            { bidirectional, counterMax: max },
          );
          expect(delta.enters).toBeGreaterThanOrEqual(0);
          expect(delta.exits).toBeGreaterThanOrEqual(0);
          expect(Number.isInteger(delta.enters) && Number.isInteger(delta.exits)).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });

  type Step =
    | { kind: 'count'; into: number; out: number }
    | { kind: 'reset'; into: number; out: number };

  it('property: summed deltas over resets and roll-overs equal the true crossings, halves do not drift', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 99, max: 100_000 }),
        fc.boolean(),
        fc.array(
          fc.record({
            kind: fc.constantFrom<'count' | 'reset'>('count', 'count', 'count', 'reset'),
            into: fc.nat(),
            out: fc.nat(),
          }),
          { maxLength: 60 },
        ),
        (counterMax, bidirectional, rawSteps: Step[]) => {
          const window = Math.ceil((counterMax + 1) / 16);
          let counterIn = 0;
          let counterOut = 0;
          let trueIn = 0;
          let trueOut = 0;
          let resets = 0;
          const readings: GateReading[] = [{ gate: 'g', at: new Date(0), totalIn: 0, totalOut: 0 }];
          rawSteps.forEach((step, i) => {
            if (step.kind === 'count') {
              const inc = [step.into % window, step.out % window] as const;
              counterIn = (counterIn + inc[0]) % (counterMax + 1);
              counterOut = (counterOut + inc[1]) % (counterMax + 1);
              trueIn += inc[0];
              trueOut += inc[1];
            } else {
              // A reset the deltas can see: both counters go down, and not into the roll-over window.
              if (counterIn === 0 || counterOut === 0) return;
              const afterIn = step.into % counterIn;
              const afterOut = step.out % counterOut;
              const visible = (prev: number, cur: number) => counterMax - prev + cur + 1 >= window;
              if (!visible(counterIn, afterIn) || !visible(counterOut, afterOut)) return;
              counterIn = afterIn;
              counterOut = afterOut;
              trueIn += afterIn;
              trueOut += afterOut;
              resets++;
            }
            readings.push({
              gate: 'g',
              at: new Date((i + 1) * 60_000),
              totalIn: counterIn,
              totalOut: counterOut,
            });
          });
          const deltas = deltasOf(readings, bidirectional, counterMax);
          const enters = deltas.reduce((sum, x) => sum + x.enters, 0);
          const exits = deltas.reduce((sum, x) => sum + x.exits, 0);
          expect(deltas.filter((x) => x.reset).length).toBe(resets);
          if (bidirectional) {
            expect(enters + exits).toBe(trueIn + trueOut);
            // Each reset (and each roll-over of a counter with an odd range) may shift the halves by one.
            const rollovers = deltas.filter((x) => x.rollover).length;
            expect(Math.abs(enters - exits)).toBeLessThanOrEqual(1 + resets + rollovers);
            if (resets === 0 && (counterMax + 1) % 2 === 0) {
              expect(enters).toBe(Math.ceil((trueIn + trueOut) / 2));
            }
          } else {
            expect(enters).toBe(trueIn);
            expect(exits).toBe(trueOut);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('property: parse(build(readings)) == readings', () => {
    const reading = fc.record({
      gate: fc.stringMatching(/^[a-z0-9-]{0,8}$/),
      at: fc
        .integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2026, 10, 22) })
        .map((ms) => new Date(ms)),
      totalIn: fc.nat(2 ** 32 - 1),
      totalOut: fc.nat(2 ** 32 - 1),
    });
    fc.assert(
      fc.property(
        fc.uniqueArray(reading, {
          maxLength: 20,
          selector: (r) => `${r.gate}\u0000${r.at.getTime()}`,
        }),
        (readings) => {
          expect(parseGatePush(buildGatePush({ deviceRef: 'G-1', readings }), ctx)).toEqual({
            kind: 'gate',
            deviceRef: 'G-1',
            readings,
          });
        },
      ),
    );
  });
});

describe('parseGatePush refuses bad pushes', () => {
  const refuse = (json: unknown, message: RegExp) =>
    expectParseError(() => parseGatePush(json, ctx), message);
  const row = { gate: 'main', at: '2026-11-23T08:00:00+01:00', total_in: 5, total_out: 3 };

  it('names the problem and where', () => {
    refuse([], /expected an object, got an array/);
    refuse({ device: 'x' }, /readings: expected an array, got undefined/);
    refuse({ readings: [{ ...row, total_in: -2 }] }, /readings\[0\]\.total_in: negative total -2/);
    refuse(
      { readings: [{ ...row, total_out: '3' }] },
      /readings\[0\]\.total_out: expected a whole number, got string "3"/,
    );
    refuse({ readings: [{ ...row, total_out: 1.5 }] }, /expected a whole number, got number 1.5/);
    refuse(
      { readings: [{ ...row, at: '2026-11-23 08:00' }] },
      /readings\[0\]\.at: expected an ISO 8601 instant with offset/,
    );
    refuse(
      { readings: [{ ...row, at: '2030-01-01T00:00:00Z' }] },
      /readings\[0\]\.at: .* is in the future/,
    );
    refuse({ readings: [row, row] }, /readings\[1\]: second reading of gate "main"/);
    refuse({ device: 5, readings: [] }, /device: expected a string/);
    refuse(
      { readings: Array.from({ length: 50_001 }, () => row) },
      /too many readings in one push: 50001/,
    );
  });

  it('takes totals 0 to 2^32 − 1 and refuses the rest (decision 182, issue 27)', () => {
    const at = (total: unknown) => ({ readings: [{ ...row, total_in: total, total_out: total }] });
    for (const total of [0, 1, GATE_COUNTER_MAX - 1, GATE_COUNTER_MAX]) {
      expect(parseGatePush(at(total), ctx)).toMatchObject({
        readings: [{ totalIn: total, totalOut: total }],
      });
    }
    expect(GATE_COUNTER_MAX).toBe(4_294_967_295);
    refuse(at(2 ** 32), /total_in: total 4294967296 is above the counter's maximum 4294967295/);
    refuse(
      { readings: [{ ...row, total_out: 2 ** 32 }] },
      /readings\[0\]\.total_out: total 4294967296 is above/,
    );
    refuse(at(Number.MAX_SAFE_INTEGER), /is above the counter's maximum/);
    refuse(at(2 ** 53), /expected a whole number, got number 9007199254740992/);
    refuse(at(1e300), /expected a whole number/);
    refuse(at(-1), /total_in: negative total -1/);
    refuse(at(-(2 ** 32)), /negative total/);
    refuse(at(0.5), /expected a whole number, got number 0.5/);
    refuse(at(GATE_COUNTER_MAX + 0.5), /expected a whole number/);
    refuse(at('7'), /expected a whole number, got string "7"/);
    refuse(at(null), /expected a whole number, got null/);
    refuse(at(true), /expected a whole number, got boolean true/);
  });

  it('property: a total is accepted exactly when it is a whole number 0 to 2^32 − 1', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ min: -(2 ** 33), max: 2 ** 33 }),
          fc.double({ noNaN: true }),
          fc.constantFrom(-1, 0, GATE_COUNTER_MAX, GATE_COUNTER_MAX + 1),
        ),
        (total) => {
          const push = { readings: [{ ...row, total_in: total }] };
          const valid = Number.isInteger(total) && total >= 0 && total <= GATE_COUNTER_MAX;
          if (valid) {
            expect(parseGatePush(push, ctx)).toMatchObject({ readings: [{ totalIn: total }] });
          } else {
            expect(() => parseGatePush(push, ctx)).toThrow(CountingParseError);
          }
        },
      ),
    );
  });
});
