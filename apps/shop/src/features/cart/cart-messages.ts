import type { CartRuleViolation } from '@careshop/cart-engine';

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

/** SPEC 8 messages for the order answer's error codes (apps/api place-order). */
export function orderErrorMessage(code: string | undefined): Message {
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
    case 'coupon_invalid':
      return { key: 'errors.coupon.invalid' };
    default:
      return { key: 'errors.general_error' };
  }
}
