import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import type { PaymentProvider } from '../modules/ordering/payments/payment-provider.js';
import { type Config, loadConfig } from '../platform/config.js';
import { type Database, openDatabase } from '../platform/db/database.js';
import { demoPassword, seedDemo } from '../seed.js';
import { type CareshopServer, createServer } from '../server.js';

/** Which databases the integration tests run on: PGlite always, PostgreSQL when configured. */
export type TestDatabaseKind = 'pglite' | 'postgres';

export function testDatabaseKinds(): TestDatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/** A settable clock, so tests can cross a year boundary or an expiry. */
export interface TestClock {
  now: () => Date;
  set(date: Date | string): void;
  advance(ms: number): void;
}

export function testClock(start: Date | string = '2026-06-15T10:00:00Z'): TestClock {
  let current = new Date(start);
  return {
    now: () => new Date(current),
    set: (date) => {
      current = new Date(date);
    },
    advance: (ms) => {
      current = new Date(current.getTime() + ms);
    },
  };
}

/** One API on a fresh, seeded database. */
export interface TestApi {
  app: CareshopServer;
  database: Database;
  kind: TestDatabaseKind;
  clock: TestClock;
  config: Config;
  /** Logs a demo (or any) account in and answers its bearer header value. */
  login(email: string, password?: string): Promise<string>;
  close(): Promise<void>;
}

/** Options of {@link startTestApi}. */
export interface StartTestApiOptions {
  env?: Record<string, string>;
  clock?: TestClock;
  seed?: boolean;
  onQuery?: (query: string) => void;
  /** Receives the server's JSON log lines (default: no logging). */
  logStream?: { write(line: string): void };
  /** The level of those lines (default info). */
  logLevel?: 'info' | 'debug' | 'trace';
  /** Another payment provider than the built-in test checkout (e.g. one whose ledger a test reads). */
  paymentProvider?: PaymentProvider;
  /** Adds routes of the test's own before the server is ready (e.g. one that fails a query). */
  extraRoutes?: (app: CareshopServer) => void;
}

/** Creates a uniquely named database on `adminUrl`'s server; `drop` removes it. */
export async function createPostgresDatabase(
  adminUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `careshop_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

let template: Blob | undefined;

function pgliteTemplate(): Blob {
  template ??= new Blob([readFileSync(inject('pgliteTemplate'))]);
  return template;
}

/**
 * Starts the API in process on a new database: an in-memory PGlite, or a uniquely named
 * PostgreSQL database created on TEST_DATABASE_URL's server and dropped on close.
 */
export async function startTestApi(
  kind: TestDatabaseKind,
  options: StartTestApiOptions = {},
): Promise<TestApi> {
  const clock = options.clock ?? testClock();
  let dropDatabase: (() => Promise<void>) | undefined;
  let databaseUrl: string | undefined;
  if (kind === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
    const created = await createPostgresDatabase(adminUrl);
    databaseUrl = created.url;
    dropDatabase = created.drop;
  }
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_MINUTE: '100000',
    PUBLIC_URL: 'http://shop.test',
    // The job engine is tested on its own (src/jobs); a test that needs it passes JOBS=1.
    JOBS: '0',
    ...options.env,
  });
  const database = await openDatabase({
    databaseUrl,
    dataDir: 'memory://',
    poolSize: 20,
    ...(kind === 'pglite' ? { pgliteTemplate: pgliteTemplate() } : {}),
    ...(options.onQuery ? { onQuery: options.onQuery } : {}),
  });
  await database.migrate();
  if (options.seed !== false) await seedDemo(database.db, clock.now());
  const app = await createServer({
    config,
    database,
    now: clock.now,
    logger: options.logStream
      ? { level: options.logLevel ?? 'info', stream: options.logStream }
      : false,
    ...(options.paymentProvider ? { paymentProvider: options.paymentProvider } : {}),
  });
  options.extraRoutes?.(app);
  await app.ready();

  return {
    app,
    database,
    kind,
    clock,
    config,
    async login(email, password = demoPassword) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password },
      });
      if (response.statusCode !== 200) {
        throw new Error(`login ${email} failed: ${response.statusCode} ${response.body}`);
      }
      return `Bearer ${response.json<{ auth: string }>().auth}`;
    },
    async close() {
      await app.close();
      await database.close();
      await dropDatabase?.();
    },
  };
}
