import { accountBanners } from '@careshop/cart-engine';
import { Banner, Stack } from '@careshop/design-system';
import { isLicenseApproved } from '@careshop/validation';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useOfficeTexts } from '../../lib/office';
import { useMe } from '../../lib/queries/get-me';
import { useAccountStore } from '../../stores/account-store';

/** Sales-rep, waiting-for-approval and next-year banners (SPEC 2 Layout, SPEC 4). */
export function AccountBannerList() {
  const { t } = useTranslation();
  const me = useMe();
  const isSalesRep = useAccountStore((state) => state.isSalesRep);
  const company = useAccountStore((state) => state.company);
  // Issue 29: a viewer browses without ordering; a removed member no longer acts for the office.
  const officeRole = isSalesRep ? null : me?.office_role;
  const roleBanner = officeRole === 'viewer' || officeRole === 'removed' ? officeRole : null;
  const officeTexts = useOfficeTexts(roleBanner !== null);
  const banners = accountBanners({
    loggedIn: me !== undefined,
    isSalesRep,
    licenseApproved: isLicenseApproved(me?.license_valid),
    orderDates: (me?.orders ?? []).map((order) => order.created),
    maxOrdersPerYear: me?.organisation?.max_order_count_year,
    now: new Date(),
  });
  return (
    <Stack gap="sm" style={{ marginBottom: '1rem' }}>
      {isSalesRep ? (
        <Banner
          severity="info"
          live="none"
          action={
            <Link to="/order-on-behalf">
              {t(
                company
                  ? 'navigation-bot.sales-rep-change-link'
                  : 'navigation-bot.sales-rep-choose-link',
              )}
            </Link>
          }
        >
          {company
            ? t('navigation-bot.sales-rep-ordering-for', {
                company: company.company_name ?? company.Name ?? company.cust_no,
                userId: me?.id ?? '',
              })
            : t('navigation-bot.sales-rep-choose-office')}
        </Banner>
      ) : null}
      {banners.waitingForApproval ? (
        <Banner severity="warning" live="none">
          {t('profile.wait_for_approval')}
        </Banner>
      ) : null}
      {roleBanner && officeTexts ? (
        <Banner severity="info" live="none">
          <span data-testid="office-role-banner">
            {roleBanner === 'viewer'
              ? t('office.banner.viewer')
              : t('office.banner.removed', {
                  office: me?.company_name || me?.cust_no || '',
                })}
          </span>
        </Banner>
      ) : null}
      {banners.newOrderNextYear ? (
        <Banner severity="warning" live="none">
          {t('navigation-bot.new-order-next-year')}
        </Banner>
      ) : null}
    </Stack>
  );
}
