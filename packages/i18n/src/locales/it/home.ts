import type { Dictionary } from '../../dictionary';

export const home = {
  title: 'Benvenuto su {{shopTitle}}',
  intro: 'Ordina campioni e materiali gratuiti e a pagamento per il tuo studio.',
  categories: 'Categorie',
  view_category: 'Vedi i prodotti',
  /** The same link's accessible name, naming its category (issue 15). */
  view_category_named: 'Vedi i prodotti: {{category}}',
  all_products: 'Vedi tutti i prodotti',
} satisfies Dictionary['home'];
