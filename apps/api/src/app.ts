import type { Config } from './platform/config.js';
import { type Database, openDatabase } from './platform/db/database.js';
import { isEmpty, seedDemo } from './seed.js';

/** Options of {@link prepareDatabase}. */
export interface PrepareDatabaseOptions {
  onQuery?: (query: string) => void;
  now?: Date;
}

/** Opens the configured database, applies migrations and seeds it when it is empty. */
export async function prepareDatabase(
  config: Config,
  options: PrepareDatabaseOptions = {},
): Promise<{ database: Database; seeded: boolean }> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    ...(options.onQuery ? { onQuery: options.onQuery } : {}),
  });
  await database.migrate();
  let seeded = false;
  if (config.seed && (await isEmpty(database.db))) {
    await seedDemo(database.db, options.now ?? new Date(), {
      historyDays: config.demoHistoryDays,
    });
    seeded = true;
  }
  return { database, seeded };
}
