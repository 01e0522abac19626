import {
  Banner,
  Button,
  Card,
  DataTable,
  Dialog,
  Spinner,
  StatusBadge,
} from '@careshop/design-system';
import { type BackofficeOrderDetail, countryName } from '@careshop/validation';
import * as backofficeRoutes from '@careshop/validation/backoffice-routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../../../components/load-failure';
import { useDateFormat } from '../../../lib/date-format';
import { failureReason } from '../../../lib/failure-reason';
import { formatCents } from '../../../lib/money';
import { api, serverCode } from '../../../lib/session';
import { orderQuery } from '../api/orders';
import { LatePaymentNotice } from '../components/late-payment-notice';
import { orderStatusKind, paymentStatusKind } from '../components/order-states';

type Line = BackofficeOrderDetail['lines'][number];
type Action = 'processed' | 'in_process' | 'cancel';

/**
 * One order: lines, totals, who placed it (on behalf), its PO number and note (decision 246), status
 * changes and cancelling.
 */
export function OrderDetailPage() {
  const { t, i18n } = useTranslation();
  const dates = useDateFormat();
  const { orderId } = useParams({ from: '/authed/shell/shop/orders/$orderId' });
  const queryClient = useQueryClient();
  const order = useQuery(orderQuery(orderId));
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);

  const act = useMutation({
    mutationFn: async (action: Action): Promise<string> => {
      if (action === 'cancel') {
        try {
          await api.call(backofficeRoutes.cancelOrder, { params: { id: orderId }, body: {} });
        } catch (error) {
          // Cancelled meanwhile (another tab, another staff member): nothing was given back twice.
          if (serverCode(error) === 'order_cancelled') {
            return t('console_app.backoffice.orders.already_cancelled', { id: orderId });
          }
          throw error;
        }
        return t('console_app.backoffice.orders.cancelled', { id: orderId });
      }
      await api.call(backofficeRoutes.setOrderStatus, {
        params: { id: orderId },
        body: { status: action },
      });
      return t('console_app.backoffice.orders.status_saved', {
        status: t(`console_app.backoffice.orders.statuses.${action}`),
      });
    },
    onSuccess: (text) => {
      setNotice({ ok: true, text });
      setConfirming(false);
      void queryClient.invalidateQueries({ queryKey: ['backoffice', 'orders'] });
      void queryClient.invalidateQueries({ queryKey: ['backoffice', 'offices'] });
    },
    onError: (error) => {
      setConfirming(false);
      setNotice({
        ok: false,
        text: t('console_app.backoffice.orders.action_failed', {
          reason: failureReason(t, error),
        }),
      });
    },
  });

  const back = <Link to="/shop/orders">{t('console_app.backoffice.orders.back')}</Link>;
  if (order.isPending) return <Spinner label={t('common.loading')} />;
  if (order.isError) {
    return (
      <div className="console-stack">
        {back}
        <LoadFailure error={order.error} />
      </div>
    );
  }
  const data = order.data;
  // Each order's amounts are in the currency of the shop it was placed through (decision 226).
  const currency = data.currency;
  const money = (cents: number | undefined) =>
    cents === undefined ? '—' : formatCents(cents, currency, i18n.language);
  const statusLabel = (status: string) =>
    t(`console_app.backoffice.orders.statuses.${status}`, { defaultValue: status });
  const cancelled = data.status === 'cancelled';

  return (
    <div className="console-stack">
      {back}
      <div className="console-title-row">
        <h1>{t('console_app.backoffice.orders.detail_title', { id: data.order_nr || data.id })}</h1>
        <div className="console-actions">
          <StatusBadge status={orderStatusKind(data.status)} label={statusLabel(data.status)} />
          {data.payment_status ? (
            <StatusBadge
              status={paymentStatusKind(data.payment_status)}
              label={t(`console_app.backoffice.orders.payment_statuses.${data.payment_status}`, {
                defaultValue: data.payment_status,
              })}
            />
          ) : null}
        </div>
      </div>
      {notice ? (
        <Banner severity={notice.ok ? 'success' : 'error'} live={notice.ok ? 'status' : 'alert'}>
          {notice.text}
        </Banner>
      ) : null}
      {data.late_payment ? <LatePaymentNotice payment={data.late_payment} /> : null}
      <div className="console-actions">
        <Button
          variant="outline"
          disabled={cancelled || data.status === 'processed'}
          loading={act.isPending && act.variables === 'processed'}
          onClick={() => act.mutate('processed')}
        >
          {t('console_app.backoffice.orders.mark_processed')}
        </Button>
        <Button
          variant="outline"
          disabled={cancelled || data.status === 'in_process'}
          loading={act.isPending && act.variables === 'in_process'}
          onClick={() => act.mutate('in_process')}
        >
          {t('console_app.backoffice.orders.mark_in_process')}
        </Button>
        <Button variant="danger" disabled={cancelled} onClick={() => setConfirming(true)}>
          {t('console_app.backoffice.orders.cancel')}
        </Button>
      </div>
      <Card title={t('console_app.backoffice.orders.details')} headingLevel={2}>
        <dl className="console-facts">
          <dt>{t('console_app.backoffice.orders.placed')}</dt>
          <dd>{dates.dateTime(data.created)}</dd>
          <dt>{t('console_app.backoffice.orders.office')}</dt>
          <dd>
            <Link to="/shop/offices/$officeId" params={{ officeId: data.office.id }}>
              {data.office.cust_no} · {data.office.company_name}
            </Link>
          </dd>
          <dt>{t('console_app.backoffice.orders.on_behalf')}</dt>
          <dd>
            {data.rep
              ? t('console_app.backoffice.orders.on_behalf_by', {
                  rep: `${data.rep.name || data.rep.email} (${data.rep.email})`,
                  office: data.office.cust_no,
                })
              : t('console_app.backoffice.orders.own_order')}
          </dd>
          <dt>{t('console_app.backoffice.orders.placed_by')}</dt>
          <dd>
            {data.placed_by.name || data.placed_by.email} ({data.placed_by.email})
          </dd>
          {data.coupon_code ? (
            <>
              <dt>{t('console_app.backoffice.orders.coupon')}</dt>
              <dd>{data.coupon_code}</dd>
            </>
          ) : null}
          {data.po_number ? (
            <>
              <dt>{t('console_app.backoffice.orders.po_number')}</dt>
              <dd data-testid="order-po-number">{data.po_number}</dd>
            </>
          ) : null}
          {data.note ? (
            <>
              <dt>{t('console_app.backoffice.orders.note')}</dt>
              {/* The customer's own text, line breaks kept; shown as text, never as markup. */}
              <dd data-testid="order-note" className="console-note">
                {data.note}
              </dd>
            </>
          ) : null}
          <dt>{t('console_app.backoffice.orders.shipping_address')}</dt>
          <dd>
            {[
              data.shipping_address.name,
              data.shipping_address.address,
              data.shipping_address.address_xtra,
              `${data.shipping_address.postalcode} ${data.shipping_address.city}`,
              countryName(data.shipping_address.country, i18n.language),
            ]
              .filter(Boolean)
              .join(', ')}
          </dd>
        </dl>
      </Card>
      <div className="console-table-wrap">
        <DataTable<Line>
          caption={t('console_app.backoffice.orders.lines')}
          rows={data.lines}
          getRowKey={(row) => `${row.product_id}-${row.part_no}`}
          emptyLabel={t('console_app.backoffice.none')}
          columns={[
            {
              key: 'product',
              header: t('console_app.backoffice.orders.product'),
              cell: (row) => row.name ?? row.part_no,
            },
            {
              key: 'sku',
              header: t('console_app.backoffice.orders.sku'),
              cell: (row) => row.part_no,
            },
            {
              key: 'quantity',
              header: t('console_app.backoffice.orders.quantity'),
              align: 'end',
              cell: (row) => row.quantity,
            },
            {
              key: 'price',
              header: t('console_app.backoffice.orders.unit_price'),
              align: 'end',
              cell: (row) => money(row.price_in_cents),
            },
            {
              key: 'total',
              header: t('console_app.backoffice.orders.line_total'),
              align: 'end',
              cell: (row) => money(row.line_total),
            },
          ]}
        />
      </div>
      <dl className="console-facts" aria-label={t('console_app.backoffice.orders.total')}>
        <dt>{t('console_app.backoffice.orders.subtotal')}</dt>
        <dd className="console-money">{money(data.subtotal)}</dd>
        <dt>{t('console_app.backoffice.orders.shipping')}</dt>
        <dd className="console-money">{money(data.shipping)}</dd>
        <dt>{t('console_app.backoffice.orders.discount')}</dt>
        <dd className="console-money">{money(data.discount)}</dd>
        <dt>{t('console_app.backoffice.orders.total')}</dt>
        <dd className="console-money">
          <strong>{money(data.total)}</strong>
        </dd>
        <dt>{t('console_app.backoffice.orders.tax')}</dt>
        <dd className="console-money">{money(data.tax)}</dd>
      </dl>
      {data.history.length > 0 ? (
        <section aria-labelledby="order-history">
          <h2 id="order-history">{t('console_app.backoffice.orders.history')}</h2>
          <ul className="console-list">
            {data.history.map((entry) => (
              <li key={entry.id}>
                {dates.dateTime(entry.at)} · {entry.actor} · {entry.action}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {confirming ? (
        <Dialog
          open
          onOpenChange={(open) => setConfirming(open)}
          title={t('console_app.backoffice.orders.cancel_title', { id: data.id })}
          description={t('console_app.backoffice.orders.cancel_description')}
          closeLabel={t('common.close')}
          size="sm"
          footer={
            <div className="console-actions">
              <Button
                variant="danger"
                loading={act.isPending && act.variables === 'cancel'}
                onClick={() => act.mutate('cancel')}
              >
                {t('console_app.backoffice.orders.cancel')}
              </Button>
              <Button variant="ghost" onClick={() => setConfirming(false)}>
                {t('console_app.backoffice.orders.keep')}
              </Button>
            </div>
          }
        />
      ) : null}
    </div>
  );
}
