import {
  apiResultSchema,
  consoleConfigFormSchema,
  consoleConfigListSchema,
  consoleConfigSchema,
  idParamsSchema,
} from '@careshop/validation';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../platform/http/error-response.js';
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

  typed.get(
    '/console/configs',
    {
      config: { access: 'console', consoleAction: 'configs:read' },
      schema: {
        tags,
        summary: 'Configurations in scope',
        security,
        response: { 200: consoleConfigListSchema, ...errorResponses },
      },
    },
    async (request) => ({ items: await listConfigs(ctx.db, scopeOf(request)) }),
  );

  typed.post(
    '/console/configs',
    {
      config: { access: 'console', consoleAction: 'configs:write' },
      schema: {
        tags,
        summary: 'Add a configuration; an active one deactivates the others of its company',
        security,
        body: consoleConfigFormSchema,
        response: { 201: consoleConfigSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const created = await createConfig(ctx.db, scopeOf(request), request.body, ctx.now());
      return reply.status(201).send(created);
    },
  );

  typed.put(
    '/console/configs/:id',
    {
      config: { access: 'console', consoleAction: 'configs:write' },
      schema: {
        tags,
        summary: 'Replace a configuration; activating it deactivates the others of its company',
        security,
        params: idParamsSchema,
        body: consoleConfigFormSchema,
        response: { 200: consoleConfigSchema, ...errorResponses },
      },
    },
    async (request) =>
      updateConfig(ctx.db, scopeOf(request), request.params.id, request.body, ctx.now()),
  );

  typed.delete(
    '/console/configs/:id',
    {
      config: { access: 'console', consoleAction: 'configs:write' },
      schema: {
        tags,
        summary: 'Delete a configuration',
        security,
        params: idParamsSchema,
        response: { 200: apiResultSchema, ...errorResponses },
      },
    },
    async (request) => {
      await deleteConfig(ctx.db, scopeOf(request), request.params.id);
      return { success: true };
    },
  );
}
