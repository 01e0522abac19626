import { Stack } from '@careshop/design-system';
import { Link, Outlet } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useOfficeAllows, useOfficeRole, useOfficeTexts } from '../../../lib/office';
import { useApprovalRequests } from '../../../lib/queries/office';

/**
 * SPEC 2 /profile with its children my-account and my-orders, the delivery addresses and the
 * saved carts (decision 250); the approvals and, for an office's administrators, the colleagues
 * (issue 29).
 */
export function ProfileLayout() {
  const { t } = useTranslation();
  const role = useOfficeRole();
  const mayOrder = useOfficeAllows('order');
  const mayApprove = useOfficeAllows('approve');
  // Company accounts (issue 29): the colleagues for administrators, the approvals for members
  // who order or decide; their texts load with the office's screens.
  const showsApprovals = role !== null && (mayOrder || mayApprove);
  const officeTexts = useOfficeTexts() && role !== null;
  // The colleagues' requests waiting for this approver's decision, counted beside the link.
  const toDecide = useApprovalRequests(
    { scope: 'to_decide', status: 'pending' },
    role !== null && mayApprove,
  ).data?.items.length;
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
          {officeTexts && showsApprovals ? (
            <li>
              <Link to="/approvals" className="shop-nav-link">
                {toDecide
                  ? t('office.nav.approvals_count', { count: toDecide })
                  : t('office.nav.approvals')}
              </Link>
            </li>
          ) : null}
          {officeTexts && role === 'admin' ? (
            <li>
              <Link to="/colleagues" className="shop-nav-link">
                {t('office.nav.colleagues')}
              </Link>
            </li>
          ) : null}
        </ul>
      </nav>
      <Outlet />
    </Stack>
  );
}
