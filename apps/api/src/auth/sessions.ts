import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { offices, organisations, sessions, users } from '../db/schema.js';
import { UnauthorizedError } from '../http/errors.js';
import { hashToken, newSessionToken } from './tokens.js';

/** The signed-in user as every handler sees it. */
export interface AuthUser {
  id: number;
  email: string;
  role: 'customer' | 'sales' | 'staff';
  officeId: number;
  organisationId: number;
  licenseStatus: 'PENDING' | 'APPROVED' | 'REJECTED';
  language: string;
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

/** Looks a bearer token up; throws 401 (session expired) when unknown, revoked or expired. */
export async function resolveSession(db: Db, token: string, now: Date): Promise<AuthSession> {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      onBehalfOfficeId: sessions.onBehalfOfficeId,
      id: users.id,
      email: users.email,
      role: users.role,
      officeId: users.officeId,
      organisationId: offices.organisationId,
      licenseStatus: users.licenseStatus,
      language: users.language,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(offices, eq(offices.id, users.officeId))
    .innerJoin(organisations, eq(organisations.id, offices.organisationId))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
      ),
    )
    .limit(1);
  // The inner join on offices leaves console users out: they have no office (their sessions are
  // resolved for the console's routes separately).
  if (!row || row.role === 'console' || row.officeId === null) throw new UnauthorizedError();
  const { sessionId, onBehalfOfficeId, role, officeId, ...rest } = row;
  return { sessionId, onBehalfOfficeId, user: { ...rest, role, officeId } };
}

export async function revokeSession(db: Db, sessionId: number, now: Date): Promise<void> {
  await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, sessionId));
}

/** Revokes every open session of a user (password change or reset). */
export async function revokeUserSessions(db: Db, userId: number, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
