import { aliasedTable, and, asc, eq, exists, inArray, ne } from 'drizzle-orm';
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
  /**
   * The organisation of the deciding staff member: only its offices' accounts can be decided
   * (decision 142). Absent for the operator's CLI, which acts on every organisation.
   */
  organisationId?: number;
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
  const inOrganisation =
    input.organisationId === undefined
      ? undefined
      : inArray(
          users.officeId,
          input.db
            .select({ id: offices.id })
            .from(offices)
            .where(eq(offices.organisationId, input.organisationId)),
        );
  // The decision and the e-mail telling it commit together (transactional outbox, decision 162).
  const user = await input.db.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({ licenseStatus: input.decision })
      .where(and(where, eq(users.role, 'customer'), inOrganisation))
      .returning({ id: users.id, email: users.email, language: users.language });
    // Another organisation's account answers like a missing one: staff learn nothing of it.
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

/**
 * Customer accounts of the organisation's offices whose licence awaits a decision, oldest first
 * (all organisations when `organisationId` is absent: the operator's CLI). `joins_existing_office`
 * tells staff that the customer number already belongs to an office with an approved account:
 * approving links this account to that office and its orders (decision 140).
 */
export async function pendingAccounts(db: Db, organisationId?: number) {
  const colleague = aliasedTable(users, 'colleague');
  const approvedColleague = db
    .select({ id: colleague.id })
    .from(colleague)
    .where(
      and(
        eq(colleague.officeId, users.officeId),
        ne(colleague.id, users.id),
        eq(colleague.role, 'customer'),
        eq(colleague.licenseStatus, 'APPROVED'),
      ),
    );
  const rows = await db
    .select({ user: users, office: offices, joinsExisting: exists(approvedColleague) })
    .from(users)
    .innerJoin(offices, eq(offices.id, users.officeId))
    .where(
      and(
        eq(users.role, 'customer'),
        eq(users.licenseStatus, 'PENDING'),
        organisationId === undefined ? undefined : eq(offices.organisationId, organisationId),
      ),
    )
    .orderBy(asc(users.createdAt), asc(users.id));
  return rows.map(({ user, office, joinsExisting }) => ({
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    cust_no: office.custNo,
    company_name: office.companyName,
    license_number: user.licenseNumber,
    license_valid: user.licenseStatus,
    created: user.createdAt.toISOString(),
    joins_existing_office: Boolean(joinsExisting),
    /** The office fields as the account typed them, to compare with the office's own. */
    registered_company: {
      company_name: typeof user.profile.company_name === 'string' ? user.profile.company_name : '',
      city: typeof user.profile.city === 'string' ? user.profile.city : '',
      postalcode: typeof user.profile.postalcode === 'string' ? user.profile.postalcode : '',
    },
  }));
}
