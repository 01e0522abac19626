import { Button, Drawer, Link as ExternalLink, IconButton, Stack } from '@careshop/design-system';
import { localizeUrl } from '@careshop/i18n';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { MenuIcon } from '../../components/icons';
import { env } from '../../config/env';
import { useLogout } from '../../lib/session/use-logout';
import { useShopLanguage } from '../../lib/use-shop-language';
import { useAccountStore } from '../../stores/account-store';
import { useCustomizationStore } from '../../stores/customization-store';
import type { NavItem } from './nav-items';

/**
 * SPEC 2 small screens: the nav in a sliding menu plus log out and two external links. A chunk of
 * its own (the drawer brings Radix's dialog), loaded by `MobileMenu` on the first open.
 */
export function MobileMenuDrawer({ items }: { items: NavItem[] }) {
  const { t } = useTranslation();
  const isOpen = useCustomizationStore((state) => state.isOpen);
  const setMenuOpen = useCustomizationStore((state) => state.setMenuOpen);
  const isLoggedIn = useAccountStore((state) => state.isLoggedIn);
  const { intlLocale } = useShopLanguage();
  const onLogout = useLogout();
  const close = () => setMenuOpen(false);
  return (
    <span className="shop-mobile-only">
      <Drawer
        title={t('navigation.mobile_menu.title')}
        open={isOpen}
        onOpenChange={setMenuOpen}
        closeLabel={t('navigation.mobile_menu.close')}
        trigger={
          <IconButton
            label={t('navigation.mobile_menu.open')}
            icon={<MenuIcon />}
            variant="ghost"
          />
        }
      >
        <nav aria-label={t('navigation.header.main_nav')}>
          <Stack as="ul" gap="sm" className="shop-plain-list">
            {items.map((item) => (
              <li key={item.key}>
                {item.external ? (
                  <a href={item.to} className="shop-nav-link">
                    {t(item.labelKey)}
                  </a>
                ) : (
                  <Link to={item.to} className="shop-nav-link" onClick={close}>
                    {t(item.labelKey)}
                  </Link>
                )}
              </li>
            ))}
            <li>
              <ExternalLink
                href={localizeUrl(env.VITE_PROFESSIONALS_URL, intlLocale)}
                external
                externalLabel={t('common.open_in_new_tab')}
              >
                {t('navigation.mobile_menu.professionals')}
              </ExternalLink>
            </li>
            <li>
              <ExternalLink
                href={localizeUrl(env.VITE_SALES_CONTACT_URL, intlLocale)}
                external
                externalLabel={t('common.open_in_new_tab')}
              >
                {t('navigation.mobile_menu.sales_contact')}
              </ExternalLink>
            </li>
            {isLoggedIn ? (
              <li>
                <Button
                  variant="outline"
                  onClick={() => {
                    close();
                    onLogout();
                  }}
                >
                  {t('navigation.mobile_menu.logout')}
                </Button>
              </li>
            ) : null}
          </Stack>
        </nav>
      </Drawer>
    </span>
  );
}
