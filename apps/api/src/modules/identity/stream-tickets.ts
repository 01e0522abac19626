import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { UnauthorizedError } from '../../platform/http/errors.js';
import { sessions } from './schema.js';
import { forgetCachedSessions, streamTicketSeconds } from './sessions.js';
import { hashToken, newSessionToken } from './tokens.js';

export { streamTicketSeconds };

/** What a stream ticket looks like: a session token (`<id>||<secret>`). */
const ticketPattern = /^[A-Za-z0-9_-]{8,64}\|\|[A-Za-z0-9_-]{20,100}$/;

export function looksLikeTicket(value: unknown): value is string {
  return typeof value === 'string' && ticketPattern.test(value);
}

/**
 * A single-use ticket for the live stream (decision 198): a session of the same user that lives
 * 60 s, so EventSource, which cannot send headers, never puts the real session token in a URL.
 * Every other route refuses it (`resolveAnySession`), and the stream uses it up.
 */
export async function issueStreamTicket(db: Db, userId: number, now: Date): Promise<string> {
  const ticket = newSessionToken();
  await db.insert(sessions).values({
    userId,
    tokenHash: hashToken(ticket),
    createdAt: now,
    expiresAt: new Date(now.getTime() + streamTicketSeconds * 1000),
  });
  return ticket;
}

/**
 * Uses a ticket up: revokes its session in one statement, so of two streams opened with one
 * ticket (on any process) only one gets it. A long-lived session passed as a ticket is refused.
 */
export async function consumeStreamTicket(db: Db, sessionId: number, now: Date): Promise<void> {
  const used = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.id, sessionId),
        isNull(sessions.revokedAt),
        sql`${sessions.expiresAt} <= ${sessions.createdAt} + make_interval(secs => ${streamTicketSeconds})`,
      ),
    )
    .returning({ id: sessions.id });
  forgetCachedSessions();
  if (used.length === 0) {
    throw new UnauthorizedError(
      'The stream ticket was used already or is not one',
      'unauthenticated',
    );
  }
}
