import type { RepOffice } from '@careshop/validation';
import { and, asc, desc, eq, ilike, isNotNull, max, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { containsPattern } from '../../platform/db/like-pattern.js';
import { offices } from '../identity/index.js';
import { officeApprovedCondition } from './acting-office.js';
import { orders, repOfficeChoices } from './schema.js';

/** Most offices the finder answers; a rep narrows the search rather than pages. */
export const OFFICE_SEARCH_LIMIT = 20;

/** Most offices in a rep's recent list. */
export const RECENT_OFFICES_LIMIT = 8;

type OfficeRow = typeof offices.$inferSelect;

function repOfficeOf(office: OfficeRow, lastUsed?: Date): RepOffice {
  return {
    id: office.id,
    cust_no: office.custNo,
    company_name: office.companyName,
    city: office.city,
    postalcode: office.postalcode,
    country: office.country,
    last_used: lastUsed?.toISOString() ?? null,
  };
}

/**
 * The offices of the rep's organisation whose licence is approved (the ones the rep may order
 * for, decision 141) whose name, city or customer number contains `query` (case-insensitive), by
 * name (decision 232).
 */
export async function searchRepOffices(
  db: Db,
  organisationId: number,
  query: string,
): Promise<RepOffice[]> {
  const pattern = containsPattern(query);
  const rows = await db
    .select()
    .from(offices)
    .where(
      and(
        eq(offices.organisationId, organisationId),
        officeApprovedCondition(db),
        or(
          ilike(offices.companyName, pattern),
          ilike(offices.city, pattern),
          ilike(offices.custNo, pattern),
        ),
      ),
    )
    .orderBy(asc(offices.companyName), asc(offices.id))
    .limit(OFFICE_SEARCH_LIMIT);
  return rows.map((row) => repOfficeOf(row));
}

/** Notes that the rep chose the office now (the recent list's "choices"). */
export async function recordRepChoice(
  db: Db,
  repUserId: number,
  officeId: number,
  now: Date,
): Promise<void> {
  await db
    .insert(repOfficeChoices)
    .values({ repUserId, officeId, chosenAt: now })
    .onConflictDoUpdate({
      target: [repOfficeChoices.repUserId, repOfficeChoices.officeId],
      set: { chosenAt: now },
    });
}

/**
 * The rep's recent offices, most recent first: each office the rep chose or placed an on-behalf
 * order for, at the later of the two, still in the rep's organisation and still approved
 * (decision 232).
 */
export async function recentRepOffices(
  db: Db,
  repUserId: number,
  organisationId: number,
): Promise<RepOffice[]> {
  const inScope = and(eq(offices.organisationId, organisationId), officeApprovedCondition(db));
  const [chosen, ordered] = await Promise.all([
    db
      .select({ office: offices, at: repOfficeChoices.chosenAt })
      .from(repOfficeChoices)
      .innerJoin(offices, eq(offices.id, repOfficeChoices.officeId))
      .where(and(eq(repOfficeChoices.repUserId, repUserId), inScope))
      .orderBy(desc(repOfficeChoices.chosenAt))
      .limit(RECENT_OFFICES_LIMIT),
    db
      .select({ office: offices, at: max(orders.createdAt) })
      .from(orders)
      .innerJoin(offices, eq(offices.id, orders.officeId))
      .where(and(eq(orders.repUserId, repUserId), isNotNull(orders.repUserId), inScope))
      .groupBy(offices.id)
      .orderBy(desc(sql`max(${orders.createdAt})`))
      .limit(RECENT_OFFICES_LIMIT),
  ]);
  const latest = new Map<number, { office: OfficeRow; at: Date }>();
  for (const { office, at } of [...chosen, ...ordered]) {
    if (!at) continue;
    const when = new Date(at);
    const seen = latest.get(office.id);
    if (!seen || seen.at < when) latest.set(office.id, { office, at: when });
  }
  return [...latest.values()]
    .sort((a, b) => b.at.getTime() - a.at.getTime() || a.office.id - b.office.id)
    .slice(0, RECENT_OFFICES_LIMIT)
    .map(({ office, at }) => repOfficeOf(office, at));
}
