import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './local-calendar';
import { type RowBucket, rowBuckets } from './row-buckets';
import type { Interval } from './schedule';

const HOUR = 3_600_000;
const ZONES = ['Europe/Amsterdam', 'Europe/Berlin', 'America/New_York'] as const;
const span = (b: RowBucket) => (b.toInstant.getTime() - b.fromInstant.getTime()) / HOUR;

describe('rowBuckets', () => {
  it('the day clocks go forward has 23 hours, without 02:00 (Amsterdam)', () => {
    const hours = rowBuckets('2024-03-31', '2024-04-01', 'h', 'Europe/Amsterdam');
    expect(hours).toHaveLength(23);
    expect(hours.map((b) => b.hour)).not.toContain(2);
    expect(hours.every((b) => span(b) === 1)).toBe(true);
  });

  it('the day clocks go back has one 01:00 row spanning two real hours (New York)', () => {
    const hours = rowBuckets('2024-11-03', '2024-11-04', 'h', 'America/New_York');
    expect(hours.map((b) => b.hour)).toEqual([...Array(24).keys()]);
    expect(hours.map(span)).toEqual(hours.map((b) => (b.hour === 1 ? 2 : 1)));
    expect(hours[1]?.key).toBe('2024-11-03T01');
  });

  it('months and years are clipped to the window and keyed by month or year', () => {
    const months = rowBuckets('2024-01-15', '2024-03-10', 'M', 'Europe/Berlin');
    expect(months.map((b) => [b.key, b.from, b.to])).toEqual([
      ['2024-01', '2024-01-15', '2024-02-01'],
      ['2024-02', '2024-02-01', '2024-03-01'],
      ['2024-03', '2024-03-01', '2024-03-10'],
    ]);
    expect(rowBuckets('2023-12-01', '2025-01-01', 'Y', 'UTC').map((b) => b.key)).toEqual([
      '2023',
      '2024',
    ]);
    expect(rowBuckets('2024-01-01', '2024-02-01', '-', 'UTC').map((b) => b.key)).toEqual(['total']);
    expect(rowBuckets('2024-02-01', '2024-02-01', 'D', 'UTC')).toEqual([]);
  });

  it('rows tile the window in every zone and interval, across DST changes', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ZONES),
        fc.constantFrom<Interval>('h', 'D', 'M', 'Y', '-'),
        fc.integer({ min: 0, max: 3 * 365 }),
        fc.integer({ min: 1, max: 90 }),
        (zone, interval, offset, days) => {
          const from = addDays('2023-01-01', offset);
          const to = addDays(from, days);
          const buckets = rowBuckets(from, to, interval, zone);
          const whole = rowBuckets(from, to, '-', zone)[0] as RowBucket;
          expect(buckets[0]?.fromInstant).toEqual(whole.fromInstant);
          expect(buckets.at(-1)?.toInstant).toEqual(whole.toInstant);
          for (let i = 1; i < buckets.length; i++) {
            expect((buckets[i] as RowBucket).fromInstant).toEqual(
              (buckets[i - 1] as RowBucket).toInstant,
            );
          }
          expect(new Set(buckets.map((b) => b.key)).size).toBe(buckets.length);
          if (interval === 'h') {
            const total = buckets.reduce((sum, b) => sum + span(b), 0);
            expect(total).toBe(span(whole));
            expect(buckets.length).toBeGreaterThanOrEqual(days * 24 - 1);
            expect(buckets.length).toBeLessThanOrEqual(days * 24);
          }
        },
      ),
      { numRuns: 100 },
    );
  });
});
