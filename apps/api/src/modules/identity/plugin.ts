import type { FastifyInstance } from 'fastify';
import type { IdentityDeps } from './deps.js';
import { authRoutes } from './routes/auth.js';
import { userRoutes } from './routes/user.js';

/**
 * This module's Fastify plugin: its route groups, each bound to the services the module receives
 * (and nothing else). The server mounts each group under its base path, in the order that makes
 * the OpenAPI document's path order.
 */
export function identityRoutes(deps: IdentityDeps) {
  return {
    auth: (app: FastifyInstance) => authRoutes(app, deps),
    user: (app: FastifyInstance) => userRoutes(app, deps),
  };
}
