import {
  type CartState,
  type CheckoutStep,
  deliveryOptionOf,
  expectedDeliveryDate,
} from '@careshop/cart-engine';
import { Button, Card, DataTable, Stack } from '@careshop/design-system';
import { formatDate, formatMoney } from '@careshop/i18n';
import type { DeliveryAddress } from '@careshop/validation';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DeliveryAddressBlock } from '../../../components/delivery-address';
import type { CartLineView } from '../hooks/use-cart-view';
import { CartTotalRows } from './cart-summary';

/** Props of {@link CheckoutReview}. */
export interface CheckoutReviewProps {
  cart: CartState;
  views: CartLineView[];
  address: DeliveryAddress | undefined;
  currency: string;
  locale: string;
  /** Goes back to the step that sets a part of the order. */
  onChange(step: CheckoutStep): void;
}

/**
 * The last checkout step (decision 247): every line, where and how it is delivered, how it is
 * paid, the PO number and the note, and the total that will be charged, before the confirmation.
 */
export function CheckoutReview({
  cart,
  views,
  address,
  currency,
  locale,
  onChange,
}: CheckoutReviewProps) {
  const { t } = useTranslation();
  const money = (cents: number) => formatMoney(cents, currency, locale);
  const lines = views.filter((view) => view.line.quantity > 0);
  const option = deliveryOptionOf(cart.shipping_method);
  const none = <span className="shop-muted">{t('checkout.review.none')}</span>;
  const fact = (label: string, value: ReactNode, step: CheckoutStep, testId: string) => (
    <>
      <dt>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
      <dd>
        <Button variant="ghost" size="sm" onClick={() => onChange(step)}>
          {t('common.edit')}
          <span className="shop-visually-hidden"> {label}</span>
        </Button>
      </dd>
    </>
  );
  return (
    <Card as="section" title={t('checkout.review.title')} headingLevel={2}>
      <Stack gap="md">
        <p className="shop-muted">{t('checkout.review.intro')}</p>
        <div className="shop-table-scroll">
          <DataTable
            caption={t('orders.lines')}
            rows={lines}
            getRowKey={(view) => view.line.id}
            emptyLabel="—"
            columns={[
              { key: 'name', header: t('cart.product'), cell: (view) => view.name },
              {
                key: 'quantity',
                header: t('cart.quantity'),
                align: 'end',
                cell: (view) => view.line.quantity,
              },
              {
                key: 'price',
                header: t('cart.unit_price'),
                align: 'end',
                cell: (view) => money(view.line.price_in_cents),
              },
              {
                key: 'total',
                header: t('cart.line_total'),
                align: 'end',
                cell: (view) => money(view.line.price_in_cents * view.line.quantity),
              },
            ]}
          />
        </div>
        <dl className="shop-review-list">
          {fact(
            t('orders.detail.delivery_address'),
            address ? <DeliveryAddressBlock address={address} /> : none,
            'address',
            'review-address',
          )}
          {fact(
            t('orders.detail.delivery_method'),
            <>
              {t(`checkout.shipping.${option}.label`)} —{' '}
              {cart.shipping > 0 ? money(cart.shipping) : t('common.free')}
              <br />
              {t('checkout.shipping.expected', {
                date: formatDate(expectedDeliveryDate(option, new Date()), locale, {
                  dateStyle: 'full',
                  timeZone: 'UTC',
                }),
              })}
            </>,
            'shipping',
            'review-delivery',
          )}
          {fact(
            t('orders.detail.payment_method'),
            cart.total > 0
              ? t(
                  cart.payment.method === 'creditcard'
                    ? 'checkout.payment.creditcard'
                    : 'checkout.payment.cod',
                )
              : t('checkout.review.payment_free'),
            'payment',
            'review-payment',
          )}
          {fact(
            t('orders.detail.po_number'),
            cart.po_number.trim() || none,
            'payment',
            'review-po',
          )}
          {fact(
            t('orders.detail.note'),
            cart.note.trim() ? <p className="shop-note">{cart.note.trim()}</p> : none,
            'payment',
            'review-note',
          )}
        </dl>
        <Stack gap="xs">
          <CartTotalRows
            cart={cart}
            money={money}
            totalLabel={t('checkout.review.to_pay')}
            totalTestId="review-total"
            country={address?.country}
            locale={locale}
          />
        </Stack>
      </Stack>
    </Card>
  );
}
