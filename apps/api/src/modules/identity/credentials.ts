import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { enqueueMail } from '../../platform/mail/mailer.js';
import { mailTexts } from '../../platform/mail/templates.js';
import { companies, offices, passwordResets, sessions, users } from './schema.js';
import { revokeUserSessions } from './sessions.js';
import { hashToken } from './tokens.js';

/** The account with this (lower-cased) e-mail address, to check a login against. */
export async function findUserByEmail(db: Db, email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return user;
}

/**
 * Who a password-reset request is for: the field holds an e-mail address or a customer number
 * (SPEC 2 credential recovery); a customer number names its office's first user.
 */
export async function findResetRecipient(db: Db, identifier: string) {
  const [user] = /^\d{2,7}$/.test(identifier)
    ? await db
        .select({
          id: users.id,
          email: users.email,
          language: users.language,
          role: users.role,
        })
        .from(users)
        .innerJoin(offices, eq(offices.id, users.officeId))
        .where(eq(offices.custNo, identifier))
        .orderBy(users.id)
        .limit(1)
    : await db
        .select({
          id: users.id,
          email: users.email,
          language: users.language,
          role: users.role,
        })
        .from(users)
        .where(eq(users.email, identifier.toLowerCase()))
        .limit(1);
  return user;
}

/** A reset token to store and the e-mail that carries its link. */
export interface PasswordResetInput {
  user: { id: number; email: string; language: string };
  token: string;
  link: string;
  expiresAt: Date;
  ttlMinutes: number;
}

/** Stores the token's hash and queues its e-mail; wake the mailer after. */
export async function createPasswordReset(db: Db, input: PasswordResetInput): Promise<void> {
  // The token and the e-mail carrying it commit together (transactional outbox, decision 162).
  await db.transaction(async (tx) => {
    await tx.insert(passwordResets).values({
      tokenHash: hashToken(input.token),
      userId: input.user.id,
      expiresAt: input.expiresAt,
    });
    await enqueueMail(tx, {
      to: input.user.email,
      kind: 'password_reset',
      ...mailTexts.passwordReset(input.user.language, input.link, input.ttlMinutes),
    });
  });
}

/** The account of an unused, unexpired reset token, with its office and console company. */
export async function findResetAccount(db: Db, token: string, now: Date) {
  const [row] = await db
    .select({ user: users, office: offices, consoleCompany: companies.name })
    .from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.userId))
    // A console user has no office but maybe a company (decision 214).
    .leftJoin(offices, eq(offices.id, users.officeId))
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(
      and(
        eq(passwordResets.tokenHash, hashToken(token)),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, now),
      ),
    )
    .limit(1);
  return row;
}

/**
 * Sets the password of a reset token's account, uses the token up and revokes the account's
 * sessions; false when the token is unknown, used or expired.
 */
export async function resetPassword(
  db: Db,
  token: string,
  passwordHash: string,
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Marking the token used in the same statement that checks it makes it single-use even
    // when two resets race.
    const [used] = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResets.tokenHash, hashToken(token)),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, now),
        ),
      )
      .returning({ userId: passwordResets.userId });
    if (!used) return false;
    await tx.update(users).set({ passwordHash }).where(eq(users.id, used.userId));
    await revokeUserSessions(tx, used.userId, now);
    return true;
  });
}

/** The stored password hash of a user, to check the current password against. */
export async function passwordHashOf(db: Db, userId: number): Promise<string | undefined> {
  const [user] = await db
    .select({ hash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  return user?.hash;
}

/** Sets a user's password and revokes every other session of the user (not `keepSessionId`). */
export async function changePassword(
  db: Db,
  userId: number,
  keepSessionId: number,
  passwordHash: string,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
    await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)));
  });
}
