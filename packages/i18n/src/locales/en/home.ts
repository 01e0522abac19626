/** Shop home page. */
export const home = {
  title: 'Welcome to {{shopTitle}}',
  intro: 'Order free and paid samples and materials for your practice.',
  categories: 'Categories',
  view_category: 'View products',
  all_products: 'View all products',
};
