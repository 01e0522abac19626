import type { Dictionary } from '../../dictionary';

export const payment = {
  processing: 'Ihre Zahlung wird verarbeitet…',
  completed: {
    title: 'Zahlung abgeschlossen',
    text: 'Vielen Dank, wir haben Ihre Zahlung erhalten.',
  },
  canceled: {
    title: 'Zahlung abgebrochen',
    text: 'Ihre Zahlung wurde abgebrochen. Ihre Bestellung ist noch nicht bezahlt.',
  },
  /** An invoice or cash-on-delivery order, paid outside the shop (decision 237). */
  due: 'Zahlung offen',
  resume: 'Zahlung fortsetzen',
} satisfies Dictionary['payment'];
