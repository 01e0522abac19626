import { healthResponseSchema, readyResponseSchema } from '@careshop/validation';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../db/database.js';

const healthSchema = healthResponseSchema;
const readySchema = readyResponseSchema;

/** A dependency /readyz checks. */
type Dependency = 'database' | 'redis' | 'migrations';

/** What /readyz looks at. */
export interface ReadinessChecks {
  database: Pick<Database, 'kind' | 'ping' | 'pendingMigrations'>;
  /** Round trip to Redis when `REDIS_URL` is set; absent without Redis. */
  pingRedis?: (() => Promise<unknown>) | undefined;
  /** True from the moment a drain starts (SIGTERM), before the listener closes. */
  isDraining: () => boolean;
}

/** A check that does not answer within this is failing: a probe must answer quickly. */
const checkTimeoutMs = 2_000;

async function passes(check: () => Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('check timed out')), checkTimeoutMs);
  });
  try {
    await Promise.race([check(), timeout]);
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Liveness (the process answers) and readiness (decision 312): the database and, when configured,
 * Redis answer, every committed migration is applied, and no drain has started.
 */
export async function healthRoutes(app: FastifyInstance, checks: ReadinessChecks): Promise<void> {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const { database } = checks;
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
      if (checks.isDraining()) {
        return reply.status(503).send({ status: 'draining' as const, database: database.kind });
      }
      const { pingRedis } = checks;
      const [databaseUp, redisUp] = await Promise.all([
        passes(() => database.ping()),
        pingRedis ? passes(pingRedis) : Promise.resolve(true),
      ]);
      const migrated =
        databaseUp &&
        (await passes(async () => {
          if ((await database.pendingMigrations()) > 0) throw new Error('migrations pending');
        }));
      const failing: Dependency[] = [
        ...(databaseUp ? [] : (['database'] as const)),
        ...(redisUp ? [] : (['redis'] as const)),
        ...(databaseUp && !migrated ? (['migrations'] as const) : []),
      ];
      if (failing.length === 0) return { status: 'ok' as const, database: database.kind };
      return reply
        .status(503)
        .send({ status: 'unavailable' as const, database: database.kind, failing });
    },
  );
}
