/** My orders: history and order detail. */
export const orders = {
  title: 'My orders',
  history: 'Order history',
  order_number: 'Order number',
  date: 'Order date',
  total: 'Total',
  status: 'Status',
  statuses: {
    processed: 'Processed',
    in_process: 'In process',
  },
  rows_per_page: 'Rows per page',
  page_range: '{{from}}-{{to}} of {{total}}',
  details: 'Details',
  view_details: 'View order details',
  detail_title: 'Order {{orderNumber}}',
  lines: 'Products',
  tax: 'Tax',
  shipping: 'Shipping',
  discount: 'Discount',
  back_to_orders: 'Back to my orders',
  no_orders: 'You have not placed any orders yet.',
};
