import type { Dictionary } from '../../dictionary';

export const home = {
  title: 'Welkom bij {{shopTitle}}',
  intro: 'Bestel gratis en betaalde monsters en materialen voor uw praktijk.',
  categories: 'Categorieën',
  view_category: 'Producten bekijken',
  /** The same link's accessible name, naming its category (issue 15). */
  view_category_named: 'Producten bekijken: {{category}}',
  all_products: 'Alle producten bekijken',
  /** The shop's promos showing today (decision 229). */
  promos: 'Actuele aanbiedingen',
  promo_product: 'Bekijk het product',
  promo_category: 'Bekijk de categorie',
} satisfies Dictionary['home'];
