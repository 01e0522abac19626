import type { Dictionary } from '../../dictionary';

export const checkout = {
  address: {
    title: 'Adresse de livraison',
    default: 'Adresse par défaut',
    choose: 'Livrer à cette adresse',
    choose_label: 'Livrer à',
    add: 'Ajouter une nouvelle adresse',
    save_and_use: 'Enregistrer et livrer ici',
    manage: 'Gérer les adresses de livraison',
    unknown: "Cette adresse n'est plus dans le carnet d'adresses. Choisissez-en une autre.",
    load_failed:
      "Les adresses du cabinet n'ont pas pu être chargées ; l'adresse du cabinet est utilisée.",
  },
  shipping: {
    /** The latest delivery date of an option (decision 238). */
    expected: 'livraison prévue au plus tard le {{date}}',
    title: 'Mode de livraison',
    overnight: {
      label: 'Express 24 h',
      description:
        "Livraison le jour ouvré suivant pour toute commande passée avant 14 h (heure de l'Est, ET), sinon sous 1 à 2 jours ouvrés.",
    },
    regular: {
      label: 'Normale',
      description: 'Livraison sous 2 à 3 jours ouvrés.',
    },
    standard: {
      label: 'Standard',
      description: 'Livraison sous 3 à 7 jours ouvrés.',
    },
  },
  payment: {
    title: 'Mode de paiement',
    cod: 'Facture / paiement à la livraison',
    creditcard: 'Carte de crédit',
    card: 'Carte',
    no_payment_needed: "Aucun paiement n'est nécessaire pour cette commande.",
  },
  terms: {
    sales_terms: "J'accepte les conditions générales de vente",
    terms_of_use: "J'accepte les conditions d'utilisation",
  },
  reference: {
    title: 'Votre référence',
    po_number: 'Numéro de bon de commande (facultatif)',
    po_number_help: "Jusqu'à {{max}} lettres, chiffres, espaces et - / . _ #",
    note: 'Note pour la marque (facultatif)',
    note_help:
      "Instructions de livraison ou toute autre information utile, jusqu'à {{max}} caractères.",
  },
  review: {
    title: 'Vérifiez votre commande',
    intro:
      "Vérifiez chaque ligne avant de confirmer : rien n'est commandé tant que vous n'avez pas validé la commande.",
    none: 'Aucun',
    to_pay: 'Montant total facturé',
    payment_free: 'Aucun paiement requis',
  },
  place_order: 'Valider la commande',
  confirmation: {
    title: 'Merci pour votre commande',
    order_number: 'Votre numéro de commande est {{orderNumber}}.',
    email_sent: 'Nous vous avons envoyé une confirmation par e-mail.',
    view_orders: 'Voir mes commandes',
    back_to_shop: 'Retour à la boutique',
  },
} satisfies Dictionary['checkout'];
