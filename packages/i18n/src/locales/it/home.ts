import type { Dictionary } from '../../dictionary';

export const home = {
  title: 'Benvenuto su {{shopTitle}}',
  intro: 'Ordina campioni e materiali gratuiti e a pagamento per il tuo studio.',
  categories: 'Categorie',
  view_category: 'Vedi i prodotti',
  all_products: 'Vedi tutti i prodotti',
} satisfies Dictionary['home'];
