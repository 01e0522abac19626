import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Config } from './config.js';

/**
 * Backup and restore of the product's one database (decision 310): PostgreSQL through its own
 * tools (`pg_dump` in the custom format, `pg_restore` into an empty database), the embedded PGlite
 * data directory as PGlite's own gzipped dump. Every table is in it: the shop, the counting data,
 * the outbox, the job engine's queue and the migrations journal.
 */
export class BackupError extends Error {
  override readonly name = 'BackupError';
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', (error) =>
      reject(new BackupError(`${command} could not be started: ${error.message}`)),
    );
    child.on('close', (code) =>
      code === 0
        ? resolve()
        : reject(new BackupError(`${command} failed (exit ${code}): ${stderr.trim()}`)),
    );
  });
}

/** Tables a restore would collide with: the target must hold none. */
async function tablesIn(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query<{ n: string }>(
      `select count(*) as n from information_schema.tables
        where table_schema not in ('pg_catalog', 'information_schema')`,
    );
    return Number(result.rows[0]?.n ?? 0);
  } finally {
    await client.end();
  }
}

function isEmptyDir(dir: string): boolean {
  return !existsSync(dir) || readdirSync(dir).length === 0;
}

/**
 * Writes a backup of the configured database to `file`. PostgreSQL can be backed up while the
 * product runs (pg_dump reads one consistent snapshot); PGlite only while no API process has its
 * data directory open (stop the server first: one process owns an embedded database).
 */
export async function backupDatabase(config: Config, file: string): Promise<void> {
  if (config.databaseUrl) {
    await run('pg_dump', ['--format=custom', '--no-owner', `--file=${file}`, config.databaseUrl]);
    return;
  }
  if (isEmptyDir(config.dataDir)) {
    throw new BackupError(`No PGlite database in ${config.dataDir} (DATA_DIR) to back up`);
  }
  const client = await PGlite.create(config.dataDir);
  try {
    const dump = await client.dumpDataDir('gzip');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await client.close();
  }
}

/**
 * Restores `file` (made by {@link backupDatabase}) into the configured database, which must be
 * empty: a new PostgreSQL database (`createdb`), or a PGlite data directory that does not exist
 * yet. Nothing is overwritten; a refused restore leaves the target as it was.
 */
export async function restoreDatabase(config: Config, file: string): Promise<void> {
  if (!existsSync(file)) throw new BackupError(`No backup file ${file}`);
  if (config.databaseUrl) {
    const tables = await tablesIn(config.databaseUrl);
    if (tables > 0) {
      throw new BackupError(
        `The target database already has ${tables} tables; restore into a new, empty database`,
      );
    }
    await run('pg_restore', [
      '--no-owner',
      '--exit-on-error',
      '--single-transaction',
      `--dbname=${config.databaseUrl}`,
      file,
    ]);
    return;
  }
  if (!isEmptyDir(config.dataDir)) {
    throw new BackupError(
      `${config.dataDir} (DATA_DIR) is not empty; restore into a new data directory`,
    );
  }
  const dump = new Blob([await readFile(file)]);
  const client = await PGlite.create(config.dataDir, { loadDataDir: dump });
  await client.close();
}
