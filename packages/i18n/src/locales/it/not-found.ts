import type { Dictionary } from '../../dictionary';

export const notFound = {
  code: '404',
  title: 'Pagina non trovata',
  text: 'La pagina che cerchi non esiste o è stata spostata.',
  home_link: 'Vai alla home page',
} satisfies Dictionary['not_found'];
