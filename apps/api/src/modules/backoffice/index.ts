export { reviewLicence } from './licence-review.js';
export { listMaintenance, setMaintenance } from './maintenance.js';
export { backofficeRoutes } from './routes/backoffice.js';
export { backofficeCatalogueRoutes } from './routes/backoffice-catalogue.js';
export { backofficeOrderRoutes } from './routes/backoffice-orders.js';
export { backofficeStaffRoutes } from './routes/backoffice-staff.js';
export { backofficeProductImageRoutes, productImageRoutes } from './routes/product-images.js';
export { backofficeProductLeafletRoutes } from './routes/product-leaflets.js';
export * from './schema.js';
