import { type AnyRoute, createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { positiveId } from './search-params';
import {
  shopAuditSearch,
  shopCustomersSearch,
  shopOrdersSearch,
  shopProductsSearch,
} from './shop-search-params';

/** The Shop area (issue 14): the back office of the shop, for shop staff only. */
export const SHOP_PATH = '/shop';

/** The Shop area's routes under the shell; each screen is its own chunk. */
export function shopRoutes<TShell extends AnyRoute>(shellRoute: TShell) {
  const shopRoute = createRoute({
    getParentRoute: () => shellRoute,
    path: 'shop',
  });
  const indexRoute = createRoute({
    getParentRoute: () => shopRoute,
    path: '/',
    beforeLoad: () => {
      throw redirect({ to: '/shop/licences' });
    },
  });
  const licencesRoute = createRoute({
    getParentRoute: () => shopRoute,
    path: 'licences',
    component: lazyRouteComponent(
      () => import('../features/shop-licences/licences-page'),
      'LicencesPage',
    ),
  });
  const ordersRoute = createRoute({
    getParentRoute: () => shopRoute,
    path: 'orders',
    validateSearch: shopOrdersSearch,
    component: lazyRouteComponent(
      () => import('../features/shop-orders/orders-page'),
      'OrdersPage',
    ),
  });
  const orderRoute = createRoute({
    getParentRoute: () => shopRoute,
    path: 'orders/$orderId',
    params: {
      parse: (raw) => ({ orderId: positiveId(raw.orderId) }),
      stringify: ({ orderId }) => ({ orderId: String(orderId) }),
    },
    component: lazyRouteComponent(
      () => import('../features/shop-orders/order-detail-page'),
      'OrderDetailPage',
    ),
  });
  const customersRoute = createRoute({
    getParentRoute: () => shopRoute,
    path: 'customers',
    validateSearch: shopCustomersSearch,
    component: lazyRouteComponent(
      () => import('../features/shop-customers/customers-page'),
      'CustomersPage',
    ),
  });
  const officeRoute = createRoute({
    getParentRoute: () => shopRoute,
    path: 'offices/$officeId',
    params: {
      parse: (raw) => ({ officeId: positiveId(raw.officeId) }),
      stringify: ({ officeId }) => ({ officeId: String(officeId) }),
    },
    component: lazyRouteComponent(
      () => import('../features/shop-customers/office-page'),
      'OfficePage',
    ),
  });
  const productsRoute = createRoute({
    getParentRoute: () => shopRoute,
    path: 'products',
    validateSearch: shopProductsSearch,
    component: lazyRouteComponent(
      () => import('../features/shop-products/products-page'),
      'ProductsPage',
    ),
  });
  const productRoute = createRoute({
    getParentRoute: () => shopRoute,
    path: 'products/$productId',
    params: {
      parse: (raw) => ({ productId: positiveId(raw.productId) }),
      stringify: ({ productId }) => ({ productId: String(productId) }),
    },
    component: lazyRouteComponent(
      () => import('../features/shop-products/product-page'),
      'ProductPage',
    ),
  });
  const couponsRoute = createRoute({
    getParentRoute: () => shopRoute,
    path: 'coupons',
    component: lazyRouteComponent(
      () => import('../features/shop-coupons/coupons-page'),
      'CouponsPage',
    ),
  });
  const settingsRoute = createRoute({
    getParentRoute: () => shopRoute,
    path: 'settings',
    component: lazyRouteComponent(
      () => import('../features/shop-settings/settings-page'),
      'SettingsPage',
    ),
  });
  const accountRoute = createRoute({
    getParentRoute: () => shopRoute,
    path: 'account',
    component: lazyRouteComponent(
      () => import('../features/shop-account/staff-account-page'),
      'StaffAccountPage',
    ),
  });
  const auditRoute = createRoute({
    getParentRoute: () => shopRoute,
    path: 'audit',
    validateSearch: shopAuditSearch,
    component: lazyRouteComponent(() => import('../features/shop-audit/audit-page'), 'AuditPage'),
  });
  return shopRoute.addChildren([
    indexRoute,
    licencesRoute,
    ordersRoute,
    orderRoute,
    customersRoute,
    officeRoute,
    productsRoute,
    productRoute,
    couponsRoute,
    settingsRoute,
    auditRoute,
    accountRoute,
  ]);
}
