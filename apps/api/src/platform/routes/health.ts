import { healthResponseSchema, readyResponseSchema } from '@careshop/validation';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../db/database.js';

const healthSchema = healthResponseSchema;
const readySchema = readyResponseSchema;

/** Liveness (the process answers) and readiness (the database answers too). */
export async function healthRoutes(app: FastifyInstance, database: Database): Promise<void> {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(
    '/healthz',
    {
      config: { access: 'public' },
      schema: { hide: true, response: { 200: healthSchema } },
      logLevel: 'warn',
    },
    async () => ({ status: 'ok' as const }),
  );
  typed.get(
    '/readyz',
    {
      config: { access: 'public' },
      schema: { hide: true, response: { 200: readySchema, 503: readySchema } },
      logLevel: 'warn',
    },
    async (_request, reply) => {
      try {
        await database.ping();
        return { status: 'ok' as const, database: database.kind };
      } catch {
        return reply.status(503).send({ status: 'unavailable' as const, database: database.kind });
      }
    },
  );
}
