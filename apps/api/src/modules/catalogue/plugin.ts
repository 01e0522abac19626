import type { FastifyInstance } from 'fastify';
import type { CatalogueDeps } from './deps.js';
import { catalogueRoutes } from './routes/catalogue.js';
import { leafletRoutes } from './routes/leaflets.js';

/**
 * This module's Fastify plugin: its route groups, each bound to the services the module receives
 * (and nothing else). The server mounts each group under its base path, in the order that makes
 * the OpenAPI document's path order.
 */
export function catalogueModuleRoutes(deps: CatalogueDeps) {
  return {
    catalogue: (app: FastifyInstance) => catalogueRoutes(app, deps),
    leaflets: (app: FastifyInstance) => leafletRoutes(app, deps),
  };
}
