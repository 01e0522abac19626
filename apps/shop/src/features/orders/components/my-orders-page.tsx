import { Banner, Button, DataTable, Spinner } from '@careshop/design-system';
import { formatDate, formatMoney } from '@careshop/i18n';
import { isLicenseApproved, type MyOrderFilters, orderNumber } from '@careshop/validation';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageSection } from '../../../components/page-section';
import { ReorderOutcomeBanner } from '../../../components/reorder-outcome';
import { useMe } from '../../../lib/queries/get-me';
import { useShopConfig } from '../../../lib/queries/get-shop-config';
import { useReorder } from '../../../lib/use-reorder';
import { useShopLanguage } from '../../../lib/use-shop-language';
import { useAccountStore } from '../../../stores/account-store';
import { useOrders } from '../api/get-orders';
import { useExportOrders } from '../api/order-files';
import { OrderFilters } from './order-filters';
import { OrderStatus } from './order-status';

const ROWS_PER_PAGE_OPTIONS = [5, 10, 25] as const;

/** The URL's search of my orders: page, rows per page and the filters (decision 230). */
type OrdersSearch = MyOrderFilters & { page?: number; rows?: number };

/**
 * SPEC 2 my orders: history with rows per page, details, reorder (decision 245); search by order number or
 * product, filters by status, payment status and dates, and the list's CSV / XLSX export
 * (decision 230). Paging and filters live in the URL. An account whose licence awaits approval
 * sees nothing of its office (decision 140): the page says so instead of asking the API.
 */
export function MyOrdersPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const search = useSearch({ strict: false }) as OrdersSearch;
  const page = search.page ?? 1;
  const rows = search.rows ?? 10;
  const filters: MyOrderFilters = {
    q: search.q,
    status: search.status,
    payment_status: search.payment_status,
    from: search.from,
    to: search.to,
  };
  const filtered = Object.values(filters).some((value) => value !== undefined);
  const exportOrders = useExportOrders();
  const show = (next: OrdersSearch) => void navigate({ to: '/profile/my-orders', search: next });
  const me = useMe();
  const isSalesRep = useAccountStore((state) => state.isSalesRep);
  const awaitingApproval = !isSalesRep && me !== undefined && !isLicenseApproved(me.license_valid);
  const orders = useOrders(page, rows, filters, !awaitingApproval);
  const config = useShopConfig();
  const { intlLocale, language } = useShopLanguage();
  const { reorder, outcome, pendingId } = useReorder();
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
      {outcome ? <ReorderOutcomeBanner key={outcome.attempt} outcome={outcome} /> : null}
      <OrderFilters
        // A new URL (back button, clear) starts the form again from it.
        key={JSON.stringify(filters)}
        value={filters}
        onApply={(next) => show({ ...next, page: 1, rows })}
        onClear={() => show({ page: 1, rows })}
      />
      <div className="shop-actions">
        {(['csv', 'xlsx'] as const).map((format) => (
          <Button
            key={format}
            variant="outline"
            size="sm"
            loading={exportOrders.isPending && exportOrders.variables?.format === format}
            onClick={() => exportOrders.mutate({ filters, format, language })}
          >
            {t(`orders.export.${format}`)}
          </Button>
        ))}
      </div>
      {orders.isError ? (
        <Banner severity="error" live="alert">
          {t('errors.general_error')}
        </Banner>
      ) : null}
      <div className="shop-table-scroll">
        <DataTable
          caption={t('orders.history')}
          rows={orders.data?.items ?? []}
          getRowKey={(order) => String(order.id)}
          emptyLabel={filtered ? t('orders.search.no_match') : t('orders.no_orders')}
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
                <Button
                  size="sm"
                  variant="outline"
                  loading={pendingId === String(order.id)}
                  onClick={() => void reorder(order)}
                >
                  {t('orders.reorder.action')}
                  <span className="shop-visually-hidden">
                    {' '}
                    {t('orders.reorder.of_order', {
                      orderNumber: order.order_nr ?? orderNumber(order.id),
                    })}
                  </span>
                </Button>
              ),
            },
          ]}
          pagination={{
            page: page - 1,
            rowsPerPage: rows,
            rowsPerPageOptions: ROWS_PER_PAGE_OPTIONS,
            totalRows: orders.data?.total ?? 0,
            onPageChange: (next) => show({ ...filters, page: next + 1, rows }),
            onRowsPerPageChange: (next) => show({ ...filters, page: 1, rows: next }),
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
