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
  resume: 'Betaling hervatten',
} satisfies Dictionary['payment'];
