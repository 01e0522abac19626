/** Cart page and the lines in it. */
export const cart = {
  title: 'Cart',
  steps: {
    label: 'Checkout steps',
    /** Hidden after a completed step's label (issue 15). */
    completed: 'completed',
    cart: 'Cart',
    address: 'Address',
    shipping: 'Shipping',
    payment: 'Payment',
    review: 'Review',
  },
  product: 'Product',
  unit_price: 'Unit price',
  quantity: 'Quantity',
  line_total: 'Total',
  remove_line: 'Remove {{name}} from the cart',
  increase: 'Increase quantity',
  decrease: 'Decrease quantity',
  subtotal: 'Subtotal',
  shipping: 'Shipping',
  discount: 'Discount',
  total: 'Total',
  /** The VAT the total includes at the delivery country's rate (decision 233). */
  vat_included: 'Of which VAT ({{rate}})',
  max_spend: 'Maximum order value: {{amount}}',
  continue_shopping: 'Continue shopping',
  to_checkout: 'Proceed to checkout',
  ordering_for: 'You are ordering for {{company}}',
  /** Live limits shown in the cart (SPEC 4 Cart rules). */
  limits: {
    quota_left: '{{amount}} left this year',
    orders_left: 'Orders left this year: {{amount}}',
    cap_left: 'Still to spend: {{amount}}',
  },
  line_status: {
    can_order_all: 'Available',
    can_order_part: 'Only {{quantity}} available',
    cannot_order: 'Not available',
  },
  coupon: {
    label: 'Coupon code',
    apply: 'Apply',
    remove: 'Remove coupon',
    applied: 'Coupon {{code}} applied',
  },
};
