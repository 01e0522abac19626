import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { createPostgresTemplates, dumpPgliteTemplates, type TemplateKind } from './templates.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding the dumped PGlite cluster just after initdb. */
    pgliteTemplate: string;
    /** Files holding the dumped PGlite clusters, migrated and seeded. */
    pgliteTemplates: Record<TemplateKind, string>;
    /** The template databases on TEST_DATABASE_URL's server (empty names without one). */
    postgresTemplates: Record<TemplateKind, string>;
  }
}

// initdb, the migrations and the demo seed are most of a test database's start-up: they run once
// here, and every test file starts from a copy (decision 355): of a dumped PGlite cluster, or of a
// template database on PostgreSQL.
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'careshop-pglite-'));
  const adminUrl = process.env.TEST_DATABASE_URL;
  const [dumped, created] = await Promise.allSettled([
    dumpPgliteTemplates(),
    adminUrl ? createPostgresTemplates(adminUrl) : undefined,
  ]);
  const postgres = created.status === 'fulfilled' ? created.value : undefined;
  if (dumped.status === 'rejected' || created.status === 'rejected') {
    await postgres?.drop();
    rmSync(dir, { recursive: true, force: true });
    throw dumped.status === 'rejected' ? dumped.reason : (created as PromiseRejectedResult).reason;
  }
  const dumps = dumped.value;
  const files = {
    empty: join(dir, 'empty.tar'),
    migrated: join(dir, 'migrated.tar'),
    seeded: join(dir, 'seeded.tar'),
  };
  for (const kind of ['empty', 'migrated', 'seeded'] as const) {
    writeFileSync(files[kind], Buffer.from(await dumps[kind].arrayBuffer()));
  }
  project.provide('pgliteTemplate', files.empty);
  project.provide('pgliteTemplates', { migrated: files.migrated, seeded: files.seeded });
  project.provide('postgresTemplates', postgres?.names ?? { migrated: '', seeded: '' });
  return async () => {
    rmSync(dir, { recursive: true, force: true });
    await postgres?.drop();
  };
}
