import type { Dictionary } from '../../dictionary';

export const payment = {
  processing: 'Uw betaling wordt verwerkt…',
  completed: {
    title: 'Betaling voltooid',
    text: 'Bedankt, we hebben uw betaling ontvangen.',
  },
  canceled: {
    title: 'Betaling geannuleerd',
    text: 'Uw betaling is geannuleerd en uw bestelling is nog niet betaald.',
  },
  /** An invoice or cash-on-delivery order, paid outside the shop (decision 237). */
  due: 'Betaling openstaand',
  resume: 'Betaling hervatten',
} satisfies Dictionary['payment'];
