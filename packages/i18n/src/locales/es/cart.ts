import type { Dictionary } from '../../dictionary';

export const cart = {
  title: 'Carrito',
  steps: {
    label: 'Pasos del pedido',
    /** Hidden after a completed step's label (issue 15). */
    completed: 'completado',
    cart: 'Carrito',
    address: 'Dirección',
    shipping: 'Envío',
    payment: 'Pago',
    review: 'Revisión',
  },
  product: 'Producto',
  unit_price: 'Precio unitario',
  quantity: 'Cantidad',
  line_total: 'Total',
  remove_line: 'Quitar {{name}} del carrito',
  increase: 'Aumentar cantidad',
  decrease: 'Reducir cantidad',
  subtotal: 'Subtotal',
  shipping: 'Envío',
  discount: 'Descuento',
  total: 'Total',
  /** The VAT the total includes at the delivery country's rate (decision 233). */
  vat_included: 'IVA incluido ({{rate}})',
  max_spend: 'Importe máximo del pedido: {{amount}}',
  continue_shopping: 'Seguir comprando',
  to_checkout: 'Tramitar pedido',
  ordering_for: 'Está pidiendo para {{company}}',
  limits: {
    quota_left: 'Quedan {{amount}} este año',
    orders_left: 'Pedidos restantes este año: {{amount}}',
    cap_left: 'Importe aún disponible: {{amount}}',
  },
  line_status: {
    can_order_all: 'Disponible',
    can_order_part: 'Solo hay {{quantity}} disponibles',
    cannot_order: 'No disponible',
  },
  coupon: {
    label: 'Código de cupón',
    apply: 'Aplicar',
    remove: 'Quitar cupón',
    applied: 'Cupón {{code}} aplicado',
  },
} satisfies Dictionary['cart'];
