import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { ForbiddenError, UnauthorizedError } from '../../platform/http/errors.js';
import { ReadCache, readCacheMs } from '../../platform/http/read-cache.js';
import { type ConsoleSession, isConsoleLevel } from './console-permissions.js';
import { offices, sessions, users } from './schema.js';
import { hashToken, newSessionToken } from './tokens.js';

/** How long a live-stream ticket may wait for its stream (decision 198). */
export const streamTicketSeconds = 60;

/** A session no longer than a stream ticket's life is one: sessions live an hour or more. */
export function isStreamTicket(createdAt: Date, expiresAt: Date): boolean {
  return expiresAt.getTime() - createdAt.getTime() <= streamTicketSeconds * 1000;
}

/** The signed-in user as every handler sees it. */
export interface AuthUser {
  id: number;
  email: string;
  role: 'customer' | 'sales' | 'staff';
  officeId: number;
  organisationId: number;
  licenseStatus: 'PENDING' | 'APPROVED' | 'REJECTED';
  language: string;
  /** Staff only: a back-office super administrator sees every organisation (decision 218). */
  superAdmin: boolean;
  /**
   * Professionals only: their role in the office (decision 330), `removed` once an administrator
   * removed them; null for reps and staff.
   */
  officeRole: 'admin' | 'approver' | 'buyer' | 'viewer' | 'removed' | null;
}

/** A resolved session: its row id, its user, and the office a rep chose to order for. */
export interface AuthSession {
  sessionId: number;
  user: AuthUser;
  onBehalfOfficeId: number | null;
}

export async function createSession(
  db: Db,
  userId: number,
  now: Date,
  ttlHours: number,
): Promise<string> {
  const token = newSessionToken();
  await db.insert(sessions).values({
    userId,
    tokenHash: hashToken(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + ttlHours * 3_600_000),
  });
  return token;
}

/**
 * A resolved session of either kind of account: a shop account or a console user. `ticket` marks
 * a live-stream ticket (decision 198): it opens that stream once and nothing else.
 */
export type ResolvedSession =
  | { kind: 'shop'; session: AuthSession; ticket: boolean }
  | { kind: 'console'; session: ConsoleSession; ticket: boolean };

/** Options of {@link resolveAnySession}. */
export interface ResolveOptions {
  /** The route takes a live-stream ticket in place of a session (only the stream itself). */
  acceptTicket?: boolean;
}

/**
 * How long a resolved session row may be reused without asking the database (decision 224). A
 * change made through this process (logout, password change or reset, revocation, licence
 * review, console account edits, choosing an office) forgets every cached row at once; another
 * API process sees it within this bound.
 */
export const sessionCacheMs = readCacheMs;

type SessionRow = {
  sessionId: number;
  createdAt: Date;
  expiresAt: Date;
  onBehalfOfficeId: number | null;
  id: number;
  email: string;
  role: 'customer' | 'sales' | 'staff' | 'console';
  officeId: number | null;
  organisationId: number | null;
  licenseStatus: 'PENDING' | 'APPROVED' | 'REJECTED';
  language: string;
  consoleLevel: number | null;
  companyId: number | null;
  superAdmin: boolean;
  officeRole: 'admin' | 'approver' | 'buyer' | 'viewer' | null;
  removedFromOfficeAt: Date | null;
};

// Keyed by the token's hash, which no two servers in one process share: one cache for the
// process. It loads each token once however many requests miss at once, and refreshes a session
// in use shortly before it expires (decision 240's ReadCache).
const sessionCache = new ReadCache();

/**
 * Forgets every cached session row of this process: call it after any write to a session or to
 * what a session carries (the user's role, level, licence, company, password).
 */
export function forgetCachedSessions(): void {
  sessionCache.forget();
}

async function sessionRow(db: Db, tokenHash: string, now: Date): Promise<SessionRow | undefined> {
  // A token that matches no live session is not kept: the next call asks again.
  const row = await sessionCache.get(tokenHash, () => querySessionRow(db, tokenHash, now), {
    keep: (found) => found !== undefined,
  });
  return row && row.expiresAt > now ? row : undefined;
}

async function querySessionRow(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<SessionRow | undefined> {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      createdAt: sessions.createdAt,
      expiresAt: sessions.expiresAt,
      onBehalfOfficeId: sessions.onBehalfOfficeId,
      id: users.id,
      email: users.email,
      role: users.role,
      officeId: users.officeId,
      organisationId: offices.organisationId,
      licenseStatus: users.licenseStatus,
      language: users.language,
      consoleLevel: users.consoleLevel,
      companyId: users.companyId,
      superAdmin: users.superAdmin,
      officeRole: users.officeRole,
      removedFromOfficeAt: users.removedFromOfficeAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(offices, eq(offices.id, users.officeId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
      ),
    )
    .limit(1);
  return row as SessionRow | undefined;
}

/**
 * Looks a bearer token up, for a shop account or a console user alike (decision 191). Throws 401
 * (session expired) when the token is unknown, revoked or expired, and 401 `account_blocked` for a
 * console user whose level is 0. The session row is reused for at most {@link sessionCacheMs}; every change
 * made in this process forgets it at once, so a change an administrator makes applies to the
 * caller's next request (decision 193, bounded across processes by decision 224).
 */
export async function resolveAnySession(
  db: Db,
  token: string,
  now: Date,
  options: ResolveOptions = {},
): Promise<ResolvedSession> {
  const row = await sessionRow(db, hashToken(token), now);
  if (!row) throw new UnauthorizedError();
  const { sessionId, id, email, language } = row;
  const ticket = isStreamTicket(row.createdAt, row.expiresAt);
  if (ticket && !options.acceptTicket) {
    throw new UnauthorizedError('A stream ticket only opens the live stream', 'unauthenticated');
  }
  if (row.role === 'console') {
    const level = row.consoleLevel;
    if (!isConsoleLevel(level)) throw new UnauthorizedError();
    if (level === 0) throw new UnauthorizedError('This account is blocked', 'account_blocked');
    return {
      kind: 'console',
      session: { sessionId, user: { id, email, language, level, companyId: row.companyId } },
      ticket,
    };
  }
  if (row.officeId === null || row.organisationId === null) throw new UnauthorizedError();
  return {
    kind: 'shop',
    ticket,
    session: {
      sessionId,
      onBehalfOfficeId: row.onBehalfOfficeId,
      user: {
        id,
        email,
        language,
        role: row.role,
        officeId: row.officeId,
        organisationId: row.organisationId,
        licenseStatus: row.licenseStatus,
        superAdmin: row.role === 'staff' && row.superAdmin,
        officeRole:
          row.role !== 'customer'
            ? null
            : row.removedFromOfficeAt !== null
              ? 'removed'
              : (row.officeRole ?? 'buyer'),
      },
    },
  };
}

/**
 * The shop session of a bearer token: 401 when there is none, 403 `shop_account_only` for a
 * console user (their token is valid, the shop's calls are just not theirs; decision 191).
 */
export async function resolveSession(db: Db, token: string, now: Date): Promise<AuthSession> {
  const resolved = await resolveAnySession(db, token, now);
  return shopSessionOf(resolved);
}

/** The shop session of a resolved session; 403 `shop_account_only` for a console user. */
export function shopSessionOf(resolved: ResolvedSession): AuthSession {
  if (resolved.kind === 'console') {
    throw new ForbiddenError(
      'shop_account_only',
      'This is a reporting console account; it cannot use the shop',
    );
  }
  return resolved.session;
}

export async function revokeSession(db: Db, sessionId: number, now: Date): Promise<void> {
  await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, sessionId));
  forgetCachedSessions();
}

/** Revokes every open session of a user (password change or reset). */
export async function revokeUserSessions(db: Db, userId: number, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  forgetCachedSessions();
}
