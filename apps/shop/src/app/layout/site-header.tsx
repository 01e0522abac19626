import { Badge, Header, IconButton, LanguageSwitcher } from '@careshop/design-system';
import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AccountIcon, CartIcon } from '../../components/icons';
import { env } from '../../config/env';
import { useShopLanguage } from '../../lib/use-shop-language';
import { useAccountStore } from '../../stores/account-store';
import { useCartBadgeCount } from '../../stores/cart-store';
import { useCustomizationStore } from '../../stores/customization-store';
import { EnvironmentBadge } from './environment-badge';
import { MobileMenu } from './mobile-menu';
import { navItems } from './nav-items';

/** SPEC 2 sticky header (85px): logo, nav per role, language switcher, account, cart badge. */
export function SiteHeader() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isLoggedIn = useAccountStore((state) => state.isLoggedIn);
  const isSalesRep = useAccountStore((state) => state.isSalesRep);
  const hasOffice = useAccountStore((state) => state.company !== null);
  const setLocale = useCustomizationStore((state) => state.setLocale);
  const badge = useCartBadgeCount();
  const language = useShopLanguage();
  const items = navItems({ isLoggedIn, isSalesRep, hasOffice, zoomUrl: env.VITE_ZOOM_URL });
  return (
    <Header
      logo={
        <span className="shop-actions">
          <MobileMenu items={items} />
          <Link to="/" className="shop-logo">
            {t('common.app_name')}
          </Link>
          <EnvironmentBadge />
        </span>
      }
      nav={
        <nav aria-label={t('navigation.header.main_nav')} className="shop-desktop-only">
          <ul className="shop-nav-list">
            {items.map((item) => (
              <li key={item.key}>
                {item.external ? (
                  <a href={item.to} className="shop-nav-link">
                    {t(item.labelKey)}
                  </a>
                ) : (
                  <Link to={item.to} className="shop-nav-link">
                    {t(item.labelKey)}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </nav>
      }
      actions={
        <div className="shop-actions">
          {language.showSwitcher ? (
            <span className="shop-desktop-only">
              <LanguageSwitcher
                languages={language.options}
                value={language.language}
                onChange={setLocale}
                label={t('navigation.header.language')}
              />
            </span>
          ) : null}
          <IconButton
            label={t('navigation.header.my_account')}
            icon={<AccountIcon />}
            variant="ghost"
            onClick={() => void navigate({ to: '/profile/my-account' })}
          />
          <Badge count={badge} label={t('navigation.header.cart_badge', { quantity: badge })}>
            <IconButton
              label={t('navigation.header.cart')}
              icon={<CartIcon />}
              variant="ghost"
              onClick={() => void navigate({ to: '/cart' })}
            />
          </Badge>
        </div>
      }
    />
  );
}
