import { Banner, DataTable, Spinner, Stack } from '@careshop/design-system';
import { formatDate } from '@careshop/i18n';
import { zoomDeliveryReference } from '@careshop/validation';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useLanguageStore } from '../../../lib/language-store';
import { useProductCode } from '../../../lib/product-code';
import { useZoomOrders } from '../api/get-zoom-orders';

const ROWS_PER_PAGE_OPTIONS = [5, 10, 25] as const;

/** The practice's sent deliveries, newest first, paginated like "my orders" (issue 6). */
export function SentDeliveries() {
  const { t } = useTranslation();
  const language = useLanguageStore((state) => state.language);
  const [page, setPage] = useState(1);
  const [rowsPerPage, setRowsPerPage] = useState<number>(10);
  const orders = useZoomOrders(page, rowsPerPage);
  const codeOf = useProductCode();

  if (orders.isPending) return <Spinner label={t('common.loading')} />;
  if (orders.isError) {
    const reason = apiErrorMessage(orders.error);
    return (
      <Banner severity="error" live="alert" title={t('zoom.sent.load_failed')}>
        {t(reason.key, reason.params)}
      </Banner>
    );
  }
  return (
    <Stack gap="md">
      <h2 id="zoom-sent-title">{t('zoom.sent.title')}</h2>
      <div className="zoom-table-scroll">
        <DataTable
          caption={t('zoom.sent.title')}
          rows={orders.data.items}
          getRowKey={(order) => String(order.id)}
          emptyLabel={t('zoom.sent.empty')}
          columns={[
            {
              key: 'reference',
              header: t('zoom.sent.reference'),
              cell: (order) => order.reference ?? zoomDeliveryReference(Number(order.id)),
            },
            {
              key: 'date',
              header: t('zoom.sent.date'),
              cell: (order) => formatDate(new Date(order.created), language),
            },
            {
              key: 'patient',
              header: t('zoom.sent.patient'),
              cell: (order) => [order.first_name, order.last_name].filter(Boolean).join(' '),
            },
            { key: 'city', header: t('zoom.sent.city'), cell: (order) => order.city ?? '' },
            {
              key: 'products',
              header: t('zoom.sent.products'),
              cell: (order) =>
                order.products.map((line) => `${line.quantity} × ${codeOf(line.id)}`).join(', '),
            },
            {
              key: 'status',
              header: t('zoom.sent.status'),
              cell: (order) => t(`orders.statuses.${order.status}`),
            },
          ]}
          pagination={{
            page: page - 1,
            rowsPerPage,
            rowsPerPageOptions: ROWS_PER_PAGE_OPTIONS,
            totalRows: orders.data.total,
            onPageChange: (next) => setPage(next + 1),
            onRowsPerPageChange: (rows) => {
              setRowsPerPage(rows);
              setPage(1);
            },
            labels: {
              rowsPerPage: t('orders.rows_per_page'),
              previousPage: t('common.previous'),
              nextPage: t('common.next'),
              range: (from, to, total) =>
                t('orders.page_range', {
                  from: String(from),
                  to: String(to),
                  total: String(total),
                }),
            },
          }}
        />
      </div>
    </Stack>
  );
}
