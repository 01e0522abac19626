/**
 * Banners under the header. The section and key names come from SPEC 4
 * (`navigation-bot.new-order-next-year`), so the hyphenated style is kept for every key here.
 */
export const navigationBot = {
  'new-order-next-year':
    'You have reached the maximum number of orders for this year. You can place a new order next year.',
  'next-order-date': 'You can place your next order from {{date}}.',
  'sales-rep-ordering-for': 'You are ordering for {{company}} as sales representative {{userId}}.',
  'sales-rep-choose-office': 'Choose a customer office before you place an order.',
  'sales-rep-choose-link': 'Choose customer office',
  'sales-rep-change-link': 'Change customer office',
};
