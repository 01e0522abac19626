import { Button, Select, TextField } from '@careshop/design-system';
import { useSchemaForm } from '@careshop/schema-form';
import {
  type MyOrderFilters,
  myOrderQuerySchema,
  orderStatuses,
  paymentStatuses,
} from '@careshop/validation';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/date-field';

/** Props of {@link OrderFilters}. */
export interface OrderFiltersProps {
  /** The filters in the URL, shown in the form. */
  value: MyOrderFilters;
  /** A valid set of filters to apply (empty fields left out). */
  onApply: (filters: MyOrderFilters) => void;
  onClear: () => void;
}

/**
 * My orders' search and filters (decision 230): order number or product, order status, payment
 * status and a date range, checked with the API's own schema before they go to the URL.
 */
export function OrderFilters({ value, onApply, onClear }: OrderFiltersProps) {
  const { t } = useTranslation();
  const form = useSchemaForm(
    myOrderQuerySchema,
    {
      q: value.q ?? '',
      status: value.status ?? '',
      payment_status: value.payment_status ?? '',
      from: value.from ?? '',
      to: value.to ?? '',
    },
    ({ q, status, payment_status, from, to }) => onApply({ q, status, payment_status, from, to }),
  );
  const any = { value: '', label: t('orders.search.any') };
  return (
    <form noValidate onSubmit={form.onSubmit} aria-label={t('orders.search.apply')}>
      <div className="shop-form-grid">
        <TextField type="search" label={t('orders.search.label')} {...form.text('q')} />
        <Select
          label={t('orders.search.status')}
          options={[
            any,
            ...orderStatuses.map((status) => ({
              value: status,
              label: t(`orders.statuses.${status}`),
            })),
          ]}
          {...form.text('status')}
        />
        <Select
          label={t('orders.search.payment_status')}
          options={[
            any,
            ...paymentStatuses.map((status) => ({
              value: status,
              label: t(`orders.payment_statuses.${status}`),
            })),
          ]}
          {...form.text('payment_status')}
        />
        <DateField label={t('orders.search.from')} {...form.text('from')} />
        <DateField label={t('orders.search.to')} {...form.text('to')} />
      </div>
      <div className="shop-actions" style={{ marginTop: '1rem' }}>
        <Button type="submit">{t('orders.search.apply')}</Button>
        <Button
          type="button"
          variant="outline"
          onClick={() => {
            for (const name of ['q', 'status', 'payment_status', 'from', 'to']) form.set(name, '');
            form.setErrors({});
            onClear();
          }}
        >
          {t('orders.search.clear')}
        </Button>
      </div>
    </form>
  );
}
