// A member's spending limit and approval threshold (issue 29, decision 330): the one rule the API
// enforces when an order is placed and the shop previews in the cart. Money in integer cents.

/** How often a member's spending limit starts again: a calendar month, quarter or year (UTC). */
export const SPENDING_PERIODS = ['month', 'quarter', 'year'] as const;
export type SpendingPeriod = (typeof SPENDING_PERIODS)[number];

/** A member's limit as the office administrator set it; `null` amounts mean "none". */
export interface MemberLimit {
  /** Most the member may order per period without approval; `null`: no limit. */
  limitCents: number | null;
  period: SpendingPeriod;
  /** An order above this total needs approval whatever is left; `null`: no threshold. */
  approvalThresholdCents: number | null;
}

/** The calendar period (UTC) `now` falls in: `[start, end)`. */
export function spendingPeriodBounds(
  period: SpendingPeriod,
  now: Date,
): { start: Date; end: Date } {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  const firstMonth = period === 'year' ? 0 : period === 'quarter' ? month - (month % 3) : month;
  const length = period === 'year' ? 12 : period === 'quarter' ? 3 : 1;
  return {
    start: new Date(Date.UTC(year, firstMonth, 1)),
    end: new Date(Date.UTC(year, firstMonth + length, 1)),
  };
}

/** What the cart and the colleagues list show of a member's limit. */
export interface MemberLimitState {
  /** `null` when the member has no limit: "no limit" is never exceeded. */
  limitCents: number | null;
  spentCents: number;
  /** What is left this period, never below 0; `null` when there is no limit. */
  remainingCents: number | null;
  /** True only when there is a limit and the spending reached or passed it. */
  exhausted: boolean;
}

export function memberLimitState(limit: MemberLimit | null, spentCents: number): MemberLimitState {
  const limitCents = limit?.limitCents ?? null;
  if (limitCents === null) {
    return { limitCents: null, spentCents, remainingCents: null, exhausted: false };
  }
  const remainingCents = Math.max(0, limitCents - spentCents);
  return { limitCents, spentCents, remainingCents, exhausted: remainingCents === 0 };
}

/** Why an order waits for approval instead of being placed. */
export type ApprovalReason = 'over_threshold' | 'over_limit';

/**
 * Whether an order of `totalCents` (what the office pays: after discount, with shipping) needs an
 * approver: over the member's per-order threshold, or over what is left of their limit. An order
 * with nothing to pay never does; equal to the threshold or to what is left is still placed.
 */
export function approvalNeeded(
  limit: MemberLimit | null,
  spentCents: number,
  totalCents: number,
): ApprovalReason | null {
  if (!limit || totalCents <= 0) return null;
  if (limit.approvalThresholdCents !== null && totalCents > limit.approvalThresholdCents) {
    return 'over_threshold';
  }
  const state = memberLimitState(limit, spentCents);
  if (state.remainingCents !== null && totalCents > state.remainingCents) return 'over_limit';
  return null;
}
