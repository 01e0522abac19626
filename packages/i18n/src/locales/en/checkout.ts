/** Address, shipping and payment steps and the order confirmation. */
export const checkout = {
  address: {
    title: 'Shipping address',
    default: 'Default address',
    choose: 'Ship to this address',
    choose_label: 'Deliver to',
    add: 'Add a new address',
    save_and_use: 'Save and deliver here',
    manage: 'Manage delivery addresses',
    unknown: 'This address is no longer in the address book. Choose another one.',
    load_failed: "The office's addresses could not be loaded; the office address is used.",
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
  reference: {
    title: 'Your reference',
    po_number: 'Purchase order number (optional)',
    po_number_help: 'Up to {{max}} letters, digits, spaces and - / . _ #',
    note: 'Note for the brand (optional)',
    note_help: 'Delivery instructions or anything else we should know, up to {{max}} characters.',
  },
  review: {
    title: 'Review your order',
    intro: 'Check every line before you confirm: nothing is ordered until you place the order.',
    none: 'None',
    to_pay: 'Total to be charged',
    payment_free: 'No payment needed',
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
