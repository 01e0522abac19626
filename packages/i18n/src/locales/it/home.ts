import type { Dictionary } from '../../dictionary';

export const home = {
  title: 'Benvenuto su {{shopTitle}}',
  intro: 'Ordina campioni e materiali gratuiti e a pagamento per il tuo studio.',
  categories: 'Categorie',
  view_category: 'Vedi i prodotti',
  /** The same link's accessible name, naming its category (issue 15). */
  view_category_named: 'Vedi i prodotti: {{category}}',
  all_products: 'Vedi tutti i prodotti',
  /** The shop's promos showing today (decision 229). */
  promos: 'Offerte del momento',
  promo_product: 'Vedi il prodotto',
  promo_category: 'Vedi la categoria',
} satisfies Dictionary['home'];
