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
  resume: 'Resume payment',
};
