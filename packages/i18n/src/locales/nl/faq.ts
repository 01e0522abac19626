import type { Dictionary } from '../../dictionary';

export const faq = {
  title: 'Veelgestelde vragen',
  intro: 'Vind snel antwoord op de meest gestelde vragen.',
  subjects: {
    label: 'Onderwerpen',
    authentication: 'Inloggen en registreren',
    account: 'Mijn account',
    ordering: 'Bestellen',
    delivery: 'Bezorging',
    products: 'Producten',
  },
  back: 'Terug naar alle vragen',
  no_questions: 'Er zijn nog geen vragen over dit onderwerp.',
  more_help: 'Antwoord niet gevonden?',
  contact_link: 'Neem contact met ons op',
} satisfies Dictionary['faq'];
