import type { Dictionary } from '../../dictionary';

export const login = {
  title: 'Inloggen',
  intro: 'Log in om monsters en materialen voor uw praktijk te bestellen.',
  username: 'Gebruikersnaam of e-mailadres',
  password: 'Wachtwoord',
  remember_me: 'Onthoud mij',
  forgot_password: 'Wachtwoord vergeten?',
  submit: 'Inloggen',
  no_account: 'Nog geen account?',
  create_account: 'Account aanmaken',
  session_expired: 'Uw sessie is verlopen. Log opnieuw in.',
} satisfies Dictionary['login'];
