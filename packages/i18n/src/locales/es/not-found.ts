import type { Dictionary } from '../../dictionary';

export const notFound = {
  code: '404',
  title: 'Página no encontrada',
  text: 'La página que busca no existe o se ha movido.',
  home_link: 'Ir a la página de inicio',
} satisfies Dictionary['not_found'];
