import { createRoute, redirect } from '@tanstack/react-router';
import { env } from '../../config/env';
import { postLoginPath } from '../../lib/session/post-login-path';
import { useAccountStore, whenAccountInitialized } from '../../stores/account-store';
import { AuthLayout } from '../layout/auth-layout';
import { MainLayout } from '../layout/main-layout';
import { ProtectedOutlet } from '../layout/protected-outlet';
import { PublicOutlet } from '../layout/public-outlet';
import { rootRoute } from './root-route';

/** The shop shell (top bar, header, banners, footer) around protected and public pages. */
export const mainLayoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'main',
  component: MainLayout,
});

/**
 * Login required (SPEC 2): a logged-out visitor goes to /login and the path is remembered for
 * the way back. Waits for start-up restore, so a stored session is never bounced to login.
 */
export const protectedRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  id: 'protected',
  beforeLoad: async ({ location }) => {
    const account = await whenAccountInitialized();
    if (!account.isLoggedIn) {
      useAccountStore.getState().setRedirect(location.href);
      throw redirect({ to: '/login' });
    }
  },
  component: ProtectedOutlet,
});

/** Public routes: never blocked by login or maintenance (SPEC 2). */
export const publicRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  id: 'public',
  component: PublicOutlet,
});

/** Auth routes: a logged-in user is sent on (remembered path, /order-on-behalf, default path). */
export const authLayoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'auth',
  beforeLoad: async () => {
    const account = await whenAccountInitialized();
    if (account.isLoggedIn) {
      const to = postLoginPath({
        redirect: account.redirect,
        isSalesRep: account.isSalesRep,
        defaultPath: env.VITE_DEFAULT_PATH,
      });
      useAccountStore.getState().setRedirect(null);
      throw redirect({ href: to });
    }
  },
  component: AuthLayout,
});
