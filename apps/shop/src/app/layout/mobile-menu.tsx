import { IconButton } from '@careshop/design-system';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MenuIcon } from '../../components/icons';
import { useCustomizationStore } from '../../stores/customization-store';
import type { NavItem } from './nav-items';

const loadDrawer = () => import('./mobile-menu-drawer');
const MobileMenuDrawer = lazy(() =>
  loadDrawer().then((module) => ({ default: module.MobileMenuDrawer })),
);

/**
 * SPEC 2 small screens: the menu button; the drawer's code loads when the button is first
 * pointed at, focused or pressed (issue 15: no dialog code in the first visit's JavaScript), and
 * the drawer then opens in the button's place.
 */
export function MobileMenu({ items }: { items: NavItem[] }) {
  const { t } = useTranslation();
  const isOpen = useCustomizationStore((state) => state.isOpen);
  const setMenuOpen = useCustomizationStore((state) => state.setMenuOpen);
  const [used, setUsed] = useState(isOpen);
  const button = (
    <IconButton
      label={t('navigation.mobile_menu.open')}
      icon={<MenuIcon />}
      variant="ghost"
      onPointerEnter={() => void loadDrawer()}
      onFocus={() => void loadDrawer()}
      onClick={() => {
        setUsed(true);
        setMenuOpen(true);
      }}
    />
  );
  if (!used) return <span className="shop-mobile-only">{button}</span>;
  return (
    <Suspense fallback={<span className="shop-mobile-only">{button}</span>}>
      <MobileMenuDrawer items={items} />
    </Suspense>
  );
}
