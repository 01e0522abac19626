import type { Dictionary } from '../../dictionary';

export const footer = {
  contact: 'Contacto',
  faq: 'Preguntas frecuentes',
  terms: 'Condiciones de uso',
  privacy: 'Aviso de privacidad',
  marketing: 'Para padres',
  about: 'Quiénes somos',
  languages: 'Idiomas',
  copyright: '© {{year}} Todos los derechos reservados.',
} satisfies Dictionary['footer'];
