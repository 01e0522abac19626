import { routeSchema } from '@careshop/validation';
import * as consoleRoutes from '@careshop/validation/console-routes';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { companyScope, consoleSessionOf } from '../../identity/index.js';
import { createConfig, deleteConfig, listConfigs, updateConfig } from '../configs.js';
import type { ConsoleAdminDeps } from '../deps.js';

const tags = ['console'];
const security = [{ bearer: [] }];

/** Console configurations (SPEC 3 Config); at most one active per company (decision 197). */
export async function consoleConfigRoutes(
  app: FastifyInstance,
  ctx: ConsoleAdminDeps,
): Promise<void> {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const scopeOf = (request: Parameters<typeof consoleSessionOf>[0]) =>
    companyScope(consoleSessionOf(request));

  typed[consoleRoutes.configs.method](
    consoleRoutes.configs.path,
    {
      config: { access: 'console', consoleAction: 'configs:read' },
      schema: {
        tags,
        summary: 'Configurations in scope',
        security,
        ...routeSchema(consoleRoutes.configs),
      },
    },
    async (request) => ({ items: await listConfigs(ctx.db, scopeOf(request)) }),
  );

  typed[consoleRoutes.createConfig.method](
    consoleRoutes.createConfig.path,
    {
      config: { access: 'console', consoleAction: 'configs:write' },
      schema: {
        tags,
        summary: 'Add a configuration; an active one deactivates the others of its company',
        security,
        ...routeSchema(consoleRoutes.createConfig),
      },
    },
    async (request, reply) => {
      const created = await createConfig(ctx.db, scopeOf(request), request.body, ctx.now());
      return reply.status(201).send(created);
    },
  );

  typed[consoleRoutes.updateConfig.method](
    consoleRoutes.updateConfig.path,
    {
      config: { access: 'console', consoleAction: 'configs:write' },
      schema: {
        tags,
        summary: 'Replace a configuration; activating it deactivates the others of its company',
        security,
        ...routeSchema(consoleRoutes.updateConfig),
      },
    },
    async (request) =>
      updateConfig(ctx.db, scopeOf(request), request.params.id, request.body, ctx.now()),
  );

  typed[consoleRoutes.deleteConfig.method](
    consoleRoutes.deleteConfig.path,
    {
      config: { access: 'console', consoleAction: 'configs:write' },
      schema: {
        tags,
        summary: 'Delete a configuration',
        security,
        ...routeSchema(consoleRoutes.deleteConfig),
      },
    },
    async (request) => {
      await deleteConfig(ctx.db, scopeOf(request), request.params.id);
      return { success: true };
    },
  );
}
