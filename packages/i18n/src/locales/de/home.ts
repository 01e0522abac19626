import type { Dictionary } from '../../dictionary';

export const home = {
  title: 'Willkommen bei {{shopTitle}}',
  intro: 'Bestellen Sie kostenlose und kostenpflichtige Muster und Materialien für Ihre Praxis.',
  categories: 'Kategorien',
  view_category: 'Produkte ansehen',
  all_products: 'Alle Produkte ansehen',
} satisfies Dictionary['home'];
