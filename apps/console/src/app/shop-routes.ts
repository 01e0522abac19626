import { type AnyRoute, createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { positiveId } from '../lib/search-params';
import {
  shopAuditSearch,
  shopCustomersSearch,
  shopOrdersSearch,
  shopProductsSearch,
} from '../lib/shop-search-params';

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
    staticData: { title: 'console_app.backoffice.nav.licences' },
    component: lazyRouteComponent(
      () => import('../features/shop-licences/licences-page'),
      'LicencesPage',
    ),
  });
  const ordersRoute = createRoute({
    getParentRoute: () => shopRoute,
    path: 'orders',
    staticData: { title: 'console_app.backoffice.nav.orders' },
    validateSearch: shopOrdersSearch,
    component: lazyRouteComponent(
      () => import('../features/shop-orders/orders-page'),
      'OrdersPage',
    ),
  });
  const orderRoute = createRoute({
    getParentRoute: () => shopRoute,
    path: 'orders/$orderId',
    staticData: {
      title: 'console_app.backoffice.orders.detail_title',
      titleValues: (params) => ({ id: String(params.orderId ?? '') }),
    },
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
    staticData: { title: 'console_app.backoffice.nav.customers' },
    validateSearch: shopCustomersSearch,
    component: lazyRouteComponent(
      () => import('../features/shop-customers/customers-page'),
      'CustomersPage',
    ),
  });
  const officeRoute = createRoute({
    getParentRoute: () => shopRoute,
    path: 'offices/$officeId',
    staticData: { title: 'console_app.shell.titles.office' },
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
    staticData: { title: 'console_app.backoffice.nav.products' },
    validateSearch: shopProductsSearch,
    component: lazyRouteComponent(
      () => import('../features/shop-products/products-page'),
      'ProductsPage',
    ),
  });
  const productRoute = createRoute({
    getParentRoute: () => shopRoute,
    path: 'products/$productId',
    staticData: { title: 'console_app.shell.titles.product' },
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
    staticData: { title: 'console_app.backoffice.nav.coupons' },
    component: lazyRouteComponent(
      () => import('../features/shop-coupons/coupons-page'),
      'CouponsPage',
    ),
  });
  const settingsRoute = createRoute({
    getParentRoute: () => shopRoute,
    path: 'settings',
    staticData: { title: 'console_app.backoffice.nav.settings' },
    component: lazyRouteComponent(
      () => import('../features/shop-settings/settings-page'),
      'SettingsPage',
    ),
  });
  const accountRoute = createRoute({
    getParentRoute: () => shopRoute,
    path: 'account',
    staticData: { title: 'console_app.backoffice.account.title' },
    component: lazyRouteComponent(
      () => import('../features/shop-account/staff-account-page'),
      'StaffAccountPage',
    ),
  });
  const auditRoute = createRoute({
    getParentRoute: () => shopRoute,
    path: 'audit',
    staticData: { title: 'console_app.backoffice.nav.audit' },
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
