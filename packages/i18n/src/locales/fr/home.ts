import type { Dictionary } from '../../dictionary';

export const home = {
  title: 'Bienvenue sur {{shopTitle}}',
  intro: 'Commandez des échantillons et du matériel, gratuits ou payants, pour votre cabinet.',
  categories: 'Catégories',
  view_category: 'Voir les produits',
  /** The same link's accessible name, naming its category (issue 15). */
  view_category_named: 'Voir les produits : {{category}}',
  all_products: 'Voir tous les produits',
  /** The shop's promos showing today (decision 229). */
  promos: 'Offres du moment',
  promo_product: 'Voir le produit',
  promo_category: 'Voir la catégorie',
} satisfies Dictionary['home'];
