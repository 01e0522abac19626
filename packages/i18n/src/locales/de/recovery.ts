import type { Dictionary } from '../../dictionary';

export const recovery = {
  forgot: {
    title: 'Zugangsdaten vergessen?',
    intro:
      'Geben Sie Ihre Kundennummer oder Ihren Benutzernamen ein. Wir senden Ihnen einen Link zum Zurücksetzen Ihres Passworts.',
    by_customer_number: 'Mit Kundennummer',
    by_username: 'Mit Benutzername',
    customer_number: 'Kundennummer',
    username: 'Benutzername oder E-Mail-Adresse',
    submit: 'Anleitung senden',
    back_to_login: 'Zurück zur Anmeldung',
  },
  reset: {
    title: 'Passwort zurücksetzen',
    create_title: 'Passwort erstellen',
    intro: 'Wählen Sie ein neues Passwort für Ihr Konto.',
    new_password: 'Neues Passwort',
    repeat_password: 'Neues Passwort wiederholen',
    submit: 'Passwort speichern',
    success: 'Ihr Passwort wurde gespeichert. Sie können sich jetzt anmelden.',
    invalid_link: 'Dieser Link ist ungültig oder abgelaufen. Fordern Sie einen neuen an.',
    request_new_link: 'Neuen Link anfordern',
  },
} satisfies Dictionary['recovery'];
