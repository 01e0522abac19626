import { Button, DataTable, Spinner } from '@careshop/design-system';
import { formatDate, formatMoney } from '@careshop/i18n';
import { isLicenseApproved, orderNumber } from '@careshop/validation';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageSection } from '../../../components/page-section';
import { useMe } from '../../../lib/queries/get-me';
import { useShopConfig } from '../../../lib/queries/get-shop-config';
import { useShopLanguage } from '../../../lib/use-shop-language';
import { useAccountStore } from '../../../stores/account-store';
import { useOrders } from '../api/get-orders';
import { useReorder } from '../hooks/use-reorder';
import { OrderStatus } from './order-status';

const ROWS_PER_PAGE_OPTIONS = [5, 10, 25] as const;

/**
 * SPEC 2 my orders: history with rows per page, details, reorder. Paging lives in the URL. An
 * account whose licence awaits approval sees nothing of its office (decision 140): the page says
 * so instead of asking the API.
 */
export function MyOrdersPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const search = useSearch({ strict: false }) as { page?: number; rows?: number };
  const page = search.page ?? 1;
  const rows = search.rows ?? 10;
  const me = useMe();
  const isSalesRep = useAccountStore((state) => state.isSalesRep);
  const awaitingApproval = !isSalesRep && me !== undefined && !isLicenseApproved(me.license_valid);
  const orders = useOrders(page, rows, !awaitingApproval);
  const config = useShopConfig();
  const { intlLocale } = useShopLanguage();
  const reorder = useReorder();
  const currency = config.currency ?? 'EUR';
  if (awaitingApproval) {
    return (
      <PageSection title={t('orders.title')}>
        <p data-testid="orders-awaiting-approval">{t('profile.wait_for_approval')}</p>
      </PageSection>
    );
  }
  if (orders.isPending) return <Spinner label={t('common.loading')} />;
  return (
    <PageSection title={t('orders.title')}>
      <div className="shop-table-scroll">
        <DataTable
          caption={t('orders.history')}
          rows={orders.data?.items ?? []}
          getRowKey={(order) => String(order.id)}
          emptyLabel={t('orders.no_orders')}
          columns={[
            {
              key: 'number',
              header: t('orders.order_number'),
              cell: (order) => (
                <Link to="/profile/my-orders/$orderId" params={{ orderId: String(order.id) }}>
                  {order.order_nr ?? orderNumber(order.id)}
                </Link>
              ),
            },
            {
              key: 'date',
              header: t('orders.date'),
              cell: (order) =>
                formatDate(new Date(order.created), intlLocale, { dateStyle: 'medium' }),
            },
            {
              key: 'total',
              header: t('orders.total'),
              align: 'end',
              cell: (order) => formatMoney(order.total, currency, intlLocale),
            },
            {
              key: 'status',
              header: t('orders.status'),
              cell: (order) => <OrderStatus order={order} />,
            },
            {
              key: 'actions',
              header: t('common.actions'),
              cell: (order) => (
                <Button size="sm" variant="outline" onClick={() => reorder(order)}>
                  {t('product.add_to_cart')}
                </Button>
              ),
            },
          ]}
          pagination={{
            page: page - 1,
            rowsPerPage: rows,
            rowsPerPageOptions: ROWS_PER_PAGE_OPTIONS,
            totalRows: orders.data?.total ?? 0,
            onPageChange: (next) =>
              void navigate({ to: '/profile/my-orders', search: { page: next + 1, rows } }),
            onRowsPerPageChange: (next) =>
              void navigate({ to: '/profile/my-orders', search: { page: 1, rows: next } }),
            labels: {
              rowsPerPage: t('orders.rows_per_page'),
              previousPage: t('common.previous'),
              nextPage: t('common.next'),
              range: (from, to, total) => t('orders.page_range', { from, to, total }),
            },
          }}
        />
      </div>
    </PageSection>
  );
}
