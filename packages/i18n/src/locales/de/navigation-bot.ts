import type { Dictionary } from '../../dictionary';

export const navigationBot = {
  'new-order-next-year':
    'Sie haben die maximale Anzahl an Bestellungen für dieses Jahr erreicht. Eine neue Bestellung ist im nächsten Jahr möglich.',
  'next-order-date': 'Ihre nächste Bestellung ist ab dem {{date}} möglich.',
  'sales-rep-ordering-for': 'Sie bestellen für {{company}} als Außendienstmitarbeiter {{userId}}.',
  'sales-rep-choose-office': 'Wählen Sie eine Kundenpraxis aus, bevor Sie bestellen.',
  'sales-rep-choose-link': 'Kundenpraxis wählen',
  'sales-rep-change-link': 'Kundenpraxis wechseln',
} satisfies Dictionary['navigation-bot'];
