import type { Dictionary } from '../../dictionary';

export const product = {
  code: 'Code produit : {{ctn}}',
  description: 'Description',
  technical_specifications: 'Caractéristiques techniques',
  related_products: 'Produits associés',
  accessories: 'Accessoires',
  download_pdf: 'Télécharger le PDF',
  add_to_cart: 'Ajouter au panier',
  update_cart: 'Mettre à jour le panier',
  in_cart: 'Dans le panier : {{quantity}}',
  view_details: 'Voir le détail',
  back_to_shop: 'Retour à la boutique',
  /** The add-to-cart confirmation, announced to screen readers (decision 249). */
  added: '{{quantity}} × {{name}} ajouté au panier',
  view_cart: 'Voir le panier',
  /** The product page's images (decision 248). */
  gallery: { label: 'Images de {{name}}', show: 'Afficher l’image {{number}} : {{name}}' },
  price_free: 'Gratuit',
  free_with_paid: "Les produits gratuits ne peuvent être commandés qu'avec des produits payants.",
  availability: {
    in_stock: 'En stock',
    low_stock: 'Stock limité',
    out_of_stock: 'En rupture de stock',
    not_available_online: 'Non disponible en ligne',
    download_only: 'Uniquement en téléchargement',
    available_again_on: 'De nouveau disponible le {{date}}',
    available_next_year: "De nouveau disponible l'année prochaine",
    available_after_validation: 'Disponible après validation de votre compte',
  },
  bundle: {
    title: 'Coffret',
    add: 'Ajouter le coffret',
    change: 'Modifier le coffret',
    full: 'Coffret complet',
    progress: '{{selected}} produits sélectionnés sur {{size}}',
  },
} satisfies Dictionary['product'];
