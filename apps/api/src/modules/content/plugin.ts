import type { FastifyInstance } from 'fastify';
import type { ContentDeps } from './deps.js';
import { contentRoutes } from './routes/content.js';
import { webinarRoutes } from './routes/webinar.js';

/**
 * This module's Fastify plugin: its route groups, each bound to the services the module receives
 * (and nothing else). The server mounts each group under its base path, in the order that makes
 * the OpenAPI document's path order.
 */
export function contentModuleRoutes(deps: ContentDeps) {
  return {
    content: (app: FastifyInstance) => contentRoutes(app, deps),
    webinar: (app: FastifyInstance) => webinarRoutes(app, deps),
  };
}
