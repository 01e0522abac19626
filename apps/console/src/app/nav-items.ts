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
