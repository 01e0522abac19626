import type { Dictionary } from '../../dictionary';

export const shop = {
  title: 'Boutique',
  categories: 'Catégories',
  all_products: 'Tous les produits',
  bundles: 'Coffrets',
  search: 'Rechercher des produits',
  search_placeholder: 'Rechercher par nom ou code produit',
  clear_search: 'Effacer la recherche',
  sort: {
    label: 'Trier par',
    price_asc: 'Prix le plus bas',
    price_desc: 'Prix le plus élevé',
    name_asc: 'Nom de A à Z',
    name_desc: 'Nom de Z à A',
  },
  filters: {
    /** The catalogue's own filter titles, shown in the chosen language (issue 15). */
    titles: { Bundle: 'Lot', Free: 'Gratuit', Paid: 'Payant' },
    title: 'Filtres',
    show: 'Afficher les filtres',
    hide: 'Masquer les filtres',
    clear: 'Effacer tous les filtres',
    option: '{{title}} ({{amount}})',
  },
  view: {
    label: 'Affichage',
    grid: 'Vue en grille',
    list: 'Vue en liste',
  },
  result_count: '{{amount}} produits',
  no_results: 'Aucun produit ne correspond à votre recherche.',
  no_results_hint: "Essayez d'autres mots ou effacez les filtres.",
  /** Where a category or product page sits in the catalogue (decision 249). */
  breadcrumb: { label: 'Fil d’Ariane', home: 'Accueil' },
  /** The listing comes in pages of 24 (decision 249). */
  showing: 'Affichage de {{from}} à {{to}} sur {{total}}',
  pagination: {
    label: 'Pages de produits',
    previous: 'Précédente',
    next: 'Suivante',
    page: 'Page {{page}}',
  },
  loading: 'Chargement des produits',
  clear_all: 'Effacer la recherche et les filtres',
} satisfies Dictionary['shop'];
