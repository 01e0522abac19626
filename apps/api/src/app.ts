import type { Config } from './platform/config.js';
import { type Database, openDatabase } from './platform/db/database.js';
import { isEmpty, seedDemo } from './seed.js';

/** Options of {@link prepareDatabase}. */
export interface PrepareDatabaseOptions {
  onQuery?: (query: string) => void;
  now?: Date;
}

/**
 * Opens the configured database, applies migrations and seeds it when it is empty, under the
 * start-up lock, so several processes may start at once.
 */
export async function prepareDatabase(
  config: Config,
  options: PrepareDatabaseOptions = {},
): Promise<{ database: Database; seeded: boolean }> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    poolSize: config.databasePoolSize,
    dataDir: config.dataDir,
    ...(options.onQuery ? { onQuery: options.onQuery } : {}),
  });
  // Processes starting together on an empty database take turns (decision 313): the first
  // migrates and seeds, the others find it done.
  const seeded = await database.withStartupLock(async () => {
    await database.migrate();
    if (!config.seed || !(await isEmpty(database.db))) return false;
    await seedDemo(database.db, options.now ?? new Date(), {
      historyDays: config.demoHistoryDays,
    });
    return true;
  });
  return { database, seeded };
}
