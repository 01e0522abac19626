import { assertCents, assertInteger } from './amount-guards';
import { MissingCartProductIdError } from './cart-errors';

/** Line statuses a server cart check gives (SPEC 3 "Cart product", SPEC 4 "Server refresh"). */
export const CART_LINE_STATUSES = ['CAN_ORDER_ALL', 'CAN_ORDER_PART', 'CANNOT_ORDER'] as const;

/** One of {@link CART_LINE_STATUSES}. */
export type CartLineStatus = (typeof CART_LINE_STATUSES)[number];

/** An identifier value as products carry it: strings or numbers, possibly missing. */
export type ProductIdValue = string | number | null | undefined;

/**
 * The fields a cart product id can come from, in fallback order (SPEC 3: id falls back to
 * part_no, or package key, code, group, web part number).
 */
export interface CartProductIdSource {
  readonly id?: ProductIdValue;
  readonly part_no?: ProductIdValue;
  readonly PackageKey?: ProductIdValue;
  readonly Code?: ProductIdValue;
  readonly Group?: ProductIdValue;
  readonly WebPartNumber?: ProductIdValue;
}

/**
 * What a quantity update needs to know about a product. A shop product, a bundle or an existing
 * cart line can all be passed; only these fields are kept in the cart.
 */
export interface CartProductInput extends CartProductIdSource {
  /** Unit price in integer cents (0 for a free sample). */
  readonly price_in_cents: number;
  /**
   * Most units of this product one order may hold. Missing, null or negative means no
   * per-product limit. Note: a quantity, unlike the user's `max_order_amount`, which is money.
   */
  readonly max_order_amount?: number | null;
  /** True for an active bundle; only bundles use `quantity_requested`. */
  readonly active_bundle?: boolean | null;
  /** Quantity an active bundle asks for; the quantity value `'requested'` restores it. */
  readonly quantity_requested?: number | null;
  /** Units in one bundle package; a bundle line below it is incomplete. */
  readonly PackageQty?: number | null;
}

/** One line of the cart (SPEC 3 "Cart product"). Money in integer cents. */
export interface CartProduct {
  /** Cart product id, see {@link cartProductId}. */
  readonly id: string;
  /** ERP part number, when the product has one. */
  readonly part_no?: string;
  /** Unit price in integer cents. */
  readonly price_in_cents: number;
  /** Units in the cart, never negative (0 only after a server check). */
  readonly quantity: number;
  /** Quantity an active bundle asks for (bundles only). */
  readonly quantity_requested?: number;
  /** Most units one order may hold; absent means no per-product limit. */
  readonly max_order_amount?: number;
  /** Units in one bundle package (bundles only). */
  readonly PackageQty?: number;
  /** True for an active bundle. */
  readonly active_bundle: boolean;
  /** Outcome of the last server check for this line; cleared when the quantity changes. */
  readonly status?: CartLineStatus;
}

/**
 * The id a product has in the cart: its `id`, else `part_no`, `PackageKey`, `Code`, `Group` or
 * `WebPartNumber`, the first that is not empty. Numbers become strings so ids compare reliably.
 *
 * @throws MissingCartProductIdError when none of those fields has a value.
 */
export function cartProductId(product: CartProductIdSource): string {
  const candidates = [
    product.id,
    product.part_no,
    product.PackageKey,
    product.Code,
    product.Group,
    product.WebPartNumber,
  ];
  for (const candidate of candidates) {
    if (candidate === null || candidate === undefined) continue;
    const id = String(candidate);
    if (id !== '') return id;
  }
  throw new MissingCartProductIdError();
}

/** Builds the cart line for `product` holding `quantity` units, keeping only rule fields. */
export function toCartProduct(product: CartProductInput, quantity: number): CartProduct {
  const activeBundle = product.active_bundle === true;
  const line: {
    -readonly [K in keyof CartProduct]: CartProduct[K];
  } = {
    id: cartProductId(product),
    price_in_cents: assertCents(product.price_in_cents, 'price_in_cents'),
    quantity: assertCents(quantity, 'quantity'),
    active_bundle: activeBundle,
  };
  if (product.part_no !== null && product.part_no !== undefined && product.part_no !== '') {
    line.part_no = String(product.part_no);
  }
  const maxOrderAmount = optionalInteger(product.max_order_amount, 'max_order_amount');
  if (maxOrderAmount !== undefined && maxOrderAmount >= 0) line.max_order_amount = maxOrderAmount;
  if (activeBundle) {
    const requested = optionalInteger(product.quantity_requested, 'quantity_requested');
    if (requested !== undefined)
      line.quantity_requested = assertCents(requested, 'quantity_requested');
    const packageQty = optionalInteger(product.PackageQty, 'PackageQty');
    if (packageQty !== undefined) line.PackageQty = assertCents(packageQty, 'PackageQty');
  }
  return line;
}

/** The quantity `'requested'` stands for, or undefined when the product is no bundle with one. */
export function requestedQuantityOf(product: CartProductInput): number | undefined {
  if (product.active_bundle !== true) return undefined;
  const requested = optionalInteger(product.quantity_requested, 'quantity_requested');
  return requested === undefined ? undefined : assertCents(requested, 'quantity_requested');
}

function optionalInteger(value: number | null | undefined, field: string): number | undefined {
  return value === null || value === undefined ? undefined : assertInteger(value, field);
}
