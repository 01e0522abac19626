import { createRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { authLayoutRoute } from './layout-routes';
import { lazyFirstScreenPage, lazyPage } from './lazy-page';

const LoginPage = lazyFirstScreenPage(
  () => import('../../features/auth/components/login-page'),
  'LoginPage',
);
const RegisterPage = lazyPage(
  () => import('../../features/auth/components/register-page'),
  'RegisterPage',
);
const ForgotPage = lazyPage(
  () => import('../../features/auth/components/forgot-page'),
  'ForgotPage',
);
const ResetPasswordPage = lazyPage(
  () => import('../../features/auth/components/reset-password-page'),
  'ResetPasswordPage',
);

export const loginRoute = createRoute({
  getParentRoute: () => authLayoutRoute,
  path: '/login',
  component: LoginPage,
});

/** `/register?invitation=…`: the link of an office administrator's invitation (issue 29). */
export const registerRoute = createRoute({
  getParentRoute: () => authLayoutRoute,
  path: '/register',
  validateSearch: (search: Record<string, unknown>) =>
    z
      .object({
        invitation: z.catch(z.optional(z.string().check(z.maxLength(200))), undefined),
      })
      .parse(search),
  component: RegisterPage,
});

export const forgotRoute = createRoute({
  getParentRoute: () => authLayoutRoute,
  path: '/forgot',
  component: ForgotPage,
});

/** The link of the reset e-mail: `/reset-password?token=…` (apps/api auth forgot). */
export const resetPasswordRoute = createRoute({
  getParentRoute: () => authLayoutRoute,
  path: '/reset-password',
  validateSearch: (search: Record<string, unknown>) =>
    z
      .object({ token: z.catch(z.optional(z.string().check(z.maxLength(512))), undefined) })
      .parse(search),
  component: ResetPasswordPage,
});
