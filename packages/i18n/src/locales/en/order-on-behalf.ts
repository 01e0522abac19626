/** Sales representatives choosing the customer office they order for. */
export const orderOnBehalf = {
  title: 'Order on behalf',
  intro: 'Find the office you want to order for by its name, city or customer number.',
  customer_number: 'Customer number',
  submit: 'Select office',
  selected: 'You now order for {{company}}.',
  to_shop: 'Go to the shop',
  find: {
    title: 'Find an office',
    label: 'Name, city or customer number',
    submit: 'Search',
    results: 'Offices found',
    none: 'No office you may order for matches this search.',
    choose: 'Order for {{company}}',
  },
  recent: {
    title: 'Your recent offices',
    none: 'The offices you order for will be listed here.',
  },
  by_number: 'Or enter a customer number',
};
