import { Card, DataTable, Spinner, StatusBadge } from '@careshop/design-system';
import {
  type BackofficeOfficeDetail,
  type BackofficeOrderSummary,
  countryName,
} from '@careshop/validation';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../../../components/load-failure';
import { useDateFormat } from '../../../lib/date-format';
import { formatCents } from '../../../lib/money';
import { officeQuery } from '../api/office';
import { OfficeTeam } from '../components/office-team';

type Quota = BackofficeOfficeDetail['product_quotas'][number];

/**
 * One office: its latest orders, the year's orders used of those allowed, product quotas used, and
 * its team (members, roles, limits, invitations, approval requests; decision 330).
 */
export function OfficePage() {
  const { t, i18n } = useTranslation();
  const dates = useDateFormat();
  const { officeId } = useParams({ from: '/authed/shell/shop/offices/$officeId' });
  const office = useQuery(officeQuery(officeId));
  const back = <Link to="/shop/customers">{t('console_app.backoffice.customers.back')}</Link>;
  if (office.isPending) return <Spinner label={t('common.loading')} />;
  if (office.isError) {
    return (
      <div className="console-stack">
        {back}
        <LoadFailure error={office.error} />
      </div>
    );
  }
  const data = office.data;
  const { used, allowed } = data.orders_this_year;
  const unlimited = allowed < 0;
  return (
    <div className="console-stack">
      {back}
      <div>
        <h1>{t('console_app.backoffice.customers.office_title', { number: data.cust_no })}</h1>
        <p className="console-muted">
          {[
            data.company_name,
            data.address,
            `${data.postalcode} ${data.city}`.trim(),
            data.country && countryName(data.country, i18n.language),
          ]
            .filter(Boolean)
            .join(', ')}
        </p>
      </div>
      <Card title={t('console_app.backoffice.customers.orders_year')} headingLevel={2}>
        <p>
          {unlimited
            ? t('console_app.backoffice.customers.orders_used_unlimited', { used })
            : t('console_app.backoffice.customers.orders_used', { used, allowed })}
        </p>
        {unlimited ? null : (
          <progress value={Math.min(used, allowed)} max={Math.max(allowed, 1)}>
            {used}/{allowed}
          </progress>
        )}
      </Card>
      <OfficeTeam officeId={officeId} />
      <div className="console-table-wrap">
        <DataTable<Quota>
          caption={t('console_app.backoffice.customers.quotas')}
          rows={data.product_quotas}
          getRowKey={(row) => String(row.product_id)}
          emptyLabel={t('console_app.backoffice.customers.no_quotas')}
          columns={[
            {
              key: 'product',
              header: t('console_app.backoffice.products.name'),
              cell: (row) => (
                <Link to="/shop/products/$productId" params={{ productId: row.product_id }}>
                  {row.name ?? row.part_no}
                </Link>
              ),
            },
            {
              key: 'used',
              header: t('console_app.backoffice.customers.quota_used'),
              align: 'end',
              cell: (row) => row.used,
            },
            {
              key: 'max',
              header: t('console_app.backoffice.customers.quota_max'),
              align: 'end',
              cell: (row) => row.max_per_year ?? t('console_app.backoffice.unlimited'),
            },
          ]}
        />
      </div>
      <div className="console-table-wrap">
        <DataTable<BackofficeOrderSummary>
          caption={t('console_app.backoffice.customers.recent_orders')}
          rows={data.orders}
          getRowKey={(row) => String(row.id)}
          emptyLabel={t('console_app.backoffice.customers.no_orders')}
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
              cell: (row) => dates.instantDate(row.created),
            },
            {
              key: 'status',
              header: t('console_app.backoffice.orders.status'),
              cell: (row) => (
                <StatusBadge
                  status={
                    row.status === 'processed'
                      ? 'order-processed'
                      : row.status === 'in_process'
                        ? 'order-in-process'
                        : 'neutral'
                  }
                  label={t(`console_app.backoffice.orders.statuses.${row.status}`, {
                    defaultValue: row.status,
                  })}
                />
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
    </div>
  );
}
