/** Address, shipping and payment steps and the order confirmation. */
export const checkout = {
  address: {
    title: 'Shipping address',
    default: 'Default address',
    choose: 'Ship to this address',
  },
  shipping: {
    /** The latest delivery date of an option (decision 238). */
    expected: 'expected by {{date}}',
    title: 'Delivery option',
    overnight: {
      label: 'Overnight',
      description:
        'Delivered the next business day if ordered by 2 pm ET, otherwise within 1-2 business days.',
    },
    regular: {
      label: 'Regular',
      description: 'Delivered within 2-3 business days.',
    },
    standard: {
      label: 'Standard',
      description: 'Delivered within 3-7 business days.',
    },
  },
  payment: {
    title: 'Payment method',
    cod: 'Invoice / cash on delivery',
    creditcard: 'Credit card',
    card: 'Card',
    no_payment_needed: 'No payment is needed for this order.',
  },
  terms: {
    sales_terms: 'I accept the terms of sale',
    terms_of_use: 'I accept the terms of use',
  },
  place_order: 'Place order',
  confirmation: {
    title: 'Thank you for your order',
    order_number: 'Your order number is {{orderNumber}}.',
    email_sent: 'We have sent a confirmation to your e-mail address.',
    view_orders: 'View my orders',
    back_to_shop: 'Back to shop',
  },
};
