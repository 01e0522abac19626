import type { Dictionary } from '../../dictionary';

export const login = {
  title: 'Accedi',
  intro: 'Accedi per ordinare campioni e materiali per il tuo studio.',
  username: 'Nome utente o indirizzo e-mail',
  password: 'Password',
  remember_me: 'Ricordami',
  forgot_password: 'Hai dimenticato la password?',
  submit: 'Accedi',
  no_account: 'Non hai ancora un account?',
  create_account: 'Crea un account',
  session_expired: 'La tua sessione è scaduta. Accedi di nuovo.',
} satisfies Dictionary['login'];
