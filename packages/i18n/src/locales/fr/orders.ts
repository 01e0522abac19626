import type { Dictionary } from '../../dictionary';

export const orders = {
  title: 'Mes commandes',
  history: 'Historique des commandes',
  order_number: 'Numéro de commande',
  date: 'Date de commande',
  total: 'Total',
  status: 'Statut',
  statuses: {
    processed: 'Traitée',
    in_process: 'En cours de traitement',
    cancelled: 'Annulée',
  },
  rows_per_page: 'Lignes par page',
  page_range: '{{from}}-{{to}} sur {{total}}',
  details: 'Détails',
  view_details: 'Voir le détail de la commande',
  detail_title: 'Commande {{orderNumber}}',
  lines: 'Produits',
  tax: 'TVA',
  shipping: 'Livraison',
  discount: 'Remise',
  back_to_orders: 'Retour à mes commandes',
  no_orders: "Vous n'avez encore passé aucune commande.",
} satisfies Dictionary['orders'];
