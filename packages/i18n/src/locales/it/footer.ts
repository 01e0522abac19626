import type { Dictionary } from '../../dictionary';

export const footer = {
  contact: 'Contatti',
  faq: 'Domande frequenti',
  terms: "Condizioni d'uso",
  privacy: 'Informativa sulla privacy',
  marketing: 'Per i genitori',
  about: 'Chi siamo',
  languages: 'Lingue',
  copyright: '© {{year}} Tutti i diritti riservati.',
} satisfies Dictionary['footer'];
