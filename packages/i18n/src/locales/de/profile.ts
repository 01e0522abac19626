import type { Dictionary } from '../../dictionary';

export const profile = {
  title: 'Mein Profil',
  my_account: 'Mein Konto',
  my_orders: 'Meine Bestellungen',
  delivery_addresses: 'Lieferadressen',
  addresses: {
    intro:
      'Die Adresse der Praxis ist die Standardadresse; fügen Sie weitere Orte hinzu, an die Ihre Bestellungen gehen.',
    for_office: 'Adressen von {{company}}, der Praxis, für die Sie bestellen.',
    office_address: 'Praxisadresse (Standard)',
    office_address_help: 'Aus der Registrierung der Praxis; der Kundenservice ändert sie.',
    saved: 'Weitere Adressen ({{count}} von {{max}})',
    empty: 'Noch keine weiteren Adressen.',
    add: 'Adresse hinzufügen',
    add_title: 'Neue Lieferadresse',
    edit_title: 'Adresse ändern',
    remove_title: 'Diese Adresse entfernen?',
    remove_text: 'Bereits dorthin gesendete Bestellungen behalten ihre Adresse.',
    added: 'Die Adresse wurde hinzugefügt.',
    updated: 'Die Adresse wurde geändert.',
    removed: 'Die Adresse wurde entfernt.',
    failed: 'Die Adresse konnte nicht gespeichert werden. Bitte versuchen Sie es erneut.',
    full: 'Das Adressbuch ist voll ({{max}} Adressen). Entfernen Sie zuerst eine.',
    name: 'Name (Praxis oder Empfänger)',
    second_line: 'Adresszusatz (optional)',
  },
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
