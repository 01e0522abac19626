import { and, asc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { drizzleJobDb, type JobEngine, jobNames, mailJob } from '../jobs/job-engine.js';
import {
  coalescedRuns,
  enqueueMail,
  type Mailer,
  maxAgeHours,
  msFromNow,
  type OutboxSender,
  smtpAttemptBoundMs,
} from './mailer.js';
import { outbox } from './schema.js';

/** Outbox rows handed to pg-boss per transaction. */
const relayBatch = 500;

/**
 * Hands unsent outbox rows to pg-boss (decision 210): in one transaction, marks up to 500 rows
 * `queued_at` (FOR UPDATE SKIP LOCKED, so two processes never take the same row) and inserts one
 * `mail.send` job each through that transaction, so a row is marked exactly when its job exists.
 * Rows older than 72 hours are not sent any more (decision 162). Answers how many were queued.
 */
export async function queueUnsentMail(db: Db, jobs: JobEngine): Promise<number> {
  let queued = 0;
  for (;;) {
    const count = await db.transaction(async (tx) => {
      const due = tx
        .select({ id: outbox.id })
        .from(outbox)
        .where(
          and(
            isNull(outbox.sentAt),
            isNull(outbox.queuedAt),
            gt(outbox.createdAt, sql`now() - ${`${maxAgeHours} hours`}::interval`),
          ),
        )
        .orderBy(asc(outbox.id))
        .limit(relayBatch)
        .for('update', { skipLocked: true });
      const rows = await tx
        .update(outbox)
        .set({ queuedAt: sql`now()` })
        .where(inArray(outbox.id, due))
        .returning({ id: outbox.id });
      if (rows.length > 0) {
        await jobs.boss.insert(
          rows.map((row) => mailJob(row.id)),
          { db: drizzleJobDb(tx) },
        );
      }
      return rows.length;
    });
    queued += count;
    if (count < relayBatch) return queued;
  }
}

/**
 * The lease a `mail.send` job puts on its row (decision 375): as long as pg-boss lets the job run
 * before it fails and retries it (MAIL_SEND_EXPIRE_SECONDS), so the retry of a job whose process
 * died finds the row free, and never shorter than one attempt may take, so a retry never sends a
 * row whose attempt may still be talking to the SMTP server.
 */
export function mailSendLeaseMs(expireSeconds: number): number {
  return Math.max(expireSeconds * 1000, smtpAttemptBoundMs);
}

/**
 * One `mail.send` job: claims the row (counting the attempt and leasing it for `leaseMs`, the way
 * the loop of decision 162 does, so the loop of a CLI process never sends it at the same time),
 * sends it and marks it sent. A row already sent (a duplicate job) or gone completes as a no-op;
 * a failed send releases the row and throws, so pg-boss retries the job with its back-off.
 */
export async function sendQueuedMail(
  db: Db,
  sender: OutboxSender,
  outboxId: number,
  leaseMs = smtpAttemptBoundMs,
): Promise<void> {
  const [row] = await db
    .update(outbox)
    .set({ attempts: sql`${outbox.attempts} + 1`, nextAttemptAt: msFromNow(leaseMs) })
    .where(
      and(eq(outbox.id, outboxId), isNull(outbox.sentAt), lte(outbox.nextAttemptAt, sql`now()`)),
    )
    .returning();
  if (!row) {
    const [current] = await db
      .select({ sentAt: outbox.sentAt })
      .from(outbox)
      .where(eq(outbox.id, outboxId));
    if (!current || current.sentAt) return;
    throw new Error(`outbox row ${outboxId} is leased by another attempt`);
  }
  const error = await sender.send(row, sql`now()`);
  if (error) throw error;
}

/** Options of {@link createJobMailer}. */
export interface JobMailerOptions {
  db: Db;
  jobs: JobEngine;
  onError?: (error: unknown) => void;
}

/**
 * The mailer when the job engine runs (decision 210): messages go to the outbox as always, and a
 * wake (after the commit that wrote them) hands the unsent rows to pg-boss at once; the
 * `mail.relay` schedule does the same every minute for rows nobody woke for.
 */
export function createJobMailer(options: JobMailerOptions): Mailer {
  const { db, jobs } = options;
  let closed = false;
  // One relay at a time; a wake during one runs one more after it.
  const relays = coalescedRuns(() => queueUnsentMail(db, jobs), options.onError);
  const relay = () => relays.trigger();

  return {
    async send(message) {
      await enqueueMail(db, message);
      void relay();
    },
    wake() {
      if (!closed) void relay();
    },
    start() {
      if (!closed) void relay();
    },
    async flush() {
      await relay();
      // Jobs due now and running; a send waiting for its retry is not waited for.
      await jobs.idle(60_000, jobNames.mailSend, { retries: false });
    },
    async close() {
      closed = true;
      await relays.stop();
    },
  };
}
