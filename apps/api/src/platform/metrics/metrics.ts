import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/** A number read at scrape time (a database query, a pool's counters); undefined = not known. */
type Reading<T> = () => Promise<T | undefined> | T | undefined;

/** What the scrape-time gauges read; each source is optional (PGlite has no pool, JOBS=0 no queue). */
export interface MetricSources {
  /** Unsent outbox rows and the age of the oldest, in seconds. */
  outbox?: Reading<{ backlog: number; oldestAgeSeconds: number }>;
  /** Jobs per queue and state (created, retry, active, failed, …). */
  jobs?: Reading<{ queue: string; state: string; count: number }[]>;
  /** PostgreSQL pool: connections open, idle, and queries waiting for one. */
  pool?: Reading<{ total: number; idle: number; waiting: number; max: number }>;
}

/**
 * The process's Prometheus metrics (decision 314): one registry per server, the HTTP histogram,
 * the product counters and the gauges read at scrape time. Code that counts receives this service;
 * nothing else imports prom-client.
 */
export interface Metrics {
  readonly registry: Registry;
  /** One answered request: its route pattern (not the URL), method, status and duration. */
  request(labels: { method: string; route: string; status: number }, seconds: number): void;
  orderPlaced(): void;
  /** The same Idempotency-Key again: the first answer is replayed, nothing is placed. */
  orderReplayed(): void;
  orderRefused(reason: string): void;
  pushStored(bins: { stored: number; duplicates: number }): void;
  pushRefused(reason: string): void;
  /** A live (SSE) client connected; the returned function says it left. */
  sseClientOpened(): () => void;
  /** Sets where the scrape-time gauges read from (the server does once its parts exist). */
  setSources(sources: MetricSources): void;
  /** The text exposition format Prometheus scrapes. */
  scrape(): Promise<string>;
}

/** Options of {@link createMetrics}. */
export interface CreateMetricsOptions {
  /** Also Node's process metrics (CPU, memory, event-loop lag, GC): on in `main.ts` only. */
  processMetrics?: boolean;
}

/** Request durations from 5 ms to 10 s: API calls, report downloads and device pushes. */
const durationBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function createMetrics(options: CreateMetricsOptions = {}): Metrics {
  const registry = new Registry();
  if (options.processMetrics) collectDefaultMetrics({ register: registry, prefix: 'careshop_' });
  let sources: MetricSources = {};

  const requests = new Counter({
    name: 'careshop_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'careshop_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: durationBuckets,
    registers: [registry],
  });
  const ordersPlaced = new Counter({
    name: 'careshop_orders_placed_total',
    help: 'Orders placed (shop and Zoom! Delivered); a replayed Idempotency-Key is not counted.',
    registers: [registry],
  });
  const ordersReplayed = new Counter({
    name: 'careshop_orders_replayed_total',
    help: 'Order confirmations answered from an earlier one with the same Idempotency-Key.',
    registers: [registry],
  });
  const ordersRefused = new Counter({
    name: 'careshop_orders_refused_total',
    help: 'Order confirmations refused, by reason (the error code of the answer).',
    labelNames: ['reason'] as const,
    registers: [registry],
  });
  const pushesStored = new Counter({
    name: 'careshop_ingest_pushes_stored_total',
    help: 'Device pushes accepted.',
    registers: [registry],
  });
  const pushesRefused = new Counter({
    name: 'careshop_ingest_pushes_refused_total',
    help: 'Device pushes refused, by reason (the error code of the answer).',
    labelNames: ['reason'] as const,
    registers: [registry],
  });
  const binsStored = new Counter({
    name: 'careshop_ingest_bins_stored_total',
    help: 'Count bins and events stored from accepted pushes.',
    registers: [registry],
  });
  const binsRefused = new Counter({
    name: 'careshop_ingest_bins_refused_total',
    help: 'Bins of accepted pushes not stored, by reason (duplicate: already stored).',
    labelNames: ['reason'] as const,
    registers: [registry],
  });
  const sseClients = new Gauge({
    name: 'careshop_sse_clients',
    help: 'Live occupancy (Server-Sent Events) clients connected to this process.',
    registers: [registry],
  });
  new Gauge({
    name: 'careshop_outbox_backlog',
    help: 'Outbox messages not sent yet.',
    registers: [registry],
    async collect() {
      const outbox = await sources.outbox?.();
      if (outbox) this.set(outbox.backlog);
    },
  });
  new Gauge({
    name: 'careshop_outbox_oldest_age_seconds',
    help: 'Age of the oldest outbox message not sent yet (0 when none waits).',
    registers: [registry],
    async collect() {
      const outbox = await sources.outbox?.();
      if (outbox) this.set(outbox.oldestAgeSeconds);
    },
  });
  new Gauge({
    name: 'careshop_jobs',
    help: 'Jobs of the job engine (pg-boss) by queue and state: created and retry are the queue depth, failed the failures kept.',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
      const jobs = await sources.jobs?.();
      this.reset();
      for (const row of jobs ?? []) this.set({ queue: row.queue, state: row.state }, row.count);
    },
  });
  new Gauge({
    name: 'careshop_db_pool_connections',
    help: 'PostgreSQL pool: connections by state (total, idle, max) and queries waiting for one.',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      const pool = await sources.pool?.();
      if (!pool) return;
      this.set({ state: 'total' }, pool.total);
      this.set({ state: 'idle' }, pool.idle);
      this.set({ state: 'waiting' }, pool.waiting);
      this.set({ state: 'max' }, pool.max);
    },
  });

  return {
    registry,
    request(labels, seconds) {
      const values = { ...labels, status: String(labels.status) };
      requests.inc(values);
      durations.observe(values, seconds);
    },
    orderPlaced: () => ordersPlaced.inc(),
    orderReplayed: () => ordersReplayed.inc(),
    orderRefused: (reason) => ordersRefused.inc({ reason }),
    pushStored({ stored, duplicates }) {
      pushesStored.inc();
      binsStored.inc(stored);
      if (duplicates > 0) binsRefused.inc({ reason: 'duplicate' }, duplicates);
    },
    pushRefused: (reason) => pushesRefused.inc({ reason }),
    sseClientOpened() {
      sseClients.inc();
      let open = true;
      return () => {
        if (!open) return;
        open = false;
        sseClients.dec();
      };
    },
    setSources(next) {
      sources = next;
    },
    scrape: () => registry.metrics(),
  };
}
