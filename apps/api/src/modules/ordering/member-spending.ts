import {
  type MemberLimit,
  type MemberSpending,
  memberLimitState,
  type SpendingPeriod,
  spendingPeriodBounds,
} from '@careshop/validation';
import { and, eq, gte, inArray, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { memberLimits } from '../identity/index.js';
import { orders } from './schema.js';

/** A member's limit row as stored; no row is no limit and no threshold (decision 330). */
export type StoredMemberLimit = typeof memberLimits.$inferSelect;

/** The rule's view of a stored limit; null when the member has none. */
export function memberLimitOf(row: StoredMemberLimit | undefined | null): MemberLimit | null {
  if (!row) return null;
  return {
    limitCents: row.limitCents,
    period: row.period,
    approvalThresholdCents: row.approvalThresholdCents,
  };
}

/** The members' limit rows by user id (no row for a member without one). */
export async function memberLimitRows(
  db: Db,
  userIds: readonly number[],
): Promise<Map<number, StoredMemberLimit>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(memberLimits)
    .where(inArray(memberLimits.userId, [...userIds]));
  return new Map(rows.map((row) => [row.userId, row]));
}

/**
 * What members spent in the period `now` falls in (decision 330): the totals of their own orders
 * (not a rep's on the office's behalf) created in the period and not cancelled. One query for
 * every member of one period kind.
 */
export async function spentInPeriod(
  db: Db,
  userIds: readonly number[],
  period: SpendingPeriod,
  now: Date,
): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({
      userId: orders.userId,
      spent: sql<string>`coalesce(sum(${orders.totalCents}), 0)`,
    })
    .from(orders)
    .where(spendingOrders(inArray(orders.userId, [...userIds]), period, now))
    .groupBy(orders.userId);
  return new Map(rows.map((row) => [row.userId, Number(row.spent)]));
}

/**
 * The orders whose totals count as members' spending in the period `now` falls in: their own
 * (not a rep's on the office's behalf), created in the period and not cancelled; `who` picks the
 * members.
 */
export function spendingOrders(
  who: SQL | undefined,
  period: SpendingPeriod,
  now: Date,
): SQL | undefined {
  const { start, end } = spendingPeriodBounds(period, now);
  return and(
    who,
    isNull(orders.repUserId),
    isNull(orders.cancelledAt),
    gte(orders.createdAt, start),
    lt(orders.createdAt, end),
  );
}

/**
 * Each member's limit, spending and what is left, as `GET /office/members`, the cart check and
 * the approval requests answer it (`memberSpendingSchema`).
 */
export async function memberSpendings(
  db: Db,
  userIds: readonly number[],
  now: Date,
  currency: string,
): Promise<Map<number, MemberSpending>> {
  const limits = await memberLimitRows(db, userIds);
  const byPeriod = new Map<SpendingPeriod, number[]>();
  for (const id of userIds) {
    const period = limits.get(id)?.period ?? 'month';
    byPeriod.set(period, [...(byPeriod.get(period) ?? []), id]);
  }
  const spent = new Map<number, number>();
  for (const [period, ids] of byPeriod) {
    for (const [id, cents] of await spentInPeriod(db, ids, period, now)) spent.set(id, cents);
  }
  const answer = new Map<number, MemberSpending>();
  for (const id of userIds) {
    const row = limits.get(id);
    const period = row?.period ?? 'month';
    const bounds = spendingPeriodBounds(period, now);
    const state = memberLimitState(memberLimitOf(row), spent.get(id) ?? 0);
    answer.set(id, {
      limit_cents: state.limitCents,
      period,
      approval_threshold_cents: row?.approvalThresholdCents ?? null,
      spent_cents: state.spentCents,
      remaining_cents: state.remainingCents,
      period_start: bounds.start.toISOString(),
      period_end: bounds.end.toISOString(),
      currency,
    });
  }
  return answer;
}

/** One member's {@link memberSpendings}. */
export async function memberSpending(
  db: Db,
  userId: number,
  now: Date,
  currency: string,
): Promise<MemberSpending> {
  const spending = (await memberSpendings(db, [userId], now, currency)).get(userId);
  if (!spending) throw new Error('member spending not computed');
  return spending;
}

/**
 * One member's limit and what they spent this period, read with the caller's transaction (the
 * order's, after its office row lock, decision 330): what `approvalNeeded` weighs an order against.
 */
export async function memberLimitAndSpent(
  tx: Db,
  userId: number,
  now: Date,
): Promise<{ limit: MemberLimit | null; spentCents: number }> {
  const [row] = await tx.select().from(memberLimits).where(eq(memberLimits.userId, userId));
  const limit = memberLimitOf(row);
  if (!limit || (limit.limitCents === null && limit.approvalThresholdCents === null)) {
    return { limit, spentCents: 0 };
  }
  const spent = await spentInPeriod(tx, [userId], limit.period, now);
  return { limit, spentCents: spent.get(userId) ?? 0 };
}
