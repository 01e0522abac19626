import { routeSchema } from '@careshop/validation';
import * as consoleRoutes from '@careshop/validation/console-routes';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { companyScope, consoleSessionOf } from '../../identity/index.js';
import type { ConsoleAdminDeps } from '../deps.js';
import { createPromo, deletePromo, listPromos, updatePromo } from '../promos.js';

const tags = ['console'];
const security = [{ bearer: [] }];

/** Promos of the entrance screens and kiosks; the body HTML is sanitised before it is stored. */
export async function consolePromoRoutes(
  app: FastifyInstance,
  ctx: ConsoleAdminDeps,
): Promise<void> {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const scopeOf = (request: Parameters<typeof consoleSessionOf>[0]) =>
    companyScope(consoleSessionOf(request));

  typed[consoleRoutes.promos.method](
    consoleRoutes.promos.path,
    {
      config: { access: 'console', consoleAction: 'promos:read' },
      schema: {
        tags,
        summary: 'Promos in scope',
        security,
        ...routeSchema(consoleRoutes.promos),
      },
    },
    async (request) => ({ items: await listPromos(ctx.db, scopeOf(request)) }),
  );

  typed[consoleRoutes.createPromo.method](
    consoleRoutes.createPromo.path,
    {
      config: { access: 'console', consoleAction: 'promos:write' },
      schema: {
        tags,
        summary: 'Add a promo (all locations of the company, or one)',
        security,
        ...routeSchema(consoleRoutes.createPromo),
      },
    },
    async (request, reply) => {
      const created = await createPromo(ctx.db, scopeOf(request), request.body, ctx.now());
      return reply.status(201).send(created);
    },
  );

  typed[consoleRoutes.updatePromo.method](
    consoleRoutes.updatePromo.path,
    {
      config: { access: 'console', consoleAction: 'promos:write' },
      schema: {
        tags,
        summary: 'Replace a promo',
        security,
        ...routeSchema(consoleRoutes.updatePromo),
      },
    },
    async (request) =>
      updatePromo(ctx.db, scopeOf(request), request.params.id, request.body, ctx.now()),
  );

  typed[consoleRoutes.deletePromo.method](
    consoleRoutes.deletePromo.path,
    {
      config: { access: 'console', consoleAction: 'promos:write' },
      schema: {
        tags,
        summary: 'Delete a promo',
        security,
        ...routeSchema(consoleRoutes.deletePromo),
      },
    },
    async (request) => {
      await deletePromo(ctx.db, scopeOf(request), request.params.id);
      return { success: true };
    },
  );
}
