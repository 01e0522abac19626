import { routeSchema } from '@careshop/validation';
import * as consoleRoutes from '@careshop/validation/console-routes';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { consoleSessionOf } from '../../identity/index.js';
import {
  createCompany,
  deleteCompany,
  getCompany,
  listCompanies,
  renameCompany,
} from '../companies.js';
import type { ConsoleAdminDeps } from '../deps.js';

const security = [{ bearer: [] }];

/** The console's companies (issue 11; decision 192): level 5 manages all, level 2 reads its own. */
export async function consoleCompanyRoutes(
  app: FastifyInstance,
  ctx: ConsoleAdminDeps,
): Promise<void> {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed[consoleRoutes.companies.method](
    consoleRoutes.companies.path,
    {
      config: { access: 'console', consoleAction: 'companies:read' },
      schema: {
        tags: ['console'],
        summary: "Every company (super administrator) or the caller's own",
        security,
        ...routeSchema(consoleRoutes.companies),
      },
    },
    async (request) => ({ items: await listCompanies(ctx.db, consoleSessionOf(request)) }),
  );

  typed[consoleRoutes.company.method](
    consoleRoutes.company.path,
    {
      config: { access: 'console', consoleAction: 'companies:read' },
      schema: {
        tags: ['console'],
        summary: 'One company (404 outside the caller’s scope)',
        security,
        ...routeSchema(consoleRoutes.company),
      },
    },
    async (request) => getCompany(ctx.db, consoleSessionOf(request), request.params.id),
  );

  typed[consoleRoutes.createCompany.method](
    consoleRoutes.createCompany.path,
    {
      config: { access: 'console', consoleAction: 'companies:write' },
      schema: {
        tags: ['console'],
        summary: 'Create a company',
        security,
        ...routeSchema(consoleRoutes.createCompany),
      },
    },
    async (request, reply) => reply.code(201).send(await createCompany(ctx.db, request.body)),
  );

  typed[consoleRoutes.updateCompany.method](
    consoleRoutes.updateCompany.path,
    {
      config: { access: 'console', consoleAction: 'companies:write' },
      schema: {
        tags: ['console'],
        summary: 'Rename a company',
        security,
        ...routeSchema(consoleRoutes.updateCompany),
      },
    },
    async (request) =>
      renameCompany(ctx.db, consoleSessionOf(request), request.params.id, request.body),
  );

  typed[consoleRoutes.deleteCompany.method](
    consoleRoutes.deleteCompany.path,
    {
      config: { access: 'console', consoleAction: 'companies:write' },
      schema: {
        tags: ['console'],
        summary: 'Delete a company that has no users, locations or devices (else 409)',
        security,
        ...routeSchema(consoleRoutes.deleteCompany),
      },
    },
    async (request) => {
      await deleteCompany(ctx.db, consoleSessionOf(request), request.params.id);
      return { success: true };
    },
  );
}
