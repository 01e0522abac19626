import { randomBytes } from 'node:crypto';
import {
  INVITATION_EXPIRY_DAYS,
  type Invitation,
  type InvitationCreate,
  type InvitationPrefill,
} from '@careshop/validation';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { ConflictError } from '../../platform/http/errors.js';
import { enqueueMail, type Mailer } from '../../platform/mail/mailer.js';
import { mailTexts } from '../../platform/mail/templates.js';
import { hashToken, officeInvitations, offices, recordAudit, users } from '../identity/index.js';
import { InvitationInvalidError, InvitationNotFoundError } from './errors.js';
import type { MemberOffice } from './member-office.js';

const DAY_MS = 86_400_000;

/** The condition "still usable": not accepted, not revoked, not expired at `now`. */
function openAt(now: Date) {
  return and(
    isNull(officeInvitations.acceptedAt),
    isNull(officeInvitations.revokedAt),
    gt(officeInvitations.expiresAt, now),
  );
}

function displayName(row: { firstName: string; lastName: string; email: string }): string {
  return `${row.firstName} ${row.lastName}`.trim() || row.email;
}

/** The office's open invitations, oldest first, with who sent each. */
export async function openInvitations(db: Db, officeId: number, now: Date): Promise<Invitation[]> {
  const rows = await db
    .select({
      invitation: officeInvitations,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(officeInvitations)
    .innerJoin(users, eq(users.id, officeInvitations.invitedByUserId))
    .where(and(eq(officeInvitations.officeId, officeId), openAt(now)))
    .orderBy(asc(officeInvitations.id));
  return rows.map((row) => invitationView(row.invitation, displayName(row)));
}

function invitationView(row: typeof officeInvitations.$inferSelect, invitedBy: string): Invitation {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    invited_by: invitedBy,
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
  };
}

/** Options of {@link inviteMember}. */
export interface InviteInput {
  office: MemberOffice;
  inviterUserId: number;
  body: InvitationCreate;
  now: Date;
  /** The shop's origin: the e-mail links to `<publicUrl>/register?invitation=<token>`. */
  publicUrl: string;
}

/**
 * Invites a colleague (decision 330): a link of 32 random bytes (base64url, stored as its SHA-256)
 * valid for 14 days, once, sent by e-mail in the invitation's language through the outbox. An open
 * invitation of the office for the same address is revoked (its link stops working); an address
 * that already has an account is 409 `email_registered`.
 */
export async function inviteMember(db: Db, mailer: Mailer, input: InviteInput) {
  const email = input.body.email.trim().toLowerCase();
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(input.now.getTime() + INVITATION_EXPIRY_DAYS * DAY_MS);
  const audit = { actorUserId: input.inviterUserId, organisationId: input.office.organisationId };
  const invitation = await db.transaction(async (tx) => {
    // One office's invitations are made one at a time: two for one address never both stay open.
    await tx
      .select({ id: offices.id })
      .from(offices)
      .where(eq(offices.id, input.office.id))
      .for('update');
    const [account] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.email})`, email))
      .limit(1);
    if (account) {
      throw new ConflictError('email_registered', 'This e-mail address already has an account');
    }
    const replaced = await tx
      .update(officeInvitations)
      .set({ revokedAt: input.now })
      .where(
        and(
          eq(officeInvitations.officeId, input.office.id),
          eq(sql`lower(${officeInvitations.email})`, email),
          openAt(input.now),
        ),
      )
      .returning({ id: officeInvitations.id });
    for (const old of replaced) {
      await recordAudit(tx, {
        ...audit,
        entity: 'office_invitation',
        entityId: old.id,
        action: 'revoked',
        before: { revoked: false },
        after: { revoked: true, replaced: true },
      });
    }
    const [row] = await tx
      .insert(officeInvitations)
      .values({
        officeId: input.office.id,
        email,
        role: input.body.role,
        language: input.body.language,
        tokenHash: hashToken(token),
        invitedByUserId: input.inviterUserId,
        createdAt: input.now,
        expiresAt,
      })
      .returning();
    if (!row) throw new Error('invitation not inserted');
    await recordAudit(tx, {
      ...audit,
      entity: 'office_invitation',
      entityId: row.id,
      action: 'created',
      before: null,
      after: {
        email,
        role: row.role,
        language: row.language,
        expires_at: expiresAt.toISOString(),
      },
    });
    const [inviter] = await tx
      .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
      .from(users)
      .where(eq(users.id, input.inviterUserId));
    const invitedBy = inviter ? displayName(inviter) : '';
    await enqueueMail(tx, {
      to: email,
      kind: 'office_invitation',
      ...mailTexts.officeInvitation(row.language, {
        link: invitationLink(input.publicUrl, token),
        days: INVITATION_EXPIRY_DAYS,
        company: input.office.companyName,
        custNo: input.office.custNo,
        inviter: invitedBy,
        role: row.role,
      }),
    });
    return invitationView(row, invitedBy);
  });
  mailer.wake();
  return invitation;
}

/** The shop's registration page with the invitation's token. */
export function invitationLink(publicUrl: string, token: string): string {
  return `${publicUrl}/register?invitation=${encodeURIComponent(token)}`;
}

/** Revokes an open invitation of the office; any other id is 404 `invitation_not_found`. */
export async function revokeInvitation(
  db: Db,
  input: { office: MemberOffice; invitationId: number; actorUserId: number; now: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(officeInvitations)
      .set({ revokedAt: input.now })
      .where(
        and(
          eq(officeInvitations.id, input.invitationId),
          eq(officeInvitations.officeId, input.office.id),
          openAt(input.now),
        ),
      )
      .returning();
    if (!row) throw new InvitationNotFoundError();
    await recordAudit(tx, {
      actorUserId: input.actorUserId,
      organisationId: input.office.organisationId,
      entity: 'office_invitation',
      entityId: row.id,
      action: 'revoked',
      before: { revoked: false },
      after: { revoked: true, email: row.email, role: row.role },
    });
  });
}

/**
 * `GET /invitation/:token` (public): what the registration form is pre-filled with. An unknown,
 * used, revoked or expired token is 404 `invitation_invalid`.
 */
export async function invitationPrefill(
  db: Db,
  token: string,
  now: Date,
): Promise<InvitationPrefill> {
  const [row] = await db
    .select({ invitation: officeInvitations, office: offices })
    .from(officeInvitations)
    .innerJoin(offices, eq(offices.id, officeInvitations.officeId))
    .where(and(eq(officeInvitations.tokenHash, hashToken(token)), openAt(now)))
    .limit(1);
  if (!row) throw new InvitationInvalidError();
  return {
    cust_no: row.office.custNo,
    company_name: row.office.companyName,
    email: row.invitation.email,
    role: row.invitation.role,
  };
}
