import { randomBytes } from 'node:crypto';
import type {
  ConsoleUser,
  ConsoleUserCreateRequest,
  ConsoleUserUpdateRequest,
} from '@careshop/validation';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { sqlState } from '../../platform/db/database-errors.js';
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  RuleViolationError,
} from '../../platform/http/errors.js';
import { enqueueMail } from '../../platform/mail/mailer.js';
import { mailTexts } from '../../platform/mail/templates.js';
import { webinarRegistrations } from '../content/index.js';
import type { ConsoleLevel } from '../identity/index.js';
import {
  type ConsoleSession,
  companies,
  companyScope,
  consoleResetLink,
  consoleUserView,
  forgetCachedSessions,
  hashPassword,
  hashToken,
  inCompanyScope,
  newResetToken,
  passwordResets,
  revokeUserSessions,
  sessions,
  users,
} from '../identity/index.js';

// Console users of a company (issue 11, decision 192). Everything outside the caller's company
// scope answers 404, as if it did not exist; inside it, what the caller's level may not do answers
// 403 `console_forbidden`.

type UserRow = typeof users.$inferSelect;

const isConsoleUser = eq(users.role, 'console');

async function companyInScope(db: Db, session: ConsoleSession, companyId: number): Promise<void> {
  if (!inCompanyScope(session, companyId)) throw new NotFoundError('Company not found');
  const [company] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  if (!company) throw new NotFoundError('Company not found');
}

/** A console user the caller may see, with their company's name; 404 otherwise. */
async function visibleUser(
  db: Db,
  session: ConsoleSession,
  id: number,
): Promise<{ user: UserRow; companyName: string | null }> {
  const [row] = await db
    .select({ user: users, companyName: companies.name })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(and(eq(users.id, id), isConsoleUser))
    .limit(1);
  const scope = companyScope(session);
  if (!row || (scope !== null && row.user.companyId !== scope)) {
    throw new NotFoundError('User not found');
  }
  return row;
}

function refuseSuperAdministration(session: ConsoleSession, level: number | null | undefined) {
  if (level === 5 && session.user.level !== 5) {
    throw new ForbiddenError(
      'console_forbidden',
      'Only a super administrator can grant or change level 5',
    );
  }
}

function requireCompany(level: number, companyId: number | null): void {
  if (level !== 5 && companyId === null) {
    throw new RuleViolationError(
      'console_company_required',
      'A console user below level 5 belongs to a company',
    );
  }
}

/** The console users of the caller's scope (a super administrator may narrow it to a company). */
export async function listConsoleUsers(
  db: Db,
  session: ConsoleSession,
  companyId?: number,
): Promise<ConsoleUser[]> {
  const scope = companyScope(session);
  const conditions: SQL[] = [isConsoleUser];
  if (scope !== null) conditions.push(eq(users.companyId, scope));
  if (companyId !== undefined) {
    await companyInScope(db, session, companyId);
    conditions.push(eq(users.companyId, companyId));
  }
  const rows = await db
    .select({ user: users, companyName: companies.name })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(and(...conditions))
    .orderBy(asc(users.email));
  return rows.map((row) => consoleUserView(row.user, row.companyName));
}

/** One console user of the caller's scope; 404 outside it. */
export async function getConsoleUser(
  db: Db,
  session: ConsoleSession,
  id: number,
): Promise<ConsoleUser> {
  const row = await visibleUser(db, session, id);
  return consoleUserView(row.user, row.companyName);
}

/** How long a console invitation link works (decision 214): longer than a reset link. */
export const consoleInviteDays = 7;

/** What {@link createConsoleUser} needs to e-mail an invitation. */
export interface ConsoleInviteOptions {
  publicUrl: string;
  now: Date;
}

/**
 * Creates a console user in the caller's company (an administrator) or any company (a super
 * administrator). The e-mail address is unique across every account, shop or console.
 *
 * Unless `send_invite` is false, the user is e-mailed, in their language, a single-use link to
 * choose their password (the shop's reset token; decision 214); the account, the token and the
 * e-mail commit together. Without a password the account gets an unusable random one, so it
 * cannot log in until the link is used.
 */
export async function createConsoleUser(
  db: Db,
  session: ConsoleSession,
  input: ConsoleUserCreateRequest,
  invite: ConsoleInviteOptions,
): Promise<ConsoleUser> {
  refuseSuperAdministration(session, input.level);
  const companyId = input.company_id ?? (session.user.level === 5 ? null : session.user.companyId);
  if (companyId !== null) await companyInScope(db, session, companyId);
  requireCompany(input.level, companyId);
  const passwordHash = await hashPassword(input.password ?? randomBytes(32).toString('base64url'));
  const email = input.email.toLowerCase();
  const language = input.language ?? session.user.language;
  const sendInvite = input.send_invite !== false;
  const created = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(users)
      .values({
        email,
        passwordHash,
        role: 'console',
        consoleLevel: input.level,
        companyId,
        firstName: input.firstName ?? '',
        lastName: input.lastName ?? '',
        language,
      })
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id });
    if (!row) return undefined;
    if (sendInvite) {
      const token = newResetToken();
      await tx.insert(passwordResets).values({
        tokenHash: hashToken(token),
        userId: row.id,
        expiresAt: new Date(invite.now.getTime() + consoleInviteDays * 86_400_000),
      });
      await enqueueMail(tx, {
        to: email,
        kind: 'console_invite',
        ...mailTexts.consoleInvite(
          language,
          consoleResetLink(invite.publicUrl, token),
          consoleInviteDays,
        ),
      });
    }
    return row;
  });
  if (!created) throw new ConflictError('email_taken', 'This e-mail address is already used');
  return getConsoleUser(db, session, created.id);
}

/**
 * The signed-in console user changes their own name or language (decision 215); level, company
 * and e-mail stay an administrator's to change.
 */
export async function updateOwnConsoleProfile(
  db: Db,
  session: ConsoleSession,
  input: {
    firstName?: string | undefined;
    lastName?: string | undefined;
    language?: string | undefined;
  },
): Promise<void> {
  const changes = {
    ...(input.firstName === undefined ? {} : { firstName: input.firstName }),
    ...(input.lastName === undefined ? {} : { lastName: input.lastName }),
    ...(input.language === undefined ? {} : { language: input.language }),
  };
  if (Object.keys(changes).length === 0) return;
  await db
    .update(users)
    .set(changes)
    .where(and(eq(users.id, session.user.id), isConsoleUser));
  forgetCachedSessions();
}

/**
 * Changes a console user's level, company, password or name. Level 0 blocks: the user's sessions
 * end in the same transaction, so their next request is refused (decision 193); a new password
 * ends them too. Nobody changes their own level or company.
 */
export async function updateConsoleUser(
  db: Db,
  session: ConsoleSession,
  id: number,
  input: ConsoleUserUpdateRequest,
  now: Date,
): Promise<ConsoleUser> {
  const { user } = await visibleUser(db, session, id);
  refuseSuperAdministration(session, user.consoleLevel);
  refuseSuperAdministration(session, input.level);
  const self = user.id === session.user.id;
  const levelChanges = input.level !== undefined && input.level !== user.consoleLevel;
  const companyChanges = input.company_id !== undefined && input.company_id !== user.companyId;
  if (self && (levelChanges || companyChanges)) {
    throw new RuleViolationError(
      'console_own_account',
      'You cannot change your own level or company',
    );
  }
  if (input.company_id !== undefined) await companyInScope(db, session, input.company_id);
  const level = (input.level ?? user.consoleLevel ?? 0) as ConsoleLevel;
  const companyId = input.company_id ?? user.companyId;
  requireCompany(level, companyId);
  const passwordHash =
    input.password === undefined ? undefined : await hashPassword(input.password);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        consoleLevel: level,
        companyId,
        ...(passwordHash ? { passwordHash } : {}),
        ...(input.firstName === undefined ? {} : { firstName: input.firstName }),
        ...(input.lastName === undefined ? {} : { lastName: input.lastName }),
        ...(input.language === undefined ? {} : { language: input.language }),
      })
      .where(eq(users.id, user.id));
    if (level === 0 || passwordHash) await revokeUserSessions(tx, user.id, now);
  });
  forgetCachedSessions();
  return getConsoleUser(db, session, user.id);
}

/** Deletes a console user with their sessions and reset links; nobody deletes themselves. */
export async function deleteConsoleUser(
  db: Db,
  session: ConsoleSession,
  id: number,
): Promise<void> {
  const { user } = await visibleUser(db, session, id);
  refuseSuperAdministration(session, user.consoleLevel);
  if (user.id === session.user.id) {
    throw new RuleViolationError('console_own_account', 'You cannot delete your own account');
  }
  try {
    await db.transaction(async (tx) => {
      await tx.delete(sessions).where(eq(sessions.userId, user.id));
      await tx.delete(passwordResets).where(eq(passwordResets.userId, user.id));
      await tx
        .update(webinarRegistrations)
        .set({ userId: null })
        .where(eq(webinarRegistrations.userId, user.id));
      await tx.delete(users).where(eq(users.id, user.id));
    });
    forgetCachedSessions();
  } catch (error) {
    // 23503: something else still names the user (an order); block them instead.
    if (sqlState(error) === '23503') {
      throw new ConflictError('conflict', 'This user is referenced; block them (level 0) instead');
    }
    throw error;
  }
}
