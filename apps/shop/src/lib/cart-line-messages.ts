import type { CartAdditionReason } from '@careshop/cart-engine';
import type { CartLineReason } from '@careshop/validation';

/** The i18n key and parameters of a message. */
export interface Message {
  key: string;
  params?: Record<string, unknown>;
}

/** What the message of a line's server reason reads of the line. */
export interface LineLimits {
  maxPerOrder?: number | null;
  maxPerYear?: number | null;
}

/**
 * SPEC 8 Cart message for why the server check delivers a line in part or not at all (the
 * `reason` of apps/api's cart check), or undefined when the status badge says it all.
 */
export function lineReasonMessage(
  reason: CartLineReason | null | undefined,
  limits: LineLimits,
): Message | undefined {
  switch (reason) {
    case 'max_product_year_reached':
      return typeof limits.maxPerYear === 'number'
        ? { key: 'errors.cart.max_per_year', params: { max: limits.maxPerYear } }
        : { key: 'errors.product.max_quantity_reached' };
    case 'max_product_amount_reached':
      return typeof limits.maxPerOrder === 'number'
        ? { key: 'errors.cart.max_per_order', params: { max: limits.maxPerOrder } }
        : { key: 'errors.cart.max_product_amount_reached' };
    case 'out_of_stock':
      return { key: 'product.availability.out_of_stock' };
    case 'not_available_online':
      return { key: 'product.availability.not_available_online' };
    case 'download_only':
      return { key: 'product.availability.download_only' };
    case 'incomplete_bundle':
      return { key: 'errors.cart.bundle_incomplete' };
    default:
      return undefined;
  }
}

/** What the message of an added line's reason reads: its limits, stock and the cart cap. */
export interface AdditionLimits extends LineLimits {
  /** Units in stock. */
  stock?: number;
  /** The cart value cap, formatted in the shop's currency. */
  cap?: string;
}

/**
 * Why a line of a quick order or a reorder goes into the cart in part or not at all
 * (cart-engine's `planCartAdditions`, decision 244), in the words the cart uses where it has them.
 */
export function additionReasonMessage(reason: CartAdditionReason, limits: AdditionLimits): Message {
  switch (reason) {
    case 'unknown_product':
      return { key: 'quick_order.reasons.unknown_product' };
    case 'insufficient_stock':
      return { key: 'quick_order.reasons.insufficient_stock', params: { stock: limits.stock } };
    case 'not_available_yet':
      return { key: 'quick_order.reasons.not_available_yet' };
    case 'license_not_approved':
      return { key: 'product.availability.available_after_validation' };
    case 'max_order_price_reached':
      return { key: 'quick_order.reasons.max_order_price_reached', params: { amount: limits.cap } };
    case 'cannot_order':
      return { key: 'quick_order.reasons.cannot_order' };
    default:
      return lineReasonMessage(reason, limits) ?? { key: 'quick_order.reasons.cannot_order' };
  }
}
