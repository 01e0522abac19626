import { StatusBadge } from '@careshop/design-system';
import type { Order } from '@careshop/validation';
import { useTranslation } from 'react-i18next';

/** Order and payment state of SPEC 4 "Other states". */
export function OrderStatus({ order }: { order: Order }) {
  const { t } = useTranslation();
  return (
    <span className="shop-actions">
      <StatusBadge
        status={order.status === 'processed' ? 'order-processed' : 'order-in-process'}
        label={t(`orders.statuses.${order.status}`)}
      />
      {order.payment_status === 'completed' ? (
        <StatusBadge status="payment-completed" label={t('payment.completed.title')} />
      ) : null}
      {order.payment_status === 'due' ? (
        <StatusBadge status="payment-due" label={t('payment.due')} />
      ) : null}
      {order.payment_status === 'canceled' ? (
        <StatusBadge status="payment-canceled" label={t('payment.canceled.title')} />
      ) : null}
    </span>
  );
}
