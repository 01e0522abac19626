import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const apiDir = fileURLToPath(new URL('../../..', import.meta.url));

// The tables live in each module's schema.ts (issue 28); the migrations stay one chain. drizzle-kit
// compares the schema files with the chain's last snapshot: a table moved, renamed or changed by
// accident shows as a migration it would generate.
describe('issue 28: the modules’ schema files describe exactly the database the migrations build', () => {
  const work = mkdtempSync(join(tmpdir(), 'careshop-drizzle-'));
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('drizzle-kit finds nothing to migrate', () => {
    cpSync(join(apiDir, 'drizzle'), join(work, 'drizzle'), { recursive: true });
    const config = join(apiDir, `drizzle.check-${process.pid}.config.ts`);
    // drizzle-kit reads `out` relative to the working directory.
    writeFileSync(
      config,
      `import base from './drizzle.config';\nexport default { ...base, out: ${JSON.stringify(relative(apiDir, join(work, 'drizzle')))} };\n`,
    );
    try {
      const run = spawnSync(
        'pnpm',
        ['exec', 'drizzle-kit', 'generate', '--name', 'check', '--config', config],
        { cwd: apiDir, encoding: 'utf8' },
      );
      expect(run.status, run.stderr).toBe(0);
      expect(`${run.stdout}${run.stderr}`).toContain('No schema changes');
    } finally {
      rmSync(config, { force: true });
    }
    expect(readdirSync(join(work, 'drizzle')).sort()).toEqual(
      readdirSync(join(apiDir, 'drizzle')).sort(),
    );
  });
});
