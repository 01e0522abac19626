/** Payment result pages. */
export const payment = {
  processing: 'Processing your payment…',
  completed: {
    title: 'Payment completed',
    text: 'Thank you, we have received your payment.',
  },
  canceled: {
    title: 'Payment canceled',
    text: 'Your payment was canceled and your order has not been paid yet.',
  },
  /** An invoice or cash-on-delivery order, paid outside the shop (decision 237). */
  due: 'Payment due',
  resume: 'Resume payment',
};
