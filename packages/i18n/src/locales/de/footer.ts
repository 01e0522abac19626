import type { Dictionary } from '../../dictionary';

export const footer = {
  contact: 'Kontakt',
  faq: 'FAQ',
  terms: 'Nutzungsbedingungen',
  privacy: 'Datenschutzerklärung',
  marketing: 'Für Eltern',
  about: 'Über uns',
  languages: 'Sprachen',
  copyright: '© {{year}} Alle Rechte vorbehalten.',
} satisfies Dictionary['footer'];
