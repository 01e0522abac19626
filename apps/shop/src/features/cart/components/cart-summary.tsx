import type { CartState } from '@careshop/cart-engine';
import { Card, Stack } from '@careshop/design-system';
import { formatMoney } from '@careshop/i18n';
import type { CartCheckResponse } from '@careshop/validation';
import { useTranslation } from 'react-i18next';

/**
 * Subtotal, shipping, discount (when there is one) and total of the cart, in the summary and on the
 * review (decision 247).
 */
export function CartTotalRows({
  cart,
  money,
  totalLabel,
  totalTestId,
}: {
  cart: Pick<CartState, 'subtotal' | 'shipping' | 'discount' | 'total'>;
  money: (cents: number) => string;
  totalLabel: string;
  totalTestId: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <div className="shop-summary-row">
        <span>{t('cart.subtotal')}</span>
        <span>{money(cart.subtotal)}</span>
      </div>
      <div className="shop-summary-row">
        <span>{t('cart.shipping')}</span>
        <span>{money(cart.shipping)}</span>
      </div>
      {cart.discount > 0 ? (
        <div className="shop-summary-row">
          <span>{t('cart.discount')}</span>
          <span>-{money(cart.discount)}</span>
        </div>
      ) : null}
      <div className="shop-summary-row" style={{ fontWeight: 700 }}>
        <span>{totalLabel}</span>
        <span data-testid={totalTestId}>{money(cart.total)}</span>
      </div>
    </>
  );
}

/** Totals and the cart-wide limits: the cart cap and orders left this year (SPEC 4). */
export function CartSummary({
  cart,
  check,
  currency,
  locale,
}: {
  cart: CartState;
  check: CartCheckResponse | undefined;
  currency: string;
  locale: string;
}) {
  const { t } = useTranslation();
  const money = (cents: number) => formatMoney(cents, currency, locale);
  return (
    <Card as="section" title={t('cart.total')} headingLevel={2}>
      <Stack gap="xs">
        <CartTotalRows
          cart={cart}
          money={money}
          totalLabel={t('cart.total')}
          totalTestId="cart-total"
        />
        {cart.max >= 0 ? (
          <>
            <span>{t('cart.max_spend', { amount: money(cart.max) })}</span>
            <span data-testid="cap-left">
              {t('cart.limits.cap_left', { amount: money(Math.max(cart.max - cart.subtotal, 0)) })}
            </span>
          </>
        ) : null}
        {typeof check?.remaining_orders_this_year === 'number' ? (
          <span data-testid="orders-left">
            {t('cart.limits.orders_left', { amount: check.remaining_orders_this_year })}
          </span>
        ) : null}
      </Stack>
    </Card>
  );
}
