import type { QueryClient } from '@tanstack/react-query';
import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  lazyRouteComponent,
  redirect,
} from '@tanstack/react-router';
import { env } from '../config/env';
import { registerLoginNavigation } from '../lib/login-navigation';
import { queryClient } from '../lib/query-client';
import { countsSearch, optionalText, positiveId } from '../lib/search-params';
import { hasStoredToken } from '../lib/token-key';
import { RootLayout } from './document-title';
import { mayOpen } from './nav-items';
import { NotFoundPage, RouteError } from './route-states';
import { shopRoutes } from './shop-routes';

interface RouterContext {
  queryClient: QueryClient;
}

/**
 * Every route names its screen here (a dictionary key): the document title is "screen · app" in
 * the chosen language (`./document-title`), for every route from one place.
 */
declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** Dictionary key of the screen's name. */
    title?: string;
    /** Values for the name's placeholders, from the route's path parameters. */
    titleValues?: (params: Record<string, string>) => Record<string, string>;
  }
}

const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
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
  staticData: { title: 'console_app.login.submit' },
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
  staticData: { title: 'console_app.login.forgot' },
  component: lazyRouteComponent(() => import('../features/auth/forgot-page'), 'ForgotPage'),
});

const resetRoute = createRoute({
  getParentRoute: () => publicRoute,
  path: '/reset-password',
  staticData: { title: 'console_app.reset.title' },
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
 * Screens with the header and navigation. Staff start in the Shop area; console users never see
 * it. A screen the user's level or role may not use is decided here, before any screen loads its
 * data, from the navigation's own table (`mayOpen`): the shell then shows "not available for your
 * access level" instead of the screen (decision 278).
 */
const shellRoute = createRoute({
  getParentRoute: () => authedRoute,
  id: 'shell',
  beforeLoad: async ({ context, location }) => {
    const { queries } = await import('../lib/queries');
    const who = await context.queryClient.ensureQueryData(queries.who());
    if (who.kind === 'staff' && location.pathname === '/') throw redirect({ to: '/shop/licences' });
    const viewer =
      who.kind === 'staff'
        ? { kind: 'staff' as const }
        : { kind: 'console' as const, actions: who.me.actions };
    return { forbidden: !mayOpen(viewer, location.pathname) };
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
  staticData: { title: 'console.nav.dashboard' },
  component: page(() => import('../features/dashboard/dashboard-page'), 'DashboardPage'),
});

const countsRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/counts',
  staticData: { title: 'console_app.counts.title' },
  validateSearch: countsSearch,
  component: page(() => import('../features/counts/counts-page'), 'CountsPage'),
});

const locationsRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/locations',
  staticData: { title: 'console.nav.locations' },
  component: page(() => import('../features/locations/locations-page'), 'LocationsPage'),
});

const devicesRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/devices',
  staticData: { title: 'console.nav.devices' },
  component: page(() => import('../features/devices/devices-page'), 'DevicesPage'),
});

const usersRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/users',
  staticData: { title: 'console.nav.users' },
  component: page(() => import('../features/users/users-page'), 'UsersPage'),
});

const reportsRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/reports',
  staticData: { title: 'console.nav.reports' },
  component: page(() => import('../features/reports/reports-page'), 'ReportsPage'),
});

const configurationsRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/configurations',
  staticData: { title: 'console.nav.configurations' },
  component: page(
    () => import('../features/configurations/configurations-page'),
    'ConfigurationsPage',
  ),
});

const promosRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/promos',
  staticData: { title: 'console.nav.promos' },
  component: page(() => import('../features/promos/promos-page'), 'PromosPage'),
});

const accountRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/account',
  staticData: { title: 'console_app.account.title' },
  component: page(() => import('../features/account/account-page'), 'AccountPage'),
});

/** The full-screen GO / STOP sign of one location, for a screen at the entrance. */
const displayRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/display/$locationId',
  staticData: { title: 'console_app.dashboard.open_display' },
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
