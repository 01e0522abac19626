import { describe, expect, it } from 'vitest';
import { addDays, bucketLabel, busiestCell, changePercent } from './count-labels';

describe('count labels', () => {
  it('moves local dates by whole days across month ends and DST changes', () => {
    expect(addDays('2026-10-24', 1)).toBe('2026-10-25');
    expect(addDays('2026-10-25', 1)).toBe('2026-10-26');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('labels a bucket in its own local time whatever the browser zone', () => {
    expect(bucketLabel('2026-11-24T09', 'h', 'en')).toMatch(/09:00/);
    expect(bucketLabel('2026-11-24', 'M', 'de')).toBe('November 2026');
    expect(bucketLabel('2026-11-24', 'D', 'en')).toContain('24');
  });

  it('compares with the previous period, and says nothing without a base', () => {
    expect(changePercent(110, 100)).toBe(10);
    expect(changePercent(50, 100)).toBe(-50);
    expect(changePercent(5, 0)).toBeNull();
  });

  it('finds the busiest weekday hour, or none when nothing was counted', () => {
    const cells = Array.from({ length: 7 }, () => Array.from({ length: 24 }, () => 0));
    expect(busiestCell(cells)).toBeNull();
    (cells[5] as number[])[15] = 139.3;
    (cells[0] as number[])[10] = 20;
    expect(busiestCell(cells)).toEqual({ weekday: 5, hour: 15, value: 139.3 });
  });
});
