import type { Dictionary } from '../../dictionary';

export const shop = {
  title: 'Shop',
  categories: 'Kategorien',
  all_products: 'Alle Produkte',
  bundles: 'Sets',
  search: 'Produkte suchen',
  search_placeholder: 'Nach Name oder Produktcode suchen',
  clear_search: 'Suche löschen',
  sort: {
    label: 'Sortieren nach',
    price_asc: 'Niedrigster Preis',
    price_desc: 'Höchster Preis',
    name_asc: 'Name A-Z',
    name_desc: 'Name Z-A',
  },
  filters: {
    /** The catalogue's own filter titles, shown in the chosen language (issue 15). */
    titles: { Bundle: 'Paket', Free: 'Kostenlos', Paid: 'Kostenpflichtig' },
    title: 'Filter',
    show: 'Filter anzeigen',
    hide: 'Filter ausblenden',
    clear: 'Alle Filter zurücksetzen',
    option: '{{title}} ({{amount}})',
  },
  view: {
    label: 'Ansicht',
    grid: 'Rasteransicht',
    list: 'Listenansicht',
  },
  result_count: '{{amount}} Produkte',
  no_results: 'Keine Produkte entsprechen Ihrer Suche.',
  no_results_hint: 'Versuchen Sie andere Suchbegriffe oder setzen Sie die Filter zurück.',
  /** Where a category or product page sits in the catalogue (decision 249). */
  breadcrumb: { label: 'Navigationspfad', home: 'Startseite' },
  /** The listing comes in pages of 24 (decision 249). */
  showing: 'Angezeigt: {{from}}–{{to}} von {{total}}',
  pagination: {
    label: 'Produktseiten',
    previous: 'Vorherige',
    next: 'Nächste',
    page: 'Seite {{page}}',
  },
  loading: 'Produkte werden geladen',
  clear_all: 'Suche und Filter zurücksetzen',
} satisfies Dictionary['shop'];
