import type { Dictionary } from '../../dictionary';

export const quickOrder = {
  title: 'Pedido rápido',
  intro:
    'Escriba o pegue un producto por línea: su código de producto, SKU o referencia y, a continuación, la cantidad, separados por un espacio, un tabulador, una coma o un punto y coma, tal como se copian de una hoja de cálculo. Un código solo pide una unidad.',
  lines_label: 'Códigos de producto y cantidades',
  lines_help: 'Por ejemplo: SCFBF001 2',
  file_label: 'O suba un archivo CSV',
  file_help: 'Un producto por línea: código, cantidad. Como máximo {{max}} líneas.',
  file_loaded: '{{name}} se ha cargado en el campo de arriba.',
  file_too_big: 'Este archivo es demasiado grande: como máximo {{size}} KB.',
  file_unreadable:
    'No se ha podido leer este archivo. Guárdelo como CSV o texto e inténtelo de nuevo.',
  header_skipped: 'La línea {{row}} se ha leído como títulos de columna y se ha omitido.',
  lines_skipped: 'Solo se comprueban las primeras {{max}} líneas; se han omitido {{count}} más.',
  clear: 'Borrar las líneas',
  checked_lines: 'Líneas comprobadas',
  empty: 'Las líneas que escriba, pegue o suba se comprueban aquí al instante.',
  checking: 'Comprobando los límites con la tienda…',
  check_failed:
    'La tienda no ha podido comprobar los límites en este momento; el carrito los volverá a comprobar.',
  row: 'Línea {{row}}',
  statuses: {
    all: 'Se puede añadir',
    part: 'Se pueden añadir {{adding}} de {{quantity}}',
    none: 'No se puede añadir',
  },
  limits: {
    per_order: 'Como máximo {{max}} por pedido',
  },
  in_cart: 'Ya en el carrito: {{quantity}}',
  problems: {
    missing_code: 'Esta línea no tiene código de producto.',
    code_too_long: 'Este código de producto es demasiado largo: como máximo {{max}} caracteres.',
    invalid_quantity: 'La cantidad debe ser un número entero, por ejemplo 2.',
    quantity_too_small: 'La cantidad debe ser al menos 1.',
    quantity_too_big: 'La cantidad puede ser como máximo {{max}}.',
    unknown_code: 'Ningún producto de esta tienda tiene el código {{code}}.',
  },
  reasons: {
    unknown_product: 'Este producto ya no se vende en esta tienda.',
    insufficient_stock: 'Solo quedan {{stock}} en stock.',
    not_available_yet: 'Este producto todavía no se puede pedir.',
    max_order_price_reached: 'Se superaría el importe máximo de pedido de {{amount}}.',
    cannot_order: 'Este producto no se puede pedir en este momento.',
  },
  add_all: 'Añadir todo al carrito',
  nothing_to_add: 'Todavía no se puede añadir ninguna línea.',
  added: 'Líneas añadidas al carrito: {{count}}.',
  left_to_fix: 'Las líneas que no se han podido añadir siguen en el campo, cada una con su motivo.',
  view_cart: 'Ver el carrito',
} satisfies Dictionary['quick_order'];
