/** Shop home page. */
export const home = {
  title: 'Welcome to {{shopTitle}}',
  intro: 'Order free and paid samples and materials for your practice.',
  categories: 'Categories',
  view_category: 'View products',
  /** The same link's accessible name, naming its category (issue 15). */
  view_category_named: 'View products: {{category}}',
  all_products: 'View all products',
  /** The shop's promos showing today (decision 229). */
  promos: 'Current offers',
  promo_product: 'See the product',
  promo_category: 'See the category',
};
