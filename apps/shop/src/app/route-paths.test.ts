import { describe, expect, it } from 'vitest';
import { shopRoutePaths } from './route-paths';
import { router } from './router';

describe('decision 239: the page paths the server answers 200 for', () => {
  it('are exactly the router’s page routes', () => {
    const pages = new Set<string>();
    for (const route of Object.values(router.routesByPath) as { fullPath: string }[]) {
      const path = route.fullPath.replace(/(.)\/$/, '$1');
      if (!path.includes('$$') && !path.endsWith('/$')) pages.add(path);
    }
    expect([...pages].sort()).toEqual([...shopRoutePaths].sort());
  });
});
