import type { Dictionary } from '../../dictionary';

export const recovery = {
  forgot: {
    title: '¿Ha olvidado sus datos de acceso?',
    intro:
      'Introduzca su número de cliente o su nombre de usuario y le enviaremos un enlace para restablecer su contraseña.',
    by_customer_number: 'Con número de cliente',
    by_username: 'Con nombre de usuario',
    customer_number: 'Número de cliente',
    username: 'Nombre de usuario o correo electrónico',
    submit: 'Enviar instrucciones',
    back_to_login: 'Volver a iniciar sesión',
  },
  reset: {
    title: 'Restablecer contraseña',
    create_title: 'Crear contraseña',
    intro: 'Elija una nueva contraseña para su cuenta.',
    new_password: 'Nueva contraseña',
    repeat_password: 'Repita la nueva contraseña',
    submit: 'Guardar contraseña',
    success: 'Su contraseña se ha guardado. Ya puede iniciar sesión.',
    invalid_link: 'Este enlace no es válido o ha caducado. Solicite uno nuevo.',
    request_new_link: 'Solicitar un enlace nuevo',
  },
} satisfies Dictionary['recovery'];
