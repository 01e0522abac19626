import { existsSync } from 'node:fs';
import { isIP } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { APPROVAL_EXPIRY_DAYS_DEFAULT } from '@careshop/validation';
import { z } from 'zod';

/** Thrown at start when an environment variable is missing or malformed; names the variable. */
export class ConfigError extends Error {
  override readonly name: string = 'ConfigError';
  constructor(
    readonly variable: string,
    reason: string,
  ) {
    super(`Invalid environment variable ${variable}: ${reason}`);
  }
}

/**
 * Thrown at start when NODE_ENV=production and secrets still have the values committed in this
 * repository (decision 131); names every such variable.
 */
export class DefaultSecretError extends ConfigError {
  override readonly name = 'DefaultSecretError';
  constructor(readonly variables: readonly string[]) {
    super(variables.join(', '), 'still has its repository default');
    this.message =
      `Refusing to start in production: ${variables.join(', ')} still ${variables.length === 1 ? 'has its' : 'have their'} ` +
      'repository default value. Set each to a secret of your own (e.g. `openssl rand -hex 32`).';
  }
}

/** Secrets whose committed defaults only the demo and the tests may use (decision 131). */
const secretDefaults = {
  ANONYMOUS_TOKEN_KEY: 'careshop-anonymous-demo-key-change-me',
  PAYMENT_WEBHOOK_SECRET: 'careshop-test-webhook-secret-change-me',
} as const;

const booleanish = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

/**
 * Every environment variable the API reads, with its default and meaning: the one source of the
 * configuration reference (`CONFIGURATION.md`) and of `.env.example`, both generated from it.
 */
export const envSchema = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test'])
    .default('development')
    .describe(
      'production turns the dev mailbox and the test checkout off, and refuses to start while ANONYMOUS_TOKEN_KEY or PAYMENT_WEBHOOK_SECRET has its default (decision 131).',
    ),
  PORT: z.coerce
    .number()
    .int()
    .min(0)
    .max(65_535)
    .default(8080)
    .describe('Port to listen on (`pnpm start` uses the demo settings in apps/api/demo.env).'),
  HOST: z.string().min(1).default('0.0.0.0').describe('Interface to listen on.'),
  PUBLIC_URL: z
    .url()
    .optional()
    .describe(
      'Base URL written into e-mail links and payment redirects; default http://localhost:$PORT.',
    ),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional()
    .describe(
      'PostgreSQL server, e.g. postgres://postgres@127.0.0.1:5432/careshop. Unset: the embedded PGlite in DATA_DIR.',
    ),
  DATABASE_POOL_SIZE: z.coerce
    .number()
    .int()
    .min(1)
    .max(500)
    .default(10)
    .describe(
      "Connections each API process opens to PostgreSQL at most; further requests queue in order for the next free one. Keep processes × this below the server's max_connections (decision 361). Unused with PGlite.",
    ),
  DATA_DIR: z
    .string()
    .min(1)
    .default('./.data')
    .describe('PGlite data directory, used when DATABASE_URL is unset.'),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
    .default('info')
    .describe(
      'Lowest level logged. Device pushes (/api/ingest) are logged at debug, so info does not show every push (decision 270).',
    ),
  LOG_FORMAT: z
    .enum(['json', 'pretty'])
    .default('json')
    .describe(
      'json: one JSON object a line, for a log collector; pretty: readable lines for a terminal (the demo). Production refuses pretty (decision 270).',
    ),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional()
    .describe(
      'smtp://user:pass@host:port or smtps://…; each API process delivers unsent outbox rows with retries (decision 162). Unset: messages stay in the outbox and the dev mailbox.',
    ),
  MAIL_FROM: z
    .string()
    .min(3)
    .default('Careshop <no-reply@careshop.test>')
    .describe('Sender of every e-mail.'),
  ANONYMOUS_TOKEN_KEY: z
    .string()
    .min(16)
    .default(secretDefaults.ANONYMOUS_TOKEN_KEY)
    .describe(
      'HS256 key of the anonymous register/question token (SPEC 6); the apps ship the same key (VITE_ANONYMOUS_TOKEN_KEY). Production refuses the default (decision 131).',
    ),
  SESSION_TTL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 365)
    .default(24 * 30)
    .describe('Session lifetime in hours (default 30 days).'),
  RESET_TTL_MINUTES: z.coerce
    .number()
    .int()
    .min(5)
    .max(24 * 60)
    .default(60)
    .describe('Password reset link lifetime in minutes.'),
  RATE_LIMIT_PER_MINUTE: z.coerce
    .number()
    .int()
    .min(1)
    .default(10)
    .describe(
      'Login, prefill, register, forgot, reset, question, webinar registration and password-change calls per client address per minute (decisions 080, 135).',
    ),
  INGEST_RATE_LIMIT_PER_MINUTE: z.coerce
    .number()
    .int()
    .min(1)
    .default(600)
    .describe('Pushes one counting device may send to /api/ingest per minute (decision 185).'),
  MAIL_SEND_EXPIRE_SECONDS: z.coerce
    .number()
    .int()
    .min(10)
    .max(3600)
    .default(45)
    .describe(
      'How long a mail.send job may run before the job engine fails and retries it (decision 210); its outbox row stays leased as long, at least 35 s (decision 375).',
    ),
  APPROVAL_EXPIRY_DAYS: z.coerce
    .number()
    .int()
    .min(1)
    .max(365)
    .default(APPROVAL_EXPIRY_DAYS_DEFAULT)
    .describe(
      'Days an order approval request waits for an approver before it expires (decision 330).',
    ),
  PAYMENT_WEBHOOK_SECRET: z
    .string()
    .min(16)
    .default(secretDefaults.PAYMENT_WEBHOOK_SECRET)
    .describe(
      "HMAC-SHA256 key of the payment webhook (and of the test checkout's link tokens). Production refuses the default (decision 131).",
    ),
  PAYMENT_TEST_CHECKOUT: booleanish
    .optional()
    .describe(
      'The built-in test checkout, a development payment provider: on outside production, off in production unless set to 1 (decision 130).',
    ),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional()
    .describe(
      'redis://host:port or rediss://…: rate-limit counters and live occupancy shared by every API process (decision 199). Unset: counted in each process; live counts through PostgreSQL NOTIFY or this process.',
    ),
  SEED: booleanish.default(true).describe('Seed the demo deployment into an empty database.'),
  DEMO_HISTORY_DAYS: z.coerce
    .number()
    .int()
    .min(0)
    .max(800)
    .default(0)
    .describe(
      'Days of people-counting history the demo seed writes before now (`pnpm start`: 395, decision 171).',
    ),
  SIMULATOR: booleanish
    .default(false)
    .describe(
      'Run the device simulator inside the server: the demo devices push counts every 5 s (`pnpm start` turns it on).',
    ),
  JOBS: booleanish
    .default(true)
    .describe(
      'Run the job engine (pg-boss) in this process: nightly report subscriptions and mail delivery (decision 206).',
    ),
  DEV_MAILBOX: booleanish
    .default(false)
    .describe(
      'Serve /api/dev/mailbox: only on a loopback HOST unless DEV_MAILBOX_ALLOW_REMOTE is on; never in production (decision 133).',
    ),
  DEV_MAILBOX_ALLOW_REMOTE: booleanish
    .default(false)
    .describe('Serve the dev mailbox on a non-loopback HOST too (never in production).'),
  DRAIN_DELAY_MS: z.coerce
    .number()
    .int()
    .min(0)
    .max(60_000)
    .default(0)
    .describe(
      'After SIGTERM, how long the process keeps serving while /readyz answers 503, so a load balancer that polls /readyz stops sending to it before it closes its port (decision 312). 0: close at once.',
    ),
  METRICS_PORT: z.coerce
    .number()
    .int()
    .min(0)
    .max(65_535)
    .optional()
    .describe(
      'Serve Prometheus metrics at GET /metrics on this port, apart from PORT so the proxy never exposes them (decision 314). Unset: no metrics endpoint.',
    ),
  METRICS_HOST: z
    .string()
    .min(1)
    .default('127.0.0.1')
    .describe(
      'Interface of the metrics port; the default is this machine only. Open it only to the network Prometheus scrapes from.',
    ),
  TRUST_PROXY: booleanish
    .default(false)
    .describe('Trust X-Forwarded-* headers (behind a proxy or load balancer).'),
  SHOP_DIR: z
    .string()
    .min(1)
    .optional()
    .describe(
      'Built shop served at /, with a history fallback; relative to the working directory. Default apps/shop/dist.',
    ),
  ZOOM_DIR: z
    .string()
    .min(1)
    .optional()
    .describe('Built Zoom! Delivered app served at /zoom/. Default apps/zoom/dist.'),
  CONSOLE_DIR: z
    .string()
    .min(1)
    .optional()
    .describe('Built console served at /console/. Default apps/console/dist.'),
});

/** apps/api itself, found from this module whether it runs from src/ or from dist/. */
function apiPackageDir(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
  return dir;
}

/** A built web app: in a production bundle's `public/`, else beside the api package. */
function builtAppDir(app: 'shop' | 'zoom' | 'console'): string {
  const bundled = resolve(apiPackageDir(), 'public', app);
  return existsSync(bundled) ? bundled : resolve(apiPackageDir(), `../${app}/dist`);
}

/** Validated settings of one API process. Read once, in this file only (STYLE 9). */
export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** Base URL written into e-mail links and payment redirects. */
  publicUrl: string;
  /** PostgreSQL connection string; when absent the embedded PGlite in `dataDir` is used. */
  databaseUrl: string | undefined;
  /** Most PostgreSQL connections this process holds at once (decision 361). */
  databasePoolSize: number;
  dataDir: string;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** JSON lines (default, always in production) or readable lines for a terminal (decision 270). */
  logFormat: 'json' | 'pretty';
  smtpUrl: string | undefined;
  mailFrom: string;
  /** HS256 key of the anonymous register/question token (SPEC 6); ships in the apps too. */
  anonymousTokenKey: string;
  sessionTtlHours: number;
  resetTtlMinutes: number;
  /** Login, register, forgot and question calls allowed per client per minute. */
  rateLimitPerMinute: number;
  /** Pushes one device may make per minute (decision 185); beyond it, 429. */
  ingestRateLimitPerMinute: number;
  /**
   * How long a `mail.send` job may run before pg-boss fails and retries it (decision 210): the
   * job of a killed process is sent again this long (plus up to 15 s) after it started.
   */
  mailSendExpireSeconds: number;
  /** Days an order approval request waits for a decision before it expires (decision 330). */
  approvalExpiryDays: number;
  /** Redis holding the rate-limit counters shared by every API process; absent = per process. */
  redisUrl: string | undefined;
  /** HMAC-SHA256 key the payment provider signs its webhook calls with. */
  paymentWebhookSecret: string;
  /**
   * The built-in test checkout (a development payment provider) is on: by default outside
   * production only; `PAYMENT_TEST_CHECKOUT=1` turns it on in production (decision 130).
   */
  paymentTestCheckout: boolean;
  /** Seed the demo deployment into an empty database. */
  seed: boolean;
  /** Days of counting history in the demo seed. */
  demoHistoryDays: number;
  /** Push the demo devices' data to this server every few seconds. */
  simulator: boolean;
  /** Run the job engine (pg-boss) in this process; tests turn it off (decision 206). */
  jobs: boolean;
  /**
   * Serve /api/dev/mailbox: only when DEV_MAILBOX is on, never in production, and on a
   * non-loopback HOST only with DEV_MAILBOX_ALLOW_REMOTE (decision 133).
   */
  devMailbox: boolean;
  /** Why the dev mailbox is off although DEV_MAILBOX asked for it (printed at start). */
  devMailboxRefusal: string | undefined;
  trustProxy: boolean;
  /** Port of `GET /metrics` (decision 314); undefined = not served. */
  metricsPort: number | undefined;
  metricsHost: string;
  /** After SIGTERM, serve this long with /readyz at 503 before closing (decision 312). */
  drainDelayMs: number;
  /** Built shop (Vite output) served at `/`; absolute path. */
  shopDir: string;
  /** Built Zoom! Delivered app served at `/zoom/`; absolute path. */
  zoomDir: string;
  /** The console's build (`apps/console/dist`), served at /console/. */
  consoleDir: string;
}

/** True for addresses only this machine reaches: localhost, 127.0.0.0/8, ::1. */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  if (bare === 'localhost') return true;
  if (isIP(bare) === 4) return bare.startsWith('127.');
  if (isIP(bare) === 6) return bare === '::1' || bare.startsWith('::ffff:127.');
  return false;
}

/**
 * Reads and validates the environment; throws {@link ConfigError} naming the first bad variable,
 * or {@link DefaultSecretError} naming every secret left at its default in production.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(
    Object.entries(env).filter(([key, value]) => key in envSchema.shape && value !== ''),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(String(issue?.path[0] ?? 'environment'), issue?.message ?? 'invalid');
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  if (production && e.LOG_FORMAT === 'pretty') {
    throw new ConfigError(
      'LOG_FORMAT',
      'pretty is for a terminal (the demo); production logs JSON lines (decision 270)',
    );
  }
  if (production) {
    const defaults = (Object.keys(secretDefaults) as (keyof typeof secretDefaults)[]).filter(
      (name) => e[name] === secretDefaults[name],
    );
    if (defaults.length > 0) throw new DefaultSecretError(defaults);
  }
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    dataDir: e.DATA_DIR,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    anonymousTokenKey: e.ANONYMOUS_TOKEN_KEY,
    sessionTtlHours: e.SESSION_TTL_HOURS,
    resetTtlMinutes: e.RESET_TTL_MINUTES,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    ingestRateLimitPerMinute: e.INGEST_RATE_LIMIT_PER_MINUTE,
    mailSendExpireSeconds: e.MAIL_SEND_EXPIRE_SECONDS,
    approvalExpiryDays: e.APPROVAL_EXPIRY_DAYS,
    redisUrl: e.REDIS_URL,
    paymentWebhookSecret: e.PAYMENT_WEBHOOK_SECRET,
    paymentTestCheckout: e.PAYMENT_TEST_CHECKOUT ?? !production,
    seed: e.SEED,
    demoHistoryDays: e.DEMO_HISTORY_DAYS,
    simulator: e.SIMULATOR,
    jobs: e.JOBS,
    devMailbox:
      !production && e.DEV_MAILBOX && (isLoopbackHost(e.HOST) || e.DEV_MAILBOX_ALLOW_REMOTE),
    devMailboxRefusal: !e.DEV_MAILBOX
      ? undefined
      : production
        ? 'never served in production'
        : !isLoopbackHost(e.HOST) && !e.DEV_MAILBOX_ALLOW_REMOTE
          ? `HOST ${e.HOST} is not a loopback address; set DEV_MAILBOX_ALLOW_REMOTE=1 to serve it there`
          : undefined,
    trustProxy: e.TRUST_PROXY,
    drainDelayMs: e.DRAIN_DELAY_MS,
    metricsPort: e.METRICS_PORT,
    metricsHost: e.METRICS_HOST,
    // Set values are relative to the working directory; the defaults to the api package, so
    // `pnpm start` from the root and `node dist/main.js` from apps/api find the same builds. A
    // production bundle (`pnpm bundle`, decision 311) carries them in its own `public/`.
    shopDir: e.SHOP_DIR ? resolve(e.SHOP_DIR) : builtAppDir('shop'),
    zoomDir: e.ZOOM_DIR ? resolve(e.ZOOM_DIR) : builtAppDir('zoom'),
    consoleDir: e.CONSOLE_DIR ? resolve(e.CONSOLE_DIR) : builtAppDir('console'),
  };
}
