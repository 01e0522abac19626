import type { Dictionary } from '../../dictionary';

export const footer = {
  contact: 'Contact',
  faq: 'Veelgestelde vragen',
  terms: 'Gebruiksvoorwaarden',
  privacy: 'Privacyverklaring',
  marketing: 'Voor ouders',
  about: 'Over ons',
  languages: 'Talen',
  copyright: '© {{year}} Alle rechten voorbehouden.',
} satisfies Dictionary['footer'];
