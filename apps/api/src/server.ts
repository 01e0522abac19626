import { randomUUID } from 'node:crypto';
import type { ApiErrorCode } from '@careshop/validation';
import type { PGlite } from '@electric-sql/pglite';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { AppContext } from './context.js';
import type { LiveHub } from './modules/counting/index.js';
import {
  chooseLiveHub,
  createDeviceDirectory,
  createIngestWriter,
  deviceAccessCheck,
  rebuildRollups,
} from './modules/counting/index.js';
import { installAccessCheck, type RouteAccessEntry } from './modules/identity/index.js';
import type { PaymentProvider } from './modules/ordering/index.js';
import {
  createTestPaymentProvider,
  expireApprovalRequests,
  officeAccessCheck,
  recentOfficeOrders,
} from './modules/ordering/index.js';
import { deliverSubscription, listStoredSubscriptions } from './modules/reporting/index.js';
import type { Config } from './platform/config.js';
import type { Database } from './platform/db/database.js';
import { answerClientError } from './platform/http/error-codes.js';
import { handleError } from './platform/http/error-handler.js';
import { logErrorSerializer, logRequestSerializer } from './platform/http/log-redaction.js';
import { CareshopLogController, prettyLogStream } from './platform/http/logging.js';
import { compressThreshold, ReadCache } from './platform/http/read-cache.js';
import { installRequestLimits } from './platform/http/request-limits.js';
import { zodValidatorCompiler } from './platform/http/request-validation.js';
import { installSecurityHeaders } from './platform/http/security-headers.js';
import { installShutdownAnswer } from './platform/http/shutdown.js';
import {
  notBuiltHint,
  registerWebApps,
  sendAppIndex,
  type WebApp,
} from './platform/http/web-apps.js';
import {
  createJobEngine,
  type DeliverSubscription,
  type ListSubscriptions,
} from './platform/jobs/job-engine.js';
import {
  createJobMailer,
  mailSendLeaseMs,
  queueUnsentMail,
  sendQueuedMail,
} from './platform/mail/mail-jobs.js';
import { createMailer, createOutboxSender, type Mailer } from './platform/mail/mailer.js';
import { installHttpMetrics, type ProductRoutes } from './platform/metrics/http-metrics.js';
import { createMetrics, type Metrics } from './platform/metrics/metrics.js';
import { databaseMetricSources } from './platform/metrics/sources.js';
import { registerRoutes } from './routes.js';

/**
 * The routes whose answers the product metrics count (decision 314): order confirmations placed,
 * replayed or refused; device pushes stored or refused; live occupancy clients connected.
 */
const productRoutes: ProductRoutes = {
  'POST /api/admin/order': 'order',
  'POST /api/admin/zoom-order': 'order',
  'POST /api/ingest/:protocol': 'push',
  'POST /api/ingest/:protocol/*': 'push',
  'GET /api/admin/console/occupancy/stream': 'live',
};

/** Methods that only read: they never forget the hot reads (decision 240). */
const readMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/** What {@link createServer} needs; everything with a side effect is passed in. */
export interface ServerDeps {
  config: Config;
  database: Database;
  /** Defaults to nodemailer over `config.smtpUrl`, else the outbox only. */
  mailer?: Mailer;
  /** Defaults to the built-in test checkout while it is on (decisions 078, 130). */
  paymentProvider?: PaymentProvider;
  /** Defaults to the system clock. */
  now?: () => Date;
  /** Defaults to Redis, else PostgreSQL NOTIFY, else this process only (decision 199). */
  liveHub?: LiveHub;
  /**
   * The nightly report subscriptions: who is due and how one window is sent. Defaults to the
   * stored subscriptions and `deliverSubscription`.
   */
  subscriptionJobs?: {
    listSubscriptions: ListSubscriptions;
    deliver: (
      ctx: AppContext,
      ...args: Parameters<DeliverSubscription>
    ) => ReturnType<DeliverSubscription>;
  };
  /** Prometheus metrics (decision 314); defaults to a registry of this server's own. */
  metrics?: Metrics;
  /**
   * Fastify logger options; defaults to `config.logLevel` in `config.logFormat` (JSON lines, or
   * readable lines on stdout: decision 270).
   */
  logger?: boolean | { level: string; stream?: { write(line: string): void } };
}

/** One registered route: its method(s), full URL and the zod schemas of its request parts. */
export interface RegisteredRoute {
  method: string | string[];
  url: string;
  schema?: {
    body?: unknown;
    querystring?: unknown;
    params?: unknown;
    headers?: unknown;
    hide?: boolean;
  };
}

/**
 * The server plus the context its routes share (tests read the mailer and clock from it) and the
 * route table, so tests that must cover every route (bad input) find a new one by themselves, and
 * every route with who may call it (decision 145).
 */
export type CareshopServer = FastifyInstance & {
  careshop: AppContext;
  routes: readonly RegisteredRoute[];
  accessTable: readonly RouteAccessEntry[];
  /**
   * Starts a drain (decision 312): /readyz answers 503 from now on while everything else is still
   * served, so a load balancer stops sending before `close()` stops the listener.
   */
  startDrain(): void;
  /** The Prometheus metrics `main.ts` serves on `METRICS_PORT` (decision 314). */
  metrics: Metrics;
};

/** Body size limit: the largest legitimate body (a full cart) is far below it. */
const bodyLimit = 64 * 1024;

export async function createServer(deps: ServerDeps): Promise<CareshopServer> {
  const { config, database } = deps;
  const app = Fastify({
    logger:
      deps.logger === false
        ? false
        : {
            ...(typeof deps.logger === 'object'
              ? deps.logger
              : {
                  level: config.logLevel,
                  ...(config.logFormat === 'pretty' ? { stream: prettyLogStream() } : {}),
                }),
            // Failed queries are logged without their parameters (decision 134); URLs without
            // credentials or e-mail addresses (decision 315).
            serializers: { err: logErrorSerializer, req: logRequestSerializer as never },
          },
    // Device pushes are logged at debug; a request is one readable line when pretty (decision 270).
    logController: new CareshopLogController(config.logFormat),
    bodyLimit,
    trustProxy: config.trustProxy,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    // Requests during shutdown get the product's JSON 503 from the hook below (decision 136).
    return503OnClosing: false,
    forceCloseConnections: 'idle',
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    ajv: undefined,
    clientErrorHandler: answerClientError,
    // A path Fastify cannot decode (`/%zz`): the JSON error shape, like every other refusal.
    frameworkErrors: (error, _request, reply) => {
      const code: ApiErrorCode = 'bad_request';
      (reply as FastifyReply).status(400).send({ success: false, code, message: error.message });
    },
  }).withTypeProvider<ZodTypeProvider>();

  const now = deps.now ?? (() => new Date());
  const testProvider =
    !deps.paymentProvider && config.paymentTestCheckout
      ? createTestPaymentProvider({
          publicUrl: config.publicUrl,
          webhookSecret: config.paymentWebhookSecret,
          now,
        })
      : undefined;
  const onMailError = (error: unknown) => app.log.error({ err: error }, 'mail delivery failed');
  // With the job engine, outbox mail is sent by pg-boss jobs; without it (JOBS=0: tests, e2e, the
  // CLI) by the loop of decision 162 (decision 210). The dev mailbox reads the outbox either way.
  const sender =
    config.jobs && config.smtpUrl && !deps.mailer
      ? createOutboxSender({
          db: database.db,
          from: config.mailFrom,
          smtpUrl: config.smtpUrl,
          onError: onMailError,
        })
      : undefined;
  const ctx: AppContext = {
    db: database.db,
    config,
    mailer:
      deps.mailer ??
      createMailer({
        db: database.db,
        from: config.mailFrom,
        smtpUrl: sender ? undefined : config.smtpUrl,
        onError: onMailError,
      }),
    payments: deps.paymentProvider ?? testProvider,
    testCheckout: testProvider?.checkout,
    now,
    liveHub:
      deps.liveHub ??
      chooseLiveHub({
        redisUrl: config.redisUrl,
        databaseUrl: database.kind === 'postgres' ? database.url : undefined,
        onError: (error) => app.log.warn({ err: error }, 'live hub connection error'),
      }),
    deviceDirectory: createDeviceDirectory(database.db),
    // PGlite has one connection: one lane serialises the pushes fairly.
    ingestWriter: createIngestWriter(database.db, { lanes: database.kind === 'pglite' ? 1 : 2 }),
    jobs: undefined,
    readCache: new ReadCache(),
    recentOfficeOrders,
  };
  if (config.jobs) {
    const subscriptionJobs = deps.subscriptionJobs ?? {
      listSubscriptions: () => listStoredSubscriptions(database.db),
      deliver: deliverSubscription,
    };
    const jobs = createJobEngine({
      connection:
        database.kind === 'postgres'
          ? { kind: 'postgres', url: database.url as string }
          : { kind: 'pglite', client: database.pglite as PGlite },
      listSubscriptions: subscriptionJobs.listSubscriptions,
      deliver: (...args) => subscriptionJobs.deliver(ctx, ...args),
      now,
      ...(sender
        ? {
            sendMail: (outboxId: number) =>
              sendQueuedMail(
                database.db,
                sender,
                outboxId,
                mailSendLeaseMs(config.mailSendExpireSeconds),
              ),
            relayMail: async () => {
              await queueUnsentMail(database.db, jobs);
            },
          }
        : {}),
      rebuildRollups: (locationId) => rebuildRollups(database.db, [locationId]),
      // Decision 330: pending approval requests past their expiry are written down as expired.
      expireApprovals: async () => {
        if ((await expireApprovalRequests(database.db, now(), config.publicUrl)) > 0) {
          ctx.mailer.wake();
        }
      },
      mailSendExpireSeconds: config.mailSendExpireSeconds,
      onError: (error) => app.log.error({ err: error }, 'job engine error'),
    });
    ctx.jobs = jobs;
    if (sender) ctx.mailer = createJobMailer({ db: database.db, jobs, onError: onMailError });
  }

  // Before any route exists: every route gets its access check, and an /api route without one
  // stops the start (decision 145).
  const accessTable: RouteAccessEntry[] = [];
  const providedChecks = {
    office: officeAccessCheck(ctx),
    device: deviceAccessCheck(ctx.deviceDirectory),
  };
  app.addHook('onRoute', (route) => installAccessCheck(ctx, providedChecks, route, accessTable));

  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // The test checkout's buttons post plain HTML forms.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  // Readiness turns not-ready from the first close step on (decision 312).
  let draining = false;
  app.addHook('preClose', async () => {
    draining = true;
  });
  installShutdownAnswer(app);
  // Before the compression plugin: the product counters read the JSON answers.
  const metrics = deps.metrics ?? createMetrics();
  metrics.setSources(databaseMetricSources(database, now));
  installHttpMetrics(app, metrics, productRoutes);

  installRequestLimits(app);

  // A write request forgets the hot reads when it starts and again when it has answered (decision
  // 240): a read that overlapped the write is not kept, and the next read sees the commit. Device
  // pushes only write counts, which no cached read shows; skipping them keeps the shop's cache
  // alive while devices push.
  const forgetsReads = (request: FastifyRequest) =>
    !readMethods.has(request.method) &&
    request.url.startsWith('/api/') &&
    request.routeOptions.config?.access !== 'device';
  app.addHook('onRequest', async (request) => {
    if (forgetsReads(request)) ctx.readCache.forget();
  });
  app.addHook('onResponse', async (request) => {
    if (forgetsReads(request)) ctx.readCache.forget();
  });

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // API answers carry personal data (profile, orders, addresses) and are never stored by a
    // browser or proxy, errors included; a route that is safe to cache says so itself
    // (decision 147).
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
  });

  app.setErrorHandler(handleError);

  const webApps: WebApp[] = [
    { name: 'shop', prefix: '/', dir: config.shopDir },
    { name: 'Zoom! Delivered', prefix: '/zoom/', dir: config.zoomDir },
    { name: 'console', prefix: '/console/', dir: config.consoleDir },
  ];

  app.setNotFoundHandler(async (request, reply) => {
    if (await sendAppIndex(webApps, request, reply)) return reply;
    return reply.status(404).send({
      success: false,
      code: 'route_not_found',
      message: `No route ${request.method} ${request.url.split('?')[0]}`,
    });
  });

  installSecurityHeaders(app);

  // With REDIS_URL every API process counts in the same Redis, so N processes hold one limit
  // (decision 135); without it each process counts in memory.
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, {
        // Fail a call fast when Redis is away instead of queueing it (the plugin then answers 500).
        connectTimeout: 500,
        maxRetriesPerRequest: 1,
      })
    : undefined;
  redis?.on('error', (error) => app.log.error({ err: error }, 'redis connection error'));
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'careshop-rate-limit-' } : {}),
  });

  // JSON answers of 1 KB and more go out br- or gzip-compressed when the client accepts it
  // (decision 240). Only JSON: files (reports, leaflets, images) keep their length, so a download
  // can show its progress; a cached answer comes already compressed and is left alone. Request
  // bodies are never inflated: a small compressed body could expand past the body limit's intent.
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: compressThreshold,
    customTypes: /^application\/(?:[\w.+-]+\+)?json(?:;|$)/,
  });

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Careshop API',
        version: '0.1.0',
        description: 'Admin calls under /api/admin, auth calls under /api/auth (SPEC 7).',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  const routes: RegisteredRoute[] = [];
  app.addHook('onRoute', (route) => {
    routes.push({ method: route.method, url: route.url, schema: route.schema as never });
  });
  await registerRoutes(app, ctx, {
    database,
    pingRedis: redis ? () => redis.ping() : undefined,
    isDraining: () => draining,
  });
  const { missing } = await registerWebApps(app, webApps);
  for (const webApp of missing) app.log.warn(notBuiltHint(webApp));

  // The outbox delivery (decisions 162, 210) also sends what a crashed process left unsent.
  app.addHook('onReady', async () => {
    // pg-boss creates its queues at start; processes starting together deadlocked on them, so
    // they take turns under the start-up lock (decision 313).
    const jobs = ctx.jobs;
    if (jobs) await database.withStartupLock(() => jobs.start());
    ctx.mailer.start();
  });
  app.addHook('onClose', async () => {
    await ctx.ingestWriter.drain();
    // Running deliveries finish (or are handed back to the queue) before the database closes.
    await ctx.jobs?.stop();
    await ctx.liveHub.close();
    // Only the attempt under way is finished; what is left is sent after the restart.
    await ctx.mailer.close();
    sender?.close();
    await redis?.quit();
  });

  const startDrain = () => {
    draining = true;
  };
  return Object.assign(app, {
    careshop: ctx,
    routes,
    accessTable,
    startDrain,
    metrics,
  }) as unknown as CareshopServer;
}
