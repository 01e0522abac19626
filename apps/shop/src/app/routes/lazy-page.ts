import { lazyRouteComponent } from '@tanstack/react-router';
import { loadChunk } from '../../lib/route-chunk';

/**
 * A code-split route component whose chunk loads with the 120 s time-out of SPEC 7; a failure
 * reaches the route's error component as a ChunkLoadError.
 */
export function lazyPage<M extends Record<string, unknown>, K extends keyof M & string>(
  importer: () => Promise<M>,
  exportName: K,
) {
  return lazyRouteComponent(() => loadChunk(importer), exportName);
}
