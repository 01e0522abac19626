import { Button, Card, DataTable, Spinner, Stack } from '@careshop/design-system';
import { formatMoney } from '@careshop/i18n';
import { orderNumber } from '@careshop/validation';
import { Link, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageSection } from '../../../components/page-section';
import { productName } from '../../../lib/product-text';
import { useProducts } from '../../../lib/queries/get-products';
import { useShopConfig } from '../../../lib/queries/get-shop-config';
import { useShopLanguage } from '../../../lib/use-shop-language';
import { useOrder } from '../api/get-orders';
import { useReorder } from '../hooks/use-reorder';
import { OrderStatus } from './order-status';

/** One order: lines, tax, shipping, discount, total, and reorder. */
export function OrderDetailPage() {
  const { t } = useTranslation();
  const { orderId } = useParams({ strict: false }) as { orderId: string };
  const order = useOrder(orderId);
  const config = useShopConfig();
  const { intlLocale, language } = useShopLanguage();
  const products = useProducts(config.organisation_id);
  const reorder = useReorder();
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
  return (
    <PageSection
      title={t('orders.detail_title', { orderNumber: data.order_nr ?? orderNumber(data.id) })}
    >
      <Link to="/profile/my-orders">{t('orders.back_to_orders')}</Link>
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
          ]}
        />
      </div>
      <Card>
        <Stack gap="xs">
          <div className="shop-summary-row">
            <span>{t('orders.shipping')}</span>
            <span>{money(data.shipping)}</span>
          </div>
          <div className="shop-summary-row">
            <span>{t('orders.discount')}</span>
            <span>{money(data.discount)}</span>
          </div>
          <div className="shop-summary-row">
            <span>{t('orders.tax')}</span>
            <span>{money(data.tax)}</span>
          </div>
          <div className="shop-summary-row" style={{ fontWeight: 700 }}>
            <span>{t('orders.total')}</span>
            <span>{money(data.total)}</span>
          </div>
        </Stack>
      </Card>
      <Button onClick={() => reorder(data)}>{t('product.add_to_cart')}</Button>
    </PageSection>
  );
}
