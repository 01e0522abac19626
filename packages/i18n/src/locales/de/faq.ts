import type { Dictionary } from '../../dictionary';

export const faq = {
  title: 'Häufig gestellte Fragen',
  intro: 'Hier finden Sie schnelle Antworten auf die häufigsten Fragen.',
  subjects: {
    label: 'Themen',
    authentication: 'Anmeldung und Registrierung',
    account: 'Mein Konto',
    ordering: 'Bestellen',
    delivery: 'Lieferung',
    products: 'Produkte',
  },
  back: 'Zurück zu allen Fragen',
  no_questions: 'Zu diesem Thema gibt es noch keine Fragen.',
  more_help: 'Keine Antwort gefunden?',
  contact_link: 'Kontaktieren Sie uns',
} satisfies Dictionary['faq'];
