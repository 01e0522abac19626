import type { Dictionary } from '../../dictionary';

export const payment = {
  processing: 'Procesando su pago…',
  completed: {
    title: 'Pago completado',
    text: 'Gracias, hemos recibido su pago.',
  },
  canceled: {
    title: 'Pago cancelado',
    text: 'Su pago se ha cancelado y su pedido aún no está pagado.',
  },
  /** An invoice or cash-on-delivery order, paid outside the shop (decision 237). */
  due: 'Pago por realizar',
  resume: 'Reanudar el pago',
} satisfies Dictionary['payment'];
