import type { Dictionary } from '../../dictionary';

export const home = {
  title: 'Willkommen bei {{shopTitle}}',
  intro: 'Bestellen Sie kostenlose und kostenpflichtige Muster und Materialien für Ihre Praxis.',
  categories: 'Kategorien',
  view_category: 'Produkte ansehen',
  /** The same link's accessible name, naming its category (issue 15). */
  view_category_named: 'Produkte ansehen: {{category}}',
  all_products: 'Alle Produkte ansehen',
  /** The shop's promos showing today (decision 229). */
  promos: 'Aktuelle Angebote',
  promo_product: 'Zum Produkt',
  promo_category: 'Zur Kategorie',
} satisfies Dictionary['home'];
