import type { Occupancy, OccupancyThresholds } from './types.js';

function assertCount(value: number, name: string): void {
  if (!(Number.isSafeInteger(value) && value >= 0)) {
    throw new RangeError(`${name} must be a non-negative integer, got ${value}`);
  }
}

function assertThreshold(value: number, name: string): void {
  if (!(Number.isFinite(value) && value >= 0)) {
    throw new RangeError(`${name} must be a non-negative number, got ${value}`);
  }
}

/**
 * People inside a location: enters − exits since its day started, clamped at 0, as a percentage
 * of the optimal balance and a level. A threshold of 0 disables that level; an optimal balance of
 * 0 disables the indicator. Levels compare the exact ratio (not the rounded percent), so the
 * level never moves down when the count goes up.
 */
export function occupancy(
  enters: number,
  exits: number,
  thresholds: OccupancyThresholds,
): Occupancy {
  assertCount(enters, 'enters');
  assertCount(exits, 'exits');
  const { optimalBalance, balanceOrange, balanceRed } = thresholds;
  assertThreshold(optimalBalance, 'optimalBalance');
  assertThreshold(balanceOrange, 'balanceOrange');
  assertThreshold(balanceRed, 'balanceRed');
  const count = Math.max(0, enters - exits);
  if (optimalBalance === 0) return { count, percent: null, level: 'none' };
  const percent = Math.round((count * 100) / optimalBalance);
  const reaches = (threshold: number) => threshold > 0 && count * 100 >= threshold * optimalBalance;
  const level = reaches(balanceRed) ? 'red' : reaches(balanceOrange) ? 'orange' : 'green';
  return { count, percent, level };
}
