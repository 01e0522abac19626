import type { Dictionary } from '../../dictionary';

export const errors = {
  wrong_services: 'Error del servicio',
  general_error: 'Se ha producido un error inesperado. Inténtelo de nuevo.',
  session_expired: 'Su sesión ha caducado',
  location_has_devices:
    'Dispositivos aún en esta ubicación: {{devices}}. Muévalos primero a otra ubicación, u oculte la ubicación para conservarla con su historial en los informes.',
  location_has_history:
    'Esta ubicación tiene historial de recuentos. Ocúltela en su lugar: su historial se mantiene en los informes.',
  licence_already_decided:
    'Esta licencia se decidió mientras tanto; cambie la decisión de forma explícita para sustituirla.',
  order_on_behalf: {
    set_office_failed: 'No se ha podido seleccionar este centro para pedir en su nombre.',
    office_not_approved:
      'La licencia de este centro está pendiente de aprobación: nadie puede pedir para él todavía.',
  },
  login: {
    failed: 'No se ha podido iniciar sesión. Compruebe su correo electrónico y su contraseña.',
    forgot_password: '¿Ha olvidado su contraseña?',
    customer_service: 'Contactar con atención al cliente',
  },
  register: {
    success_message:
      'Su cuenta se ha creado. Consulte su correo electrónico para ver las instrucciones de activación.',
    error_message: 'No se ha podido crear su cuenta. Compruebe sus datos e inténtelo de nuevo.',
    email_in_use: 'Esta dirección de correo electrónico ya está en uso.',
    generic: 'Se ha producido un error al crear su cuenta. Inténtelo de nuevo más tarde.',
  },
  contact: {
    success_message:
      'Su pregunta se ha enviado. Nos pondremos en contacto con usted lo antes posible.',
    error_message: 'No se ha podido enviar su pregunta. Revise los datos e inténtelo de nuevo.',
  },
  forgot: {
    success_message: 'Se ha enviado un correo electrónico con las instrucciones.',
    error_message:
      'No se han podido enviar las instrucciones. Revise los datos e inténtelo de nuevo.',
  },
  password: {
    success_message: 'Su contraseña se ha cambiado.',
    error_message: 'No se ha podido cambiar su contraseña. Inténtelo de nuevo.',
  },
  cart: {
    max_order_price_reached:
      'Se superaría el importe máximo del pedido. El carrito no se ha modificado.',
    max_product_amount_reached: 'Ha alcanzado la cantidad máxima de este producto.',
    max_per_order: 'Puede pedir como máximo {{max}} unidades de este producto por pedido.',
    max_per_year: 'Puede pedir como máximo {{max}} unidades de este producto al año.',
    'max-orders-exceeded': 'Ha alcanzado el número máximo de pedidos de este año.',
    bundle_incomplete: 'Complete el lote antes de realizar el pedido.',
    free_only_with_paid:
      'Los productos gratuitos solo se pueden pedir junto con productos de pago.',
    terms_required:
      'Acepte las condiciones de venta y las condiciones de uso para realizar el pedido.',
  },
  coupon: {
    invalid: 'Código de cupón no válido',
    success: 'Cupón añadido',
    not_applicable:
      'Los cupones no son válidos para lotes, artículos en promoción ni artículos con descuento.',
  },
  payment: {
    failed:
      'Se ha producido un error al procesar su pago. Inténtelo de nuevo o contacte con atención al cliente.',
  },
  empty: {
    cart: 'Su carrito está vacío.',
    no_categories: 'No se han podido obtener las categorías.',
    no_results: 'No se han encontrado resultados.',
    no_filters: 'No se han encontrado filtros.',
  },
  product: {
    max_quantity_reached: 'Cantidad máxima alcanzada',
    max_amount_reached: 'Importe máximo alcanzado',
    bundle_full: 'Este lote está completo',
  },
  chunk_load: {
    message:
      'Una parte de esta página no se ha podido cargar porque falta o se ha agotado el tiempo de espera.',
    reload: 'Recargar página',
  },
  content: {
    bad_request: 'La solicitud de contenido no es válida.',
    authorization: 'No tiene autorización para ver este contenido.',
    repository_not_found: 'No se ha encontrado el repositorio de contenido.',
    invalid_response: 'El servicio de contenido ha enviado una respuesta no válida.',
  },
  admin: {
    create_failed: 'No se ha podido crear. Inténtelo de nuevo.',
    create_success: 'Creado correctamente.',
    update_failed: 'No se ha podido actualizar. Inténtelo de nuevo.',
    update_success: 'Actualizado correctamente.',
    edit_failed: 'No se han podido guardar los cambios. Inténtelo de nuevo.',
    edit_success: 'Cambios guardados correctamente.',
    delete_failed: 'No se ha podido eliminar. Inténtelo de nuevo.',
    delete_success: 'Eliminado correctamente.',
    download_failed: 'No se ha podido descargar. Inténtelo de nuevo.',
    download_success: 'Descarga iniciada.',
  },
} satisfies Dictionary['errors'];
