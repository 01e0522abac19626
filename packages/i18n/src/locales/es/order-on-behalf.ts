import type { Dictionary } from '../../dictionary';

export const orderOnBehalf = {
  title: 'Pedir en nombre de un cliente',
  intro: 'Introduzca el número de cliente del centro para el que desea hacer el pedido.',
  customer_number: 'Número de cliente',
  submit: 'Seleccionar centro',
  selected: 'Ahora está pidiendo para {{company}}.',
  to_shop: 'Ir a la tienda',
} satisfies Dictionary['order_on_behalf'];
