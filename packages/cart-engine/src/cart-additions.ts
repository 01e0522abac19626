import type { CartLineStatus, CartProductInput } from './cart-product';
import { cartProductId } from './cart-product';
import type { CartState } from './cart-state';
import { type LineLimitReason, limitLine } from './line-limits';
import { calculateOrderValueCap, calculateSubtotal } from './totals';

/** Why a product cannot be ordered at all, whatever the quantity (its availability). */
export type ProductBlockReason =
  | 'not_available_online'
  | 'download_only'
  | 'not_available_yet'
  | 'incomplete_bundle'
  | 'license_not_approved'
  | 'cannot_order';

/** Why an added line goes into the cart in part or not at all. */
export type CartAdditionReason =
  | LineLimitReason
  | ProductBlockReason
  | 'unknown_product'
  | 'max_order_price_reached';

/** What {@link planCartAdditions} needs to know of a product: the cart's fields and its limits. */
export interface CartAdditionProduct extends CartProductInput {
  /** Units in stock (the caller resolves an unknown stock to its default). */
  readonly stock: number;
  /** Units the office may still order this year (the server's count); null or absent: no quota. */
  readonly remainingThisYear?: number | null;
  /** Set when the product cannot be ordered at all. */
  readonly blocked?: ProductBlockReason | null;
}

/** One line to add: the product it names (null for a code no product has) and its units. */
export interface CartAdditionLine {
  readonly productId: string | null;
  readonly quantity: number;
}

/** Input of {@link planCartAdditions}. */
export interface CartAdditionsInput {
  /** The cart the lines are added to: its cap and what it holds already. */
  readonly cart: Pick<CartState, 'max' | 'products'>;
  /** The lines, in the order they were written; a product may be named more than once. */
  readonly lines: readonly CartAdditionLine[];
  /** The products the lines name, by cart product id. */
  readonly products: ReadonlyMap<string, CartAdditionProduct>;
}

/** The verdict on one added line. */
export interface CartAdditionVerdict {
  /** Units of the line that go into the cart, 0 to its quantity. */
  readonly adding: number;
  /** All of it, part of it or nothing. */
  readonly status: CartLineStatus;
  /** The limit that stopped the rest; null when the whole line goes in. */
  readonly reason: CartAdditionReason | null;
}

/** One cart update that carries out the plan. */
export interface CartAdditionUpdate {
  readonly product: CartProductInput;
  /** The line's new quantity: what the cart held plus what is added. */
  readonly quantity: number;
}

/** Output of {@link planCartAdditions}. */
export interface CartAdditionsOutput {
  /** One verdict per input line, in the same order. */
  readonly lines: readonly CartAdditionVerdict[];
  /** One `updateQuantity` per product that gains units, in the order first named. */
  readonly updates: readonly CartAdditionUpdate[];
  /** The cart's subtotal in cents once the updates are made. */
  readonly subtotal: number;
}

/**
 * Which of a list of lines (a quick order, a reorder) can go into the cart, and how many units of
 * each (decision 244). Each product's lines add up with what the cart holds, through the one
 * line-limit rule `limitLine` (stock, per-order maximum, yearly quota left); then the cart value
 * cap takes whole units in line order. The updates are exactly those the cart reducer accepts;
 * the server's cart check and order stay the authority.
 */
export function planCartAdditions(input: CartAdditionsInput): CartAdditionsOutput {
  const held = new Map<string, number>();
  for (const line of input.cart.products) held.set(line.id, line.quantity);
  let { subtotal } = calculateSubtotal({ lines: input.cart.products });
  const gained = new Map<string, CartProductInput>();

  const lines = input.lines.map((line): CartAdditionVerdict => {
    const product = line.productId === null ? undefined : input.products.get(line.productId);
    if (!product) return refused('unknown_product');
    if (product.blocked) return refused(product.blocked);
    const id = cartProductId(product);
    const before = held.get(id) ?? 0;
    const limited = limitLine({
      requested: before + line.quantity,
      stock: product.stock,
      maxPerOrder: product.max_order_amount ?? null,
      remainingThisYear: product.remainingThisYear,
    });
    let adding = Math.min(Math.max(limited.orderable - before, 0), line.quantity);
    let reason: CartAdditionReason | null = adding < line.quantity ? limited.reason : null;
    const price = product.price_in_cents;
    const room = calculateOrderValueCap({ max: input.cart.max, subtotal }).remaining;
    if (room !== null && price > 0 && adding * price > room) {
      adding = Math.floor(room / price);
      reason = 'max_order_price_reached';
    }
    if (adding > 0) {
      held.set(id, before + adding);
      subtotal += adding * price;
      gained.set(id, product);
    }
    return {
      adding,
      status:
        adding === 0 ? 'CANNOT_ORDER' : adding < line.quantity ? 'CAN_ORDER_PART' : 'CAN_ORDER_ALL',
      reason: adding === line.quantity ? null : (reason ?? 'cannot_order'),
    };
  });

  const updates = [...gained].map(([id, product]) => ({ product, quantity: held.get(id) ?? 0 }));
  return { lines, updates, subtotal };
}

function refused(reason: CartAdditionReason): CartAdditionVerdict {
  return { adding: 0, status: 'CANNOT_ORDER', reason };
}
