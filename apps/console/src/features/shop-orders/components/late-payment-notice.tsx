import { Banner } from '@careshop/design-system';
import type { BackofficeLatePayment } from '@careshop/validation';
import { useTranslation } from 'react-i18next';
import { formatCents } from '../../../lib/money';

/**
 * A payment the provider completed after the order was cancelled, and its refund (decision 269):
 * what came in, when, and when it went back, or that the refund is still waiting for the provider.
 */
export function LatePaymentNotice({ payment }: { payment: BackofficeLatePayment }) {
  const { t, i18n } = useTranslation();
  const when = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(iso),
    );
  const refunded = payment.refund_status === 'refunded';
  return (
    <Banner
      severity={refunded ? 'info' : 'warning'}
      live="none"
      title={t(`console_app.backoffice.orders.late_payment.${refunded ? 'refunded' : 'requested'}`)}
    >
      <p data-testid="late-payment">
        {t('console_app.backoffice.orders.late_payment.received', {
          amount: formatCents(payment.amount, payment.currency, i18n.language),
          received: when(payment.received_at),
        })}{' '}
        {refunded && payment.refunded_at
          ? t('console_app.backoffice.orders.late_payment.refunded_at', {
              refunded: when(payment.refunded_at),
              reference: payment.refund_reference ?? '—',
            })
          : t('console_app.backoffice.orders.late_payment.pending')}
      </p>
    </Banner>
  );
}
