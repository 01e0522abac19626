/**
 * The console's navigation, and with it which screen a user may open: the one table both the
 * header's links and the router's access check read (decision 278).
 */

/** The console's screens in the navigation, each with the action its level needs to see it. */
export const navItems = [
  { to: '/', label: 'console.nav.dashboard', action: 'live:read' },
  { to: '/counts', label: 'console_app.counts.title', action: 'counts:read' },
  { to: '/reports', label: 'console.nav.reports', action: 'reports:read' },
  { to: '/locations', label: 'console.nav.locations', action: 'locations:read' },
  { to: '/devices', label: 'console.nav.devices', action: 'devices:read' },
  { to: '/users', label: 'console.nav.users', action: 'users:read' },
  { to: '/configurations', label: 'console.nav.configurations', action: 'configs:read' },
  { to: '/promos', label: 'console.nav.promos', action: 'promos:read' },
] as const;

/** The items a user whose level may take `actions` sees, in order. */
export function visibleNavItems(actions: readonly string[]) {
  return navItems.filter((item) => actions.includes(item.action));
}

/** The Shop area (issue 14): the back office of the shop, for shop staff only. */
export const SHOP_PATH = '/shop';

/** The Shop area's screens (shop staff only, issue 14), in order. */
export const shopNavItems = [
  { to: '/shop/licences', label: 'console_app.backoffice.nav.licences' },
  { to: '/shop/orders', label: 'console_app.backoffice.nav.orders' },
  { to: '/shop/customers', label: 'console_app.backoffice.nav.customers' },
  { to: '/shop/products', label: 'console_app.backoffice.nav.products' },
  { to: '/shop/coupons', label: 'console_app.backoffice.nav.coupons' },
  { to: '/shop/settings', label: 'console_app.backoffice.nav.settings' },
  { to: '/shop/audit', label: 'console_app.backoffice.nav.audit' },
] as const;

/** True for `/shop` and every path under it. */
export function isShopPath(pathname: string): boolean {
  return pathname === SHOP_PATH || pathname.startsWith(`${SHOP_PATH}/`);
}

/** Whether `pathname` is the screen `to` or one of its sub-screens (`/` is only itself). */
function isUnder(pathname: string, to: string): boolean {
  if (to === '/') return pathname === '/';
  return pathname === to || pathname.startsWith(`${to}/`);
}

/** Who asks: shop staff, or a console user with the actions of their level (`/console/me`). */
export type Viewer = { kind: 'staff' } | { kind: 'console'; actions: readonly string[] };

/**
 * Whether the viewer may open the screen at `pathname` (without the base path). Staff may open
 * the Shop area only and console users never; a console screen of the navigation needs the action
 * its link needs, so an address typed by hand gets exactly what the navigation offers. A path no
 * table names (the own account, an unknown address) is left to its route (the account page,
 * "page not found").
 */
export function mayOpen(viewer: Viewer, pathname: string): boolean {
  if (isShopPath(pathname)) return viewer.kind === 'staff';
  if (viewer.kind === 'staff') return false;
  const item = navItems.find((candidate) => isUnder(pathname, candidate.to));
  return item === undefined || viewer.actions.includes(item.action);
}
