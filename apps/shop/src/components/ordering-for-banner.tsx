import { Banner } from '@careshop/design-system';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useAccountStore } from '../stores/account-store';

/**
 * For a sales rep on an ordering screen (cart, quick order): the office they order for, or the
 * prompt to choose one with a link to order on behalf (SPEC 4 "Order on behalf"). Nothing for a
 * customer.
 */
export function OrderingForBanner() {
  const { t } = useTranslation();
  const isSalesRep = useAccountStore((state) => state.isSalesRep);
  const company = useAccountStore((state) => state.company);
  if (!isSalesRep) return null;
  return (
    <Banner
      severity="info"
      live="none"
      action={
        company ? undefined : (
          <Link to="/order-on-behalf">{t('navigation.header.order_on_behalf')}</Link>
        )
      }
    >
      {company
        ? t('cart.ordering_for', { company: company.company_name ?? company.cust_no })
        : t('navigation-bot.sales-rep-choose-office')}
    </Banner>
  );
}
