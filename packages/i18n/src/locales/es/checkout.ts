import type { Dictionary } from '../../dictionary';

export const checkout = {
  address: {
    title: 'Dirección de envío',
    default: 'Dirección predeterminada',
    choose: 'Enviar a esta dirección',
    choose_label: 'Entregar en',
    add: 'Añadir una nueva dirección',
    save_and_use: 'Guardar y entregar aquí',
    manage: 'Gestionar las direcciones de entrega',
    unknown: 'Esta dirección ya no está en la libreta de direcciones. Elija otra.',
    load_failed:
      'No se han podido cargar las direcciones del centro; se usa la dirección del centro.',
  },
  shipping: {
    /** The latest delivery date of an option (decision 238). */
    expected: 'entrega prevista a más tardar el {{date}}',
    title: 'Opción de entrega',
    overnight: {
      label: 'Urgente 24 h',
      description:
        'Entrega el siguiente día hábil si pide antes de las 14:00 h (hora del Este, ET); si no, en 1-2 días hábiles.',
    },
    regular: {
      label: 'Normal',
      description: 'Entrega en 2-3 días hábiles.',
    },
    standard: {
      label: 'Estándar',
      description: 'Entrega en 3-7 días hábiles.',
    },
  },
  payment: {
    title: 'Forma de pago',
    cod: 'Factura / contra reembolso',
    creditcard: 'Tarjeta de crédito',
    card: 'Tarjeta',
    no_payment_needed: 'Este pedido no requiere ningún pago.',
  },
  terms: {
    sales_terms: 'Acepto las condiciones de venta',
    terms_of_use: 'Acepto las condiciones de uso',
  },
  reference: {
    title: 'Su referencia',
    po_number: 'Número de orden de compra (opcional)',
    po_number_help: 'Hasta {{max}} letras, cifras, espacios y - / . _ #',
    note: 'Nota para la marca (opcional)',
    note_help:
      'Instrucciones de entrega o cualquier otra cosa que debamos saber, hasta {{max}} caracteres.',
  },
  review: {
    title: 'Revise su pedido',
    intro: 'Compruebe cada línea antes de confirmar: no se pide nada hasta que realice el pedido.',
    none: 'Ninguno',
    to_pay: 'Importe total a cobrar',
    payment_free: 'No se necesita pago',
  },
  place_order: 'Realizar pedido',
  confirmation: {
    title: 'Gracias por su pedido',
    order_number: 'Su número de pedido es {{orderNumber}}.',
    email_sent: 'Le hemos enviado una confirmación por correo electrónico.',
    view_orders: 'Ver mis pedidos',
    back_to_shop: 'Volver a la tienda',
  },
} satisfies Dictionary['checkout'];
