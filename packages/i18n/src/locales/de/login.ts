import type { Dictionary } from '../../dictionary';

export const login = {
  title: 'Anmelden',
  intro: 'Melden Sie sich an, um Muster und Materialien für Ihre Praxis zu bestellen.',
  username: 'Benutzername oder E-Mail-Adresse',
  password: 'Passwort',
  remember_me: 'Angemeldet bleiben',
  forgot_password: 'Passwort vergessen?',
  submit: 'Anmelden',
  no_account: 'Noch kein Konto?',
  create_account: 'Konto erstellen',
  session_expired: 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
} satisfies Dictionary['login'];
