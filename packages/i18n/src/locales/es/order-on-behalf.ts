import type { Dictionary } from '../../dictionary';

export const orderOnBehalf = {
  title: 'Pedir en nombre de un cliente',
  intro:
    'Busque el centro para el que desea hacer el pedido por su nombre, ciudad o número de cliente.',
  customer_number: 'Número de cliente',
  submit: 'Seleccionar centro',
  selected: 'Ahora está pidiendo para {{company}}.',
  to_shop: 'Ir a la tienda',
  find: {
    title: 'Buscar un centro',
    label: 'Nombre, ciudad o número de cliente',
    submit: 'Buscar',
    results: 'Centros encontrados',
    none: 'Ningún centro para el que pueda pedir coincide con esta búsqueda.',
    choose: 'Pedir para {{company}}',
  },
  recent: {
    title: 'Sus centros recientes',
    none: 'Aquí aparecerán los centros para los que hace pedidos.',
  },
  by_number: 'O introduzca un número de cliente',
} satisfies Dictionary['order_on_behalf'];
