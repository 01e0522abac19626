/**
 * tsup preset for @careshop packages: ESM only, one output per entry so consumers tree-shake,
 * source maps, no bundled dependencies. Declarations are emitted by `tsc` (TypeScript 7 has no
 * JS API for tsup's dts plugin; see docs/decisions/002-typescript-7-declarations.md).
 *
 * @param {import('tsup').Options} [overrides]
 * @returns {import('tsup').Options}
 */
export function libraryConfig(overrides = {}) {
  return {
    entry: ['src/index.ts'],
    format: ['esm'],
    target: 'node20',
    platform: 'neutral',
    sourcemap: true,
    clean: false,
    dts: false,
    splitting: false,
    treeshake: true,
    ...overrides,
  };
}
