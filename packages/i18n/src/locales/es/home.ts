import type { Dictionary } from '../../dictionary';

export const home = {
  title: 'Bienvenido a {{shopTitle}}',
  intro: 'Pida muestras y materiales gratuitos y de pago para su consulta.',
  categories: 'Categorías',
  view_category: 'Ver productos',
  /** The same link's accessible name, naming its category (issue 15). */
  view_category_named: 'Ver productos: {{category}}',
  all_products: 'Ver todos los productos',
} satisfies Dictionary['home'];
