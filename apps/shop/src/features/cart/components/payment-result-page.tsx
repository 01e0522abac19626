import { Banner, Button, Card, Stack } from '@careshop/design-system';
import { orderNumber } from '@careshop/validation';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageSection } from '../../../components/page-section';
import { trackPurchase } from '../../../lib/purchase-tracking';
import { useStartPayment } from '../api/start-payment';

/** The provider sent the browser back with a completed payment (SPEC 4 Other states). */
export function PaymentCompletedPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { order } = useSearch({ strict: false }) as { order?: number };
  useEffect(() => {
    if (order) trackPurchase(order);
  }, [order]);
  return (
    <PageSection title={t('payment.completed.title')} testId="payment-completed">
      <Card
        footer={
          <Button onClick={() => void navigate({ to: '/profile/my-orders' })}>
            {t('checkout.confirmation.view_orders')}
          </Button>
        }
      >
        <p>{t('payment.completed.text')}</p>
        {order ? (
          <p>{t('checkout.confirmation.order_number', { orderNumber: orderNumber(order) })}</p>
        ) : null}
      </Card>
    </PageSection>
  );
}

/** A canceled payment; the order stays unpaid and the payment can be resumed. */
export function PaymentCanceledPage() {
  const { t } = useTranslation();
  const { order } = useSearch({ strict: false }) as { order?: number };
  const resume = useStartPayment();
  const [failed, setFailed] = useState(false);
  const onResume = async () => {
    if (!order) return;
    try {
      const payment = await resume.mutateAsync({ orderId: order, resume: true });
      window.location.assign(payment.payment_url);
    } catch {
      setFailed(true);
    }
  };
  return (
    <PageSection title={t('payment.canceled.title')} testId="payment-canceled">
      {failed ? (
        <Banner severity="error" live="alert">
          {t('errors.payment.failed')}
        </Banner>
      ) : null}
      <Card
        footer={
          <Stack direction="horizontal" gap="sm">
            <Button onClick={() => void onResume()} loading={resume.isPending} disabled={!order}>
              {t('payment.resume')}
            </Button>
          </Stack>
        }
      >
        <p>{t('payment.canceled.text')}</p>
      </Card>
    </PageSection>
  );
}
