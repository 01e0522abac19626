import { Button, Card, Spinner, Stack } from '@careshop/design-system';
import { orderNumber } from '@careshop/validation';
import { useNavigate, useParams } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PageSection } from '../../../components/page-section';
import { trackPurchase } from '../../../lib/purchase-tracking';
import { useOrder } from '../api/get-order';

/** SPEC 2 order confirmation; the purchase is tracked once per order id (SPEC 4). */
export function OrderConfirmationPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { orderId } = useParams({ strict: false }) as { orderId: string };
  const order = useOrder(orderId);
  useEffect(() => {
    if (order.data) trackPurchase(order.data.id);
  }, [order.data]);
  return (
    <PageSection title={t('checkout.confirmation.title')} testId="order-confirmation">
      {order.isPending ? (
        <Spinner label={t('common.loading')} />
      ) : (
        <Card
          footer={
            <Stack direction="horizontal" gap="sm" wrap>
              <Button onClick={() => void navigate({ to: '/profile/my-orders' })}>
                {t('checkout.confirmation.view_orders')}
              </Button>
              <Button variant="outline" onClick={() => void navigate({ to: '/c-p' })}>
                {t('checkout.confirmation.back_to_shop')}
              </Button>
            </Stack>
          }
        >
          <p>
            {t('checkout.confirmation.order_number', {
              orderNumber: order.data?.order_nr ?? orderNumber(orderId),
            })}
          </p>
          <p>{t('checkout.confirmation.email_sent')}</p>
        </Card>
      )}
    </PageSection>
  );
}
