import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { pageClassName, trackPageChanges } from './page-transition';

describe('page fade-in (issue 15: the first page is painted at once)', () => {
  it('leaves the first page of a visit still and fades in the pages after it', async () => {
    const root = createRootRoute();
    const routes = ['/', '/login', '/cart'].map((path) =>
      createRoute({ getParentRoute: () => root, path }),
    );
    const router = createRouter({
      routeTree: root.addChildren(routes),
      history: createMemoryHistory({ initialEntries: ['/login'] }),
    });
    const stop = trackPageChanges(router);
    await router.load();
    expect(pageClassName('shop-auth-card')).toBe('shop-auth-card shop-page');
    await router.navigate({ to: '/login', search: { q: 'same page' } as never });
    expect(pageClassName()).toBe('shop-page');
    await router.navigate({ to: '/cart' });
    expect(pageClassName()).toBe('shop-page shop-page-enter');
    stop();
  });
});
