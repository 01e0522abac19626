import { StatusBadge, vars } from '@careshop/design-system';
import { productAvailability } from '@careshop/shop-filtering';
import { fieldLimits, type OrderLineTextProblem } from '@careshop/validation';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import {
  type AdditionContext,
  additionMessage,
  cartIdOf,
  type PlannedAdditions,
} from '../../../lib/cart-additions';
import type { Message } from '../../../lib/cart-line-messages';
import { productName } from '../../../lib/product-text';
import type { QuickOrderEntry } from '../hooks/use-quick-order';

/** The message of a line that cannot be read, with the bound it broke. */
function problemMessage(problem: OrderLineTextProblem): Message {
  switch (problem) {
    case 'code_too_long':
      return { key: 'quick_order.problems.code_too_long', params: { max: fieldLimits.productId } };
    case 'quantity_too_big':
      return {
        key: 'quick_order.problems.quantity_too_big',
        params: { max: fieldLimits.lineQuantity },
      };
    default:
      return { key: `quick_order.problems.${problem}` };
  }
}

const verdictColors = {
  all: vars.color.success,
  part: vars.color.warning,
  none: vars.color.error,
} as const;

/** Props of {@link QuickOrderLine}. */
export interface QuickOrderLineProps {
  entry: QuickOrderEntry;
  planned: PlannedAdditions;
  context: AdditionContext;
  /** Units of the line's product the cart holds already. */
  inCart: number;
  language: string;
  money: (cents: number) => string;
}

/**
 * One line of the quick order: the line as written, the product it names with its availability
 * and limits (per-order maximum, yearly quota left, units already in the cart), and whether it can
 * be added in full, in part or not at all, with why (decision 244).
 */
export function QuickOrderLine({
  entry,
  planned,
  context,
  inCart,
  language,
  money,
}: QuickOrderLineProps) {
  const { t } = useTranslation();
  const { line, product, verdict } = entry;
  const limits = product ? planned.products.get(cartIdOf(product)) : undefined;
  const availability = product ? productAvailability({ product, ...context }) : undefined;
  const outcome: 'all' | 'part' | 'none' =
    verdict?.status === 'CAN_ORDER_ALL'
      ? 'all'
      : verdict?.status === 'CAN_ORDER_PART'
        ? 'part'
        : 'none';
  const message: Message | null = line.problem
    ? problemMessage(line.problem)
    : !product
      ? { key: 'quick_order.problems.unknown_code', params: { code: line.code } }
      : verdict?.reason
        ? additionMessage(verdict.reason, product, planned, money)
        : null;
  return (
    <li className="shop-quick-line" data-testid={`quick-order-line-${line.row}`}>
      <div className="shop-quick-line-head">
        <span>{t('quick_order.row', { row: line.row })}</span>
        <code className="shop-quick-line-text">{line.text.trim()}</code>
      </div>
      {product ? (
        <div className="shop-quick-line-product">
          <Link to="/c-p/$ctn" params={{ ctn: product.ctn }}>
            {productName(product, language)}
          </Link>
          {availability ? (
            <StatusBadge status="neutral" label={t(availability.labelKey, availability.params)} />
          ) : null}
        </div>
      ) : null}
      {product ? (
        <ul className="shop-quick-line-limits">
          {typeof limits?.max_order_amount === 'number' ? (
            <li>{t('quick_order.limits.per_order', { max: limits.max_order_amount })}</li>
          ) : null}
          {typeof limits?.remainingThisYear === 'number' ? (
            <li data-testid="quota-left">
              {t('cart.limits.quota_left', { amount: limits.remainingThisYear })}
            </li>
          ) : null}
          {inCart > 0 ? <li>{t('quick_order.in_cart', { quantity: inCart })}</li> : null}
        </ul>
      ) : null}
      <p className="shop-verdict" data-verdict={outcome} style={{ color: verdictColors[outcome] }}>
        <span aria-hidden="true">{outcome === 'all' ? '✓' : outcome === 'part' ? '!' : '✕'}</span>{' '}
        <strong>
          {outcome === 'part'
            ? t('quick_order.statuses.part', {
                adding: verdict?.adding ?? 0,
                quantity: line.quantity ?? 0,
              })
            : t(`quick_order.statuses.${outcome}`)}
        </strong>
        {message ? <span data-testid="line-message"> {t(message.key, message.params)}</span> : null}
      </p>
    </li>
  );
}
