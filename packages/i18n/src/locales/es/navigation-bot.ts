import type { Dictionary } from '../../dictionary';

export const navigationBot = {
  'new-order-next-year':
    'Ha alcanzado el número máximo de pedidos de este año. Podrá realizar un nuevo pedido el año que viene.',
  'next-order-date': 'Podrá realizar su próximo pedido a partir del {{date}}.',
  'sales-rep-ordering-for':
    'Está realizando pedidos para {{company}} como representante de ventas {{userId}}.',
  'sales-rep-choose-office': 'Elija un centro cliente antes de realizar un pedido.',
  'sales-rep-choose-link': 'Elegir centro cliente',
  'sales-rep-change-link': 'Cambiar de centro cliente',
} satisfies Dictionary['navigation-bot'];
