import { and, asc, eq, gt, inArray, isNull, lt, lte, type SQL, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Db } from '../db/database.js';
import { type MailAttachment, outbox } from './schema.js';

/** What the API sends; the kinds of ARCHITECTURE "E-mail". */
export type MailKind =
  | 'registration_received'
  | 'account_approved'
  | 'account_rejected'
  | 'password_reset'
  | 'console_invite'
  | 'office_invitation'
  | 'order_confirmation'
  | 'zoom_confirmation'
  | 'zoom_shipping_notice'
  | 'question_received'
  | 'webinar_registration'
  | 'scheduled_report'
  // Approval requests (issue 29, decision 330)
  | 'approval_requested'
  | 'approval_approved'
  | 'approval_rejected'
  | 'approval_expired';

/** One message to send. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** An HTML alternative to `text` (sent as multipart/alternative; `text` stays the fallback). */
  html?: string;
  kind: MailKind;
  /** Files sent along (a scheduled report's file). */
  attachments?: MailAttachment[];
}

/**
 * Writes a message to the outbox with `db`, which is the transaction of the change the message
 * reports: the message exists exactly when the change committed (transactional outbox,
 * docs/decisions/162-api-transactional-outbox.md). The mailer's delivery loop sends it later.
 */
export async function enqueueMail(db: Db, message: MailMessage): Promise<void> {
  await db.insert(outbox).values({
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html ?? null,
    kind: message.kind,
    attachments: message.attachments ?? null,
  });
}

/**
 * Every message is first written to the outbox table, so it survives a crash and the dev mailbox
 * can show it. With an SMTP transport unsent rows are sent, with retries and backoff, and marked
 * sent (or keep the last error): by pg-boss jobs when the job engine runs (`createJobMailer`,
 * decision 210), else by the delivery loop of {@link createMailer}.
 */
export interface Mailer {
  /** Writes the message to the outbox (its own statement) and starts delivering it. */
  send(message: MailMessage): Promise<void>;
  /** Delivers due outbox rows now, e.g. right after a commit that enqueued messages. */
  wake(): void;
  /** Starts polling the outbox for due rows (the server does, at start-up). */
  start(): void;
  /** Resolves when every due row has had its delivery attempt (tests, the CLI). */
  flush(): Promise<void>;
  /** Stops the loop; resolves once the attempt under way (if any) has written its outcome. */
  close(): Promise<void>;
}

/** Options of {@link createMailer}. */
export interface MailerOptions {
  db: Db;
  from: string;
  /** smtp://user:pass@host:port; absent = outbox only. */
  smtpUrl?: string | undefined;
  onError?: (error: unknown) => void;
  /** How often the loop looks for due rows (default 5 s). */
  pollIntervalMs?: number;
  /** Attempts per message before it is given up (default 8). */
  maxAttempts?: number;
  /** How long a claimed row is left to its attempt before another may take it (default 35 s). */
  leaseMs?: number;
}

/** Rows claimed per round. */
const batchSize = 20;
/** Messages older than this are not sent any more (a stale confirmation is worse than none). */
export const maxAgeHours = 72;

/** Wait before attempt n + 1 after n failed attempts: 5 s, 10 s, 20 s … at most 15 minutes. */
export function retryDelayMs(failedAttempts: number): number {
  return Math.min(5_000 * 2 ** Math.max(failedAttempts - 1, 0), 15 * 60_000);
}

/**
 * SMTP_URL with bounded waits (nodemailer reads options from the query string; the URL's own
 * values win): an attempt gives up well within its lease, instead of nodemailer's 10 minute
 * socket timeout.
 */
const smtpTimeoutsMs = {
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 15_000,
};

/**
 * The longest a send attempt with the default SMTP timeouts waits in vain (connect, greeting, then
 * silence): 35 s. No lease on an outbox row is shorter, so a row is not taken again while its
 * attempt may still be talking to the SMTP server (decision 375).
 */
export const smtpAttemptBoundMs =
  smtpTimeoutsMs.connectionTimeout + smtpTimeoutsMs.greetingTimeout + smtpTimeoutsMs.socketTimeout;

function withTimeouts(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  for (const [key, value] of Object.entries(smtpTimeoutsMs)) {
    if (!url.searchParams.has(key)) url.searchParams.set(key, String(value));
  }
  return url.toString();
}

export const msFromNow = (ms: number) => sql`now() + ${`${Math.round(ms)} milliseconds`}::interval`;

/** One outbox row as claimed for an attempt. */
export type OutboxRow = typeof outbox.$inferSelect;

/** Sends claimed outbox rows over SMTP and writes each outcome to the row. */
export interface OutboxSender {
  /**
   * Sends `row`; on success marks it sent, on failure keeps the error and sets the row's next
   * attempt to `retryAt` (an SQL time), and answers the error.
   */
  send(row: OutboxRow, retryAt: SQL): Promise<Error | undefined>;
  close(): void;
}

/** Options of {@link createOutboxSender}. */
export interface OutboxSenderOptions {
  db: Db;
  from: string;
  smtpUrl: string;
  onError?: ((error: unknown) => void) | undefined;
}

/** The SMTP side shared by the delivery loop and the `mail.send` jobs (decision 210). */
export function createOutboxSender(options: OutboxSenderOptions): OutboxSender {
  const { db } = options;
  const transport = nodemailer.createTransport(withTimeouts(options.smtpUrl));
  return {
    async send(row, retryAt) {
      try {
        await transport.sendMail({
          from: options.from,
          to: row.to,
          subject: row.subject,
          text: row.text,
          ...(row.html ? { html: row.html } : {}),
          ...(row.attachments
            ? {
                attachments: row.attachments.map((file) => ({
                  filename: file.filename,
                  contentType: file.contentType,
                  content: Buffer.from(file.content, 'base64'),
                })),
              }
            : {}),
        });
        await db
          .update(outbox)
          .set({ sentAt: sql`now()`, error: null })
          .where(eq(outbox.id, row.id));
        return undefined;
      } catch (error) {
        options.onError?.(error);
        await db
          .update(outbox)
          .set({ error: String(error), nextAttemptAt: retryAt })
          .where(eq(outbox.id, row.id))
          .catch(() => undefined);
        return error instanceof Error ? error : new Error(String(error));
      }
    },
    close() {
      transport.close();
    },
  };
}

/**
 * Runs `run` one at a time: a call while it runs asks for one more run after it (a wake during a
 * pass is not lost), and `stop` lets the run under way finish and starts no more.
 */
export function coalescedRuns(run: () => Promise<unknown>, onError?: (error: unknown) => void) {
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  return {
    trigger(): Promise<void> {
      if (running) {
        again = true;
        return running;
      }
      running = (async () => {
        try {
          do {
            again = false;
            await run();
          } while (again && !stopped);
        } catch (error) {
          onError?.(error);
        } finally {
          running = undefined;
        }
      })();
      return running;
    },
    /** The run under way, if any. */
    current: (): Promise<void> | undefined => running,
    async stop(): Promise<void> {
      stopped = true;
      if (running) await running;
    },
  };
}

export function createMailer(options: MailerOptions): Mailer {
  const { db } = options;
  const transport = options.smtpUrl
    ? createOutboxSender({
        db,
        from: options.from,
        smtpUrl: options.smtpUrl,
        onError: options.onError,
      })
    : undefined;
  const maxAttempts = options.maxAttempts ?? 8;
  const leaseMs = options.leaseMs ?? smtpAttemptBoundMs;
  let timer: NodeJS.Timeout | undefined;
  let closed = false;

  /**
   * Claims due rows (FOR UPDATE SKIP LOCKED, so several API processes never take the same row),
   * counting the attempt and leasing the row until the attempt's outcome is written. A process
   * killed mid-attempt leaves the row to be taken again when the lease ends: at-least-once.
   */
  async function claim() {
    const due = db
      .select({ id: outbox.id })
      .from(outbox)
      .where(
        and(
          isNull(outbox.sentAt),
          lte(outbox.nextAttemptAt, sql`now()`),
          lt(outbox.attempts, maxAttempts),
          gt(outbox.createdAt, sql`now() - ${`${maxAgeHours} hours`}::interval`),
        ),
      )
      .orderBy(asc(outbox.id))
      .limit(batchSize)
      .for('update', { skipLocked: true });
    return db
      .update(outbox)
      .set({ attempts: sql`${outbox.attempts} + 1`, nextAttemptAt: msFromNow(leaseMs) })
      .where(inArray(outbox.id, due))
      .returning();
  }

  async function deliver(row: OutboxRow): Promise<void> {
    await transport?.send(row, msFromNow(retryDelayMs(row.attempts)));
  }

  async function round(): Promise<void> {
    for (;;) {
      const rows = await claim();
      await Promise.all(rows.map(deliver));
      if (rows.length < batchSize || closed) return;
    }
  }

  const passes = coalescedRuns(round, options.onError);
  const pass = () => (transport ? passes.trigger() : Promise.resolve());

  return {
    async send(message) {
      await enqueueMail(db, message);
      // Delivery runs after the answer so a slow SMTP server never slows a request down.
      void pass();
    },
    wake() {
      if (!closed) void pass();
    },
    start() {
      if (!transport || timer || closed) return;
      timer = setInterval(() => void pass(), options.pollIntervalMs ?? 5_000);
      timer.unref();
      void pass();
    },
    async flush() {
      await passes.current();
      await pass();
    },
    async close() {
      closed = true;
      if (timer) clearInterval(timer);
      timer = undefined;
      await passes.stop();
      transport?.close();
    },
  };
}
