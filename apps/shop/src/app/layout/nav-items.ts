/** One main-navigation entry. */
export interface NavItem {
  key: string;
  to: string;
  labelKey:
    | 'navigation.header.shop'
    | 'navigation.header.order_on_behalf'
    | 'navigation.header.login'
    | 'navigation.header.faq'
    | 'navigation.header.contact'
    | 'quick_order.title'
    | 'navigation.header.zoom';
  /** A separate app on the same origin (Zoom! Delivered): a plain link, not a router one. */
  external?: boolean;
}

/**
 * SPEC 2 header nav per role and login state: the shop link; order on behalf for sales reps; log
 * in when logged out; FAQ (to /faq/authentication when logged out); contact when logged in.
 * Quick order (decision 244) and Zoom! Delivered (issue 6) for logged-in professionals, and for
 * sales reps once they have chosen the office to order for; the wizard itself tells an unapproved
 * licence it must wait.
 */
export function navItems({
  isLoggedIn,
  isSalesRep,
  hasOffice = false,
  mayOrder = true,
  zoomUrl = '/zoom/',
}: {
  isLoggedIn: boolean;
  isSalesRep: boolean;
  hasOffice?: boolean;
  /** The member's office role lets them order (issue 29: not a viewer, not removed). */
  mayOrder?: boolean;
  zoomUrl?: string;
}): NavItem[] {
  const items: NavItem[] = [{ key: 'shop', to: '/c-p', labelKey: 'navigation.header.shop' }];
  const ordersForAnOffice = isLoggedIn && (!isSalesRep || hasOffice) && mayOrder;
  if (ordersForAnOffice) {
    items.push({ key: 'quick-order', to: '/quick-order', labelKey: 'quick_order.title' });
  }
  if (isLoggedIn && isSalesRep) {
    items.push({
      key: 'order-on-behalf',
      to: '/order-on-behalf',
      labelKey: 'navigation.header.order_on_behalf',
    });
  }
  if (!isLoggedIn) items.push({ key: 'login', to: '/login', labelKey: 'navigation.header.login' });
  items.push({
    key: 'faq',
    to: isLoggedIn ? '/faq' : '/faq/authentication',
    labelKey: 'navigation.header.faq',
  });
  if (ordersForAnOffice) {
    items.push({ key: 'zoom', to: zoomUrl, labelKey: 'navigation.header.zoom', external: true });
  }
  if (isLoggedIn) {
    items.push({ key: 'contact', to: '/contact', labelKey: 'navigation.header.contact' });
  }
  return items;
}
