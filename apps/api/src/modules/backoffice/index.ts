export type { BackofficeDeps } from './deps.js';
export { reviewLicence } from './licence-review.js';
export { listMaintenance, setMaintenance } from './maintenance.js';
export { backofficeModuleRoutes } from './plugin.js';
export * from './schema.js';
