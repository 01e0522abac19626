import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { shopConfigs } from '../identity/index.js';

/** Used only when an organisation has no shop config at all (as migration 0014's backfill). */
const FALLBACK_CURRENCY = 'EUR';

/**
 * The currency an order of an organisation is placed in (decision 226): the currency of the shop
 * config of the request's host name when that shop is the organisation's, else the organisation's
 * default shop config's (its `is_default` one, else its first), as migration 0014 backfilled.
 */
export async function orderCurrency(
  db: Db,
  organisationId: number,
  hostname: string,
): Promise<string> {
  const host = hostname.replace(/:\d+$/, '').toLowerCase();
  const [shop] = await db
    .select({ currency: shopConfigs.currency })
    .from(shopConfigs)
    .where(eq(shopConfigs.organisationId, organisationId))
    .orderBy(
      desc(sql`${shopConfigs.hostname} = ${host}`),
      desc(shopConfigs.isDefault),
      asc(shopConfigs.id),
    )
    .limit(1);
  return shop?.currency ?? FALLBACK_CURRENCY;
}
