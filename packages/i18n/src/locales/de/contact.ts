import type { Dictionary } from '../../dictionary';

export const contact = {
  title: 'Kontakt',
  intro: 'Haben Sie eine Frage? Füllen Sie das Formular aus und wir melden uns bei Ihnen.',
  name: 'Name',
  office_name: 'Name der Praxis',
  company: 'Unternehmen',
  email: 'E-Mail-Adresse',
  phone: 'Telefonnummer',
  question_type: {
    label: 'Worum geht es bei Ihrer Frage?',
    checkout: 'Bestellvorgang',
    order: 'Meine Bestellung',
    account: 'Mein Konto',
    backorder: 'Rückstand',
    website: 'Website',
    other: 'Sonstiges',
  },
  preference: {
    label: 'Wie dürfen wir Sie kontaktieren?',
    email: 'Per E-Mail',
    call: 'Telefonisch',
  },
  message: 'Ihre Nachricht',
  submit: 'Frage senden',
  support: {
    title: 'Kundenservice',
    hours: 'Montag-Freitag, 8:00-19:00 Uhr EST',
    phone: 'Rufen Sie uns an unter {{phone}}',
    email: 'Schreiben Sie uns an {{email}}',
  },
} satisfies Dictionary['contact'];
