import type { QueryClient } from '@tanstack/react-query';
import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  lazyRouteComponent,
  Outlet,
  redirect,
} from '@tanstack/react-router';
import { env } from '../config/env';
import { registerLoginNavigation } from '../lib/login-navigation';
import { queryClient } from '../lib/query-client';
import { hasStoredToken } from '../lib/token-key';
import { NotFoundPage, RouteError } from './route-states';
import { countsSearch, optionalText, positiveId } from './search-params';
import { SHOP_PATH, shopRoutes } from './shop-routes';

interface RouterContext {
  queryClient: QueryClient;
}

const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  notFoundComponent: NotFoundPage,
  errorComponent: RouteError,
});

/** Public pages: the login and the invitation / reset link, themed. */
const publicRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'public',
  component: lazyRouteComponent(() => import('./themed'), 'ThemedOutlet'),
});

const loginRoute = createRoute({
  getParentRoute: () => publicRoute,
  path: '/login',
  validateSearch: (search: Record<string, unknown>): { redirect?: string | undefined } => ({
    redirect: optionalText(search.redirect),
  }),
  beforeLoad: () => {
    if (hasStoredToken()) throw redirect({ to: '/' });
  },
  component: lazyRouteComponent(() => import('../features/auth/login-page'), 'LoginPage'),
});

const forgotRoute = createRoute({
  getParentRoute: () => publicRoute,
  path: '/forgot',
  component: lazyRouteComponent(() => import('../features/auth/forgot-page'), 'ForgotPage'),
});

const resetRoute = createRoute({
  getParentRoute: () => publicRoute,
  path: '/reset-password',
  validateSearch: (search: Record<string, unknown>): { token?: string | undefined } => ({
    token: optionalText(search.token),
  }),
  component: lazyRouteComponent(() => import('../features/auth/reset-page'), 'ResetPage'),
});

/**
 * Everything behind the login: no token goes to the login (and back here after it); the console
 * user (`/console/me`, with the actions their level may take) is loaded once for every screen.
 */
const authedRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'authed',
  beforeLoad: ({ location }) => {
    if (!hasStoredToken()) {
      throw redirect({ to: '/login', search: { redirect: location.href } });
    }
  },
  loader: async ({ context }) => {
    // The API client loads with the first screen behind the login, not with the app's entry.
    const { queries } = await import('../lib/queries');
    return context.queryClient.ensureQueryData(queries.who());
  },
  component: lazyRouteComponent(() => import('./themed'), 'ThemedOutlet'),
});

/**
 * Screens with the header and navigation. Staff see only the Shop area (and are sent there from
 * any reporting path); console users never see it.
 */
const shellRoute = createRoute({
  getParentRoute: () => authedRoute,
  id: 'shell',
  beforeLoad: async ({ context, location }) => {
    const { queries } = await import('../lib/queries');
    const who = await context.queryClient.ensureQueryData(queries.who());
    const inShop = location.pathname === SHOP_PATH || location.pathname.startsWith(`${SHOP_PATH}/`);
    if (who.kind === 'staff' && !inShop) throw redirect({ to: '/shop/licences' });
    if (who.kind === 'console' && inShop) throw redirect({ to: '/' });
  },
  component: lazyRouteComponent(() => import('./shell'), 'ConsoleShell'),
});

const page = <M extends Record<string, unknown>, K extends keyof M & string>(
  importer: () => Promise<M>,
  name: K,
) => lazyRouteComponent(importer, name);

const dashboardRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/',
  component: page(() => import('../features/dashboard/dashboard-page'), 'DashboardPage'),
});

const countsRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/counts',
  validateSearch: countsSearch,
  component: page(() => import('../features/counts/counts-page'), 'CountsPage'),
});

const locationsRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/locations',
  component: page(() => import('../features/locations/locations-page'), 'LocationsPage'),
});

const devicesRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/devices',
  component: page(() => import('../features/devices/devices-page'), 'DevicesPage'),
});

const usersRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/users',
  component: page(() => import('../features/users/users-page'), 'UsersPage'),
});

const reportsRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/reports',
  component: page(() => import('../features/reports/reports-page'), 'ReportsPage'),
});

const configurationsRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/configurations',
  component: page(
    () => import('../features/configurations/configurations-page'),
    'ConfigurationsPage',
  ),
});

const promosRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/promos',
  component: page(() => import('../features/promos/promos-page'), 'PromosPage'),
});

const accountRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/account',
  component: page(() => import('../features/account/account-page'), 'AccountPage'),
});

/** The full-screen GO / STOP sign of one location, for a screen at the entrance. */
const displayRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/display/$locationId',
  params: {
    parse: (raw) => ({ locationId: positiveId(raw.locationId) }),
    stringify: ({ locationId }) => ({ locationId: String(locationId) }),
  },
  component: page(() => import('../features/dashboard/display-page'), 'DisplayPage'),
});

export const routeTree = rootRoute.addChildren([
  publicRoute.addChildren([loginRoute, forgotRoute, resetRoute]),
  authedRoute.addChildren([
    shellRoute.addChildren([
      dashboardRoute,
      countsRoute,
      locationsRoute,
      devicesRoute,
      usersRoute,
      reportsRoute,
      configurationsRoute,
      promosRoute,
      accountRoute,
      shopRoutes(shellRoute),
    ]),
    displayRoute,
  ]),
]);

export const router = createRouter({
  routeTree,
  basepath: env.VITE_BASE_PATH,
  context: { queryClient },
  defaultPreload: 'intent',
});

registerLoginNavigation(() => router.navigate({ to: '/login', search: {} }));

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
