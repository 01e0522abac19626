import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../platform/db/database.js';
import { seedDemo } from '../seed.js';
import { testDemoPasswordHash } from './passwords.js';

/**
 * Where every test clock starts unless a test says otherwise, and so the moment the demo data of
 * the seeded templates is dated: a test whose clock starts here gets a copy of a database seeded
 * once, any other a copy of the migrated one and a seed of its own (decision 355).
 */
export const testStart = '2026-06-15T10:00:00Z';

/** The two starting points of a test database: migrated, and migrated with the demo seeded. */
export type TemplateKind = 'migrated' | 'seeded';

/**
 * Dumps of one PGlite cluster made once: after initdb (empty), after every migration, and with the
 * demo data seeded.
 */
export async function dumpPgliteTemplates(): Promise<Record<TemplateKind | 'empty', Blob>> {
  const database = await openDatabase({ dataDir: 'memory://' });
  try {
    const pglite = database.pglite;
    if (!pglite) throw new Error('expected a PGlite database');
    const empty = await pglite.dumpDataDir('none');
    await database.migrate();
    const migrated = await pglite.dumpDataDir('none');
    await seedDemo(database.db, new Date(testStart), {
      passwordHash: await testDemoPasswordHash(),
    });
    const seeded = await pglite.dumpDataDir('none');
    return { empty, migrated, seeded };
  } finally {
    await database.close();
  }
}

/** `adminUrl` with another database name. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/** A unique database name; `role` tells what it is for. */
export function uniqueDatabaseName(role: string): string {
  return `careshop_${role}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
}

/**
 * Template databases on `adminUrl`'s server, made once per run: one migrated, one migrated with
 * the demo seeded. Each test file's database is a `create database … template …` copy of one of
 * them, which costs a file copy instead of 24 migrations and the seed. `drop` removes both.
 */
export async function createPostgresTemplates(
  adminUrl: string,
): Promise<{ names: Record<TemplateKind, string>; drop(): Promise<void> }> {
  const names: Record<TemplateKind, string> = {
    migrated: uniqueDatabaseName('tpl_migrated'),
    seeded: uniqueDatabaseName('tpl_seeded'),
  };
  const drop = async () => {
    for (const name of Object.values(names)) {
      await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
    }
  };
  try {
    await adminQuery(adminUrl, `create database ${names.migrated}`);
    const migrated = await openDatabase({ databaseUrl: databaseUrl(adminUrl, names.migrated) });
    try {
      await migrated.migrate();
    } finally {
      await migrated.close();
    }
    await adminQuery(adminUrl, `create database ${names.seeded} template ${names.migrated}`);
    const seeded = await openDatabase({ databaseUrl: databaseUrl(adminUrl, names.seeded) });
    try {
      await seedDemo(seeded.db, new Date(testStart), {
        passwordHash: await testDemoPasswordHash(),
      });
    } finally {
      await seeded.close();
    }
  } catch (error) {
    await drop();
    throw error;
  }
  return { names, drop };
}
