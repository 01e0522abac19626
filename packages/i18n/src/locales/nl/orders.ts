import type { Dictionary } from '../../dictionary';

export const orders = {
  title: 'Mijn bestellingen',
  history: 'Bestelgeschiedenis',
  order_number: 'Bestelnummer',
  date: 'Besteldatum',
  total: 'Totaal',
  status: 'Status',
  statuses: {
    processed: 'Verwerkt',
    in_process: 'In behandeling',
    cancelled: 'Geannuleerd',
  },
  rows_per_page: 'Rijen per pagina',
  page_range: '{{from}}-{{to}} van {{total}}',
  details: 'Details',
  view_details: 'Bestelgegevens bekijken',
  detail_title: 'Bestelling {{orderNumber}}',
  lines: 'Producten',
  tax: 'Btw',
  shipping: 'Verzendkosten',
  discount: 'Korting',
  back_to_orders: 'Terug naar mijn bestellingen',
  no_orders: 'U hebt nog geen bestellingen geplaatst.',
} satisfies Dictionary['orders'];
