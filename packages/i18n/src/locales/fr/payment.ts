import type { Dictionary } from '../../dictionary';

export const payment = {
  processing: 'Traitement de votre paiement…',
  completed: {
    title: 'Paiement effectué',
    text: 'Merci, nous avons bien reçu votre paiement.',
  },
  canceled: {
    title: 'Paiement annulé',
    text: "Votre paiement a été annulé et votre commande n'est pas encore payée.",
  },
  /** An invoice or cash-on-delivery order, paid outside the shop (decision 237). */
  due: 'Paiement à régler',
  resume: 'Reprendre le paiement',
} satisfies Dictionary['payment'];
