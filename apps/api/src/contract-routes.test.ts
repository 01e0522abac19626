import type { Route } from '@careshop/validation';
import * as backofficeRoutes from '@careshop/validation/backoffice-routes';
import * as consoleRoutes from '@careshop/validation/console-routes';
import * as shopRoutes from '@careshop/validation/shop-routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './testing/harness.js';

// Decision 285: the contract is the one declaration of a route, so every entry the apps call is a
// route the server registers, at the entry's method, base and path.
describe('issue 28: the contract and the server agree', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi('pglite', { seed: false });
  });
  afterAll(async () => {
    await api.close();
  });

  const entries: Array<[string, Route]> = [
    ...Object.entries(shopRoutes).map(([name, route]): [string, Route] => [`shop ${name}`, route]),
    ...Object.entries(consoleRoutes).map(([name, route]): [string, Route] => [
      `console ${name}`,
      route,
    ]),
    ...Object.entries(backofficeRoutes).map(([name, route]): [string, Route] => [
      `backoffice ${name}`,
      route,
    ]),
  ];

  it('declares routes', () => {
    expect(entries.length).toBeGreaterThan(100);
    expect(api.app.hasRoute({ method: 'GET', url: '/api/admin/no-such-route' })).toBe(false);
  });

  it.each(entries)('registers %s at its method and path', (_name, route) => {
    const url = `/api/${route.api}${route.path}`;
    expect(api.app.hasRoute({ method: route.method.toUpperCase() as 'GET', url })).toBe(true);
  });
});
