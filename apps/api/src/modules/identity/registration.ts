import { DEFAULT_OFFICE_ROLE } from '@careshop/validation';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { ConflictError, HttpError, RuleViolationError } from '../../platform/http/errors.js';
import { enqueueMail } from '../../platform/mail/mailer.js';
import { mailTexts } from '../../platform/mail/templates.js';
import { officeInvitations, offices, questions, users } from './schema.js';
import { hashToken } from './tokens.js';

/** The office a registration claims (created when its customer number is new) and its account. */
export interface RegistrationInput {
  office: {
    organisationId: number;
    custNo: string;
    companyName: string;
    address: string;
    addressXtra: string;
    postalcode: string;
    city: string;
    country: string;
  };
  account: {
    email: string;
    passwordHash: string;
    firstName: string;
    lastName: string;
    language: string;
    licenseNumber: string;
    profile: Record<string, unknown>;
  };
  /** Queue the "registration received" e-mail with it. */
  sendMail: boolean;
  /** An office administrator's invitation token (decision 330): the account gets its role. */
  invitation?: string | undefined;
  now: Date;
}

/**
 * The open invitation of `token`, locked, whose e-mail and office must be the registration's
 * (decision 330): 404 `invitation_invalid` for an unknown, used, revoked or expired token, 422
 * `invitation_mismatch` for another e-mail or customer number.
 */
async function claimInvitation(
  tx: Db,
  token: string,
  input: { email: string; officeId: number; now: Date },
) {
  const [invitation] = await tx
    .select()
    .from(officeInvitations)
    .where(
      and(
        eq(officeInvitations.tokenHash, hashToken(token)),
        isNull(officeInvitations.acceptedAt),
        isNull(officeInvitations.revokedAt),
        gt(officeInvitations.expiresAt, input.now),
      ),
    )
    .for('update');
  if (!invitation) {
    throw new HttpError(
      404,
      'invitation_invalid',
      'This invitation link is invalid, used or expired',
    );
  }
  if (
    invitation.email.toLowerCase() !== input.email.toLowerCase() ||
    invitation.officeId !== input.officeId
  ) {
    throw new RuleViolationError(
      'invitation_mismatch',
      "Register with the invitation's e-mail address and customer number",
    );
  }
  return invitation;
}

/**
 * Records a registration: the office (unless its customer number exists) and a pending account
 * claiming it. Throws `ConflictError('email_taken')` when the e-mail is used, leaving nothing
 * behind. Wake the mailer after.
 */
export async function registerAccount(db: Db, input: RegistrationInput): Promise<void> {
  const { account } = input;
  await db.transaction(async (tx) => {
    // Idempotent under races (decision 146): of several registrations with one new customer
    // number, one inserts the office and the others find it. Either way the account only
    // claims the office: it sees nothing of it until staff approve its licence (decision 140).
    await tx.insert(offices).values(input.office).onConflictDoNothing({ target: offices.custNo });
    const [office] = await tx
      .select({ id: offices.id })
      .from(offices)
      .where(eq(offices.custNo, input.office.custNo))
      .limit(1);
    if (!office) throw new Error('office neither created nor found');
    // An invited colleague gets the invitation's role, a self-registered one a buyer's; the
    // first approved member becomes the administrator (decision 330).
    const invitation =
      input.invitation === undefined
        ? undefined
        : await claimInvitation(tx, input.invitation, {
            email: account.email,
            officeId: office.id,
            now: input.now,
          });
    const inserted = await tx
      .insert(users)
      .values({
        email: account.email,
        passwordHash: account.passwordHash,
        officeId: office.id,
        firstName: account.firstName,
        lastName: account.lastName,
        language: account.language,
        licenseNumber: account.licenseNumber,
        licenseStatus: 'PENDING',
        officeRole: invitation?.role ?? DEFAULT_OFFICE_ROLE,
        // The office fields as typed stay with the account: staff compare them with the
        // office's before approving, and they are all the account sees until then.
        profile: account.profile,
      })
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id });
    // Thrown inside: an office this request created is rolled back with it.
    if (inserted.length === 0) {
      throw new ConflictError('email_taken', 'This e-mail address is already used');
    }
    if (invitation) {
      await tx
        .update(officeInvitations)
        .set({ acceptedAt: input.now })
        .where(eq(officeInvitations.id, invitation.id));
    }
    // In the registration's transaction (transactional outbox, decision 162).
    if (input.sendMail) {
      await enqueueMail(tx, {
        to: account.email,
        kind: 'registration_received',
        ...mailTexts.registrationReceived(account.language),
      });
    }
  });
}

/** A contact question and who asked it. */
export interface QuestionInput {
  email: string;
  payload: Record<string, unknown>;
  /** The language of the acknowledgement e-mail. */
  language: string;
  now: Date;
}

/** Records a contact question and queues its acknowledgement; wake the mailer after. */
export async function recordQuestion(db: Db, input: QuestionInput): Promise<void> {
  // The question and its acknowledgement commit together (transactional outbox, decision 162).
  await db.transaction(async (tx) => {
    await tx.insert(questions).values({
      email: input.email,
      payload: input.payload,
      createdAt: input.now,
    });
    await enqueueMail(tx, {
      to: input.email,
      kind: 'question_received',
      ...mailTexts.questionReceived(input.language),
    });
  });
}
