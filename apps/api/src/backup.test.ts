import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { prepareDatabase } from './app.js';
import { runCli } from './cli-commands.js';
import { loadConfig } from './platform/config.js';
import type { Database } from './platform/db/database.js';
import { demoPassword } from './seed.js';
import { createServer } from './server.js';
import { createPostgresDatabase, testDatabaseKinds } from './testing/harness.js';

const baseEnv = {
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  JOBS: '0',
  RATE_LIMIT_PER_MINUTE: '100000',
  DEMO_HISTORY_DAYS: '1',
};

/** Every table of the database with its row count and a hash of its rows. */
async function fingerprint(database: Database): Promise<Record<string, string>> {
  const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;
  const tables = rowsOf(
    await database.db.execute(
      sql.raw(`select table_schema as s, table_name as t from information_schema.tables
        where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE'
        order by 1, 2`),
    ),
  );
  const print: Record<string, string> = {};
  for (const { s, t } of tables) {
    const [row] = rowsOf(
      await database.db.execute(
        sql.raw(`select count(*)::int as n,
            coalesce(md5(string_agg(x::text, '|' order by x::text)), '') as h
          from "${s}"."${t}" x`),
      ),
    );
    print[`${s}.${t}`] = `${row?.n}:${row?.h}`;
  }
  return print;
}

describe.each(testDatabaseKinds())('issue 30: backup and restore on %s', (kind) => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  /** A new database; `fromTemplate` starts a PGlite one from the copied empty cluster (no initdb). */
  async function newTarget(fromTemplate = false): Promise<Record<string, string>> {
    if (kind === 'postgres') {
      const created = await createPostgresDatabase(process.env.TEST_DATABASE_URL ?? '');
      cleanups.push(created.drop);
      return { DATABASE_URL: created.url };
    }
    const dir = mkdtempSync(join(tmpdir(), 'careshop-backup-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    if (fromTemplate) {
      const template = new Blob([readFileSync(inject('pgliteTemplate'))]);
      await (await PGlite.create(join(dir, 'data'), { loadDataDir: template })).close();
    }
    return { DATA_DIR: join(dir, 'data') };
  }

  it('restores orders and counts into a new database that the product then serves', async () => {
    const work = mkdtempSync(join(tmpdir(), 'careshop-backup-file-'));
    cleanups.push(() => rmSync(work, { recursive: true, force: true }));
    const file = join(work, kind === 'postgres' ? 'careshop.dump' : 'careshop.tar.gz');

    // The source: the demo with two days of counts, and one order placed through the API.
    const sourceEnv = { ...baseEnv, ...(await newTarget(true)) };
    const source = await prepareDatabase(loadConfig(sourceEnv));
    const app = await createServer({
      config: loadConfig(sourceEnv),
      database: source.database,
      logger: false,
    });
    await app.ready();
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'customer@demo.test', password: demoPassword },
    });
    const auth = { authorization: `Bearer ${login.json<{ auth: string }>().auth}` };
    const placed = await app.inject({
      method: 'POST',
      url: '/api/admin/order',
      headers: { ...auth, 'idempotency-key': randomUUID() },
      payload: {
        lines: [{ id: 'BF-002', quantity: 1 }],
        shipping_address: {
          name: 'Cabinet Dupont',
          address: '12 rue des Lilas',
          city: 'Lyon',
          postalcode: '69003',
          country: 'FR',
        },
        shipping_method: 'standard',
        payment_method: 'invoice',
        accepted_terms: true,
        accepted_sales_terms: true,
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const before = await fingerprint(source.database);
    expect(before['public.orders']).not.toMatch(/^0:/);
    expect(before['public.count_bins']).not.toMatch(/^0:/);
    await app.close();
    await source.database.close();

    expect(await runCli(['backup', file], sourceEnv)).toBe(0);
    const targetEnv = { ...baseEnv, ...(await newTarget()) };
    expect(await runCli(['restore', file], targetEnv)).toBe(0);
    // A second restore into the now non-empty target is refused and changes nothing.
    expect(await runCli(['restore', file], targetEnv)).toBe(1);

    const restored = await prepareDatabase(loadConfig(targetEnv));
    expect(restored.seeded).toBe(false);
    expect(await fingerprint(restored.database)).toEqual(before);
    const server = await createServer({
      config: loadConfig(targetEnv),
      database: restored.database,
      logger: false,
    });
    await server.ready();
    const again = await server.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'customer@demo.test', password: demoPassword },
    });
    const list = await server.inject({
      method: 'GET',
      url: '/api/admin/order',
      headers: { authorization: `Bearer ${again.json<{ auth: string }>().auth}` },
    });
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain(placed.json<{ order_nr: string }>().order_nr);
    await server.close();
    await restored.database.close();
  });

  it('refuses a backup file that does not exist, naming it', async () => {
    expect(
      await runCli(['restore', '/nonexistent/careshop.dump'], {
        ...baseEnv,
        ...(await newTarget()),
      }),
    ).toBe(1);
  });
});
