import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import type { PaymentProvider } from '../modules/ordering/payments/payment-provider.js';
import { type Config, loadConfig } from '../platform/config.js';
import { type Database, openDatabase } from '../platform/db/database.js';
import { demoPassword, seedDemo } from '../seed.js';
import { type CareshopServer, createServer } from '../server.js';
import { testDemoPasswordHash } from './passwords.js';
import { databaseUrl, type TemplateKind, testStart, uniqueDatabaseName } from './templates.js';

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

export function testClock(start: Date | string = testStart): TestClock {
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

/**
 * Creates a uniquely named database on `adminUrl`'s server, empty or as a copy of `template` (a
 * template database of the run's global setup); `drop` removes it.
 */
export async function createPostgresDatabase(
  adminUrl: string,
  template?: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = uniqueDatabaseName('test');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  return {
    url: databaseUrl(adminUrl, name),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

const pgliteTemplates: Partial<Record<TemplateKind, Blob>> = {};

/** The global setup's dumped PGlite cluster of this kind (read once per test file). */
function pgliteTemplate(kind: TemplateKind): Blob {
  pgliteTemplates[kind] ??= new Blob([readFileSync(inject('pgliteTemplates')[kind])]);
  return pgliteTemplates[kind];
}

/**
 * Starts the API in process on a new database: an in-memory PGlite, or a uniquely named
 * PostgreSQL database created on TEST_DATABASE_URL's server and dropped on close; either a copy
 * of the global setup's migrated or seeded template.
 */
export async function startTestApi(
  kind: TestDatabaseKind,
  options: StartTestApiOptions = {},
): Promise<TestApi> {
  const clock = options.clock ?? testClock();
  const seed = options.seed !== false;
  // The seeded template holds the demo as seedDemo writes it at testStart; a clock elsewhere gets
  // the migrated template and a seed of its own, dated by that clock (decision 355).
  const seededCopy = seed && clock.now().getTime() === Date.parse(testStart);
  const template: TemplateKind = seededCopy ? 'seeded' : 'migrated';
  let dropDatabase: (() => Promise<void>) | undefined;
  let url: string | undefined;
  if (kind === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
    const created = await createPostgresDatabase(adminUrl, inject('postgresTemplates')[template]);
    url = created.url;
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
    databaseUrl: url,
    dataDir: 'memory://',
    poolSize: 20,
    ...(kind === 'pglite' ? { pgliteTemplate: pgliteTemplate(template) } : {}),
    ...(options.onQuery ? { onQuery: options.onQuery } : {}),
  });
  // Applies nothing on a template's copy (migrated already); kept so every test database passes
  // the migrator as a server's does.
  await database.migrate();
  if (seed && !seededCopy) {
    await seedDemo(database.db, clock.now(), { passwordHash: await testDemoPasswordHash() });
  }
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
