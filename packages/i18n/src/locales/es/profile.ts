import type { Dictionary } from '../../dictionary';

export const profile = {
  title: 'Mi perfil',
  my_account: 'Mi cuenta',
  my_orders: 'Mis pedidos',
  delivery_addresses: 'Direcciones de entrega',
  addresses: {
    intro:
      'La dirección del centro es la predeterminada; añada los demás lugares a los que van sus pedidos.',
    for_office: 'Direcciones de {{company}}, el centro para el que hace pedidos.',
    office_address: 'Dirección del centro (predeterminada)',
    office_address_help: 'Del registro del centro; el servicio de atención al cliente la cambia.',
    saved: 'Otras direcciones ({{count}} de {{max}})',
    empty: 'Todavía no hay otras direcciones.',
    add: 'Añadir una dirección',
    add_title: 'Nueva dirección de entrega',
    edit_title: 'Cambiar la dirección',
    remove_title: '¿Eliminar esta dirección?',
    remove_text: 'Los pedidos ya enviados a ella conservan su dirección.',
    added: 'Se ha añadido la dirección.',
    updated: 'Se ha cambiado la dirección.',
    removed: 'Se ha eliminado la dirección.',
    failed: 'No se ha podido guardar la dirección. Inténtelo de nuevo.',
    full: 'La libreta de direcciones está llena ({{max}} direcciones). Elimine una primero.',
    name: 'Nombre (centro o destinatario)',
    second_line: 'Línea 2 de la dirección (opcional)',
  },
  customer_id: 'ID de cliente',
  name: 'Nombre',
  company: 'Empresa',
  language: 'Idioma',
  shipping_address: 'Dirección de envío',
  email: 'Correo electrónico',
  license_number: 'Número de colegiado',
  license_status: {
    label: 'Estado del número de colegiado',
    pending:
      'Su número de colegiado está pendiente de verificación. Podrá hacer pedidos en cuanto se haya verificado.',
    valid: 'Su número de colegiado es válido.',
    invalid: 'Su número de colegiado no coincide con los datos de su cuenta.',
    relogin: 'Vuelva a iniciar sesión para comprobar el estado actual.',
  },
  change_password: {
    title: 'Cambiar contraseña',
    current: 'Contraseña actual',
    new: 'Nueva contraseña',
    repeat: 'Repita la nueva contraseña',
    submit: 'Cambiar contraseña',
  },
  newsletter: 'Boletín',
  wait_for_approval:
    'Su cuenta está pendiente de aprobación. Le enviaremos un correo electrónico en cuanto se apruebe.',
} satisfies Dictionary['profile'];
