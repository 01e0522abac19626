import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rollupMetricsForBin, selfCheckMetric } from './metrics.js';
import { occupancy } from './occupancy.js';
import type { OccupancyLevel } from './types.js';

const rank: Record<OccupancyLevel, number> = { none: 0, green: 1, orange: 2, red: 3 };
const thresholds = { optimalBalance: 200, balanceOrange: 80, balanceRed: 100 };

describe('occupancy', () => {
  it('counts people inside, clamped at 0, with percent and level', () => {
    expect(occupancy(120, 20, thresholds)).toEqual({ count: 100, percent: 50, level: 'green' });
    expect(occupancy(180, 20, thresholds)).toEqual({ count: 160, percent: 80, level: 'orange' });
    expect(occupancy(159, 0, thresholds)).toEqual({ count: 159, percent: 80, level: 'green' });
    expect(occupancy(230, 30, thresholds)).toEqual({ count: 200, percent: 100, level: 'red' });
    expect(occupancy(5, 9, thresholds)).toEqual({ count: 0, percent: 0, level: 'green' });
  });

  it('0 disables a threshold, optimal 0 disables the indicator', () => {
    expect(occupancy(500, 0, { ...thresholds, balanceRed: 0 })).toMatchObject({ level: 'orange' });
    expect(occupancy(500, 0, { ...thresholds, balanceOrange: 0 })).toMatchObject({ level: 'red' });
    expect(occupancy(180, 0, { ...thresholds, balanceOrange: 0 })).toMatchObject({
      level: 'green',
    });
    expect(occupancy(500, 0, { ...thresholds, optimalBalance: 0 })).toEqual({
      count: 500,
      percent: null,
      level: 'none',
    });
  });

  it('rejects negative or fractional counts', () => {
    expect(() => occupancy(-1, 0, thresholds)).toThrow(/enters/);
    expect(() => occupancy(1, 0.5, thresholds)).toThrow(/exits/);
    expect(() => occupancy(1, 0, { ...thresholds, balanceRed: -5 })).toThrow(/balanceRed/);
  });

  it('property: count ≥ 0 and the level never goes down when the count goes up', () => {
    const limits = fc.record({
      optimalBalance: fc.integer({ min: 0, max: 2000 }),
      balanceOrange: fc.integer({ min: 0, max: 300 }),
      balanceRed: fc.integer({ min: 0, max: 300 }),
    });
    fc.assert(
      fc.property(limits, fc.nat(5000), fc.nat(5000), fc.nat(100), (limit, enters, exits, more) => {
        const before = occupancy(enters, exits, limit);
        const after = occupancy(enters + more, exits, limit);
        expect(before.count).toBeGreaterThanOrEqual(0);
        expect(after.count).toBeGreaterThanOrEqual(before.count);
        expect(rank[after.level]).toBeGreaterThanOrEqual(rank[before.level]);
        expect(before.level === 'none').toBe(limit.optimalBalance === 0);
      }),
    );
  });
});

describe('rollup metrics', () => {
  const bin = {
    zone: '',
    start: new Date('2026-06-01T10:00:00Z'),
    end: new Date('2026-06-01T10:15:00Z'),
    enters: 4,
    exits: 0,
    missing: false,
  };

  it('gives enter and leave, leaving zeros and missing bins out', () => {
    expect(rollupMetricsForBin(bin)).toEqual([{ metric: 'enter', value: 4 }]);
    expect(rollupMetricsForBin({ ...bin, exits: 2 })).toEqual([
      { metric: 'enter', value: 4 },
      { metric: 'leave', value: 2 },
    ]);
    expect(rollupMetricsForBin({ ...bin, enters: 0 })).toEqual([]);
    expect(rollupMetricsForBin({ ...bin, missing: true })).toEqual([]);
  });

  it('names self-check metrics by kind and outcome', () => {
    const tx = { kind: 'checkout' as const, ok: true, at: new Date(), dedupeKey: 'k' };
    expect(selfCheckMetric(tx)).toBe('selfcheck_checkout_ok');
    expect(selfCheckMetric({ ...tx, kind: 'fee_paid', ok: false })).toBe(
      'selfcheck_fee_paid_refused',
    );
  });
});
