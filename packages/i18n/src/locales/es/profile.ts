import type { Dictionary } from '../../dictionary';

export const profile = {
  title: 'Mi perfil',
  my_account: 'Mi cuenta',
  my_orders: 'Mis pedidos',
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
