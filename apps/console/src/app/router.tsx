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
import { preloadMatchedCode } from './route-code';
import { NotFoundPage, RouteError } from './route-states';
import { loadScreen } from './screen-loader';
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
    /** The screen's loaders module: fetched with the route's code on a cold visit (340). */
    loaders?: () => Promise<unknown>;
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
  component: lazyRouteComponent(() => import('../features/auth/routes/login-page'), 'LoginPage'),
});

const forgotRoute = createRoute({
  getParentRoute: () => publicRoute,
  path: '/forgot',
  staticData: { title: 'console_app.login.forgot' },
  component: lazyRouteComponent(() => import('../features/auth/routes/forgot-page'), 'ForgotPage'),
});

const resetRoute = createRoute({
  getParentRoute: () => publicRoute,
  path: '/reset-password',
  staticData: { title: 'console_app.reset.title' },
  validateSearch: (search: Record<string, unknown>): { token?: string | undefined } => ({
    token: optionalText(search.token),
  }),
  loaderDeps: ({ search }) => ({ token: search.token }),
  loader: async ({ context, deps }) => {
    const { loadReset } = await import('../features/auth/routes/loaders');
    await loadReset(context.queryClient, deps.token);
  },
  component: lazyRouteComponent(() => import('../features/auth/routes/reset-page'), 'ResetPage'),
});

/**
 * Everything behind the login: no token goes to the login (and back here after it); the console
 * user (`/console/me`, with the actions their level may take) is loaded once for every screen.
 */
// The landing screens' code in one module, so one chunk (decision 366).
const landing = () => import('./landing');
const queriesModule = landing;
const authedRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'authed',
  beforeLoad: ({ location }) => {
    if (!hasStoredToken()) {
      throw redirect({ to: '/login', search: { redirect: location.href } });
    }
    preloadMatchedCode(router, location.pathname);
  },
  // Fetched with the first screen's code (`preloadFirstScreen`).
  staticData: { loaders: queriesModule },
  loader: async ({ context }) => {
    // The API client loads with the first screen behind the login, not with the app's entry.
    const { queries } = await queriesModule();
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
    const { queries } = await queriesModule();
    const who = await context.queryClient.ensureQueryData(queries.who());
    if (who.kind === 'staff' && location.pathname === '/') throw redirect({ to: '/shop/licences' });
    const viewer =
      who.kind === 'staff'
        ? { kind: 'staff' as const }
        : { kind: 'console' as const, actions: who.me.actions };
    return { who, forbidden: !mayOpen(viewer, location.pathname) };
  },
  component: lazyRouteComponent(landing, 'ConsoleShell'),
});

const page = <M extends Record<string, unknown>, K extends keyof M & string>(
  importer: () => Promise<M>,
  name: K,
) => lazyRouteComponent(importer, name);

const dashboardLoaders = landing;
const dashboardRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/',
  staticData: { title: 'console.nav.dashboard', loaders: dashboardLoaders },
  loader: ({ context }) =>
    loadScreen(context, dashboardLoaders, (screen, c) => screen.loadDashboard(c)),
  component: page(landing, 'DashboardPage'),
});

const countsLoaders = landing;
const countsRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/counts',
  staticData: { title: 'console_app.counts.title', loaders: countsLoaders },
  validateSearch: countsSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    loadScreen(context, countsLoaders, (screen, c) => screen.loadCounts(c, deps)),
  component: page(() => import('../features/counts/routes/counts-page'), 'CountsPage'),
});

const locationsLoaders = () => import('../features/locations/routes/loaders');
const locationsRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/locations',
  staticData: { title: 'console.nav.locations', loaders: locationsLoaders },
  loader: ({ context }) =>
    loadScreen(context, locationsLoaders, (screen, c) => screen.loadLocations(c)),
  component: page(() => import('../features/locations/routes/locations-page'), 'LocationsPage'),
});

const devicesLoaders = () => import('../features/devices/routes/loaders');
const devicesRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/devices',
  staticData: { title: 'console.nav.devices', loaders: devicesLoaders },
  loader: ({ context }) =>
    loadScreen(context, devicesLoaders, (screen, c) => screen.loadDevices(c)),
  component: page(() => import('../features/devices/routes/devices-page'), 'DevicesPage'),
});

const usersLoaders = () => import('../features/users/routes/loaders');
const usersRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/users',
  staticData: { title: 'console.nav.users', loaders: usersLoaders },
  loader: ({ context }) => loadScreen(context, usersLoaders, (screen, c) => screen.loadUsers(c)),
  component: page(() => import('../features/users/routes/users-page'), 'UsersPage'),
});

const reportsLoaders = landing;
const reportsRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/reports',
  staticData: { title: 'console.nav.reports', loaders: reportsLoaders },
  loader: ({ context }) =>
    loadScreen(context, reportsLoaders, (screen, c) => screen.loadReports(c)),
  component: page(() => import('../features/reports/routes/reports-page'), 'ReportsPage'),
});

const configurationsLoaders = () => import('../features/configurations/routes/loaders');
const configurationsRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/configurations',
  staticData: { title: 'console.nav.configurations', loaders: configurationsLoaders },
  loader: ({ context }) =>
    loadScreen(context, configurationsLoaders, (screen, c) => screen.loadConfigurations(c)),
  component: page(
    () => import('../features/configurations/routes/configurations-page'),
    'ConfigurationsPage',
  ),
});

const promosLoaders = () => import('../features/promos/routes/loaders');
const promosRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/promos',
  staticData: { title: 'console.nav.promos', loaders: promosLoaders },
  loader: ({ context }) => loadScreen(context, promosLoaders, (screen, c) => screen.loadPromos(c)),
  component: page(() => import('../features/promos/routes/promos-page'), 'PromosPage'),
});

const accountRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/account',
  staticData: { title: 'console_app.account.title' },
  component: page(() => import('../features/account/routes/account-page'), 'AccountPage'),
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
  loader: async ({ context }) => {
    const { loadDisplay } = await landing();
    await loadDisplay(context.queryClient);
  },
  component: page(() => import('../features/dashboard/routes/display-page'), 'DisplayPage'),
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
