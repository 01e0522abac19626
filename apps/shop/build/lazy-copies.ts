import type { Plugin } from 'vite';

/** The query that marks the later pages' copy of a package. */
const LATER = '?later-pages';

/**
 * Gives the pages after the first screen their own copy of the stateless packages in `packages`
 * (`@careshop/cart-engine`, `@careshop/shop-filtering`: plain functions, no module state a page
 * shares with another, no error class the app tests with `instanceof`), so the first visit
 * carries only what the first screen uses of them (decision 345).
 *
 * Each of these packages is one built module, and a bundler keeps in a module every export any
 * chunk uses: the cart page's and the checkout's functions came with the first-visit chunk, where
 * the header's cart count and the product cards live. Here an import from a module the first
 * visit does not run (`firstScreen`: the first-visit chunk's and the landing pages' modules of the
 * measuring build) resolves to the package with a `?later-pages` query, a module of its own to
 * the bundler, tree-shaken for those pages and loaded with them. The measuring build (no
 * `firstScreen` yet) and `vite` (dev) resolve as usual.
 */
export function lazyCopies(packages: readonly string[], firstScreen: Set<string> | null): Plugin {
  const inPackage = (id: string) => packages.some((name) => id.includes(`/packages/${name}/dist/`));
  return {
    name: 'careshop-lazy-copies',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!firstScreen || !importer) return null;
      const plainImporter = importer.endsWith(LATER) ? importer.slice(0, -LATER.length) : importer;
      const later = importer.endsWith(LATER) || !firstScreen.has(importer);
      if (!later) return null;
      const resolved = await this.resolve(source, plainImporter, { ...options, skipSelf: true });
      if (!resolved || resolved.external || !inPackage(resolved.id) || resolved.id.includes('?')) {
        return resolved;
      }
      return { ...resolved, id: `${resolved.id}${LATER}` };
    },
  };
}
