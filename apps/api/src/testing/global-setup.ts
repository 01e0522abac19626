import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

// initdb is most of PGlite's start-up time; running it once and handing every test file a copy of
// the empty cluster keeps "one PGlite per test file" cheap.
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'careshop-pglite-'));
  const file = join(dir, 'template.tar');
  const pglite = await PGlite.create();
  const dump = await pglite.dumpDataDir('none');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await pglite.close();
  project.provide('pgliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
