import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { prepareDatabase } from './app.js';
import { organisations, users } from './modules/identity/index.js';
import { loadConfig } from './platform/config.js';
import type { Database } from './platform/db/database.js';
import { demoPassword } from './seed.js';
import { createServer } from './server.js';
import { createPostgresDatabase, testDatabaseKinds } from './testing/harness.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function seededRows(database: Database) {
  const [orgs] = await database.db.select({ n: count() }).from(organisations);
  const [customers] = await database.db
    .select({ n: count() })
    .from(users)
    .where(eq(users.email, 'customer@demo.test'));
  return { organisations: orgs?.n ?? 0, customers: customers?.n ?? 0 };
}

describe.each(testDatabaseKinds())('issue 30 Start-up on %s: migrations and seed once', (kind) => {
  if (kind === 'pglite') {
    it('seeds an empty data directory once; the next start finds it seeded', async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'careshop-startup-'));
      try {
        const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, JOBS: '0' });
        const first = await prepareDatabase(config);
        const reference = await seededRows(first.database);
        await first.database.close();
        const second = await prepareDatabase(config);
        try {
          expect([first.seeded, second.seeded]).toEqual([true, false]);
          expect(await seededRows(second.database)).toEqual(reference);
          expect(reference.customers).toBe(1);
        } finally {
          await second.database.close();
        }
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    }, 120_000);
    return;
  }

  it('three processes starting at once on an empty database: one migrates and seeds, all serve', async () => {
    const adminUrl = process.env.TEST_DATABASE_URL as string;
    const created = await createPostgresDatabase(adminUrl);
    const config = loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: created.url,
      JOBS: '0',
      LOG_LEVEL: 'silent',
    });
    const started: Database[] = [];
    try {
      const results = await Promise.all([1, 2, 3].map(() => prepareDatabase(config)));
      started.push(...results.map((result) => result.database));
      expect(results.filter((result) => result.seeded)).toHaveLength(1);
      const rows = await seededRows(results[0]?.database as Database);
      expect(rows.customers).toBe(1);
      // One seed's organisations: a second seed would have written each name twice.
      const names = await results[0]?.database.db
        .selectDistinct({ name: organisations.name })
        .from(organisations);
      expect(rows.organisations).toBe(names?.length);
      // Each with its job engine: pg-boss creating its queues in three processes at once
      // deadlocked before they took turns.
      const withJobs = { ...config, jobs: true };
      const apps = await Promise.all(
        results.map(async ({ database }) => {
          const app = await createServer({ config: withJobs, database, logger: false });
          await app.ready();
          return app;
        }),
      );
      for (const [index, { database }] of results.entries()) {
        expect(await database.pendingMigrations()).toBe(0);
        const app = apps[index] as (typeof apps)[number];
        try {
          const ready = await app.inject({ method: 'GET', url: '/readyz' });
          expect(ready.statusCode).toBe(200);
          const login = await app.inject({
            method: 'POST',
            url: '/api/auth/login',
            payload: { email: 'customer@demo.test', password: demoPassword },
          });
          expect(login.statusCode).toBe(200);
        } finally {
          await app.close();
        }
      }
    } finally {
      await Promise.all(started.map((database) => database.close()));
      await created.drop();
    }
  }, 180_000);

  it('waits for the start-up lock another process holds', async () => {
    const adminUrl = process.env.TEST_DATABASE_URL as string;
    const created = await createPostgresDatabase(adminUrl);
    const holder = new pg.Client({ connectionString: created.url });
    await holder.connect();
    const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: created.url, JOBS: '0' });
    let database: Database | undefined;
    try {
      const {
        rows: [lock],
      } = await holder.query<{ objid: number }>(
        'select pg_advisory_lock(30313001), 30313001 as objid',
      );
      expect(lock?.objid).toBe(30313001);
      let done = false;
      const starting = prepareDatabase(config).then((result) => {
        done = true;
        return result;
      });
      await sleep(1_500);
      expect(done).toBe(false);
      await holder.query('select pg_advisory_unlock(30313001)');
      const result = await starting;
      database = result.database;
      expect(result.seeded).toBe(true);
    } finally {
      await holder.end();
      await database?.close();
      await created.drop();
    }
  }, 120_000);
});
