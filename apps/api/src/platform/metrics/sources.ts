import { count, isNull, min, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { outbox } from '../mail/schema.js';
import type { MetricSources } from './metrics.js';

/** Undefined instead of a failed scrape when a table is not there (the job engine never started). */
async function unlessMissing<T>(read: () => Promise<T>): Promise<T | undefined> {
  try {
    return await read();
  } catch (error) {
    if ((error as { code?: string; cause?: { code?: string } }).code === '42P01') return undefined;
    if ((error as { cause?: { code?: string } }).cause?.code === '42P01') return undefined;
    throw error;
  }
}

/** The scrape-time gauges' readings from the database every process shares (decision 314). */
export function databaseMetricSources(database: Database, now: () => Date): MetricSources {
  return {
    outbox: async () => {
      const [row] = await database.db
        .select({ backlog: count(), oldest: min(outbox.createdAt) })
        .from(outbox)
        .where(isNull(outbox.sentAt));
      const oldest = row?.oldest ? new Date(row.oldest).getTime() : undefined;
      return {
        backlog: row?.backlog ?? 0,
        oldestAgeSeconds: oldest === undefined ? 0 : Math.max(0, (now().getTime() - oldest) / 1000),
      };
    },
    jobs: () =>
      unlessMissing(async () => {
        const result = (await database.db.execute(
          sql.raw(
            'select name as queue, state::text as state, count(*)::int as count from pgboss.job group by name, state',
          ),
        )) as unknown as { rows: { queue: string; state: string; count: number }[] };
        return result.rows.map((row) => ({ ...row, count: Number(row.count) }));
      }),
    pool: () => database.poolStats(),
  };
}
