import type { Dictionary } from '../../dictionary';

export const login = {
  title: 'Iniciar sesión',
  intro: 'Inicie sesión para pedir muestras y materiales para su consulta.',
  username: 'Nombre de usuario o correo electrónico',
  password: 'Contraseña',
  remember_me: 'Recordarme',
  forgot_password: '¿Ha olvidado su contraseña?',
  submit: 'Iniciar sesión',
  no_account: '¿Aún no tiene cuenta?',
  create_account: 'Crear cuenta',
  session_expired: 'Su sesión ha caducado. Vuelva a iniciar sesión.',
} satisfies Dictionary['login'];
