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
  resume: 'Reanudar el pago',
} satisfies Dictionary['payment'];
