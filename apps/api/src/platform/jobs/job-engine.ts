import type { DuePeriod } from '@careshop/reporting';
import type { PGlite } from '@electric-sql/pglite';
import PgBoss from 'pg-boss';
import type { Db } from '../db/database.js';
import {
  type DueDeliveriesOutput,
  type DueDelivery,
  dueDeliveries,
  type ScheduledSubscription,
} from './due-deliveries.js';

/** What one delivery did (the contract of `deliverSubscription` in `src/modules/reporting/deliver.ts`). */
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
  /**
   * Sends one outbox row (`mail.send` jobs, decision 210); throws to have pg-boss retry it with
   * back-off. Absent = no mail queue (no SMTP server configured).
   */
  sendMail?: (outboxId: number) => Promise<void>;
  /** Queues `mail.send` jobs for unsent outbox rows; run every minute by the `mail.relay` schedule. */
  relayMail?: () => Promise<void>;
  /** Retries of a failed send (default 7: 8 attempts, as the loop of decision 162). */
  mailRetryLimit?: number;
  /** First retry delay of a failed send (default 5 s), doubled (with jitter) at each retry. */
  mailRetryDelaySeconds?: number;
  /** How long a send may run before it is failed and retried (default 45 s). */
  mailSendExpireSeconds?: number;
  /**
   * Marks pending approval requests past their expiry `expired` and e-mails their buyers
   * (`approvals.expire`, every 15 minutes, decision 330). Absent = no such schedule.
   */
  expireApprovals?: () => Promise<void>;
  /** Rebuilds one location's rollups (`rollups.rebuild` jobs, decision 211). */
  rebuildRollups?: (locationId: number) => Promise<void>;
  /** How long a queued rebuild waits for more changes of the same location (default 2 s). */
  rollupDebounceSeconds?: number;
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
  /**
   * Resolves once no job of `queue` (default the deliver queue) is queued, waiting for retry or
   * running (tests and the bench); with `retries: false` a job waiting for its retry is not waited for.
   */
  idle(timeoutMs?: number, queue?: string, options?: { retries?: boolean }): Promise<void>;
  /**
   * Queues a rebuild of a location's rollups (decision 211), with `db` in the caller's transaction:
   * one waits at most per location, started after `rollupDebounceSeconds`, so changes in quick
   * succession rebuild once, after the last.
   */
  queueRollupRebuild(locationId: number, db?: Db): Promise<void>;
}

export const jobNames = {
  nightly: 'subscriptions.nightly',
  deliver: 'subscriptions.deliver',
  mailSend: 'mail.send',
  mailRelay: 'mail.relay',
  rollupRebuild: 'rollups.rebuild',
  approvalsExpire: 'approvals.expire',
} as const;

/** Every 15 minutes: a pending request is read as expired at once, the job only writes it down. */
export const approvalsExpireCron = '*/15 * * * *';

/** The `mail.send` job of one outbox row: one queued or retrying per row at most (stately). */
export function mailJob(outboxId: number): PgBoss.JobInsert<{ outboxId: number }> {
  return { name: jobNames.mailSend, data: { outboxId }, singletonKey: `outbox:${outboxId}` };
}

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

/** The driver connection under a drizzle database or transaction (node-postgres or PGlite). */
interface DriverClient {
  query(text: string, values: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * pg-boss's `db` option over a drizzle database or transaction, so a job is inserted in the
 * transaction of the change it belongs to (on PGlite the app's one connection must not be asked
 * twice while a transaction holds it). pg-boss's statements use one `$n` several times with
 * different casts, so they go to the transaction's own driver connection as they are, not
 * through drizzle's SQL builder.
 */
export function drizzleJobDb(db: Db): PgBoss.Db {
  const { client } = (db as unknown as { session: { client: DriverClient } }).session;
  return {
    async executeSql(text, values) {
      const result = await client.query(text, values);
      return { rows: result.rows };
    },
  };
}

const INSERT_CHUNK = 1000;

export function createJobEngine(options: JobEngineOptions): JobEngine {
  const { connection } = options;
  // pg-boss's expiry check (once per interval across all processes): the expired job of a killed
  // process is retried within this much of its expiry (default 120 s).
  const maintenanceIntervalSeconds = 15;
  const boss = new PgBoss(
    connection.kind === 'postgres'
      ? {
          connectionString: connection.url,
          schema: 'pgboss',
          max: 4,
          application_name: 'careshop-jobs',
          maintenanceIntervalSeconds,
        }
      : { db: pgliteJobDb(connection.client), schema: 'pgboss', maintenanceIntervalSeconds },
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
    // A deleted or paused subscription: the job is done at once, and its later windows are not
    // queued (an unpaused one is listed again by the next nightly run).
    if (result.reason === 'gone' || result.reason === 'paused') return result;
    const [following, ...rest] = next;
    if (following) {
      const job = deliverJob(subscriptionId, [following, ...rest]);
      await boss.send(job.name, job.data, { singletonKey: job.singletonKey });
    }
    return result;
  }

  /**
   * One worker of `name` taking up to `batchSize` jobs at a time: each job completes or fails (and
   * is retried with its queue's back-off) on its own; a full batch fetches again at once instead of
   * after the polling interval.
   */
  async function workBatches<T extends object>(
    name: string,
    batchSize: number,
    run: (data: T) => Promise<unknown>,
  ): Promise<void> {
    const workerId: string = await boss.work<T>(
      name,
      { batchSize, pollingIntervalSeconds },
      async (jobs) => {
        const outcomes = await Promise.allSettled(jobs.map((job) => run(job.data)));
        for (const [index, outcome] of outcomes.entries()) {
          if (outcome.status === 'rejected') {
            const error =
              outcome.reason instanceof Error ? outcome.reason : new Error(String(outcome.reason));
            await boss.fail(name, (jobs[index] as PgBoss.Job).id, { message: error.message });
          }
        }
        if (jobs.length === batchSize) boss.notifyWorker(workerId);
      },
    );
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
        await workBatches<DeliverJobData>(jobNames.deliver, batchSize, deliverOne);
      }
      if (options.sendMail) {
        const sendMail = options.sendMail;
        // Stately: one queued (or retrying) and one running job per outbox row; the send itself
        // claims the row, so a second job for a sent row completes without sending (decision 210).
        await boss.createQueue(jobNames.mailSend, {
          name: jobNames.mailSend,
          policy: 'stately',
          retryLimit: options.mailRetryLimit ?? 7,
          retryDelay: options.mailRetryDelaySeconds ?? 5,
          retryBackoff: true,
          // An attempt is bounded by the SMTP timeouts (10 s connect, 10 s greeting, 15 s of
          // silence): the job of a killed process is failed and retried soon after (decision 210).
          expireInSeconds: options.mailSendExpireSeconds ?? 45,
        });
        await workBatches<{ outboxId: number }>(jobNames.mailSend, 10, (data) =>
          sendMail(data.outboxId),
        );
      }
      if (options.relayMail) {
        const relayMail = options.relayMail;
        await boss.createQueue(jobNames.mailRelay, {
          name: jobNames.mailRelay,
          policy: 'stately',
          retryLimit: 0,
          expireInSeconds: 5 * 60,
        });
        await boss.work(jobNames.mailRelay, { pollingIntervalSeconds }, () => relayMail());
      }
      if (options.expireApprovals) {
        const expireApprovals = options.expireApprovals;
        await boss.createQueue(jobNames.approvalsExpire, {
          name: jobNames.approvalsExpire,
          policy: 'stately',
          retryLimit: 0,
          expireInSeconds: 5 * 60,
        });
        await boss.work(jobNames.approvalsExpire, { pollingIntervalSeconds }, () =>
          expireApprovals(),
        );
      }
      if (options.rebuildRollups) {
        const rebuild = options.rebuildRollups;
        await boss.createQueue(jobNames.rollupRebuild, {
          name: jobNames.rollupRebuild,
          policy: 'stately',
          retryLimit: 3,
          retryDelay: 30,
          retryBackoff: true,
          expireInSeconds: 15 * 60,
        });
        await workBatches<{ locationId: number }>(jobNames.rollupRebuild, 1, (data) =>
          rebuild(data.locationId),
        );
      }
      await boss.work(jobNames.nightly, { pollingIntervalSeconds }, async () => {
        await runNightly();
      });
      if (options.schedule !== false) {
        await boss.schedule(jobNames.nightly, nightlyCron, {}, { tz: 'UTC' });
        // Rows whose process died between the commit and its `wake`, or written by the CLI.
        if (options.relayMail)
          await boss.schedule(jobNames.mailRelay, '* * * * *', {}, { tz: 'UTC' });
        if (options.expireApprovals)
          await boss.schedule(jobNames.approvalsExpire, approvalsExpireCron, {}, { tz: 'UTC' });
      }
    },
    async stop({ timeoutMs = 10_000 } = {}) {
      await boss.stop({ graceful: true, wait: true, timeout: timeoutMs });
    },
    async idle(timeoutMs = 60_000, queue = jobNames.deliver, { retries = true } = {}) {
      const deadline = Date.now() + timeoutMs;
      // Queued, waiting for retry or running: everything before `completed` (states are ordered
      // created, retry, active, completed); without retries: created plus active.
      const pending = async () => {
        const all = await boss.getQueueSize(queue, { before: 'completed' });
        if (retries) return all;
        const waiting = await boss.getQueueSize(queue, { before: 'active' });
        return all - waiting + (await boss.getQueueSize(queue, { before: 'retry' }));
      };
      for (;;) {
        if ((await pending()) === 0) return;
        if (Date.now() > deadline) throw new Error(`${queue} jobs still pending`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async queueRollupRebuild(locationId, db) {
      await boss.send(
        jobNames.rollupRebuild,
        { locationId },
        {
          singletonKey: `location:${locationId}`,
          startAfter: options.rollupDebounceSeconds ?? 2,
          ...(db ? { db: drizzleJobDb(db) } : {}),
        },
      );
    },
  };
}
