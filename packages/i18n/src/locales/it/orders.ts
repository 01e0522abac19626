import type { Dictionary } from '../../dictionary';

export const orders = {
  title: 'I miei ordini',
  history: 'Cronologia degli ordini',
  order_number: "Numero d'ordine",
  date: "Data dell'ordine",
  total: 'Totale',
  status: 'Stato',
  statuses: {
    processed: 'Evaso',
    in_process: 'In lavorazione',
    cancelled: 'Annullato',
  },
  rows_per_page: 'Righe per pagina',
  page_range: '{{from}}-{{to}} di {{total}}',
  details: 'Dettagli',
  view_details: "Vedi i dettagli dell'ordine",
  detail_title: 'Ordine {{orderNumber}}',
  lines: 'Prodotti',
  tax: 'IVA',
  shipping: 'Spedizione',
  discount: 'Sconto',
  back_to_orders: 'Torna ai miei ordini',
  no_orders: 'Non hai ancora effettuato ordini.',
} satisfies Dictionary['orders'];
