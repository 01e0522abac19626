import {
  type CartAction,
  type CartAdditionProduct,
  type CartAdditionReason,
  type CartAdditionsOutput,
  type CartState,
  cartProductId,
  type ProductBlockReason,
  planCartAdditions,
} from '@careshop/cart-engine';
import { type AvailabilityStatus, productAvailability } from '@careshop/shop-filtering';
import {
  type CartCheckLine,
  type CartCheckRequest,
  type CartCheckResponse,
  fieldLimits,
  type Product,
} from '@careshop/validation';
import { additionReasonMessage, type Message } from './cart-line-messages';

/** A line to add to the cart, matched to its catalogue product (undefined: no product). */
export interface AdditionLine {
  product: Product | undefined;
  quantity: number;
}

/** Whether the acting account may order and which day it is, for the products' availability. */
export interface AdditionContext {
  licenseApproved: boolean;
  /** `YYYY-MM-DD`. */
  today: string;
}

/** The cart id of a catalogue product (its `id`, else its part number). */
export function cartIdOf(product: Product): string {
  return cartProductId(product);
}

/**
 * The cart check body for the cart with the lines added, one line per product, within the
 * check's bounds: the server answers each product's price, yearly quota left and availability,
 * the cart cap and the orders left this year.
 */
export function additionCheckLines(
  cart: Pick<CartState, 'products'>,
  lines: readonly AdditionLine[],
): CartCheckRequest['lines'] {
  const merged = new Map<string, number>();
  for (const line of cart.products) {
    if (line.quantity > 0) merged.set(line.id, line.quantity);
  }
  for (const { product, quantity } of lines) {
    if (!product) continue;
    const id = cartIdOf(product);
    merged.set(id, (merged.get(id) ?? 0) + quantity);
  }
  return [...merged]
    .slice(0, fieldLimits.cartLines)
    .map(([id, quantity]) => ({ id, quantity: Math.min(quantity, fieldLimits.lineQuantity) }));
}

const availabilityBlocks: Partial<Record<AvailabilityStatus, ProductBlockReason>> = {
  'not-available-online': 'not_available_online',
  'download-only': 'download_only',
  'available-later': 'not_available_yet',
  'after-account-validation': 'license_not_approved',
};

const serverBlocks: ReadonlySet<string> = new Set<ProductBlockReason>([
  'not_available_online',
  'download_only',
  'not_available_yet',
  'incomplete_bundle',
]);

/**
 * What cart-engine's addition rule knows of a product: the catalogue's data and availability,
 * refined by the server check's answer when there is one (its price, per-order maximum, yearly
 * quota left, a stock that binds and a reason the product cannot be ordered at all).
 */
export function additionProductOf(
  product: Product,
  check: CartCheckLine | undefined,
  context: AdditionContext,
): CartAdditionProduct {
  const availability = productAvailability({ product, ...context });
  const serverBlock =
    check?.status === 'CANNOT_ORDER' && check.reason
      ? serverBlocks.has(check.reason)
        ? (check.reason as ProductBlockReason)
        : check.reason === 'unknown_product'
          ? 'cannot_order'
          : null
      : null;
  const stockBinds = check?.reason === 'out_of_stock' || check?.reason === 'insufficient_stock';
  return {
    id: cartIdOf(product),
    part_no: product.part_no,
    price_in_cents: check?.price_in_cents ?? product.price_in_cents,
    max_order_amount: check?.max_order_amount ?? product.max_order_amount,
    active_bundle: Boolean(product.bundle_info),
    PackageQty: product.PackageQty,
    stock: stockBinds ? (check?.quantity ?? 0) : product.stock,
    remainingThisYear: check?.remaining_year_quota ?? null,
    blocked: serverBlock ?? availabilityBlocks[availability.status] ?? null,
  };
}

/** Input of {@link planAdditions}. */
export interface PlanAdditionsInput extends AdditionContext {
  cart: Pick<CartState, 'max' | 'products'>;
  lines: readonly AdditionLine[];
  /** The server check of {@link additionCheckLines}, once it answered. */
  check: CartCheckResponse | undefined;
}

/** A plan, the products its verdicts were made on (by cart id) and the cart cap it used. */
export interface PlannedAdditions {
  plan: CartAdditionsOutput;
  products: ReadonlyMap<string, CartAdditionProduct>;
  /** Cart value cap in cents, -1 for none. */
  max: number;
}

/**
 * Which of the lines go into the cart and how many units each (cart-engine `planCartAdditions`),
 * with the server's cap when it answered, and the products the verdicts were made on.
 */
export function planAdditions(input: PlanAdditionsInput): PlannedAdditions {
  const checked = new Map((input.check?.lines ?? []).map((line) => [line.id, line]));
  const products = new Map<string, CartAdditionProduct>();
  for (const { product } of input.lines) {
    if (!product) continue;
    const id = cartIdOf(product);
    products.set(id, additionProductOf(product, checked.get(id), input));
  }
  const max = input.check?.max_order_value_cents ?? input.cart.max;
  const plan = planCartAdditions({
    cart: { max, products: input.cart.products },
    products,
    lines: input.lines.map(({ product, quantity }) => ({
      productId: product ? cartIdOf(product) : null,
      quantity,
    })),
  });
  return { plan, products, max };
}

/**
 * Carries out a plan in the cart store: the server's cap first (as the cart's own check does),
 * then one quantity update per product. Answers the products whose update the cart took.
 */
export function applyAdditions(
  dispatch: (action: CartAction) => CartState,
  plan: CartAdditionsOutput,
  max: number,
): number {
  dispatch({ type: 'setMax', max });
  let applied = 0;
  for (const update of plan.updates) {
    const cart = dispatch({ type: 'updateQuantity', ...update });
    if (cart.error) dispatch({ type: 'clearError' });
    else applied += 1;
  }
  return applied;
}

/**
 * The message of why a planned line goes in only in part or not at all, with the figures of the
 * limit that bound it; `money` formats the cart cap in the shop's currency.
 */
export function additionMessage(
  reason: CartAdditionReason,
  product: Product | undefined,
  planned: PlannedAdditions,
  money: (cents: number) => string,
): Message {
  const limits = product ? planned.products.get(cartIdOf(product)) : undefined;
  return additionReasonMessage(reason, {
    maxPerOrder: limits?.max_order_amount,
    maxPerYear: product?.max_qty,
    stock: limits?.stock,
    cap: money(planned.max),
  });
}
