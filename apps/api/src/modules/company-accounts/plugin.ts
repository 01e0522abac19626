import type { FastifyInstance } from 'fastify';
import type { CompanyAccountsDeps } from './deps.js';
import { officeMemberRoutes } from './routes/members.js';

/**
 * This module's Fastify plugin: its route groups, each bound to the services the module receives
 * (and nothing else). The server mounts each group under its base path, in the order that makes
 * the OpenAPI document's path order.
 */
export function companyAccountsRoutes(deps: CompanyAccountsDeps) {
  return {
    members: (app: FastifyInstance) => officeMemberRoutes(app, deps),
  };
}
