import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Metrics } from './metrics.js';

/** What a product route's answers count as (decision 314). */
export type ProductRoute = 'order' | 'push' | 'live';

/** Product routes by `METHOD /route/pattern`, as the server composes them. */
export type ProductRoutes = Readonly<Record<string, ProductRoute>>;

/** The route pattern of a request (`/api/admin/order/:id`), never its URL: bounded label values. */
function routeOf(request: FastifyRequest): string {
  return request.routeOptions.url ?? 'unmatched';
}

/** The `code` of an error answer in the product's JSON error shape. */
function errorCodeOf(payload: unknown, status: number): string {
  if (typeof payload === 'string' && payload.startsWith('{')) {
    try {
      const code = (JSON.parse(payload) as { code?: unknown }).code;
      if (typeof code === 'string' && /^[a-z0-9_]{1,64}$/.test(code)) return code;
    } catch {
      // Not JSON after all: the status names it.
    }
  }
  return `status_${status}`;
}

/** The bins of an accepted push, from its answer `{ stored, duplicates }`. */
function binsOf(payload: unknown): { stored: number; duplicates: number } {
  if (typeof payload === 'string') {
    try {
      const answer = JSON.parse(payload) as { stored?: unknown; duplicates?: unknown };
      return {
        stored: typeof answer.stored === 'number' ? answer.stored : 0,
        duplicates: typeof answer.duplicates === 'number' ? answer.duplicates : 0,
      };
    } catch {
      // Fall through: an answer that is not the push answer counts no bins.
    }
  }
  return { stored: 0, duplicates: 0 };
}

/**
 * Counts every answer into the request histogram and the product routes' answers into the
 * product counters. Installed before the compression plugin, so `onSend` sees the JSON text.
 */
export function installHttpMetrics(
  app: FastifyInstance,
  metrics: Metrics,
  productRoutes: ProductRoutes,
): void {
  const productOf = (request: FastifyRequest) =>
    productRoutes[`${request.method} ${routeOf(request)}`];
  const outcomes = new WeakMap<FastifyRequest, () => void>();

  app.addHook('onSend', async (request, reply: FastifyReply, payload) => {
    const product = productOf(request);
    if (!product) return payload;
    const status = reply.statusCode;
    if (product === 'live') {
      if (status === 200) reply.raw.once('close', metrics.sseClientOpened());
      return payload;
    }
    if (status >= 400) {
      const reason = errorCodeOf(payload, status);
      outcomes.set(request, () =>
        product === 'order' ? metrics.orderRefused(reason) : metrics.pushRefused(reason),
      );
    } else if (product === 'push') {
      const bins = binsOf(payload);
      outcomes.set(request, () => metrics.pushStored(bins));
    } else {
      const replayed = reply.getHeader('idempotent-replayed') === 'true';
      outcomes.set(request, replayed ? metrics.orderReplayed : metrics.orderPlaced);
    }
    return payload;
  });

  // Counted once the answer is complete, with the time it took.
  app.addHook('onResponse', async (request, reply) => {
    metrics.request(
      { method: request.method, route: routeOf(request), status: reply.statusCode },
      reply.elapsedTime / 1000,
    );
    outcomes.get(request)?.();
  });
}
