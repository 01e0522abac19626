import { describe, expect, it } from 'vitest';
import { mayOpen, navItems, visibleNavItems } from './nav-items';

// The level's actions as `/console/me` answers them (the server's table, decision 190).
const level4 = ['self:read', 'live:read'];
const level3 = [...level4, 'counts:read', 'reports:read', 'locations:read', 'subscriptions:read'];
const level2 = [...level3, 'selfcheck:read', 'devices:read', 'users:read', 'configs:read'];

describe('mayOpen: an address gets what the navigation offers (issue 27, decision 278)', () => {
  it('opens exactly the screens whose links the level sees, and their sub-screens', () => {
    for (const actions of [level4, level3, level2]) {
      const viewer = { kind: 'console' as const, actions };
      const visible = new Set(visibleNavItems(actions).map((item) => item.to));
      for (const item of navItems) {
        expect(mayOpen(viewer, item.to), `${item.to} for ${actions.length}`).toBe(
          visible.has(item.to),
        );
        if (item.to !== '/') expect(mayOpen(viewer, `${item.to}/7`)).toBe(visible.has(item.to));
      }
    }
  });

  it('keeps the Shop area for staff and the rest for console users', () => {
    const staff = { kind: 'staff' as const };
    const admin = { kind: 'console' as const, actions: level2 };
    for (const path of ['/shop', '/shop/licences', '/shop/orders/4', '/shop/account']) {
      expect(mayOpen(staff, path)).toBe(true);
      expect(mayOpen(admin, path)).toBe(false);
    }
    for (const path of ['/counts', '/devices', '/account', '/']) {
      expect(mayOpen(staff, path)).toBe(false);
    }
    // `/shopping` is not the Shop area; a path no table names is left to its route.
    expect(mayOpen(admin, '/shopping')).toBe(true);
    expect(mayOpen(admin, '/account')).toBe(true);
    expect(mayOpen({ kind: 'console', actions: level4 }, '/counts')).toBe(false);
    expect(mayOpen({ kind: 'console', actions: level4 }, '/countsx')).toBe(true);
  });
});
