import {
  apiResultSchema,
  consoleCompanyListSchema,
  consoleCompanyRequestSchema,
  consoleCompanySchema,
  idParamsSchema,
} from '@careshop/validation';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../platform/http/error-response.js';
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

  typed.get(
    '/console/companies',
    {
      config: { access: 'console', consoleAction: 'companies:read' },
      schema: {
        tags: ['console'],
        summary: "Every company (super administrator) or the caller's own",
        security,
        response: { 200: consoleCompanyListSchema, ...errorResponses },
      },
    },
    async (request) => ({ items: await listCompanies(ctx.db, consoleSessionOf(request)) }),
  );

  typed.get(
    '/console/companies/:id',
    {
      config: { access: 'console', consoleAction: 'companies:read' },
      schema: {
        tags: ['console'],
        summary: 'One company (404 outside the caller’s scope)',
        security,
        params: idParamsSchema,
        response: { 200: consoleCompanySchema, ...errorResponses },
      },
    },
    async (request) => getCompany(ctx.db, consoleSessionOf(request), request.params.id),
  );

  typed.post(
    '/console/companies',
    {
      config: { access: 'console', consoleAction: 'companies:write' },
      schema: {
        tags: ['console'],
        summary: 'Create a company',
        security,
        body: consoleCompanyRequestSchema,
        response: { 201: consoleCompanySchema, ...errorResponses },
      },
    },
    async (request, reply) => reply.code(201).send(await createCompany(ctx.db, request.body)),
  );

  typed.put(
    '/console/companies/:id',
    {
      config: { access: 'console', consoleAction: 'companies:write' },
      schema: {
        tags: ['console'],
        summary: 'Rename a company',
        security,
        params: idParamsSchema,
        body: consoleCompanyRequestSchema,
        response: { 200: consoleCompanySchema, ...errorResponses },
      },
    },
    async (request) =>
      renameCompany(ctx.db, consoleSessionOf(request), request.params.id, request.body),
  );

  typed.delete(
    '/console/companies/:id',
    {
      config: { access: 'console', consoleAction: 'companies:write' },
      schema: {
        tags: ['console'],
        summary: 'Delete a company that has no users, locations or devices (else 409)',
        security,
        params: idParamsSchema,
        response: { 200: apiResultSchema, ...errorResponses },
      },
    },
    async (request) => {
      await deleteCompany(ctx.db, consoleSessionOf(request), request.params.id);
      return { success: true };
    },
  );
}
