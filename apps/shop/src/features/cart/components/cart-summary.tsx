import { type CartState, calculateIncludedVat, vatRateOf } from '@careshop/cart-engine';
import { Card, Stack } from '@careshop/design-system';
import { formatMoney } from '@careshop/i18n';
import { type CartCheckResponse, countryCodeOf, type MemberSpending } from '@careshop/validation';
import { useTranslation } from 'react-i18next';

/**
 * Subtotal, shipping, discount (when there is one) and total of the cart, in the summary and on the
 * review (decision 247). The total includes VAT; the VAT it includes at the delivery country's
 * rate is shown under it, computed as the order will store it (decision 233).
 */
export function CartTotalRows({
  cart,
  money,
  totalLabel,
  totalTestId,
  country,
  locale,
}: {
  cart: Pick<CartState, 'subtotal' | 'shipping' | 'discount' | 'total'>;
  money: (cents: number) => string;
  totalLabel: string;
  totalTestId: string;
  /** The delivery address's country (its code, or its name in an address written before decision 253). */
  country: string | null | undefined;
  locale: string;
}) {
  const { t } = useTranslation();
  const rate = vatRateOf(countryCodeOf(country));
  const vat = calculateIncludedVat({ total: cart.total, rateBasisPoints: rate }).vat;
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
      {rate !== null && vat > 0 ? (
        <div className="shop-summary-row">
          <span>
            {t('cart.vat_included', {
              rate: new Intl.NumberFormat(locale, {
                style: 'percent',
                maximumFractionDigits: 2,
              }).format(rate / 10_000),
            })}
          </span>
          <span data-testid="cart-vat">{money(vat)}</span>
        </div>
      ) : null}
    </>
  );
}

/**
 * What is left of the member's own limit this period and their approval threshold (issue 29,
 * decision 330): "no limit" is a state of its own, never shown as exceeded.
 */
function MemberLimitRows({
  spending,
  money,
}: {
  spending: MemberSpending;
  money: (cents: number) => string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <span data-testid="member-limit-left">
        {spending.remaining_cents === null
          ? t('office.spending.member_no_limit')
          : t('office.spending.member_left', { amount: money(spending.remaining_cents) })}
      </span>
      {spending.approval_threshold_cents !== null ? (
        <span data-testid="member-threshold">
          {t('office.spending.member_threshold', {
            amount: money(spending.approval_threshold_cents),
          })}
        </span>
      ) : null}
    </>
  );
}

/**
 * Totals and the cart-wide limits: the cart cap and orders left this year (SPEC 4), and what is
 * left of the member's own limit (issue 29).
 */
export function CartSummary({
  cart,
  check,
  currency,
  locale,
  country,
}: {
  cart: CartState;
  check: CartCheckResponse | undefined;
  currency: string;
  locale: string;
  /** The delivery address's country (ISO code). */
  country: string | null | undefined;
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
          country={country}
          locale={locale}
        />
        {cart.max >= 0 ? (
          <>
            <span>{t('cart.max_spend', { amount: money(cart.max) })}</span>
            <span data-testid="cap-left">
              {t('cart.limits.cap_left', { amount: money(Math.max(cart.max - cart.subtotal, 0)) })}
            </span>
          </>
        ) : null}
        {check?.member_limit ? (
          <MemberLimitRows spending={check.member_limit} money={money} />
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
