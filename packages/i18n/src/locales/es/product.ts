import type { Dictionary } from '../../dictionary';

export const product = {
  code: 'Código de producto: {{ctn}}',
  description: 'Descripción',
  technical_specifications: 'Especificaciones técnicas',
  related_products: 'Productos relacionados',
  accessories: 'Accesorios',
  download_pdf: 'Descargar PDF',
  add_to_cart: 'Añadir al carrito',
  update_cart: 'Actualizar carrito',
  in_cart: 'En el carrito: {{quantity}}',
  view_details: 'Ver detalles',
  back_to_shop: 'Volver a la tienda',
  /** The add-to-cart confirmation, announced to screen readers (decision 249). */
  added: '{{quantity}} × {{name}} añadido al carrito',
  view_cart: 'Ver carrito',
  /** The product page's images (decision 248). */
  gallery: { label: 'Imágenes de {{name}}', show: 'Mostrar imagen {{number}}: {{name}}' },
  price_free: 'Gratis',
  free_with_paid: 'Los productos gratuitos solo se pueden pedir junto con productos de pago.',
  availability: {
    in_stock: 'En stock',
    low_stock: 'Pocas unidades',
    out_of_stock: 'Agotado',
    not_available_online: 'No disponible en línea',
    download_only: 'Solo descarga',
    available_again_on: 'Disponible de nuevo el {{date}}',
    available_next_year: 'Disponible de nuevo el año que viene',
    available_after_validation: 'Disponible cuando se haya validado su cuenta',
  },
  bundle: {
    title: 'Lote',
    add: 'Añadir lote',
    change: 'Cambiar lote',
    full: 'Lote completo',
    progress: '{{selected}} de {{size}} productos seleccionados',
  },
} satisfies Dictionary['product'];
