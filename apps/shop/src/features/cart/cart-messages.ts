import type { ServerErrorCode } from '@careshop/api-client';
import type { CartRuleViolation } from '@careshop/cart-engine';
import type { CartLineReason } from '@careshop/validation';

/** The i18n key and parameters of a message. */
export interface Message {
  key: string;
  params?: Record<string, unknown>;
}

/** SPEC 8 Cart messages for the cart engine's rule violations. */
export function violationMessage(violation: CartRuleViolation): Message {
  switch (violation.code) {
    case 'empty_cart':
      return { key: 'errors.empty.cart' };
    case 'free_products_only':
      return { key: 'errors.cart.free_only_with_paid' };
    case 'max_order_price_reached':
      return { key: 'errors.cart.max_order_price_reached' };
    case 'max_product_amount_reached':
      return { key: 'errors.cart.max_per_order', params: { max: violation.limit } };
    case 'incomplete_bundle':
      return { key: 'errors.cart.bundle_incomplete' };
    case 'cannot_order':
      return { key: 'cart.line_status.cannot_order' };
  }
}

/** SPEC 8 messages for the order answer's error codes (validation's `apiErrorCodes`). */
export function orderErrorMessage(code: ServerErrorCode | undefined): Message {
  switch (code) {
    case 'max_orders_exceeded':
      return { key: 'errors.cart.max-orders-exceeded' };
    case 'free_products_only':
      return { key: 'errors.cart.free_only_with_paid' };
    case 'max_order_price_reached':
      return { key: 'errors.cart.max_order_price_reached' };
    case 'max_product_amount_reached':
      return { key: 'errors.cart.max_product_amount_reached' };
    case 'max_product_year_reached':
      return { key: 'errors.product.max_quantity_reached' };
    case 'incomplete_bundle':
      return { key: 'errors.cart.bundle_incomplete' };
    case 'license_not_approved':
      return { key: 'profile.license_status.pending' };
    case 'invalid_coupon':
      return { key: 'errors.coupon.invalid' };
    case 'address_unknown':
      return { key: 'checkout.address.unknown' };
    case 'out_of_stock':
    case 'insufficient_stock':
      return { key: 'product.availability.out_of_stock' };
    default:
      return { key: 'errors.general_error' };
  }
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
