import type { Dictionary } from '../../dictionary';

export const shop = {
  title: 'Shop',
  categories: 'Categorieën',
  all_products: 'Alle producten',
  bundles: 'Pakketten',
  search: 'Producten zoeken',
  search_placeholder: 'Zoek op naam of productcode',
  clear_search: 'Zoekopdracht wissen',
  sort: {
    label: 'Sorteren op',
    price_asc: 'Laagste prijs',
    price_desc: 'Hoogste prijs',
    name_asc: 'Naam A-Z',
    name_desc: 'Naam Z-A',
  },
  filters: {
    /** The catalogue's own filter titles, shown in the chosen language (issue 15). */
    titles: { Bundle: 'Bundel', Free: 'Gratis', Paid: 'Betaald' },
    title: 'Filters',
    show: 'Filters tonen',
    hide: 'Filters verbergen',
    clear: 'Alle filters wissen',
    option: '{{title}} ({{amount}})',
  },
  view: {
    label: 'Weergave',
    grid: 'Rasterweergave',
    list: 'Lijstweergave',
  },
  result_count: '{{amount}} producten',
  no_results: 'Er zijn geen producten die aan uw zoekopdracht voldoen.',
  no_results_hint: 'Probeer andere woorden of wis de filters.',
  /** Where a category or product page sits in the catalogue (decision 249). */
  breadcrumb: { label: 'Kruimelpad', home: 'Startpagina' },
  /** The listing comes in pages of 24 (decision 249). */
  showing: '{{from}}–{{to}} van {{total}} getoond',
  pagination: {
    label: 'Productpagina’s',
    previous: 'Vorige',
    next: 'Volgende pagina',
    page: 'Pagina {{page}}',
  },
  loading: 'Producten worden geladen',
  clear_all: 'Zoekopdracht en filters wissen',
} satisfies Dictionary['shop'];
