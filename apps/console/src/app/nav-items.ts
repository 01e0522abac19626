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
