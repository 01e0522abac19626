import { lazyRouteComponent } from '@tanstack/react-router';
import { loadLaterTexts } from '../../lib/i18n';
import { loadChunk } from '../../lib/route-chunk';

/**
 * A code-split route component whose chunk loads with the 120 s time-out of SPEC 7; a failure
 * reaches the route's error component as a ChunkLoadError. The page's chunk and the later pages'
 * texts (decision 345) load together, so the page never shows before its texts.
 */
export function lazyPage<M extends Record<string, unknown>, K extends keyof M & string>(
  importer: () => Promise<M>,
  exportName: K,
) {
  return lazyRouteComponent(
    () => loadChunk(() => Promise.all([importer(), loadLaterTexts()]).then(([module]) => module)),
    exportName,
  );
}

/**
 * {@link lazyPage} for a page of the first screen (login, home, listing, product): it shows only
 * the first screen's texts, which the app has before its first render, so it waits for its chunk
 * alone and a first visit does not load the later pages' texts.
 */
export function lazyFirstScreenPage<M extends Record<string, unknown>, K extends keyof M & string>(
  importer: () => Promise<M>,
  exportName: K,
) {
  return lazyRouteComponent(() => loadChunk(importer), exportName);
}
