import type { AnyRoute } from '@tanstack/react-router';
import { router } from './router';

/**
 * Fetches the code of the routes the address matches (the login page, the home page, …) while
 * the config call is under way, instead of after it: the router only mounts once the config and
 * the texts are there (app.tsx), and would only then ask for its chunks. A chunk that fails here
 * is asked for again, and reported, by the router itself.
 */
export function preloadFirstRoute(): void {
  const matches = router.matchRoutes(router.latestLocation);
  for (const match of matches) {
    const route = (router.routesById as Record<string, AnyRoute | undefined>)[match.routeId];
    if (route) void Promise.resolve(router.loadRouteChunk(route)).catch(() => undefined);
  }
}
