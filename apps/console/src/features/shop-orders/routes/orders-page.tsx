import {
  Banner,
  Button,
  DataTable,
  EmptyState,
  Select,
  Spinner,
  StatusBadge,
} from '@careshop/design-system';
import type { BackofficeOrderSummary } from '@careshop/validation';
import * as backofficeRoutes from '@careshop/validation/backoffice-routes';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/date-field';
import { LoadFailure } from '../../../components/load-failure';
import { OfficeField, SalesRepField } from '../../../components/lookup-fields';
import { hasNextPage, PageNav } from '../../../components/page-nav';
import { useDateFormat } from '../../../lib/date-format';
import { downloadFile } from '../../../lib/download-file';
import { failureReason } from '../../../lib/failure-reason';
import { formatCents } from '../../../lib/money';
import { api } from '../../../lib/session';
import { shopOrdersSearch } from '../../../lib/shop-search-params';
import { ordersQuery } from '../api/orders';
import {
  orderStatuses,
  orderStatusKind,
  paymentStatuses,
  paymentStatusKind,
} from '../components/order-states';

const filterNames = ['from', 'to', 'status', 'cust_no', 'rep', 'payment_status'] as const;
type Filters = Record<(typeof filterNames)[number], string>;

/** Orders: the list with its filters in the URL, a page at a time, and CSV / Excel exports. */
export function OrdersPage() {
  const { t, i18n } = useTranslation();
  const dates = useDateFormat();
  const search = useSearch({ from: '/authed/shell/shop/orders' });
  const navigate = useNavigate({ from: '/shop/orders' });
  const [filters, setFilters] = useState<Filters>(() => {
    const initial = {} as Filters;
    for (const name of filterNames) initial[name] = String(search[name] ?? '');
    return initial;
  });
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const [exporting, setExporting] = useState<'csv' | 'xlsx' | null>(null);
  const page = search.page ?? 1;
  const orders = useQuery(ordersQuery({ ...search, page }));

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const next = shopOrdersSearch(filters);
    void navigate({ search: next });
  };
  const clear = () => {
    setFilters({ from: '', to: '', status: '', cust_no: '', rep: '', payment_status: '' });
    void navigate({ search: {} });
  };
  const exportAs = async (format: 'csv' | 'xlsx') => {
    setExporting(format);
    setNotice(null);
    try {
      const { page: _page, ...filters } = search;
      const route =
        format === 'csv' ? backofficeRoutes.exportOrdersCsv : backofficeRoutes.exportOrdersXlsx;
      const file = await downloadFile(await api.url(route, { query: filters }), `orders.${format}`);
      setNotice({ ok: true, text: t('console_app.backoffice.orders.exported', { file }) });
    } catch (error) {
      setNotice({
        ok: false,
        text: t('console_app.backoffice.orders.export_failed', {
          reason: failureReason(t, error),
        }),
      });
    } finally {
      setExporting(null);
    }
  };
  const when = (iso: string) => dates.dateTime(iso);
  const statusLabel = (status: string) =>
    t(`console_app.backoffice.orders.statuses.${status}`, { defaultValue: status });
  const paymentLabel = (status: string) =>
    t(`console_app.backoffice.orders.payment_statuses.${status}`, { defaultValue: status });
  const all = { value: '', label: t('console_app.backoffice.all') };
  const items = orders.data?.items ?? [];
  const hasNext = hasNextPage(page, orders.data);

  return (
    <div className="console-stack">
      <div>
        <h1>{t('console_app.backoffice.orders.title')}</h1>
        <p className="console-muted">{t('console_app.backoffice.orders.intro')}</p>
      </div>
      <form
        noValidate
        onSubmit={apply}
        aria-label={t('console_app.backoffice.filters')}
        className="console-stack"
      >
        <div className="console-form-grid console-filters">
          <DateField
            name="from"
            label={t('console_app.backoffice.orders.from')}
            value={filters.from}
            onChange={(event) => setFilters({ ...filters, from: event.target.value })}
          />
          <DateField
            name="to"
            label={t('console_app.backoffice.orders.to')}
            value={filters.to}
            onChange={(event) => setFilters({ ...filters, to: event.target.value })}
          />
          <Select
            name="status"
            label={t('console_app.backoffice.orders.status')}
            options={[all, ...orderStatuses.map((value) => ({ value, label: statusLabel(value) }))]}
            value={filters.status}
            onChange={(event) => setFilters({ ...filters, status: event.target.value })}
          />
          <Select
            name="payment_status"
            label={t('console_app.backoffice.orders.payment_status')}
            options={[
              all,
              ...paymentStatuses.map((value) => ({ value, label: paymentLabel(value) })),
            ]}
            value={filters.payment_status}
            onChange={(event) => setFilters({ ...filters, payment_status: event.target.value })}
          />
          <OfficeField
            name="cust_no"
            label={t('console_app.backoffice.office_filter')}
            value={filters.cust_no}
            onValueChange={(cust_no) => setFilters((current) => ({ ...current, cust_no }))}
          />
          <SalesRepField
            name="rep"
            label={t('console_app.backoffice.orders.rep')}
            value={filters.rep}
            onValueChange={(rep) => setFilters((current) => ({ ...current, rep }))}
          />
        </div>
        <div className="console-actions">
          <Button type="submit">{t('console_app.backoffice.apply')}</Button>
          <Button type="button" variant="ghost" onClick={clear}>
            {t('console_app.backoffice.clear')}
          </Button>
          <Button
            type="button"
            variant="outline"
            loading={exporting === 'csv'}
            onClick={() => void exportAs('csv')}
          >
            {t('console_app.backoffice.orders.export_csv')}
          </Button>
          <Button
            type="button"
            variant="outline"
            loading={exporting === 'xlsx'}
            onClick={() => void exportAs('xlsx')}
          >
            {t('console_app.backoffice.orders.export_xlsx')}
          </Button>
        </div>
      </form>
      {notice ? (
        <Banner severity={notice.ok ? 'success' : 'error'} live={notice.ok ? 'status' : 'alert'}>
          {notice.text}
        </Banner>
      ) : null}
      {orders.isPending ? <Spinner label={t('common.loading')} /> : null}
      {orders.isError ? <LoadFailure error={orders.error} /> : null}
      {orders.data && items.length === 0 ? (
        <EmptyState title={t('console_app.backoffice.orders.empty')} headingLevel={2} />
      ) : null}
      {items.length > 0 ? (
        <div className="console-table-wrap">
          <DataTable<BackofficeOrderSummary>
            caption={t('console_app.backoffice.orders.title')}
            rows={items}
            getRowKey={(row) => String(row.id)}
            emptyLabel={t('console_app.backoffice.orders.empty')}
            columns={[
              {
                key: 'id',
                header: t('console_app.backoffice.orders.number'),
                cell: (row) => (
                  <Link to="/shop/orders/$orderId" params={{ orderId: row.id }}>
                    {row.order_nr || `#${row.id}`}
                  </Link>
                ),
              },
              {
                key: 'created',
                header: t('console_app.backoffice.orders.placed'),
                cell: (row) => when(row.created),
              },
              {
                key: 'office',
                header: t('console_app.backoffice.orders.office'),
                cell: (row) => (
                  <Link to="/shop/offices/$officeId" params={{ officeId: row.office.id }}>
                    {row.office.cust_no} · {row.office.company_name}
                  </Link>
                ),
              },
              {
                key: 'rep',
                header: t('console_app.backoffice.orders.rep'),
                cell: (row) => (row.rep ? row.rep.name || row.rep.email : '—'),
              },
              {
                key: 'status',
                header: t('console_app.backoffice.orders.status'),
                cell: (row) => (
                  <StatusBadge
                    status={orderStatusKind(row.status)}
                    label={statusLabel(row.status)}
                  />
                ),
              },
              {
                key: 'payment',
                header: t('console_app.backoffice.orders.payment_status'),
                cell: (row) =>
                  row.payment_status ? (
                    <StatusBadge
                      status={paymentStatusKind(row.payment_status)}
                      label={paymentLabel(row.payment_status)}
                    />
                  ) : (
                    '—'
                  ),
              },
              {
                key: 'total',
                header: t('console_app.backoffice.orders.total'),
                align: 'end',
                cell: (row) => formatCents(row.total, row.currency, i18n.language),
              },
            ]}
          />
        </div>
      ) : null}
      {orders.data ? (
        <PageNav
          page={page}
          hasNext={hasNext}
          onPage={(next) => void navigate({ search: { ...search, page: next } })}
        />
      ) : null}
    </div>
  );
}
