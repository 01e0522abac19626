import type { FastifyInstance } from 'fastify';
import type { BackofficeDeps } from './deps.js';
import { backofficeRoutes } from './routes/backoffice.js';
import { backofficeCatalogueRoutes } from './routes/backoffice-catalogue.js';
import { backofficeOrderRoutes } from './routes/backoffice-orders.js';
import { backofficeStaffRoutes } from './routes/backoffice-staff.js';
import { backofficeTeamRoutes } from './routes/backoffice-team.js';
import { backofficeProductImageRoutes, productImageRoutes } from './routes/product-images.js';
import { backofficeProductLeafletRoutes } from './routes/product-leaflets.js';

/**
 * This module's Fastify plugin: its route groups, each bound to the services the module receives
 * (and nothing else). The server mounts each group under its base path, in the order that makes
 * the OpenAPI document's path order.
 */
export function backofficeModuleRoutes(deps: BackofficeDeps) {
  return {
    backoffice: (app: FastifyInstance) => backofficeRoutes(app, deps),
    catalogue: (app: FastifyInstance) => backofficeCatalogueRoutes(app, deps),
    productImages: (app: FastifyInstance) => backofficeProductImageRoutes(app, deps),
    productLeaflets: (app: FastifyInstance) => backofficeProductLeafletRoutes(app, deps),
    orders: (app: FastifyInstance) => backofficeOrderRoutes(app, deps),
    staff: (app: FastifyInstance) => backofficeStaffRoutes(app, deps),
    team: (app: FastifyInstance) => backofficeTeamRoutes(app, deps),
    publicProductImages: (app: FastifyInstance) => productImageRoutes(app, deps),
  };
}
