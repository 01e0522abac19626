import type { Dictionary } from '../../dictionary';

export const shop = {
  title: 'Tienda',
  categories: 'Categorías',
  all_products: 'Todos los productos',
  bundles: 'Lotes',
  search: 'Buscar productos',
  search_placeholder: 'Buscar por nombre o código de producto',
  clear_search: 'Borrar búsqueda',
  sort: {
    label: 'Ordenar por',
    price_asc: 'Precio más bajo',
    price_desc: 'Precio más alto',
    name_asc: 'Nombre A-Z',
    name_desc: 'Nombre Z-A',
  },
  filters: {
    /** The catalogue's own filter titles, shown in the chosen language (issue 15). */
    titles: { Bundle: 'Lote', Free: 'Gratuito', Paid: 'De pago' },
    title: 'Filtros',
    show: 'Mostrar filtros',
    hide: 'Ocultar filtros',
    clear: 'Borrar todos los filtros',
    option: '{{title}} ({{amount}})',
  },
  view: {
    label: 'Vista',
    grid: 'Vista de cuadrícula',
    list: 'Vista de lista',
  },
  result_count: '{{amount}} productos',
  no_results: 'Ningún producto coincide con su búsqueda.',
  no_results_hint: 'Pruebe con otras palabras o borre los filtros.',
  /** Where a category or product page sits in the catalogue (decision 249). */
  breadcrumb: { label: 'Ruta de navegación', home: 'Inicio' },
  /** The listing comes in pages of 24 (decision 249). */
  showing: 'Mostrando {{from}}–{{to}} de {{total}}',
  pagination: {
    label: 'Páginas de productos',
    previous: 'Anterior',
    next: 'Siguiente',
    page: 'Página {{page}}',
  },
  loading: 'Cargando productos',
  clear_all: 'Borrar búsqueda y filtros',
} satisfies Dictionary['shop'];
