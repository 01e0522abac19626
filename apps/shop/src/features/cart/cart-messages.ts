import type { ServerErrorCode } from '@careshop/api-client';
import type { CartRuleViolation } from '@careshop/cart-engine';
import type { Message } from '../../lib/cart-line-messages';

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
    case 'office_role_forbidden':
    case 'membership_removed':
      return { key: `office.errors.${code}` };
    default:
      return { key: 'errors.general_error' };
  }
}
