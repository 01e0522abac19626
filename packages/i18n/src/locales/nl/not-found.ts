import type { Dictionary } from '../../dictionary';

export const notFound = {
  code: '404',
  title: 'Pagina niet gevonden',
  text: 'De pagina die u zoekt bestaat niet of is verplaatst.',
  home_link: 'Naar de startpagina',
} satisfies Dictionary['not_found'];
