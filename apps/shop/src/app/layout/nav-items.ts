/** One main-navigation entry. */
export interface NavItem {
  key: string;
  to: string;
  labelKey:
    | 'navigation.header.shop'
    | 'navigation.header.order_on_behalf'
    | 'navigation.header.login'
    | 'navigation.header.faq'
    | 'navigation.header.contact';
}

/**
 * SPEC 2 header nav per role and login state: the shop link; order on behalf for sales reps; log
 * in when logged out; FAQ (to /faq/authentication when logged out); contact when logged in.
 */
export function navItems({
  isLoggedIn,
  isSalesRep,
}: {
  isLoggedIn: boolean;
  isSalesRep: boolean;
}): NavItem[] {
  const items: NavItem[] = [{ key: 'shop', to: '/c-p', labelKey: 'navigation.header.shop' }];
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
  if (isLoggedIn) {
    items.push({ key: 'contact', to: '/contact', labelKey: 'navigation.header.contact' });
  }
  return items;
}
