import type { Plugin } from 'vite';

/** The query that marks a zod module reached from zod's classic API. */
const CLASSIC = '?zod-classic';

/** zod's classic API: the package root, `zod/v4` and everything under `v4/classic`. */
const classicRoot = /\/zod\/(index\.js|v4\/index\.js|v4\/classic\/)/;
const zodModule = /\/node_modules\/zod\//;

/**
 * Gives zod's classic API (the schemas of the pages after the first screen, `call-schemas`) its
 * own copy of zod's core modules, so that the first screen's zod/mini schemas do not carry the
 * core code only the classic schemas use (decision 345).
 *
 * A bundler cannot split a module between chunks: `zod/v4/core/schemas.js` is one module, and the
 * build keeps in it every export any chunk uses. With one copy it sat in the first-visit chunk
 * with all the string formats (CUID, JWT, IP, …) and checks of the lazy pages' classic schemas.
 * Here, every zod module imported from the classic API (and from what it imports in turn) gets a
 * `?zod-classic` query: a module of its own to the bundler, tree-shaken for the classic schemas and
 * loaded with them. Two copies of zod's core work together by zod's design: `instanceof` compares
 * traits, not classes, and the global config and registry live on `globalThis`; mini schemas nest
 * in classic ones as before.
 */
export function zodClassicCopy(): Plugin {
  return {
    name: 'careshop-zod-classic-copy',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || !zodModule.test(importer)) return null;
      const fromClassic = importer.endsWith(CLASSIC) || classicRoot.test(importer);
      if (!fromClassic) return null;
      const plainImporter = importer.endsWith(CLASSIC)
        ? importer.slice(0, -CLASSIC.length)
        : importer;
      const resolved = await this.resolve(source, plainImporter, { ...options, skipSelf: true });
      if (!resolved || resolved.external || !zodModule.test(resolved.id)) return resolved;
      if (classicRoot.test(resolved.id) || resolved.id.includes('?')) return resolved;
      return { ...resolved, id: `${resolved.id}${CLASSIC}` };
    },
  };
}
