import { RuleViolationError } from '../../platform/http/errors.js';
import type { evaluateCart } from './evaluate-cart.js';

type Evaluation = Awaited<ReturnType<typeof evaluateCart>>;
type JudgedLine = Evaluation['lines'][number];

const cartWideCodes = new Set<string>([
  'empty_cart',
  'free_products_only',
  'max_order_price_reached',
]);

/**
 * Refuses an order its cart's judgement does not allow: the yearly count first, then cart-wide
 * rules (empty, free only, value cap), then each short line with its own reason, then whatever
 * the cart engine still refuses. Returns when nothing is refused.
 */
export function refuseJudgedCart(evaluation: Evaluation): void {
  if (evaluation.remainingOrdersThisYear === 0) {
    throw new RuleViolationError(
      'max_orders_exceeded',
      'The yearly maximum of orders is reached; a new order can be placed next year',
      { max_order_count_year: evaluation.organisation.maxOrderCountYear },
    );
  }
  const cartWide = evaluation.violations.filter((v) => cartWideCodes.has(v.code));
  const short = evaluation.lines.filter((line) => line.status !== 'CAN_ORDER_ALL');
  const rest = evaluation.violations.filter((v) => !cartWideCodes.has(v.code));
  if (cartWide.length > 0 || (short.length === 0 && rest.length > 0)) {
    const first = cartWide[0] ?? rest[0];
    throw new RuleViolationError(first?.code ?? 'cart_invalid', cartRuleMessage(first?.code), {
      violations: evaluation.violations,
    });
  }
  if (short.length > 0) {
    const reason = short[0]?.reason ?? 'cannot_order';
    throw new RuleViolationError(reason, lineReasonMessage(reason), {
      lines: short.map((line) => ({
        id: line.id,
        requested: line.requested,
        orderable: line.quantity,
        status: line.status,
        reason: line.reason,
      })),
    });
  }
}

/**
 * The refusal of an order whose line's stock was sold by a concurrent order since its cart was
 * judged (decision 241): `left` is what the product still has.
 */
export function insufficientStock(line: JudgedLine, left: number): RuleViolationError {
  return new RuleViolationError('insufficient_stock', lineReasonMessage('insufficient_stock'), {
    lines: [
      {
        id: line.id,
        requested: line.quantity,
        orderable: Math.max(0, left),
        status: left > 0 ? 'CAN_ORDER_PART' : 'CANNOT_ORDER',
        reason: 'insufficient_stock',
      },
    ],
  });
}

function cartRuleMessage(code: string | undefined): string {
  switch (code) {
    case 'empty_cart':
      return 'The cart is empty';
    case 'free_products_only':
      return 'Free products can only be ordered together with paid products';
    case 'max_order_price_reached':
      return 'The cart exceeds the maximum order value';
    case 'max_product_amount_reached':
      return 'A product exceeds its maximum quantity per order';
    case 'incomplete_bundle':
      return 'A bundle is not complete';
    default:
      return 'A product in the cart cannot be ordered';
  }
}

function lineReasonMessage(reason: string): string {
  switch (reason) {
    case 'out_of_stock':
    case 'insufficient_stock':
      return 'Not enough stock for a product in the cart';
    case 'max_product_year_reached':
      return 'A product exceeds its maximum quantity per year';
    case 'max_product_amount_reached':
      return 'A product exceeds its maximum quantity per order';
    case 'incomplete_bundle':
      return 'A bundle is not complete';
    default:
      return 'A product in the cart cannot be ordered';
  }
}
