import type { Dictionary } from '../../dictionary';

export const profile = {
  title: 'Mein Profil',
  my_account: 'Mein Konto',
  my_orders: 'Meine Bestellungen',
  customer_id: 'Kunden-ID',
  name: 'Name',
  company: 'Unternehmen',
  language: 'Sprache',
  shipping_address: 'Lieferadresse',
  email: 'E-Mail-Adresse',
  license_number: 'Zulassungsnummer',
  license_status: {
    label: 'Status der Zulassungsnummer',
    pending:
      'Ihre Zulassungsnummer wird noch geprüft. Sie können bestellen, sobald sie bestätigt wurde.',
    valid: 'Ihre Zulassungsnummer ist gültig.',
    invalid: 'Ihre Zulassungsnummer stimmt nicht mit Ihren Kontodaten überein.',
    relogin: 'Melden Sie sich erneut an, um den aktuellen Status zu prüfen.',
  },
  change_password: {
    title: 'Passwort ändern',
    current: 'Aktuelles Passwort',
    new: 'Neues Passwort',
    repeat: 'Neues Passwort wiederholen',
    submit: 'Passwort ändern',
  },
  newsletter: 'Newsletter',
  wait_for_approval:
    'Ihr Konto wartet auf Freigabe. Wir senden Ihnen eine E-Mail, sobald es freigegeben wurde.',
} satisfies Dictionary['profile'];
