import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs build script without types
import { measureFirstVisit } from '../../scripts/check-bundle-size.mjs';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A build directory with the given files (name → content) and Vite manifest. */
function fakeBuild(files: Record<string, string>, manifest: Record<string, object>): string {
  const dist = mkdtempSync(join(tmpdir(), 'shop-budget-'));
  dirs.push(dist);
  mkdirSync(join(dist, '.vite'));
  mkdirSync(join(dist, 'assets'));
  for (const [name, content] of Object.entries(files)) writeFileSync(join(dist, name), content);
  writeFileSync(join(dist, '.vite/manifest.json'), JSON.stringify(manifest));
  return dist;
}

const gz = (text: string) => gzipSync(text).length;
const languages = ['en', 'de', 'fr', 'es', 'nl', 'it'];

describe('issue 15: the first-visit budget counts what a cold visit downloads', () => {
  it('sums the entry, its static imports, the page chunk with its imports and the largest dictionary', () => {
    const text = (seed: string, size: number) => `${seed}:${'x'.repeat(size)}${seed.repeat(size)}`;
    const files: Record<string, string> = {
      'assets/index.js': text('entry', 300),
      'assets/react.js': text('react', 500),
      'assets/login.js': text('login', 200),
      'assets/form.js': text('form', 100),
      'assets/home.js': text('home', 250),
      'assets/product.js': text('product', 260),
      'assets/unused.js': text('unused', 900),
    };
    const manifest: Record<string, object> = {
      'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'] },
      '_react.js': { file: 'assets/react.js' },
      '_form.js': { file: 'assets/form.js' },
      'src/features/auth/components/login-page.tsx': {
        file: 'assets/login.js',
        isDynamicEntry: true,
        imports: ['_react.js', '_form.js'],
      },
      'src/features/catalogue/components/home-page.tsx': { file: 'assets/home.js' },
      'src/features/catalogue/components/product-page.tsx': { file: 'assets/product.js' },
      'src/unused.tsx': { file: 'assets/unused.js', isDynamicEntry: true },
    };
    for (const [index, language] of languages.entries()) {
      files[`assets/shop-${language}.js`] = text(language, 100 + index * 50);
      manifest[`../../packages/i18n/dist/shop-${language}-ABC123.js`] = {
        file: `assets/shop-${language}.js`,
        isDynamicEntry: true,
      };
    }
    const figures = measureFirstVisit(fakeBuild(files, manifest));
    const largest = Math.max(
      ...languages.map((language) => gz(files[`assets/shop-${language}.js`] ?? '')),
    );
    const sum = (...names: string[]) =>
      names.reduce((total, name) => total + gz(files[name] ?? ''), 0);
    expect(figures).toEqual([
      {
        route: '/login',
        bytes:
          sum('assets/index.js', 'assets/react.js', 'assets/login.js', 'assets/form.js') + largest,
        files: 5,
      },
      {
        route: '/',
        bytes: sum('assets/index.js', 'assets/react.js', 'assets/home.js') + largest,
        files: 4,
      },
      {
        route: '/$ctn',
        bytes: sum('assets/index.js', 'assets/react.js', 'assets/product.js') + largest,
        files: 4,
      },
    ]);
  });

  it('refuses a build whose page or dictionaries it cannot find, rather than pass by counting less', () => {
    const dist = fakeBuild(
      { 'assets/index.js': 'entry' },
      { 'index.html': { file: 'assets/index.js', isEntry: true } },
    );
    expect(() => measureFirstVisit(dist)).toThrow(/dictionary chunks/);
  });
});
