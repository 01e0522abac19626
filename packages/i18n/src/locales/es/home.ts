import type { Dictionary } from '../../dictionary';

export const home = {
  title: 'Bienvenido a {{shopTitle}}',
  intro: 'Pida muestras y materiales gratuitos y de pago para su consulta.',
  categories: 'Categorías',
  view_category: 'Ver productos',
  /** The same link's accessible name, naming its category (issue 15). */
  view_category_named: 'Ver productos: {{category}}',
  all_products: 'Ver todos los productos',
  /** The shop's promos showing today (decision 229). */
  promos: 'Ofertas actuales',
  promo_product: 'Ver el producto',
  promo_category: 'Ver la categoría',
} satisfies Dictionary['home'];
