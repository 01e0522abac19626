import { describe, expect, it } from 'vitest';
import {
  approvalNeeded,
  type MemberLimit,
  memberLimitState,
  spendingPeriodBounds,
} from './spending-limit.js';

const monthly = (limitCents: number | null, threshold: number | null = null): MemberLimit => ({
  limitCents,
  period: 'month',
  approvalThresholdCents: threshold,
});

describe('spendingPeriodBounds', () => {
  const now = new Date('2026-11-29T23:30:00Z');
  it('starts a month, a quarter and a year on their first day (UTC)', () => {
    expect(spendingPeriodBounds('month', now)).toEqual({
      start: new Date('2026-11-01T00:00:00Z'),
      end: new Date('2026-12-01T00:00:00Z'),
    });
    expect(spendingPeriodBounds('quarter', now)).toEqual({
      start: new Date('2026-10-01T00:00:00Z'),
      end: new Date('2027-01-01T00:00:00Z'),
    });
    expect(spendingPeriodBounds('year', now)).toEqual({
      start: new Date('2026-01-01T00:00:00Z'),
      end: new Date('2027-01-01T00:00:00Z'),
    });
  });
  it('rolls into the next year in December', () => {
    expect(spendingPeriodBounds('month', new Date('2026-12-31T12:00:00Z')).end).toEqual(
      new Date('2027-01-01T00:00:00Z'),
    );
  });
});

describe('memberLimitState', () => {
  it('never shows "no limit" as exceeded', () => {
    expect(memberLimitState(null, 999_999)).toEqual({
      limitCents: null,
      spentCents: 999_999,
      remainingCents: null,
      exhausted: false,
    });
    expect(memberLimitState(monthly(null, 5000), 999_999).exhausted).toBe(false);
  });
  it('counts down to zero and no further', () => {
    expect(memberLimitState(monthly(10_000), 2500).remainingCents).toBe(7500);
    expect(memberLimitState(monthly(10_000), 12_000)).toMatchObject({
      remainingCents: 0,
      exhausted: true,
    });
  });
});

describe('approvalNeeded', () => {
  it('places orders of a member without limits', () => {
    expect(approvalNeeded(null, 0, 1_000_000)).toBeNull();
    expect(approvalNeeded(monthly(null), 0, 1_000_000)).toBeNull();
  });
  it('asks for approval over the threshold, not at it', () => {
    expect(approvalNeeded(monthly(null, 5000), 0, 5000)).toBeNull();
    expect(approvalNeeded(monthly(null, 5000), 0, 5001)).toBe('over_threshold');
  });
  it('asks for approval over what is left, not at it', () => {
    expect(approvalNeeded(monthly(10_000), 4000, 6000)).toBeNull();
    expect(approvalNeeded(monthly(10_000), 4000, 6001)).toBe('over_limit');
  });
  it('never for an order with nothing to pay', () => {
    expect(approvalNeeded(monthly(0, 0), 0, 0)).toBeNull();
  });
});
