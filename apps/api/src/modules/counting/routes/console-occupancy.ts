import { PassThrough } from 'node:stream';
import { occupancyListSchema, streamQuerySchema, streamTicketSchema } from '@careshop/validation';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../platform/http/error-response.js';
import {
  type ConsoleLevel,
  companyScope,
  consoleSessionOf,
  consumeStreamTicket,
  issueStreamTicket,
  looksLikeTicket,
  mayConsole,
  requireAnySession,
  streamTicketSeconds,
  users,
} from '../../identity/index.js';
import type { CountingDeps } from '../deps.js';
import { createOccupancyFeed } from '../live-occupancy.js';
import { type LocationOccupancy, readOccupancy } from '../occupancy.js';

/** Stream timing; tests shorten it. */
export const liveStreamTiming = {
  /** A comment line that keeps proxies from closing an idle stream. */
  heartbeatMs: 15_000,
  /**
   * Every stream reads its locations again and checks its user may still watch: catches what a
   * lost announcement, a local midnight or a permission change would leave stale (bounded 60 s).
   */
  refreshMs: 30_000,
};

const tags = ['console'];
const security = [{ bearer: [] }];

/**
 * Live occupancy (decision 198): a snapshot call, and a Server-Sent Events stream that sends a
 * snapshot, then each changed location within moments of a device push announced on the live hub.
 */
export async function consoleOccupancyRoutes(
  app: FastifyInstance,
  ctx: CountingDeps,
): Promise<void> {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const feed = createOccupancyFeed({
    db: ctx.db,
    hub: ctx.liveHub,
    now: ctx.now,
    onError: (error) => app.log.error({ err: error }, 'live occupancy read failed'),
  });
  const open = new Set<() => void>();
  // Streams end before the server waits for its connections to close.
  app.addHook('preClose', async () => {
    for (const close of [...open]) close();
    feed.close();
  });

  typed.get(
    '/console/occupancy',
    {
      config: { access: 'console', consoleAction: 'live:read' },
      schema: {
        tags,
        summary: 'Live occupancy of every visible location in scope',
        security,
        response: { 200: occupancyListSchema, ...errorResponses },
      },
    },
    async (request) => {
      const scope = companyScope(consoleSessionOf(request));
      return { items: await readOccupancy(ctx.db, { scope }, ctx.now()) };
    },
  );

  typed.post(
    '/console/occupancy/stream-ticket',
    {
      config: { access: 'console', consoleAction: 'live:read' },
      schema: {
        tags,
        summary: 'A single-use ticket (60 s) to open the live stream with EventSource',
        security,
        response: { 200: streamTicketSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const session = consoleSessionOf(request);
      const ticket = await issueStreamTicket(ctx.db, session.user.id, ctx.now());
      return reply
        .header('cache-control', 'no-store')
        .send({ ticket, expires_in_seconds: streamTicketSeconds });
    },
  );

  const fromUrl = new WeakSet<FastifyRequest>();
  await app.register(async (stream) => {
    // Only on this route, and only without an Authorization header: the ticket stands in for the
    // header the browser's EventSource cannot send. It runs before the access check.
    stream.addHook('onRequest', async (request) => {
      const ticket = (request.query as { ticket?: unknown } | undefined)?.ticket;
      if (request.headers.authorization || !looksLikeTicket(ticket)) return;
      request.headers.authorization = `Bearer ${ticket}`;
      fromUrl.add(request);
    });

    stream.withTypeProvider<ZodTypeProvider>().get(
      '/console/occupancy/stream',
      {
        config: { access: 'console', consoleAction: 'live:read', streamTicket: true },
        schema: {
          tags,
          summary:
            'Server-Sent Events: `snapshot`, then `occupancy` per changed location; Bearer header or ?ticket=',
          security,
          querystring: streamQuerySchema,
          response: errorResponses,
        },
      },
      async (request, reply) => {
        const session = consoleSessionOf(request);
        // A ticket opens one stream, whether it came as ?ticket= or as the Bearer header; a real
        // session token never belongs in a URL (logs, history), so there it is refused.
        if ((await requireAnySession(ctx, request)).ticket || fromUrl.has(request)) {
          await consumeStreamTicket(ctx.db, session.sessionId, ctx.now());
        }
        const scope = companyScope(session);
        await ctx.liveHub.ready?.();

        const body = new PassThrough();
        const sent = new Map<number, string>();
        const write = (text: string) => {
          if (!body.writableEnded) body.write(text);
        };
        const sendChanged = (rows: LocationOccupancy[]) => {
          for (const row of rows) {
            const text = JSON.stringify(row);
            if (sent.get(row.location_id) === text) continue;
            sent.set(row.location_id, text);
            write(`event: occupancy\ndata: ${text}\n\n`);
          }
        };
        let started = false;
        const early = new Set<number>();
        const unwatch = feed.watch(scope, (rows) => {
          if (started) sendChanged(rows);
          else for (const row of rows) early.add(row.location_id);
        });
        const refresh = async (locationIds?: number[]) => {
          try {
            sendChanged(await readOccupancy(ctx.db, { scope, locationIds }, ctx.now()));
          } catch (error) {
            request.log.error({ err: error }, 'live occupancy refresh failed');
          }
        };
        const stillAllowed = async () => {
          const [user] = await ctx.db
            .select({ level: users.consoleLevel })
            .from(users)
            .where(eq(users.id, session.user.id));
          const level = user?.level;
          return level != null && mayConsole(level as ConsoleLevel, 'live:read');
        };

        let closed = false;
        const close = () => {
          if (closed) return;
          closed = true;
          open.delete(close);
          clearInterval(heartbeat);
          clearInterval(refresher);
          unwatch();
          body.end();
        };
        const heartbeat = setInterval(() => write(': heartbeat\n\n'), liveStreamTiming.heartbeatMs);
        const refresher = setInterval(() => {
          void stillAllowed().then(
            (allowed) => (allowed ? refresh() : close()),
            () => undefined,
          );
        }, liveStreamTiming.refreshMs);
        open.add(close);
        reply.raw.on('close', close);

        const snapshot = await readOccupancy(ctx.db, { scope }, ctx.now());
        for (const row of snapshot) sent.set(row.location_id, JSON.stringify(row));
        write(`retry: 3000\n\nevent: snapshot\ndata: ${JSON.stringify({ items: snapshot })}\n\n`);
        started = true;
        if (early.size > 0) void refresh([...early]);

        return reply
          .header('content-type', 'text/event-stream; charset=utf-8')
          .header('cache-control', 'no-store')
          .header('x-accel-buffering', 'no')
          .send(body as never);
      },
    );
  });
}
