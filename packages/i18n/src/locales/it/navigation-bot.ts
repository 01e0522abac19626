import type { Dictionary } from '../../dictionary';

export const navigationBot = {
  'new-order-next-year':
    "Hai raggiunto il numero massimo di ordini per quest'anno. Potrai effettuare un nuovo ordine il prossimo anno.",
  'next-order-date': 'Potrai effettuare il prossimo ordine a partire dal {{date}}.',
  'sales-rep-ordering-for':
    'Stai ordinando per {{company}} come rappresentante commerciale {{userId}}.',
  'sales-rep-choose-office': 'Scegli uno studio cliente prima di effettuare un ordine.',
  'sales-rep-choose-link': 'Scegli lo studio cliente',
  'sales-rep-change-link': 'Cambia studio cliente',
} satisfies Dictionary['navigation-bot'];
