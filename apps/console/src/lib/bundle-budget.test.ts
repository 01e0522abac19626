import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs build script without types
import { BUDGET_BYTES, measureEntry } from '../../scripts/check-bundle-size.mjs';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A build directory with the given files (name → content) and Vite manifest. */
function fakeBuild(files: Record<string, string>, manifest: Record<string, object>): string {
  const dist = mkdtempSync(join(tmpdir(), 'console-budget-'));
  dirs.push(dist);
  mkdirSync(join(dist, '.vite'));
  mkdirSync(join(dist, 'assets'));
  for (const [name, content] of Object.entries(files)) writeFileSync(join(dist, name), content);
  writeFileSync(join(dist, '.vite/manifest.json'), JSON.stringify(manifest));
  return dist;
}

const gz = (text: string) => gzipSync(text).length;
const text = (seed: string, size: number) => `${seed}:${'x'.repeat(size)}${seed.repeat(size)}`;

describe('issue 31: the console entry budget counts what loads before any screen', () => {
  it('is 110 KB gzipped (decision 340)', () => {
    expect(BUDGET_BYTES).toBe(110_000);
  });

  it('sums the entry and its static imports once each, never the lazy screens or stylesheets', () => {
    const files: Record<string, string> = {
      'assets/index.js': text('entry', 300),
      'assets/framework.js': text('framework', 500),
      'assets/shared.js': text('shared', 120),
      'assets/index.css': text('css', 400),
      'assets/login.js': text('login', 200),
      'assets/counts.js': text('counts', 900),
    };
    const manifest = {
      'index.html': {
        file: 'assets/index.js',
        isEntry: true,
        imports: ['_framework.js', '_shared.js'],
        css: ['assets/index.css'],
        dynamicImports: ['src/features/auth/routes/login-page.tsx'],
      },
      '_framework.js': { file: 'assets/framework.js', imports: ['_shared.js'] },
      '_shared.js': { file: 'assets/shared.js' },
      'style.css': { file: 'assets/index.css' },
      'src/features/auth/routes/login-page.tsx': {
        file: 'assets/login.js',
        isDynamicEntry: true,
        imports: ['_framework.js'],
      },
      'src/features/counts/routes/counts-page.tsx': {
        file: 'assets/counts.js',
        isDynamicEntry: true,
      },
    };
    const measured = measureEntry(fakeBuild(files, manifest));
    const expected = ['assets/index.js', 'assets/framework.js', 'assets/shared.js'];
    expect(measured.bytes).toBe(expected.reduce((sum, name) => sum + gz(files[name] ?? ''), 0));
    expect(measured.files.map((file: { file: string }) => file.file).sort()).toEqual(
      [...expected].sort(),
    );
  });

  it("counts the classic scripts index.html names beside the manifest's entry (decision 353)", () => {
    const files: Record<string, string> = {
      'assets/index.js': text('entry', 300),
      'assets/first-screen-preload-abc.js': text('preload', 100),
      'index.html':
        '<script async src="/console/assets/first-screen-preload-abc.js"></script>' +
        '<script type="module" crossorigin src="/console/assets/index.js"></script>',
    };
    const measured = measureEntry(
      fakeBuild(files, { 'index.html': { file: 'assets/index.js', isEntry: true } }),
    );
    expect(measured.bytes).toBe(
      gz(files['assets/index.js'] ?? '') + gz(files['assets/first-screen-preload-abc.js'] ?? ''),
    );
    expect(measured.files).toHaveLength(2);
  });

  it('refuses a build whose manifest names a chunk it does not hold, rather than count less', () => {
    const dist = fakeBuild(
      { 'assets/index.js': 'entry' },
      { 'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_gone.js'] } },
    );
    expect(() => measureEntry(dist)).toThrow(/_gone\.js/);
  });
});
