import type { Dictionary } from '../../dictionary';

export const notFound = {
  code: '404',
  title: 'Page introuvable',
  text: "La page que vous recherchez n'existe pas ou a été déplacée.",
  home_link: "Aller à la page d'accueil",
} satisfies Dictionary['not_found'];
