// @vitest-environment node
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { build } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';

// esbuild's JS API needs Node's own TextEncoder, hence the node environment above.
const entry = resolve(import.meta.dirname, '../../dist/index.js');

async function bundle(contents: string): Promise<string> {
  const result = await build({
    stdin: { contents, resolveDir: resolve(import.meta.dirname, '../..'), loader: 'js' },
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    minify: false,
    external: ['react', 'react-dom', 'react/jsx-runtime'],
    logLevel: 'silent',
  });
  return result.outputFiles[0]?.text ?? '';
}

describe('Issue 4 Tree-shakeable: an app importing one component does not ship the others', () => {
  let buttonOnly = '';
  let everything = '';

  beforeAll(async () => {
    if (!existsSync(entry)) throw new Error('Build the package first: dist/index.js is missing');
    buttonOnly = await bundle(`export { Button } from ${JSON.stringify(entry)};`);
    everything = await bundle(`export * from ${JSON.stringify(entry)};`);
  });

  it('a Button-only bundle has Button but no Dialog, Drawer, Tabs, Switch or DataTable code', () => {
    expect(buttonOnly).toContain('function Button(');
    for (const absent of ['Dialog', 'Drawer', 'function Tabs', 'role: "switch"', 'DataTable']) {
      expect(buttonOnly).not.toContain(absent);
    }
    // The control: the same probes do find the other components in the full bundle.
    for (const present of ['Dialog', 'Drawer', 'function Tabs', 'DataTable']) {
      expect(everything).toContain(present);
    }
  });

  it('keeps the recipe tables of unused components out (Button needs its own and the spinner)', () => {
    const recipeCalls = (code: string) => code.match(/defaultClassName: "/g)?.length ?? 0;
    expect(recipeCalls(buttonOnly)).toBeLessThanOrEqual(2);
    expect(recipeCalls(everything)).toBeGreaterThan(10);
  });

  it('is a small fraction of the full package', () => {
    expect(buttonOnly.length).toBeLessThan(everything.length / 10);
  });
});
