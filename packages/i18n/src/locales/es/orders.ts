import type { Dictionary } from '../../dictionary';

export const orders = {
  title: 'Mis pedidos',
  history: 'Historial de pedidos',
  order_number: 'Número de pedido',
  date: 'Fecha del pedido',
  total: 'Total',
  status: 'Estado',
  statuses: {
    processed: 'Procesado',
    in_process: 'En proceso',
    cancelled: 'Cancelado',
  },
  rows_per_page: 'Filas por página',
  page_range: '{{from}}-{{to}} de {{total}}',
  details: 'Detalles',
  view_details: 'Ver detalles del pedido',
  detail_title: 'Pedido {{orderNumber}}',
  lines: 'Productos',
  tax: 'IVA',
  shipping: 'Envío',
  discount: 'Descuento',
  back_to_orders: 'Volver a mis pedidos',
  no_orders: 'Todavía no ha realizado ningún pedido.',
} satisfies Dictionary['orders'];
