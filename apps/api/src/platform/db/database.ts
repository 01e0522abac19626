import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { Logger } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { preparedStatements } from './pglite-statements.js';

/** The Drizzle database both drivers give us; the code never asks which one it is. */
export type Db = PgDatabase<PgQueryResultHKT>;

/** One open database: the Drizzle handle, the driver kind, and how to migrate and close it. */
export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The PostgreSQL connection string (undefined on PGlite), for connections of their own (LISTEN). */
  url: string | undefined;
  /** The PGlite instance (undefined on PostgreSQL), for the job engine's own queries. */
  pglite: PGlite | undefined;
  /** Applies the committed migrations in apps/api/drizzle. */
  migrate(): Promise<void>;
  /** Cheap round trip for /readyz. */
  ping(): Promise<void>;
  /** The PostgreSQL pool's connections (undefined on PGlite: one connection, no pool). */
  poolStats(): { total: number; idle: number; waiting: number; max: number } | undefined;
  /** How many committed migrations the database has not applied yet (/readyz wants 0). */
  pendingMigrations(): Promise<number>;
  /**
   * Runs `work` while holding the start-up lock (decision 313): on PostgreSQL a session advisory
   * lock on a connection of its own, so processes starting together migrate and seed one after
   * the other; on PGlite (one process owns the data directory) it just runs.
   */
  withStartupLock<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Options of {@link openDatabase}. */
export interface OpenDatabaseOptions {
  /** postgres://… selects PostgreSQL; otherwise PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite data directory; `memory://` keeps it in memory (tests). */
  dataDir?: string | undefined;
  /** Pool size for PostgreSQL. */
  poolSize?: number;
  /** Sees every SQL statement (the bench counts the statements of one order with it). */
  onQuery?: (query: string) => void;
  /** PGlite only: start from a dumped data directory instead of running initdb (tests). */
  pgliteTemplate?: Blob;
  /** Errors of idle PostgreSQL clients (logged by the server). */
  onPoolError?: (error: Error) => void;
}

const migrationsFolder = fileURLToPath(new URL('../drizzle', import.meta.url));
const migrationsFolderFromSrc = fileURLToPath(new URL('../../../drizzle', import.meta.url));

async function resolveMigrationsFolder(): Promise<string> {
  const { existsSync } = await import('node:fs');
  // dist/*.js sits one level below apps/api, src/platform/db/*.ts three levels.
  return existsSync(`${migrationsFolder}/meta`) ? migrationsFolder : migrationsFolderFromSrc;
}

/** The advisory lock every API process takes to migrate and seed: one key for the product. */
const startupLockKey = 30_313_001;

/** The `when` of every committed migration, as Drizzle's journal lists them. */
async function committedMigrationTimes(): Promise<number[]> {
  const { readFile } = await import('node:fs/promises');
  const journal = JSON.parse(
    await readFile(`${await resolveMigrationsFolder()}/meta/_journal.json`, 'utf8'),
  ) as { entries: { when: number }[] };
  return journal.entries.map((entry) => entry.when);
}

/**
 * Drizzle's migrator applies every migration newer than the last row of its own table, so the
 * pending ones are the committed ones after that row (all of them on a database never migrated).
 */
async function countPendingMigrations(
  query: (sql: string) => Promise<{ rows: unknown[] }>,
): Promise<number> {
  const times = await committedMigrationTimes();
  let last = Number.NEGATIVE_INFINITY;
  try {
    const { rows } = await query(
      'select max(created_at)::text as last from drizzle.__drizzle_migrations',
    );
    const value = (rows[0] as { last: string | null } | undefined)?.last;
    if (value !== null && value !== undefined) last = Number(value);
  } catch (error) {
    // No migrations table yet: nothing was ever applied.
    if ((error as { code?: string }).code !== '42P01') throw error;
  }
  return times.filter((when) => when > last).length;
}

export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<Database> {
  const logger: Logger | undefined = options.onQuery
    ? { logQuery: (query) => options.onQuery?.(query) }
    : undefined;

  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
    });
    // An idle client dropped by the server (restart, failover) must not crash the process; the
    // pool replaces it on the next query.
    pool.on('error', (error) => options.onPoolError?.(error));
    pool.on('connect', nameStatements);
    const db = drizzleNodePg(pool, { ...(logger ? { logger } : {}) });
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      url: options.databaseUrl,
      pglite: undefined,
      migrate: async () => migrateNodePg(db, { migrationsFolder: await resolveMigrationsFolder() }),
      ping: async () => {
        await pool.query('select 1');
      },
      poolStats: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
        max: pool.options.max ?? 10,
      }),
      pendingMigrations: () => countPendingMigrations((sql) => pool.query(sql)),
      withStartupLock: async (work) => {
        // Not a pooled client: the lock belongs to this session until it is released or the
        // connection ends (a process killed while migrating frees it with its connection).
        const lockClient = new pg.Client({ connectionString: options.databaseUrl });
        await lockClient.connect();
        try {
          await lockClient.query('select pg_advisory_lock($1)', [startupLockKey]);
          return await work();
        } finally {
          await lockClient.end();
        }
      },
      close: () => pool.end(),
    };
  }

  const dataDir = options.dataDir ?? './.data';
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(
    dataDir,
    options.pgliteTemplate ? { loadDataDir: options.pgliteTemplate } : {},
  );
  queueFairly(client);
  const db = drizzlePglite(client, { ...(logger ? { logger } : {}) });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    url: undefined,
    pglite: client,
    migrate: async () => migratePglite(db, { migrationsFolder: await resolveMigrationsFolder() }),
    ping: async () => {
      await client.query('select 1');
    },
    poolStats: () => undefined,
    pendingMigrations: () => countPendingMigrations((sql) => client.query(sql)),
    withStartupLock: (work) => work(),
    close: () => client.close(),
  };
}

/** At most this many statements are kept prepared on one PostgreSQL connection. */
const PREPARED_PER_CONNECTION = 500;

/**
 * Gives each parameterised statement a client sends a name of its own (the first time, per
 * connection), so PostgreSQL parses and analyses it once per connection and then only binds and
 * runs it, instead of parsing the same text for every order (issue 31: parse and plan were a large
 * share of PostgreSQL's CPU per order). What a statement does and answers is unchanged: the same
 * text with the same values. Statements without values (migrations, several commands in one text)
 * and queries that submit themselves (cursors, LISTEN clients) are sent as before, and past
 * PREPARED_PER_CONNECTION distinct texts a connection sends new ones unnamed.
 */
function nameStatements(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const names = new Map<string, string>();
  Object.assign(client, {
    query: (config: unknown, ...rest: unknown[]) => {
      const values = rest[0];
      if (
        config !== null &&
        typeof config === 'object' &&
        !('submit' in config) &&
        !('name' in config && config.name) &&
        'text' in config &&
        typeof config.text === 'string' &&
        Array.isArray(values) &&
        values.length > 0
      ) {
        let name = names.get(config.text);
        if (name === undefined && names.size < PREPARED_PER_CONNECTION) {
          name = `careshop_${names.size}`;
          names.set(config.text, name);
        }
        if (name !== undefined) return query({ ...config, name }, ...rest);
      }
      return query(config, ...rest);
    },
  });
}

/**
 * PGlite runs in this process behind one connection, and its queries answer in promise callbacks
 * without returning to the event loop: a queue of waiting transactions runs for seconds in one turn
 * of the loop, during which no connection is accepted and no request is read, so a request that
 * arrives then waits far longer than the ones already queued. Each query, exec and transaction
 * outside a transaction therefore joins one FIFO queue that runs them one at a time with a turn of
 * the event loop between them: requests are served in the order they arrive, and arrivals are read
 * while others wait (issue 31). Statements inside a transaction go straight on: it holds the
 * connection. (A query outside the transaction while one runs waited for it before too.)
 * Parameterised statements, in a transaction or not, are prepared once and then only bound and
 * run (decision 351, pglite-statements.ts).
 */
function queueFairly(client: PGlite): void {
  let tail: Promise<unknown> = Promise.resolve();
  const turn = () => new Promise<void>((resolve) => setImmediate(resolve));
  const inTurn = <T>(work: () => Promise<T>): Promise<T> => {
    const run = tail.then(turn).then(work);
    tail = run.catch(() => undefined);
    return run;
  };
  const statements = preparedStatements(client);
  const query = statements.clientQuery(client.query.bind(client));
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  Object.assign(client, {
    query: (...args: Parameters<typeof query>) => inTurn(() => query(...args)),
    exec: (...args: Parameters<typeof exec>) => inTurn(() => exec(...args)),
    transaction: <T>(callback: (tx: Transaction) => Promise<T>) =>
      inTurn(() => transaction((tx) => callback(statements.inTransaction(tx)))),
  });
}
