import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase, testDatabaseKinds } from '../../testing/harness.js';

const migrations = fileURLToPath(new URL('../../../drizzle', import.meta.url));
const scratch = mkdtempSync(join(tmpdir(), 'careshop-migrations-'));

/** The migrations folder as it was before 0014: the journal cut after 0013. */
function foldersBefore0014(): string {
  const folder = join(scratch, 'before-0014');
  cpSync(migrations, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((entry) => entry.idx < 14);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

/** A SQL runner and a migrator on one fresh database of the kind. */
async function openKind(kind: string) {
  if (kind === 'postgres') {
    const database = await createPostgresDatabase(process.env.TEST_DATABASE_URL ?? '');
    const pool = new pg.Pool({ connectionString: database.url, max: 2 });
    let closing = false;
    pool.on('connect', (client) => {
      // `drop database … with (force)` can reach a connection that `pool.end()` is still closing
      // (57P01, seen once on a loaded machine); any other error of a connection is a failure.
      client.on('error', (error: Error & { code?: string }) => {
        if (!(closing && error.code === '57P01')) throw error;
      });
    });
    const db = drizzleNodePg(pool);
    return {
      query: async (sql: string) => (await pool.query(sql)).rows as Record<string, unknown>[],
      migrate: (folder: string) => migrateNodePg(db, { migrationsFolder: folder }),
      close: async () => {
        closing = true;
        await pool.end();
        await database.drop();
      },
    };
  }
  const client = await PGlite.create('memory://');
  const db = drizzlePglite(client);
  return {
    // exec: several statements in one call, like pg's simple query protocol.
    query: async (sql: string) =>
      ((await client.exec(sql)).at(-1)?.rows ?? []) as Record<string, unknown>[],
    migrate: (folder: string) => migratePglite(db, { migrationsFolder: folder }),
    close: () => client.close(),
  };
}

afterAll(() => {
  rmSync(scratch, { recursive: true, force: true });
});

describe.each(testDatabaseKinds())('migration 0014 backfills orders.currency on %s', (kind) => {
  it('gives each existing order its organisation’s default shop currency, EUR without a shop', async () => {
    const database = await openKind(kind);
    try {
      await database.migrate(foldersBefore0014());
      await database.query(`
        insert into organisations (id, name, max_order_count_year) values
          (1, 'Swiss', 4), (2, 'No shop', 4), (3, 'Two shops', 4);
        insert into shop_configs (hostname, title, currency, locales, environment, is_default, organisation_id) values
          ('ch.example', 'CH', 'CHF', '["de-CH"]', 'prd-prd', false, 1),
          ('uk.example', 'UK first', 'GBP', '["en-GB"]', 'prd-prd', false, 3),
          ('eu.example', 'EU default', 'EUR', '["fr-FR"]', 'prd-prd', true, 3);
        insert into offices (id, organisation_id, cust_no, company_name) values
          (1, 1, '1001', 'Zurich'), (2, 2, '2001', 'Nowhere'), (3, 3, '3001', 'Lyon');
        insert into users (id, email, password_hash, office_id) values
          (1, 'a@x.test', 'x', 1), (2, 'b@x.test', 'x', 2), (3, 'c@x.test', 'x', 3);
      `);
      for (const office of [1, 2, 3]) {
        await database.query(`
          insert into orders (office_id, user_id, year, shipping_method, shipping_address,
            payment_method, payment_status, subtotal_cents, discount_cents, shipping_cents,
            tax_cents, total_cents, created_at)
          values (${office}, ${office}, 2026, 'standard', '{}', 'invoice', 'due', 100, 0, 0, 0, 100,
            now())`);
      }
      await database.migrate(migrations);
      const rows = await database.query(
        'select office_id, currency from orders order by office_id',
      );
      expect(rows).toEqual([
        { office_id: 1, currency: 'CHF' },
        { office_id: 2, currency: 'EUR' },
        // The organisation's default shop, not its first.
        { office_id: 3, currency: 'EUR' },
      ]);
      const [column] = await database.query(
        "select is_nullable from information_schema.columns where table_name = 'orders' and column_name = 'currency'",
      );
      expect(column).toEqual({ is_nullable: 'NO' });
    } finally {
      await database.close();
    }
  });
});
