export type { CatalogueDeps } from './deps.js';
export { leafletPdf } from './leaflet-pdf.js';
export { leafletContentDisposition } from './leaflets.js';
export { catalogueModuleRoutes } from './plugin.js';
export { localized, PRODUCT_IMAGE_WIDTHS, type ProductImageWidth } from './product-view.js';
export { utcDay } from './promos.js';
export * from './schema.js';
export { seedCatalogueDemo } from './seed.js';
