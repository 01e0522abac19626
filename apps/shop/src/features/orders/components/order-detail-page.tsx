import { expectedDeliveryDate } from '@careshop/cart-engine';
import { Button, Card, DataTable, Spinner, Stack } from '@careshop/design-system';
import { formatDate, formatMoney } from '@careshop/i18n';
import { orderNumber } from '@careshop/validation';
import { Link, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { DeliveryAddressBlock } from '../../../components/delivery-address';
import { PageSection } from '../../../components/page-section';
import { ReorderOutcomeBanner } from '../../../components/reorder-outcome';
import { productName } from '../../../lib/product-text';
import { useProducts } from '../../../lib/queries/get-products';
import { useShopConfig } from '../../../lib/queries/get-shop-config';
import { useReorder } from '../../../lib/use-reorder';
import { useShopLanguage } from '../../../lib/use-shop-language';
import { useOrder } from '../api/get-orders';
import { useDownloadInvoice } from '../api/order-files';
import { OrderStatus } from './order-status';

/** One label and its value in a summary card. */
function SummaryRow({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className="shop-summary-row" style={strong ? { fontWeight: 700 } : undefined}>
      <span>{label}</span>
      <span>{value}</span>
    </div>
  );
}

/**
 * One order: lines with amounts, subtotal, shipping, discount, tax and total; the delivery
 * address, method and expected date (decision 238); the payment method and state (decision 237);
 * the PO number and note (decision 246); the invoice download (decision 231) and reorder
 * (decision 245).
 */
export function OrderDetailPage() {
  const { t } = useTranslation();
  const { orderId } = useParams({ strict: false }) as { orderId: string };
  const order = useOrder(orderId);
  const config = useShopConfig();
  const { intlLocale, language } = useShopLanguage();
  const products = useProducts(config.organisation_id);
  const { reorder, outcome, pendingId } = useReorder();
  const invoice = useDownloadInvoice();
  // A line names the product in the language on screen when the catalogue still has it; the
  // order keeps the name it was placed with otherwise.
  const lineName = (line: { id: string; name?: string | null }) => {
    const product = products.data?.find((entry) => (entry.id ?? entry.part_no) === line.id);
    return product ? productName(product, language) : (line.name ?? line.id);
  };
  const money = (cents: number) => formatMoney(cents, config.currency ?? 'EUR', intlLocale);
  if (order.isPending) return <Spinner label={t('common.loading')} />;
  if (!order.data) return <p>{t('errors.general_error')}</p>;
  const data = order.data;
  const placedAt = new Date(data.created);
  const subtotal =
    data.subtotal ?? data.lines.reduce((sum, line) => sum + line.price_in_cents * line.quantity, 0);
  const address = data.shipping_address;
  return (
    <PageSection
      title={t('orders.detail_title', { orderNumber: data.order_nr ?? orderNumber(data.id) })}
    >
      <Link to="/profile/my-orders">{t('orders.back_to_orders')}</Link>
      <p style={{ margin: 0 }}>
        {t('orders.detail.placed_on', {
          date: formatDate(placedAt, intlLocale, { dateStyle: 'long' }),
        })}
      </p>
      <OrderStatus order={data} />
      <div className="shop-table-scroll">
        <DataTable
          caption={t('orders.lines')}
          rows={data.lines}
          getRowKey={(line) => line.id}
          emptyLabel="—"
          columns={[
            { key: 'name', header: t('cart.product'), cell: (line) => lineName(line) },
            {
              key: 'quantity',
              header: t('cart.quantity'),
              align: 'end',
              cell: (line) => line.quantity,
            },
            {
              key: 'price',
              header: t('cart.unit_price'),
              align: 'end',
              cell: (line) => money(line.price_in_cents),
            },
            {
              key: 'amount',
              header: t('orders.detail.amount'),
              align: 'end',
              cell: (line) => money(line.price_in_cents * line.quantity),
            },
          ]}
        />
      </div>
      <div className="shop-form-grid">
        <Card>
          <Stack gap="xs">
            <SummaryRow label={t('orders.detail.subtotal')} value={money(subtotal)} />
            <SummaryRow label={t('orders.shipping')} value={money(data.shipping)} />
            <SummaryRow
              label={t('orders.discount')}
              value={money(data.discount > 0 ? -data.discount : 0)}
            />
            <SummaryRow label={t('orders.total')} value={money(data.total)} strong />
            {data.tax > 0 ? <SummaryRow label={t('orders.tax')} value={money(data.tax)} /> : null}
          </Stack>
        </Card>
        <Card>
          <Stack gap="xs">
            <SummaryRow
              label={t('orders.detail.delivery_method')}
              value={t(`checkout.shipping.${data.delivery_option}.label`)}
            />
            <SummaryRow
              label={t('orders.detail.expected_delivery')}
              value={formatDate(expectedDeliveryDate(data.delivery_option, placedAt), intlLocale, {
                dateStyle: 'full',
                timeZone: 'UTC',
              })}
            />
            {data.payment_method ? (
              <SummaryRow
                label={t('orders.detail.payment_method')}
                value={t(`orders.payment_methods.${data.payment_method}`)}
              />
            ) : null}
            <SummaryRow
              label={t('orders.detail.payment')}
              value={t(`orders.payment_statuses.${data.payment_status}`)}
            />
          </Stack>
        </Card>
        {address ? (
          <Card>
            <Stack gap="xs">
              <strong>{t('orders.detail.delivery_address')}</strong>
              <DeliveryAddressBlock address={address} testId="order-delivery-address" />
            </Stack>
          </Card>
        ) : null}
        {data.po_number || data.note ? (
          <Card>
            <Stack gap="xs">
              {data.po_number ? (
                <SummaryRow label={t('orders.detail.po_number')} value={data.po_number} />
              ) : null}
              {data.note ? (
                <>
                  <strong>{t('orders.detail.note')}</strong>
                  <p className="shop-note" data-testid="order-note">
                    {data.note}
                  </p>
                </>
              ) : null}
            </Stack>
          </Card>
        ) : null}
      </div>
      <div className="shop-actions">
        <Button
          variant="outline"
          loading={invoice.isPending}
          onClick={() => invoice.mutate({ id: data.id, language })}
        >
          {t('orders.detail.download_invoice')}
        </Button>
        <Button loading={pendingId === String(data.id)} onClick={() => void reorder(data)}>
          {t('orders.reorder.action')}
        </Button>
      </div>
      {outcome ? <ReorderOutcomeBanner key={outcome.attempt} outcome={outcome} /> : null}
    </PageSection>
  );
}
