import { createRouter } from '@tanstack/react-router';
import { env } from '../config/env';
import { queryClient } from '../lib/query-client';
import { forgotRoute, loginRoute, registerRoute, resetPasswordRoute } from './routes/auth-routes';
import {
  cartRoute,
  orderConfirmationRoute,
  orderOnBehalfRoute,
  paymentCanceledRoute,
  paymentCompletedRoute,
} from './routes/checkout-routes';
import {
  authLayoutRoute,
  mainLayoutRoute,
  protectedRoute,
  publicRoute,
} from './routes/layout-routes';
import { approvalDetailRoute, approvalsRoute, colleaguesRoute } from './routes/office-routes';
import {
  addressBookRoute,
  myAccountRoute,
  myOrdersRoute,
  orderDetailRoute,
  profileIndexRoute,
  profileRoute,
  savedCartsRoute,
} from './routes/profile-routes';
import {
  contactRoute,
  faqRoute,
  faqSubjectRoute,
  thanksRoute,
  webinarConfirmedRoute,
  webinarRoute,
} from './routes/public-routes';
import { rootRoute } from './routes/root-route';
import {
  categoryProductRoute,
  categoryRoute,
  homeRoute,
  productRoute,
  quickOrderRoute,
  shopCategoryRoute,
  shopProductRoute,
  shopRoute,
} from './routes/shop-routes';

/** The route table of SPEC 2. */
export const routeTree = rootRoute.addChildren([
  mainLayoutRoute.addChildren([
    protectedRoute.addChildren([
      homeRoute,
      shopRoute,
      shopCategoryRoute,
      categoryRoute,
      productRoute,
      shopProductRoute,
      categoryProductRoute,
      quickOrderRoute,
      cartRoute,
      orderConfirmationRoute,
      paymentCompletedRoute,
      paymentCanceledRoute,
      orderOnBehalfRoute,
      colleaguesRoute,
      approvalsRoute,
      approvalDetailRoute,
      profileRoute.addChildren([
        profileIndexRoute,
        myAccountRoute,
        myOrdersRoute,
        orderDetailRoute,
        addressBookRoute,
        savedCartsRoute,
      ]),
    ]),
    publicRoute.addChildren([
      contactRoute,
      faqRoute,
      faqSubjectRoute,
      thanksRoute,
      webinarRoute,
      webinarConfirmedRoute,
    ]),
  ]),
  authLayoutRoute.addChildren([loginRoute, registerRoute, forgotRoute, resetPasswordRoute]),
]);

export const router = createRouter({
  routeTree,
  basepath: env.VITE_BASE_PATH,
  context: { queryClient },
  defaultPreload: 'intent',
  scrollRestoration: false,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
