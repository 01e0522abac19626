export { leafletPdf } from './leaflet-pdf.js';
export { leafletContentDisposition } from './leaflets.js';
export { localized, PRODUCT_IMAGE_WIDTHS, type ProductImageWidth } from './product-view.js';
export { utcDay } from './promos.js';
export { catalogueRoutes } from './routes/catalogue.js';
export { leafletRoutes } from './routes/leaflets.js';
export * from './schema.js';
export { seedCatalogueDemo } from './seed.js';
