import {
  apiResultSchema,
  idParamsSchema,
  promoFormSchema,
  promoListSchema,
  promoSchema,
} from '@careshop/validation';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../platform/http/error-response.js';
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

  typed.get(
    '/console/promos',
    {
      config: { access: 'console', consoleAction: 'promos:read' },
      schema: {
        tags,
        summary: 'Promos in scope',
        security,
        response: { 200: promoListSchema, ...errorResponses },
      },
    },
    async (request) => ({ items: await listPromos(ctx.db, scopeOf(request)) }),
  );

  typed.post(
    '/console/promos',
    {
      config: { access: 'console', consoleAction: 'promos:write' },
      schema: {
        tags,
        summary: 'Add a promo (all locations of the company, or one)',
        security,
        body: promoFormSchema,
        response: { 201: promoSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const created = await createPromo(ctx.db, scopeOf(request), request.body, ctx.now());
      return reply.status(201).send(created);
    },
  );

  typed.put(
    '/console/promos/:id',
    {
      config: { access: 'console', consoleAction: 'promos:write' },
      schema: {
        tags,
        summary: 'Replace a promo',
        security,
        params: idParamsSchema,
        body: promoFormSchema,
        response: { 200: promoSchema, ...errorResponses },
      },
    },
    async (request) =>
      updatePromo(ctx.db, scopeOf(request), request.params.id, request.body, ctx.now()),
  );

  typed.delete(
    '/console/promos/:id',
    {
      config: { access: 'console', consoleAction: 'promos:write' },
      schema: {
        tags,
        summary: 'Delete a promo',
        security,
        params: idParamsSchema,
        response: { 200: apiResultSchema, ...errorResponses },
      },
    },
    async (request) => {
      await deletePromo(ctx.db, scopeOf(request), request.params.id);
      return { success: true };
    },
  );
}
