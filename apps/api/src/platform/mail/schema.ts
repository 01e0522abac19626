import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** A file attached to an outbox message. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  /** The file's bytes, base64. */
  content: string;
}
/**
 * The transactional outbox (docs/decisions/162-api-transactional-outbox.md): a message is written
 * in the transaction of the change it reports and delivered later, with retries: by pg-boss
 * `mail.send` jobs (decision 210), or by the mailer's delivery loop when the job engine is off.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    kind: text('kind').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The last delivery error, if any. */
    error: text('error'),
    /** Delivery attempts started so far. */
    attempts: integer('attempts').notNull().default(0),
    /** Not tried before this time: the retry backoff, or the lease of a running attempt. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** Files sent with the message (a scheduled report), content base64-encoded. */
    attachments: jsonb('attachments').$type<MailAttachment[]>(),
    /** An HTML alternative to `text` (a scheduled report's table); the text part is always sent. */
    html: text('html'),
    /** When a pg-boss `mail.send` job was queued for the row (decision 210); null = not yet. */
    queuedAt: timestamp('queued_at', { withTimezone: true }),
  },
  (t) => [index('outbox_unsent_idx').on(t.nextAttemptAt).where(sql`${t.sentAt} is null`)],
);
