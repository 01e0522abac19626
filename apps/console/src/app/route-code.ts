import type { AnyRouter } from '@tanstack/react-router';

/**
 * Starts downloading the code of every route the address matches (the layouts, the screen and
 * the loaders its `staticData.loaders` names) at once (decision 340): the router asks for a
 * route's code only after every `beforeLoad` above it has run, and the shell's waits for the user
 * (`/console/me`). Nothing is rendered or loaded earlier; a chunk that fails here fails again, and
 * is reported, when the router asks for it. `pathname` is the address without the base path.
 */
export function preloadMatchedCode(router: AnyRouter, pathname: string): void {
  const [routes] = router.getMatchedRoutes(pathname);
  for (const route of routes) {
    void router.loadRouteChunk(route)?.catch(() => undefined);
    void route.options.staticData?.loaders?.().catch(() => undefined);
  }
}
