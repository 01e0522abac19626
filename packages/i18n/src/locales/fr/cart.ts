import type { Dictionary } from '../../dictionary';

export const cart = {
  title: 'Panier',
  steps: {
    label: 'Étapes de la commande',
    /** Hidden after a completed step's label (issue 15). */
    completed: 'terminée',
    cart: 'Panier',
    address: 'Adresse',
    shipping: 'Livraison',
    payment: 'Paiement',
    review: 'Vérification',
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
  /** The VAT the total includes at the delivery country's rate (decision 233). */
  vat_included: 'Dont TVA ({{rate}})',
  max_spend: 'Montant maximal de commande : {{amount}}',
  continue_shopping: 'Continuer mes achats',
  to_checkout: 'Passer la commande',
  ordering_for: 'Vous commandez pour {{company}}',
  limits: {
    quota_left: 'Encore {{amount}} cette année',
    orders_left: 'Commandes restantes cette année : {{amount}}',
    cap_left: 'Reste à dépenser : {{amount}}',
  },
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
