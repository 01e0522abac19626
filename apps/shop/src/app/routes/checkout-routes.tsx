import { createRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { protectedRoute } from './layout-routes';
import { lazyPage } from './lazy-page';

const CartPage = lazyPage(() => import('../../features/cart/components/cart-page'), 'CartPage');
const OrderConfirmationPage = lazyPage(
  () => import('../../features/cart/components/order-confirmation-page'),
  'OrderConfirmationPage',
);
const PaymentCompletedPage = lazyPage(
  () => import('../../features/cart/components/payment-result-page'),
  'PaymentCompletedPage',
);
const PaymentCanceledPage = lazyPage(
  () => import('../../features/cart/components/payment-result-page'),
  'PaymentCanceledPage',
);
const OrderOnBehalfPage = lazyPage(
  () => import('../../features/order-on-behalf/components/order-on-behalf-page'),
  'OrderOnBehalfPage',
);

const orderSearchSchema = z.object({
  order: z.catch(z.optional(z.coerce.number().check(z.int(), z.gte(1))), undefined),
});

export const cartRoute = createRoute({
  getParentRoute: () => protectedRoute,
  path: '/cart',
  component: CartPage,
});

export const orderConfirmationRoute = createRoute({
  getParentRoute: () => protectedRoute,
  path: '/order-confirmation/$orderId',
  component: OrderConfirmationPage,
});

export const paymentCompletedRoute = createRoute({
  getParentRoute: () => protectedRoute,
  path: '/payment-completed',
  validateSearch: (search: Record<string, unknown>) => orderSearchSchema.parse(search),
  component: PaymentCompletedPage,
});

export const paymentCanceledRoute = createRoute({
  getParentRoute: () => protectedRoute,
  path: '/payment-canceled',
  validateSearch: (search: Record<string, unknown>) => orderSearchSchema.parse(search),
  component: PaymentCanceledPage,
});

export const orderOnBehalfRoute = createRoute({
  getParentRoute: () => protectedRoute,
  path: '/order-on-behalf',
  component: OrderOnBehalfPage,
});
