import type { FastifyInstance } from 'fastify';
import type { ConsoleAdminDeps } from './deps.js';
import { consoleCompanyRoutes } from './routes/console-companies.js';
import { consoleConfigRoutes } from './routes/console-configs.js';
import { consoleLocationRoutes } from './routes/console-locations.js';
import { consolePromoRoutes } from './routes/console-promos.js';
import { consoleUserRoutes } from './routes/console-users.js';

/**
 * This module's Fastify plugin: its route groups, each bound to the services the module receives
 * (and nothing else). The server mounts each group under its base path, in the order that makes
 * the OpenAPI document's path order.
 */
export function consoleAdminRoutes(deps: ConsoleAdminDeps) {
  return {
    locations: (app: FastifyInstance) => consoleLocationRoutes(app, deps),
    configs: (app: FastifyInstance) => consoleConfigRoutes(app, deps),
    promos: (app: FastifyInstance) => consolePromoRoutes(app, deps),
    users: (app: FastifyInstance) => consoleUserRoutes(app, deps),
    companies: (app: FastifyInstance) => consoleCompanyRoutes(app, deps),
  };
}
