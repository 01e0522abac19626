import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Db } from '../db/database.js';
import { outbox } from '../db/schema.js';

/** What the API sends; the kinds of ARCHITECTURE "E-mail". */
export type MailKind =
  | 'registration_received'
  | 'account_approved'
  | 'account_rejected'
  | 'password_reset'
  | 'order_confirmation'
  | 'zoom_confirmation'
  | 'zoom_shipping_notice'
  | 'question_received'
  | 'webinar_registration';

/** One message to send. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  kind: MailKind;
}

/**
 * Every message is first written to the outbox table, so it survives a crash and the dev mailbox
 * can show it. With an SMTP transport it is then delivered and marked sent (or its error kept).
 */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Resolves when every delivery started so far has finished (tests, graceful shutdown). */
  flush(): Promise<void>;
  close(): void;
}

/** Options of {@link createMailer}. */
export interface MailerOptions {
  db: Db;
  from: string;
  /** smtp://user:pass@host:port; absent = outbox only. */
  smtpUrl?: string | undefined;
  onError?: (error: unknown) => void;
}

export function createMailer(options: MailerOptions): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  const pending = new Set<Promise<void>>();

  async function deliver(id: number, message: MailMessage): Promise<void> {
    if (!transport) return;
    try {
      await transport.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
      });
      await options.db.update(outbox).set({ sentAt: new Date() }).where(eq(outbox.id, id));
    } catch (error) {
      options.onError?.(error);
      await options.db
        .update(outbox)
        .set({ error: String(error) })
        .where(eq(outbox.id, id))
        .catch(() => undefined);
    }
  }

  return {
    async send(message) {
      const [row] = await options.db
        .insert(outbox)
        .values({
          to: message.to,
          subject: message.subject,
          text: message.text,
          kind: message.kind,
        })
        .returning({ id: outbox.id });
      if (!row || !transport) return;
      // Delivery runs after the answer so a slow SMTP server never slows a request down.
      const job = deliver(row.id, message).finally(() => pending.delete(job));
      pending.add(job);
    },
    async flush() {
      await Promise.all([...pending]);
    },
    close() {
      transport?.close();
    },
  };
}
