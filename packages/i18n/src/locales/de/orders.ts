import type { Dictionary } from '../../dictionary';

export const orders = {
  title: 'Meine Bestellungen',
  history: 'Bestellverlauf',
  order_number: 'Bestellnummer',
  date: 'Bestelldatum',
  total: 'Summe',
  status: 'Status',
  statuses: {
    processed: 'Bearbeitet',
    in_process: 'In Bearbeitung',
    cancelled: 'Storniert',
  },
  rows_per_page: 'Zeilen pro Seite',
  page_range: '{{from}}-{{to}} von {{total}}',
  details: 'Details',
  view_details: 'Bestelldetails ansehen',
  detail_title: 'Bestellung {{orderNumber}}',
  lines: 'Produkte',
  tax: 'MwSt.',
  shipping: 'Versand',
  discount: 'Rabatt',
  back_to_orders: 'Zurück zu meinen Bestellungen',
  no_orders: 'Sie haben noch keine Bestellungen aufgegeben.',
} satisfies Dictionary['orders'];
