import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { offices, users } from '../db/schema.js';
import { NotFoundError } from '../http/errors.js';
import { enqueueMail, type Mailer } from '../mail/mailer.js';
import { mailTexts } from '../mail/templates.js';

/** A licence decision by back-office staff or the CLI. */
export type LicenceDecision = 'APPROVED' | 'REJECTED';

/** Who to decide on: a user id (back office) or an e-mail address (CLI). */
export type AccountRef = { id: number } | { email: string };

/** Options of {@link reviewLicence}. */
export interface ReviewLicenceInput {
  db: Db;
  mailer: Mailer;
  account: AccountRef;
  decision: LicenceDecision;
  /** Base URL for the login link in the approval e-mail. */
  publicUrl: string;
}

/**
 * Approves or rejects an account's licence and tells the customer by e-mail (ARCHITECTURE:
 * "approval sends the e-mail"). Deciding again on a decided account is allowed: staff may correct
 * a mistake, and the customer is told the new outcome.
 */
export async function reviewLicence(
  input: ReviewLicenceInput,
): Promise<{ id: number; email: string }> {
  const where =
    'id' in input.account
      ? eq(users.id, input.account.id)
      : eq(users.email, input.account.email.trim().toLowerCase());
  // The decision and the e-mail telling it commit together (transactional outbox, decision 162).
  const user = await input.db.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({ licenseStatus: input.decision })
      .where(and(where, eq(users.role, 'customer')))
      .returning({ id: users.id, email: users.email, language: users.language });
    if (!user) throw new NotFoundError('No customer account with this id or e-mail');
    const text =
      input.decision === 'APPROVED'
        ? mailTexts.accountApproved(user.language, `${input.publicUrl}/login`)
        : mailTexts.accountRejected(user.language);
    await enqueueMail(tx, {
      to: user.email,
      kind: input.decision === 'APPROVED' ? 'account_approved' : 'account_rejected',
      ...text,
    });
    return user;
  });
  input.mailer.wake();
  return { id: user.id, email: user.email };
}

/** Customer accounts whose licence awaits a decision, oldest first. */
export async function pendingAccounts(db: Db) {
  const rows = await db
    .select({ user: users, office: offices })
    .from(users)
    .innerJoin(offices, eq(offices.id, users.officeId))
    .where(and(eq(users.role, 'customer'), eq(users.licenseStatus, 'PENDING')))
    .orderBy(asc(users.createdAt), asc(users.id));
  return rows.map(({ user, office }) => ({
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    cust_no: office.custNo,
    company_name: office.companyName,
    license_number: user.licenseNumber,
    license_valid: user.licenseStatus,
    created: user.createdAt.toISOString(),
  }));
}
