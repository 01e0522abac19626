import type { ApiClient } from '@careshop/api-client';
import * as shopRoutes from '@careshop/validation/shop-routes';

type RouteName = keyof typeof shopRoutes;
type Fake = (...args: unknown[]) => unknown;

/**
 * The app's API client for component tests: each contract route called is answered by the fake
 * of its name (`products`, `createZoomOrder`, …), given the call's input and options; the
 * session methods are the fakes of their names.
 */
export function fakeApi(fakes: Partial<Record<RouteName | 'login' | 'logout', Fake>>) {
  const names = new Map<unknown, RouteName>(
    Object.entries(shopRoutes).map(([name, route]) => [route, name as RouteName]),
  );
  const call = (route: unknown, input?: unknown, options?: unknown) => {
    const name = names.get(route);
    const fake = name ? fakes[name] : undefined;
    if (!fake) return Promise.reject(new Error(`no fake for the route ${name ?? 'unknown'}`));
    return Promise.resolve().then(() => fake(input, options));
  };
  return {
    call: call as ApiClient['call'],
    login: (...args: unknown[]) => fakes.login?.(...args),
    logout: (...args: unknown[]) => fakes.logout?.(...args),
  };
}
