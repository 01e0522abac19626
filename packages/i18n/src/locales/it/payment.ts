import type { Dictionary } from '../../dictionary';

export const payment = {
  processing: 'Elaborazione del pagamento in corso…',
  completed: {
    title: 'Pagamento completato',
    text: 'Grazie, abbiamo ricevuto il tuo pagamento.',
  },
  canceled: {
    title: 'Pagamento annullato',
    text: 'Il pagamento è stato annullato e il tuo ordine non è ancora stato pagato.',
  },
  /** An invoice or cash-on-delivery order, paid outside the shop (decision 237). */
  due: 'Pagamento da saldare',
  resume: 'Riprendi il pagamento',
} satisfies Dictionary['payment'];
