import type { Dictionary } from '../../dictionary';

export const footer = {
  contact: 'Contact',
  faq: 'FAQ',
  terms: "Conditions d'utilisation",
  privacy: 'Politique de confidentialité',
  marketing: 'Pour les parents',
  about: 'À propos',
  languages: 'Langues',
  copyright: '© {{year}} Tous droits réservés.',
} satisfies Dictionary['footer'];
