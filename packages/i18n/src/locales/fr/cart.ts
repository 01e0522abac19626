import type { Dictionary } from '../../dictionary';

export const cart = {
  title: 'Panier',
  steps: {
    label: 'Étapes de la commande',
    cart: 'Panier',
    address: 'Adresse',
    shipping: 'Livraison',
    payment: 'Paiement',
  },
  product: 'Produit',
  unit_price: 'Prix unitaire',
  quantity: 'Quantité',
  line_total: 'Total',
  remove_line: 'Retirer {{name}} du panier',
  increase: 'Augmenter la quantité',
  decrease: 'Diminuer la quantité',
  subtotal: 'Sous-total',
  shipping: 'Livraison',
  discount: 'Remise',
  total: 'Total',
  max_spend: 'Montant maximal de commande : {{amount}}',
  continue_shopping: 'Continuer mes achats',
  to_checkout: 'Passer la commande',
  ordering_for: 'Vous commandez pour {{company}}',
  line_status: {
    can_order_all: 'Disponible',
    can_order_part: 'Seulement {{quantity}} disponible(s)',
    cannot_order: 'Indisponible',
  },
  coupon: {
    label: 'Code promo',
    apply: 'Appliquer',
    remove: 'Retirer le code promo',
    applied: 'Code promo {{code}} appliqué',
  },
} satisfies Dictionary['cart'];
