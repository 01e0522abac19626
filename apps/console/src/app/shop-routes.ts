import { type AnyRoute, createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { positiveId } from '../lib/search-params';
import {
  shopAuditSearch,
  shopCustomersSearch,
  shopOrdersSearch,
  shopProductsSearch,
} from '../lib/shop-search-params';
import { loadScreen, type ShellContext } from './screen-loader';

/** The shell's context (`router.tsx`: who is logged in, whether they may open the screen). */
const shellContext = (context: unknown) => context as ShellContext;

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
    loader: ({ context }) =>
      loadScreen(
        shellContext(context),
        () => import('../features/shop-licences/routes/loaders'),
        (screen, c) => screen.loadLicences(c),
      ),
    component: lazyRouteComponent(
      () => import('../features/shop-licences/routes/licences-page'),
      'LicencesPage',
    ),
  });
  const ordersRoute = createRoute({
    getParentRoute: () => shopRoute,
    path: 'orders',
    staticData: { title: 'console_app.backoffice.nav.orders' },
    validateSearch: shopOrdersSearch,
    loaderDeps: ({ search }) => search,
    loader: ({ context, deps }) =>
      loadScreen(
        shellContext(context),
        () => import('../features/shop-orders/routes/loaders'),
        (screen, c) => screen.loadOrders(c, deps),
      ),
    component: lazyRouteComponent(
      () => import('../features/shop-orders/routes/orders-page'),
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
    loader: ({ context, params }) =>
      loadScreen(
        shellContext(context),
        () => import('../features/shop-orders/routes/loaders'),
        (screen, c) => screen.loadOrder(c, params.orderId),
      ),
    component: lazyRouteComponent(
      () => import('../features/shop-orders/routes/order-detail-page'),
      'OrderDetailPage',
    ),
  });
  const customersRoute = createRoute({
    getParentRoute: () => shopRoute,
    path: 'customers',
    staticData: { title: 'console_app.backoffice.nav.customers' },
    validateSearch: shopCustomersSearch,
    loaderDeps: ({ search }) => search,
    loader: ({ context, deps }) =>
      loadScreen(
        shellContext(context),
        () => import('../features/shop-customers/routes/loaders'),
        (screen, c) => screen.loadCustomers(c, deps),
      ),
    component: lazyRouteComponent(
      () => import('../features/shop-customers/routes/customers-page'),
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
    loader: ({ context, params }) =>
      loadScreen(
        shellContext(context),
        () => import('../features/shop-customers/routes/loaders'),
        (screen, c) => screen.loadOffice(c, params.officeId),
      ),
    component: lazyRouteComponent(
      () => import('../features/shop-customers/routes/office-page'),
      'OfficePage',
    ),
  });
  const productsRoute = createRoute({
    getParentRoute: () => shopRoute,
    path: 'products',
    staticData: { title: 'console_app.backoffice.nav.products' },
    validateSearch: shopProductsSearch,
    loaderDeps: ({ search }) => search,
    loader: ({ context, deps }) =>
      loadScreen(
        shellContext(context),
        () => import('../features/shop-products/routes/loaders'),
        (screen, c) => screen.loadProducts(c, deps),
      ),
    component: lazyRouteComponent(
      () => import('../features/shop-products/routes/products-page'),
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
    loader: ({ context, params }) =>
      loadScreen(
        shellContext(context),
        () => import('../features/shop-products/routes/loaders'),
        (screen, c) => screen.loadProduct(c, params.productId),
      ),
    component: lazyRouteComponent(
      () => import('../features/shop-products/routes/product-page'),
      'ProductPage',
    ),
  });
  const couponsRoute = createRoute({
    getParentRoute: () => shopRoute,
    path: 'coupons',
    staticData: { title: 'console_app.backoffice.nav.coupons' },
    loader: ({ context }) =>
      loadScreen(
        shellContext(context),
        () => import('../features/shop-coupons/routes/loaders'),
        (screen, c) => screen.loadCoupons(c),
      ),
    component: lazyRouteComponent(
      () => import('../features/shop-coupons/routes/coupons-page'),
      'CouponsPage',
    ),
  });
  const settingsRoute = createRoute({
    getParentRoute: () => shopRoute,
    path: 'settings',
    staticData: { title: 'console_app.backoffice.nav.settings' },
    loader: ({ context }) =>
      loadScreen(
        shellContext(context),
        () => import('../features/shop-settings/routes/loaders'),
        (screen, c) => screen.loadSettings(c),
      ),
    component: lazyRouteComponent(
      () => import('../features/shop-settings/routes/settings-page'),
      'SettingsPage',
    ),
  });
  const accountRoute = createRoute({
    getParentRoute: () => shopRoute,
    path: 'account',
    staticData: { title: 'console_app.backoffice.account.title' },
    component: lazyRouteComponent(
      () => import('../features/shop-account/routes/staff-account-page'),
      'StaffAccountPage',
    ),
  });
  const auditRoute = createRoute({
    getParentRoute: () => shopRoute,
    path: 'audit',
    staticData: { title: 'console_app.backoffice.nav.audit' },
    validateSearch: shopAuditSearch,
    loaderDeps: ({ search }) => search,
    loader: ({ context, deps }) =>
      loadScreen(
        shellContext(context),
        () => import('../features/shop-audit/routes/loaders'),
        (screen, c) => screen.loadAudit(c, deps),
      ),
    component: lazyRouteComponent(
      () => import('../features/shop-audit/routes/audit-page'),
      'AuditPage',
    ),
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
