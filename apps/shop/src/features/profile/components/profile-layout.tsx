import { Stack } from '@careshop/design-system';
import { Link, Outlet } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

/**
 * SPEC 2 /profile with its children my-account and my-orders, the delivery addresses and the
 * saved carts (decision 250).
 */
export function ProfileLayout() {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <nav aria-label={t('profile.title')}>
        <ul className="shop-nav-list">
          <li>
            <Link to="/profile/my-account" className="shop-nav-link">
              {t('profile.my_account')}
            </Link>
          </li>
          <li>
            <Link to="/profile/my-orders" className="shop-nav-link">
              {t('profile.my_orders')}
            </Link>
          </li>
          <li>
            <Link to="/profile/addresses" className="shop-nav-link">
              {t('profile.delivery_addresses')}
            </Link>
          </li>
          <li>
            <Link to="/profile/saved-carts" className="shop-nav-link">
              {t('profile.saved_carts')}
            </Link>
          </li>
        </ul>
      </nav>
      <Outlet />
    </Stack>
  );
}
