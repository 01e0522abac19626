import type { Dictionary } from '../../dictionary';

export const notFound = {
  code: '404',
  title: 'Seite nicht gefunden',
  text: 'Die gesuchte Seite existiert nicht oder wurde verschoben.',
  home_link: 'Zur Startseite',
} satisfies Dictionary['not_found'];
