import { randomUUID } from 'node:crypto';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import {
  isResponseSerializationError,
  jsonSchemaTransform,
  serializerCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { installAccessCheck, type RouteAccessEntry } from './auth/access.js';
import type { Config } from './config.js';
import type { AppContext } from './context.js';
import type { Database } from './db/database.js';
import { HttpError } from './http/errors.js';
import { RequestValidationError, zodValidatorCompiler } from './http/request-validation.js';
import { describeZodError, fieldErrors } from './http/validation-messages.js';
import { notBuiltHint, registerWebApps, sendAppIndex, type WebApp } from './http/web-apps.js';
import { createMailer, type Mailer } from './mail/mailer.js';
import type { PaymentProvider } from './payments/payment-provider.js';
import { createTestPaymentProvider } from './payments/test-provider.js';
import { registerRoutes } from './routes/index.js';

/** What {@link createServer} needs; everything with a side effect is passed in. */
export interface ServerDeps {
  config: Config;
  database: Database;
  /** Defaults to nodemailer over `config.smtpUrl`, else the outbox only. */
  mailer?: Mailer;
  /** Defaults to the built-in test checkout (decision 078). */
  paymentProvider?: PaymentProvider;
  /** Defaults to the system clock. */
  now?: () => Date;
  /** Fastify logger options; defaults to JSON logs at `config.logLevel`. */
  logger?: boolean | { level: string; stream?: { write(line: string): void } };
}

/**
 * The server plus the context its routes share (tests read the mailer and clock from it) and
 * every registered route with who may call it (decision 145).
 */
export type CareshopServer = FastifyInstance & {
  careshop: AppContext;
  accessTable: readonly RouteAccessEntry[];
};

/** Body size limit: the largest legitimate body (a full cart) is far below it. */
const bodyLimit = 64 * 1024;

export async function createServer(deps: ServerDeps): Promise<CareshopServer> {
  const { config, database } = deps;
  const app = Fastify({
    logger: deps.logger ?? { level: config.logLevel },
    bodyLimit,
    trustProxy: config.trustProxy,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    return503OnClosing: true,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    ajv: undefined,
  }).withTypeProvider<ZodTypeProvider>();

  const mailer =
    deps.mailer ??
    createMailer({
      db: database.db,
      from: config.mailFrom,
      smtpUrl: config.smtpUrl,
      onError: (error) => app.log.error({ err: error }, 'mail delivery failed'),
    });
  const ctx: AppContext = {
    db: database.db,
    config,
    mailer,
    payments:
      deps.paymentProvider ??
      createTestPaymentProvider({
        publicUrl: config.publicUrl,
        webhookSecret: config.paymentWebhookSecret,
      }),
    now: deps.now ?? (() => new Date()),
  };

  // Before any route exists: every route gets its access check, and an /api route without one
  // stops the start (decision 145).
  const accessTable: RouteAccessEntry[] = [];
  app.addHook('onRoute', (route) => installAccessCheck(ctx, route, accessTable));

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

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // API answers carry personal data (profile, orders, addresses) and are never stored by a
    // browser or proxy, errors included; a route that is safe to cache says so itself
    // (decision 147).
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
  });

  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    if (error instanceof RequestValidationError) {
      const where = error.validationContext ?? 'body';
      return reply.status(400).send({
        success: false,
        code: 'invalid_request',
        message: `Invalid ${where}: ${describeZodError(error.zodError)}`,
        errors: fieldErrors(error.zodError),
      });
    }
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({
        success: false,
        code: error.code,
        message: error.message,
        ...(error.details ? { details: error.details } : {}),
      });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response failed its schema');
      return reply
        .status(500)
        .send({ success: false, code: 'internal', message: 'An unexpected event occurred' });
    }
    const status = 'statusCode' in error ? (error.statusCode ?? 500) : 500;
    if (status >= 400 && status < 500) {
      // Fastify's own refusals: malformed JSON, body too large, wrong content type, rate limit.
      return reply.status(status).send({
        success: false,
        code: 'code' in error && error.code ? String(error.code).toLowerCase() : 'bad_request',
        message: error.message,
      });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .status(500)
      .send({ success: false, code: 'internal', message: 'An unexpected event occurred' });
  });

  const webApps: WebApp[] = [
    { name: 'shop', prefix: '/', dir: config.shopDir },
    { name: 'Zoom! Delivered', prefix: '/zoom/', dir: config.zoomDir },
  ];

  app.setNotFoundHandler(async (request, reply) => {
    if (await sendAppIndex(webApps, request, reply)) return reply;
    return reply.status(404).send({
      success: false,
      code: 'route_not_found',
      message: `No route ${request.method} ${request.url.split('?')[0]}`,
    });
  });

  await app.register(helmet, {
    // Every script the server hands out is a file of its own origin (the shop and Zoom! builds,
    // the docs UI), so no inline script runs. Styles allow inline for style attributes (the test
    // checkout page, React style props, the docs UI); images may be data: URLs (icons).
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        // The demo runs on plain http (localhost, a LAN address); upgrading would break its assets.
        upgradeInsecureRequests: null,
      },
    },
  });
  await app.register(rateLimit, { global: false });

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

  await registerRoutes(app, ctx, database);
  const { missing } = await registerWebApps(app, webApps);
  for (const webApp of missing) app.log.warn(notBuiltHint(webApp));

  app.addHook('onClose', async () => {
    await mailer.flush();
    mailer.close();
  });

  return Object.assign(app, { careshop: ctx, accessTable }) as unknown as CareshopServer;
}
