import { desc, eq, or, sql } from 'drizzle-orm';
import { NotFoundError } from '../../platform/http/errors.js';
import type { IdentityContext } from './deps.js';
import { shopConfigs } from './schema.js';

/** A shop config row with its default language (the first locale's two letters). */
export interface ResolvedShop {
  config: typeof shopConfigs.$inferSelect;
  organisationId: number;
  defaultLanguage: string;
}

/**
 * The shop for a hostname; any unknown hostname falls back to the default shop. Read at most once a
 * second per hostname (decision 240): every request of the shop asks it.
 */
export function resolveShop(ctx: IdentityContext, hostname: string): Promise<ResolvedShop> {
  const host = hostname.replace(/:\d+$/, '').toLowerCase();
  return ctx.readCache.get(`shop|${host}`, () => readShop(ctx, host));
}

async function readShop(ctx: IdentityContext, host: string): Promise<ResolvedShop> {
  // One round trip: the exact hostname if configured, else the default shop.
  const [config] = await ctx.db
    .select()
    .from(shopConfigs)
    .where(or(eq(shopConfigs.hostname, host), eq(shopConfigs.isDefault, true)))
    .orderBy(desc(sql`${shopConfigs.hostname} = ${host}`))
    .limit(1);
  if (!config) throw new NotFoundError('No shop is configured');
  return {
    config,
    organisationId: config.organisationId,
    defaultLanguage: config.locales[0]?.slice(0, 2) ?? 'fr',
  };
}
