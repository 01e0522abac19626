import { Badge, BrandHeader, IconButton, type RenderLink } from '@careshop/design-system';
import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AccountIcon, CartIcon } from '../../components/icons';
import { env } from '../../config/env';
import { useOfficeAllows } from '../../lib/office';
import { useLanguageSwitcher } from '../../lib/use-shop-language';
import { useAccountStore } from '../../stores/account-store';
import { useCartBadgeCount } from '../../stores/cart-store';
import { EnvironmentBadge } from './environment-badge';
import { MobileMenu } from './mobile-menu';
import { navItems } from './nav-items';

/** The brand chrome's links go through the shop's router (decision 251). */
export const routerLink: RenderLink = ({ href, className, children }) => (
  <Link to={href} className={className}>
    {children}
  </Link>
);

/**
 * SPEC 2 sticky header (85px): the brand header of the design system (logo, nav per role,
 * language switcher) with the shop's mobile menu, environment badge, account and cart badge.
 */
export function SiteHeader() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isLoggedIn = useAccountStore((state) => state.isLoggedIn);
  const isSalesRep = useAccountStore((state) => state.isSalesRep);
  const hasOffice = useAccountStore((state) => state.company !== null);
  const badge = useCartBadgeCount();
  const languageSwitcher = useLanguageSwitcher(t('navigation.header.language'));
  const mayOrder = useOfficeAllows('order');
  const items = navItems({
    isLoggedIn,
    isSalesRep,
    hasOffice,
    mayOrder,
    zoomUrl: env.VITE_ZOOM_URL,
  });
  return (
    <BrandHeader
      homeHref="/"
      navLabel={t('navigation.header.main_nav')}
      links={items.map((item) => ({
        key: item.key,
        label: t(item.labelKey),
        href: item.to,
        external: item.external,
      }))}
      language={languageSwitcher}
      start={<MobileMenu items={items} />}
      afterLogo={<EnvironmentBadge />}
      renderLink={routerLink}
      actions={
        <>
          <IconButton
            label={t('navigation.header.my_account')}
            icon={<AccountIcon />}
            variant="ghost"
            onClick={() => void navigate({ to: '/profile/my-account' })}
          />
          {mayOrder ? (
            <Badge count={badge} label={t('navigation.header.cart_badge', { quantity: badge })}>
              <IconButton
                label={t('navigation.header.cart')}
                icon={<CartIcon />}
                variant="ghost"
                onClick={() => void navigate({ to: '/cart' })}
              />
            </Badge>
          ) : null}
        </>
      }
    />
  );
}
