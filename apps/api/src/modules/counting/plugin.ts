import type { FastifyInstance } from 'fastify';
import type { CountingDeps } from './deps.js';
import { consoleDeviceRoutes } from './routes/console-devices.js';
import { consoleOccupancyRoutes } from './routes/console-occupancy.js';
import { ingestRoutes } from './routes/ingest.js';

/**
 * This module's Fastify plugin: its route groups, each bound to the services the module receives
 * (and nothing else). The server mounts each group under its base path, in the order that makes
 * the OpenAPI document's path order.
 */
export function countingRoutes(deps: CountingDeps) {
  return {
    devices: (app: FastifyInstance) => consoleDeviceRoutes(app, deps),
    occupancy: (app: FastifyInstance) => consoleOccupancyRoutes(app, deps),
    ingest: (app: FastifyInstance) => ingestRoutes(app, deps),
  };
}
