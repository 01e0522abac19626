import { createRoute, redirect } from '@tanstack/react-router';
import { z } from 'zod';
import { ensureOrder } from '../../lib/queries/route-loaders';
import { protectedRoute } from './layout-routes';
import { lazyPage } from './lazy-page';

const ProfileLayout = lazyPage(
  () => import('../../features/profile/components/profile-layout'),
  'ProfileLayout',
);
const MyAccountPage = lazyPage(
  () => import('../../features/profile/components/my-account-page'),
  'MyAccountPage',
);
const MyOrdersPage = lazyPage(
  () => import('../../features/orders/components/my-orders-page'),
  'MyOrdersPage',
);
const OrderDetailPage = lazyPage(
  () => import('../../features/orders/components/order-detail-page'),
  'OrderDetailPage',
);

/** Rows per page and page of my orders live in the URL. */
const ordersSearchSchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).optional().catch(undefined),
  rows: z.coerce
    .number()
    .refine((value) => [5, 10, 25].includes(value))
    .optional()
    .catch(undefined),
});

export const profileRoute = createRoute({
  getParentRoute: () => protectedRoute,
  path: '/profile',
  component: ProfileLayout,
});

export const profileIndexRoute = createRoute({
  getParentRoute: () => profileRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: '/profile/my-account' });
  },
});

export const myAccountRoute = createRoute({
  getParentRoute: () => profileRoute,
  path: '/my-account',
  component: MyAccountPage,
});

export const myOrdersRoute = createRoute({
  getParentRoute: () => profileRoute,
  path: '/my-orders',
  validateSearch: (search: Record<string, unknown>) => ordersSearchSchema.parse(search),
  component: MyOrdersPage,
});

export const orderDetailRoute = createRoute({
  getParentRoute: () => profileRoute,
  path: '/my-orders/$orderId',
  loader: ({ context, params }) => ensureOrder(context.queryClient, params.orderId),
  component: OrderDetailPage,
});
