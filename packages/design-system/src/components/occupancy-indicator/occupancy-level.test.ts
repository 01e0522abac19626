import { describe, expect, it } from 'vitest';
import { occupancyLevel } from './occupancy-level';

const thresholds = { optimal: 100, orangePercent: 80, redPercent: 100 };

describe('SPEC 5 Location: optimal occupancy 0 disables the indicator', () => {
  it('is disabled at optimal 0 whatever the count', () => {
    expect(occupancyLevel({ ...thresholds, optimal: 0, count: 500 })).toEqual({
      level: 'disabled',
      percent: null,
    });
  });
});

describe('SPEC 9 occupancy: optimal 100%, orange and red thresholds configurable', () => {
  it.each([
    [0, 'green'],
    [79, 'green'],
    [80, 'orange'],
    [99, 'orange'],
    [100, 'red'],
    [250, 'red'],
    [-5, 'green'],
  ] as const)('count %i of optimal 100 is %s', (count, level) => {
    expect(occupancyLevel({ ...thresholds, count }).level).toBe(level);
  });

  it('a threshold of 0 turns that level off', () => {
    expect(occupancyLevel({ count: 90, optimal: 100, orangePercent: 0, redPercent: 0 }).level).toBe(
      'green',
    );
    expect(occupancyLevel({ count: 90, optimal: 50, orangePercent: 0, redPercent: 150 })).toEqual({
      level: 'red',
      percent: 180,
    });
  });
});
