/** Sales representatives choosing the customer office they order for. */
export const orderOnBehalf = {
  title: 'Order on behalf',
  intro: 'Enter the customer number of the office you want to order for.',
  customer_number: 'Customer number',
  submit: 'Select office',
  selected: 'You now order for {{company}}.',
  to_shop: 'Go to the shop',
};
