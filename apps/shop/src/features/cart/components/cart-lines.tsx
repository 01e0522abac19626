import type { CartAction, CartRuleViolation } from '@careshop/cart-engine';
import {
  Banner,
  Button,
  QuantityStepper,
  ResponsiveImage,
  Stack,
  StatusBadge,
} from '@careshop/design-system';
import { formatMoney } from '@careshop/i18n';
import { useTranslation } from 'react-i18next';
import { lineReasonMessage } from '../../../lib/cart-line-messages';
import { productImageOf } from '../../../lib/images';
import { notify } from '../../../stores/notification-store';
import { violationMessage } from '../cart-messages';
import type { CartLineView } from '../hooks/use-cart-view';

/** Props of {@link CartLines}. */
export interface CartLinesProps {
  views: CartLineView[];
  violations: CartRuleViolation[];
  currency: string;
  locale: string;
  dispatch: (action: CartAction) => { error: { code: string } | null };
}

/** The lines with quantity, limits left and the rules that apply to each (SPEC 2 cart). */
export function CartLines({ views, violations, currency, locale, dispatch }: CartLinesProps) {
  const { t } = useTranslation();
  const money = (cents: number) => formatMoney(cents, currency, locale);
  const setQuantity = (view: CartLineView, quantity: number) => {
    const next = dispatch({
      type: 'updateQuantity',
      product: {
        id: view.line.id,
        price_in_cents: view.line.price_in_cents,
        max_order_amount: view.line.max_order_amount,
        active_bundle: view.line.active_bundle,
        PackageQty: view.line.PackageQty,
      },
      quantity,
    });
    if (next.error) {
      notify({ message: `errors.cart.${next.error.code}`, severity: 'error' });
      dispatch({ type: 'clearError' });
    }
  };
  return (
    <ul className="shop-plain-list" aria-label={t('cart.title')}>
      {views.map((view) => {
        const status = view.check?.status;
        const reason =
          status && status !== 'CAN_ORDER_ALL'
            ? lineReasonMessage(view.check?.reason, {
                maxPerOrder: view.line.max_order_amount,
                maxPerYear: view.product?.max_qty,
              })
            : undefined;
        // A line the server refuses for a known reason says why instead of "not available".
        const lineViolations = violations.filter(
          (violation) =>
            'productId' in violation &&
            violation.productId === view.line.id &&
            !(reason && violation.code === 'cannot_order'),
        );
        const quota = view.check?.remaining_year_quota;
        return (
          <li
            key={view.line.id}
            className="shop-cart-line"
            data-testid={`cart-line-${view.line.id}`}
          >
            {view.product ? (
              <ResponsiveImage
                {...productImageOf(view.product)}
                alt=""
                sizes="72px"
                className="shop-cart-thumb"
              />
            ) : (
              <span className="shop-cart-thumb" />
            )}
            <Stack gap="xs">
              <strong>{view.name}</strong>
              <span>
                {t('cart.unit_price')}:{' '}
                {view.line.price_in_cents === 0
                  ? t('common.free')
                  : money(view.line.price_in_cents)}
              </span>
              {view.line.price_in_cents === 0 ? <span>{t('product.free_with_paid')}</span> : null}
              {view.line.max_order_amount !== undefined ? (
                <span>{t('errors.cart.max_per_order', { max: view.line.max_order_amount })}</span>
              ) : null}
              {typeof view.product?.max_qty === 'number' ? (
                <span>{t('errors.cart.max_per_year', { max: view.product.max_qty })}</span>
              ) : null}
              {typeof quota === 'number' ? (
                <span data-testid="quota-left">
                  {t('cart.limits.quota_left', { amount: quota })}
                </span>
              ) : null}
              {view.line.active_bundle ? <span>{t('product.bundle.title')}</span> : null}
              {status && status !== 'CAN_ORDER_ALL' ? (
                <span>
                  <StatusBadge
                    status="neutral"
                    label={
                      status === 'CAN_ORDER_PART'
                        ? t('cart.line_status.can_order_part', {
                            quantity: view.check?.quantity ?? 0,
                          })
                        : t('cart.line_status.cannot_order')
                    }
                  />
                </span>
              ) : null}
              {reason ? (
                <div data-testid="line-reason">
                  <Banner severity="warning" live="none">
                    {t(reason.key, reason.params)}
                  </Banner>
                </div>
              ) : null}
              {lineViolations.map((violation) => {
                const message = violationMessage(violation);
                return (
                  <Banner key={violation.code} severity="warning" live="none">
                    {t(message.key, message.params)}
                  </Banner>
                );
              })}
            </Stack>
            <Stack direction="horizontal" gap="sm" align="center" wrap>
              <QuantityStepper
                value={view.line.quantity}
                onChange={(value) => setQuantity(view, value)}
                min={0}
                label={`${t('cart.quantity')}: ${view.name}`}
                decrementLabel={t('cart.decrease')}
                incrementLabel={t('cart.increase')}
              />
              <strong>{money(view.line.price_in_cents * view.line.quantity)}</strong>
              <Button variant="ghost" size="sm" onClick={() => setQuantity(view, 0)}>
                {t('cart.remove_line', { name: view.name })}
              </Button>
            </Stack>
          </li>
        );
      })}
    </ul>
  );
}
