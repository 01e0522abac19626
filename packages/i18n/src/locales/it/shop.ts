import type { Dictionary } from '../../dictionary';

export const shop = {
  title: 'Negozio',
  categories: 'Categorie',
  all_products: 'Tutti i prodotti',
  bundles: 'Kit',
  search: 'Cerca prodotti',
  search_placeholder: 'Cerca per nome o codice prodotto',
  clear_search: 'Cancella la ricerca',
  sort: {
    label: 'Ordina per',
    price_asc: 'Prezzo più basso',
    price_desc: 'Prezzo più alto',
    name_asc: 'Nome A-Z',
    name_desc: 'Nome Z-A',
  },
  filters: {
    /** The catalogue's own filter titles, shown in the chosen language (issue 15). */
    titles: { Bundle: 'Kit', Free: 'Gratuito', Paid: 'A pagamento' },
    title: 'Filtri',
    show: 'Mostra i filtri',
    hide: 'Nascondi i filtri',
    clear: 'Cancella tutti i filtri',
    option: '{{title}} ({{amount}})',
  },
  view: {
    label: 'Visualizzazione',
    grid: 'Vista a griglia',
    list: 'Vista a elenco',
  },
  result_count: '{{amount}} prodotti',
  no_results: 'Nessun prodotto corrisponde alla tua ricerca.',
  no_results_hint: 'Prova con altre parole o cancella i filtri.',
  /** Where a category or product page sits in the catalogue (decision 249). */
  breadcrumb: { label: 'Percorso di navigazione', home: 'Pagina iniziale' },
  /** The listing comes in pages of 24 (decision 249). */
  showing: 'Visualizzati {{from}}–{{to}} di {{total}}',
  pagination: {
    label: 'Pagine di prodotti',
    previous: 'Precedente',
    next: 'Successiva',
    page: 'Pagina {{page}}',
  },
  loading: 'Caricamento dei prodotti',
  clear_all: 'Cancella ricerca e filtri',
} satisfies Dictionary['shop'];
