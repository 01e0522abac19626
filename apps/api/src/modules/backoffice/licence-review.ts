import { aliasedTable, and, asc, eq, exists, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { ConflictError, NotFoundError } from '../../platform/http/errors.js';
import { enqueueMail, type Mailer } from '../../platform/mail/mailer.js';
import { mailTexts } from '../../platform/mail/templates.js';
import { makeFirstAdmin } from '../company-accounts/index.js';
import { forgetCachedSessions, offices, users } from '../identity/index.js';
import { recordAudit } from './audit.js';

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
  /** Why a licence is rejected: stored, audited and quoted in the e-mail (decision 220). */
  reason?: string | undefined;
  /** The deciding staff member, whose decision goes to the audit log; absent for the CLI. */
  actorUserId?: number;
  /**
   * Staff mean to replace a decision already taken (decision 275). Without it a decided licence
   * answers 409 `licence_already_decided`, unless the request repeats the very decision taken.
   */
  changeDecision?: boolean;
}

/** What {@link reviewLicence} answers. */
export interface ReviewedLicence {
  id: number;
  email: string;
  licenseStatus: LicenceDecision;
  licenseRejectionReason: string | null;
  /** False when the request repeated the decision in force: nothing was written or sent. */
  changed: boolean;
}

/**
 * Approves or rejects an account's licence and tells the customer by e-mail (ARCHITECTURE:
 * "approval sends the e-mail"). Replacing a decision takes `changeDecision` (staff correct a
 * mistake, and the customer is told the new outcome); a request that repeats the decision in
 * force (a double click, a retry, two staff members at once) changes nothing and sends nothing,
 * so the customer gets one e-mail per decision (decision 275). The account row is locked first,
 * so concurrent requests are decided one after the other.
 */
export async function reviewLicence(input: ReviewLicenceInput): Promise<ReviewedLicence> {
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
  const reason = input.decision === 'REJECTED' ? input.reason?.trim() || null : null;
  // The decision, its audit entry and the e-mail telling it commit together (transactional
  // outbox, decision 162; audit in the same transaction, decision 218).
  const outcome = await input.db.transaction(async (tx) => {
    const [before] = await tx
      .select({
        id: users.id,
        licenseStatus: users.licenseStatus,
        licenseRejectionReason: users.licenseRejectionReason,
        officeRole: users.officeRole,
        organisationId: offices.organisationId,
      })
      .from(users)
      .innerJoin(offices, eq(offices.id, users.officeId))
      .where(and(where, eq(users.role, 'customer'), inOrganisation))
      .for('update', { of: users });
    // Another organisation's account answers like a missing one: staff learn nothing of it.
    if (!before) throw new NotFoundError('No customer account with this id or e-mail');
    if (before.licenseStatus === input.decision && before.licenseRejectionReason === reason) {
      return { user: undefined, id: before.id };
    }
    const decided = before.licenseStatus === 'APPROVED' || before.licenseStatus === 'REJECTED';
    if (decided && input.changeDecision !== true) {
      throw new ConflictError(
        'licence_already_decided',
        `This licence is already ${before.licenseStatus.toLowerCase()}; send change_decision to replace the decision`,
        { license_valid: before.licenseStatus },
      );
    }
    const [user] = await tx
      .update(users)
      .set({ licenseStatus: input.decision, licenseRejectionReason: reason })
      .where(eq(users.id, before.id))
      .returning({ id: users.id, email: users.email, language: users.language });
    if (!user) throw new NotFoundError('No customer account with this id or e-mail');
    // Decision 330: an office with no approved administrator gets this member as its first.
    const madeAdmin =
      input.decision === 'APPROVED' &&
      (await makeFirstAdmin(tx, user.id)) &&
      before.officeRole !== 'admin';
    if (input.actorUserId !== undefined) {
      await recordAudit(tx, {
        actorUserId: input.actorUserId,
        organisationId: before.organisationId,
        entity: 'account',
        entityId: user.id,
        action: input.decision === 'APPROVED' ? 'approve' : 'reject',
        // One record of the decision; the first approved member's new role is part of it.
        before: {
          license_valid: before.licenseStatus,
          license_rejection_reason: before.licenseRejectionReason,
          ...(madeAdmin ? { office_role: before.officeRole ?? 'buyer' } : {}),
        },
        after: {
          license_valid: input.decision,
          license_rejection_reason: reason,
          ...(madeAdmin ? { office_role: 'admin' } : {}),
        },
      });
    }
    const text =
      input.decision === 'APPROVED'
        ? mailTexts.accountApproved(user.language, `${input.publicUrl}/login`)
        : mailTexts.accountRejected(user.language, reason);
    await enqueueMail(tx, {
      to: user.email,
      kind: input.decision === 'APPROVED' ? 'account_approved' : 'account_rejected',
      ...text,
    });
    return { user, id: user.id };
  });
  if (!outcome.user) {
    const [current] = await input.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, outcome.id));
    return {
      id: outcome.id,
      email: current?.email ?? '',
      licenseStatus: input.decision,
      licenseRejectionReason: reason,
      changed: false,
    };
  }
  forgetCachedSessions();
  input.mailer.wake();
  return {
    id: outcome.user.id,
    email: outcome.user.email,
    licenseStatus: input.decision,
    licenseRejectionReason: reason,
    changed: true,
  };
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
    language: user.language,
    cust_no: office.custNo,
    office_id: office.id,
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
    profile: registeredProfile(user.profile),
  }));
}

/** The SPEC 3 profile fields an account registered with, by type (nothing else it stored). */
const profileTexts = [
  'phone',
  'company_name',
  'street_name',
  'house_number',
  'address',
  'postalcode',
  'city',
  'country',
  'role',
  'empType',
  'source',
  'newsletter',
  'school',
  'department',
  'discover',
] as const;
const profileFlags = ['optIn', 'IBCLC'] as const;

function registeredProfile(
  profile: Record<string, unknown>,
): Record<string, string | number | boolean> {
  const shown: Record<string, string | number | boolean> = {};
  for (const key of profileTexts) {
    const value = profile[key];
    if (typeof value === 'string' && value !== '') shown[key] = value;
  }
  for (const key of profileFlags) {
    if (typeof profile[key] === 'boolean') shown[key] = profile[key];
  }
  if (typeof profile.graduation_year === 'number') shown.graduation_year = profile.graduation_year;
  return shown;
}
