import type { DuePeriod } from '@careshop/reporting';
import type { PGlite } from '@electric-sql/pglite';
import PgBoss from 'pg-boss';
import {
  type DueDeliveriesOutput,
  type DueDelivery,
  dueDeliveries,
  type ScheduledSubscription,
} from './due-deliveries.js';

/** What one delivery did (the contract of `deliverSubscription` in `src/reports/deliver.ts`). */
export interface DeliveryResult {
  sent: boolean;
  rows: number;
  reason?: string;
}

/**
 * Sends one window of one subscription; with `markSent` it moves `lastsent` in the same
 * transaction as the mail, so a window already sent by another worker is not sent again.
 */
export type DeliverSubscription = (
  subscriptionId: number,
  period: DuePeriod,
  options: { markSent: boolean },
) => Promise<DeliveryResult>;

/** Every active subscription with its schedule and its location's time zone. */
export type ListSubscriptions = () => Promise<ScheduledSubscription[]>;

/** Where pg-boss keeps its jobs: its own pool on PostgreSQL, or the app's PGlite instance. */
export type JobConnection = { kind: 'postgres'; url: string } | { kind: 'pglite'; client: PGlite };

/** Options of {@link createJobEngine}. */
export interface JobEngineOptions {
  connection: JobConnection;
  listSubscriptions: ListSubscriptions;
  deliver: DeliverSubscription;
  /** The clock the nightly run reads (tests inject one). */
  now: () => Date;
  /** Register the cron schedule of the nightly run (default true; scheduler tests call `runNightly`). */
  schedule?: boolean;
  /** Deliver workers of one process (default 2); each fetches up to `deliverBatchSize` jobs. */
  deliverWorkers?: number;
  /** Deliver jobs one worker fetches and runs at once (default 20). */
  deliverBatchSize?: number;
  /** How often an idle worker looks for jobs (default 2 s; a new job wakes local workers at once). */
  pollingIntervalSeconds?: number;
  /** Retries of a failed delivery (default 5), with exponential back-off from `retryDelaySeconds`. */
  retryLimit?: number;
  /** First retry delay (default 60 s). */
  retryDelaySeconds?: number;
  onError?: (error: Error) => void;
}

/** What one nightly run did. */
export interface NightlyResult {
  due: number;
  invalid: DueDeliveriesOutput['invalid'];
}

/** The job engine of one API process (decision 206). */
export interface JobEngine {
  readonly boss: PgBoss;
  start(): Promise<void>;
  /** Stops fetching, waits up to `timeoutMs` for running jobs, and hands unfinished ones back. */
  stop(options?: { timeoutMs?: number }): Promise<void>;
  /** Lists due windows at `at` (default: the clock) and queues one deliver job each. */
  runNightly(at?: Date): Promise<NightlyResult>;
  /** Resolves once no deliver job is queued, waiting for retry or running (tests and the bench). */
  idle(timeoutMs?: number): Promise<void>;
}

export const jobNames = {
  nightly: 'subscriptions.nightly',
  deliver: 'subscriptions.deliver',
} as const;

/** Every 15 minutes in UTC: local midnight is on a quarter hour in every time zone (decision 207). */
export const nightlyCron = '*/15 * * * *';

type PeriodData = Omit<DuePeriod, 'fromInstant' | 'toInstant' | 'sendInstant'> & {
  fromInstant: string;
  toInstant: string;
  sendInstant: string;
};

/**
 * The deliver job's data: a window with its instants as ISO strings, and the later windows of the
 * same subscription, queued one at a time after it so they are sent oldest first (decision 208).
 */
interface DeliverJobData {
  subscriptionId: number;
  period: PeriodData;
  next: PeriodData[];
}

function periodData(period: DuePeriod): PeriodData {
  return {
    ...period,
    fromInstant: period.fromInstant.toISOString(),
    toInstant: period.toInstant.toISOString(),
    sendInstant: period.sendInstant.toISOString(),
  };
}

function deliverJob(subscriptionId: number, [period, ...next]: [PeriodData, ...PeriodData[]]) {
  return {
    name: jobNames.deliver,
    singletonKey: `sub:${subscriptionId}:${period.to}`,
    data: { subscriptionId, period, next } satisfies DeliverJobData,
  };
}

function periodOf(data: PeriodData): DuePeriod {
  return {
    ...data,
    fromInstant: new Date(data.fromInstant),
    toInstant: new Date(data.toInstant),
    sendInstant: new Date(data.sendInstant),
  };
}

/**
 * pg-boss's `db` option over PGlite: statements without parameters run as a simple query (pg-boss
 * sends its schema and locks as one multi-statement text), the others as one prepared statement.
 */
export function pgliteJobDb(client: PGlite): PgBoss.Db {
  return {
    async executeSql(text, values) {
      if (!values || values.length === 0) {
        const results = await client.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      }
      return client.query(text, values);
    },
  };
}

const INSERT_CHUNK = 1000;

export function createJobEngine(options: JobEngineOptions): JobEngine {
  const { connection } = options;
  const boss = new PgBoss(
    connection.kind === 'postgres'
      ? {
          connectionString: connection.url,
          schema: 'pgboss',
          max: 4,
          application_name: 'careshop-jobs',
        }
      : { db: pgliteJobDb(connection.client), schema: 'pgboss' },
  );
  boss.on('error', (error) => options.onError?.(error));
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 2;

  async function runNightly(at: Date = options.now()): Promise<NightlyResult> {
    const { deliveries, invalid } = dueDeliveries(await options.listSubscriptions(), at);
    // A subscription's windows are consecutive and oldest first; its first window is queued, the
    // others ride along and are queued one by one as each is delivered.
    const jobs: ReturnType<typeof deliverJob>[] = [];
    for (let i = 0; i < deliveries.length; ) {
      const { subscriptionId } = deliveries[i] as DueDelivery;
      const periods: PeriodData[] = [];
      for (; deliveries[i]?.subscriptionId === subscriptionId; i++) {
        periods.push(periodData((deliveries[i] as DueDelivery).period));
      }
      jobs.push(deliverJob(subscriptionId, periods as [PeriodData, ...PeriodData[]]));
    }
    for (let i = 0; i < jobs.length; i += INSERT_CHUNK) {
      await boss.insert(jobs.slice(i, i + INSERT_CHUNK));
    }
    return { due: deliveries.length, invalid };
  }

  async function deliverOne({ subscriptionId, period, next }: DeliverJobData) {
    const result = await options.deliver(subscriptionId, periodOf(period), { markSent: true });
    const [following, ...rest] = next;
    if (following) {
      const job = deliverJob(subscriptionId, [following, ...rest]);
      await boss.send(job.name, job.data, { singletonKey: job.singletonKey });
    }
    return result;
  }

  return {
    boss,
    runNightly,
    async start() {
      await boss.start();
      // Stately: one queued and one running job per (subscription, window) at most; the delivery's
      // own `lastsent` check makes a later duplicate send nothing (decision 208).
      await boss.createQueue(jobNames.deliver, {
        name: jobNames.deliver,
        policy: 'stately',
        retryLimit: options.retryLimit ?? 5,
        retryDelay: options.retryDelaySeconds ?? 60,
        retryBackoff: true,
        expireInSeconds: 15 * 60,
      });
      await boss.createQueue(jobNames.nightly, {
        name: jobNames.nightly,
        policy: 'stately',
        retryLimit: 2,
        retryDelay: 60,
        expireInSeconds: 15 * 60,
      });
      const batchSize = options.deliverBatchSize ?? 20;
      for (let i = 0; i < (options.deliverWorkers ?? 2); i++) {
        const workerId: string = await boss.work<DeliverJobData>(
          jobNames.deliver,
          { batchSize, pollingIntervalSeconds },
          async (jobs) => {
            const outcomes = await Promise.allSettled(jobs.map((job) => deliverOne(job.data)));
            // A failed delivery is retried with back-off on its own; the others complete.
            for (const [index, outcome] of outcomes.entries()) {
              if (outcome.status === 'rejected') {
                const error =
                  outcome.reason instanceof Error
                    ? outcome.reason
                    : new Error(String(outcome.reason));
                await boss.fail(jobNames.deliver, (jobs[index] as PgBoss.Job).id, {
                  message: error.message,
                });
              }
            }
            // A full batch means more is waiting: fetch again at once instead of after the interval.
            if (jobs.length === batchSize) boss.notifyWorker(workerId);
          },
        );
      }
      await boss.work(jobNames.nightly, { pollingIntervalSeconds }, async () => {
        await runNightly();
      });
      if (options.schedule !== false) {
        await boss.schedule(jobNames.nightly, nightlyCron, {}, { tz: 'UTC' });
      }
    },
    async stop({ timeoutMs = 10_000 } = {}) {
      await boss.stop({ graceful: true, wait: true, timeout: timeoutMs });
    },
    async idle(timeoutMs = 60_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        // Queued, waiting for retry or running: everything before `completed`.
        if ((await boss.getQueueSize(jobNames.deliver, { before: 'completed' })) === 0) return;
        if (Date.now() > deadline) throw new Error('deliver jobs still pending');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}
