import { myOrderFilterFields } from '@careshop/validation';
import { createRoute, redirect } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { protectedRoute } from './layout-routes';
import { lazyPage } from './lazy-page';
import { ensureOrder } from './route-loaders';

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
const AddressBookPage = lazyPage(
  () => import('../../features/address-book/components/address-book-page'),
  'AddressBookPage',
);
const SavedCartsPage = lazyPage(
  () => import('../../features/saved-carts/components/saved-carts-page'),
  'SavedCartsPage',
);
const OrderDetailPage = lazyPage(
  () => import('../../features/orders/components/order-detail-page'),
  'OrderDetailPage',
);

/**
 * Rows per page, page and filters of my orders live in the URL; a hand-edited bad value is dropped
 * rather than sent (the filters use the API's own field schemas).
 */
const ordersSearchSchema = z.object({
  // The router reads `?q=12` as the number 12: an order number typed in the address stays text.
  q: z.catch(
    z.pipe(
      z.transform((value) => (typeof value === 'number' ? String(value) : value)),
      myOrderFilterFields.q,
    ),
    undefined,
  ),
  status: z.catch(myOrderFilterFields.status, undefined),
  payment_status: z.catch(myOrderFilterFields.payment_status, undefined),
  from: z.catch(myOrderFilterFields.from, undefined),
  to: z.catch(myOrderFilterFields.to, undefined),
  page: z.catch(z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(100_000))), undefined),
  rows: z.catch(
    z.optional(z.coerce.number().check(z.refine((value) => [5, 10, 25].includes(value)))),
    undefined,
  ),
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

export const addressBookRoute = createRoute({
  getParentRoute: () => profileRoute,
  path: '/addresses',
  component: AddressBookPage,
});

export const savedCartsRoute = createRoute({
  getParentRoute: () => profileRoute,
  path: '/saved-carts',
  component: SavedCartsPage,
});
