import type {
  MemberLimitBody,
  MemberSpending,
  OfficeMember,
  OfficeMembers,
  OfficeRole,
} from '@careshop/validation';
import { and, asc, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { ConflictError } from '../../platform/http/errors.js';
import {
  forgetCachedSessions,
  memberLimits,
  offices,
  recordAudit,
  users,
} from '../identity/index.js';
import { approvalRequests, memberSpendings, orderCurrency } from '../ordering/index.js';
import { MemberNotFoundError } from './errors.js';
import { openInvitations } from './invitations.js';
import type { MemberOffice } from './member-office.js';

/** Who makes a change (an office administrator or staff) and when; the audit log names them. */
export interface MemberChange {
  office: MemberOffice;
  userId: number;
  actorUserId: number;
  now: Date;
  /** The request's host name: the spending is shown in the currency of the office's orders. */
  hostname: string;
}

type MemberRow = typeof users.$inferSelect;

/** A member's role; a professional stored without one (older rows) is a buyer (decision 330). */
function roleOf(row: Pick<MemberRow, 'officeRole'>): OfficeRole {
  return row.officeRole ?? 'buyer';
}

function memberView(row: MemberRow, spending: MemberSpending): OfficeMember {
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    role: roleOf(row),
    license_status: row.licenseStatus,
    spending,
  };
}

/** The condition "a current member of the office": its professionals not removed. */
function currentMemberOf(officeId: number) {
  return and(
    eq(users.officeId, officeId),
    eq(users.role, 'customer'),
    isNull(users.removedFromOfficeAt),
  );
}

async function memberViews(
  db: Db,
  office: MemberOffice,
  rows: readonly MemberRow[],
  now: Date,
  hostname: string,
): Promise<OfficeMember[]> {
  const currency = await orderCurrency(db, office.organisationId, hostname);
  const spendings = await memberSpendings(
    db,
    rows.map((row) => row.id),
    now,
    currency,
  );
  return rows.map((row) => {
    const spending = spendings.get(row.id);
    if (!spending) throw new Error('member spending not computed');
    return memberView(row, spending);
  });
}

/** The office's current members (not removed), oldest account first, with role and spending. */
export async function listMembers(
  db: Db,
  office: MemberOffice,
  input: { now: Date; hostname: string },
): Promise<OfficeMember[]> {
  const rows = await db
    .select()
    .from(users)
    .where(currentMemberOf(office.id))
    .orderBy(asc(users.id));
  return memberViews(db, office, rows, input.now, input.hostname);
}

/** `GET /office/members`: the office, its current members and its open invitations. */
export async function officeMembers(
  db: Db,
  office: MemberOffice,
  input: { now: Date; hostname: string },
): Promise<OfficeMembers> {
  return {
    office: { id: office.id, cust_no: office.custNo, company_name: office.companyName },
    members: await listMembers(db, office, input),
    invitations: await openInvitations(db, office.id, input.now),
  };
}

async function oneMember(db: Db, change: MemberChange, row: MemberRow): Promise<OfficeMember> {
  const [view] = await memberViews(db, change.office, [row], change.now, change.hostname);
  if (!view) throw new Error('member view not built');
  return view;
}

/**
 * Locks the office row, then the member's: changes to one office's roles and removals are
 * serialised, so two administrators demoting each other at once cannot leave it without one.
 * Another office's member, a removed one or an unknown id is 404 `member_not_found`.
 */
async function lockMember(tx: Db, change: MemberChange): Promise<MemberRow> {
  await tx
    .select({ id: offices.id })
    .from(offices)
    .where(eq(offices.id, change.office.id))
    .for('update');
  const [member] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, change.userId), currentMemberOf(change.office.id)))
    .for('update');
  if (!member) throw new MemberNotFoundError();
  return member;
}

/**
 * Decision 330: an office keeps one approved administrator once it has one. Refuses (409
 * `last_admin`) taking the administrator's role from `member` when no other approved, not removed
 * administrator remains.
 */
async function assertAnotherAdmin(tx: Db, officeId: number, member: MemberRow): Promise<void> {
  if (roleOf(member) !== 'admin' || member.licenseStatus !== 'APPROVED') return;
  const [other] = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        currentMemberOf(officeId),
        ne(users.id, member.id),
        eq(users.officeRole, 'admin'),
        eq(users.licenseStatus, 'APPROVED'),
      ),
    )
    .limit(1);
  if (!other) {
    throw new ConflictError(
      'last_admin',
      'The office must keep an administrator: appoint another one first',
    );
  }
}

/** Changes a member's role (audited as `office_member` / `role`); takes effect on the next request. */
export async function setMemberRole(
  db: Db,
  change: MemberChange & { role: OfficeRole },
): Promise<OfficeMember> {
  const updated = await db.transaction(async (tx) => {
    const member = await lockMember(tx, change);
    const before = roleOf(member);
    if (before === change.role) return member;
    if (change.role !== 'admin') await assertAnotherAdmin(tx, change.office.id, member);
    const [row] = await tx
      .update(users)
      .set({ officeRole: change.role })
      .where(eq(users.id, member.id))
      .returning();
    if (!row) throw new MemberNotFoundError();
    await recordAudit(tx, {
      actorUserId: change.actorUserId,
      organisationId: change.office.organisationId,
      entity: 'office_member',
      entityId: member.id,
      action: 'role',
      before: { role: before },
      after: { role: change.role },
    });
    return row;
  });
  // The member's sessions carry their role: forget them so the change holds on the next request.
  forgetCachedSessions();
  return oneMember(db, change, updated);
}

/** Sets a member's limit, period and approval threshold (audited as `office_member` / `limit`). */
export async function setMemberLimit(
  db: Db,
  change: MemberChange & { limit: MemberLimitBody },
): Promise<OfficeMember> {
  const member = await db.transaction(async (tx) => {
    const member = await lockMember(tx, change);
    const [previous] = await tx
      .select()
      .from(memberLimits)
      .where(eq(memberLimits.userId, member.id));
    const values = {
      limitCents: change.limit.limit_cents,
      period: change.limit.period,
      approvalThresholdCents: change.limit.approval_threshold_cents,
      updatedAt: change.now,
    };
    await tx
      .insert(memberLimits)
      .values({ userId: member.id, ...values })
      .onConflictDoUpdate({ target: memberLimits.userId, set: values });
    await recordAudit(tx, {
      actorUserId: change.actorUserId,
      organisationId: change.office.organisationId,
      entity: 'office_member',
      entityId: member.id,
      action: 'limit',
      before: previous
        ? {
            limit_cents: previous.limitCents,
            period: previous.period,
            approval_threshold_cents: previous.approvalThresholdCents,
          }
        : null,
      after: { ...change.limit },
    });
    return member;
  });
  return oneMember(db, change, member);
}

/**
 * Removes a member from the office (decision 330): `removed_from_office_at` is set, their
 * account and orders stay, and their pending approval requests are withdrawn in the same
 * transaction. The last approved administrator cannot be removed (409 `last_admin`).
 */
export async function removeMember(db: Db, change: MemberChange): Promise<void> {
  await db.transaction(async (tx) => {
    const member = await lockMember(tx, change);
    await assertAnotherAdmin(tx, change.office.id, member);
    await tx.update(users).set({ removedFromOfficeAt: change.now }).where(eq(users.id, member.id));
    const withdrawn = await tx
      .update(approvalRequests)
      .set({ status: 'withdrawn', decidedAt: change.now })
      .where(
        and(
          eq(approvalRequests.userId, member.id),
          eq(approvalRequests.officeId, change.office.id),
          eq(approvalRequests.status, 'pending'),
          gt(approvalRequests.expiresAt, change.now),
        ),
      )
      .returning({ id: approvalRequests.id });
    await recordAudit(tx, {
      actorUserId: change.actorUserId,
      organisationId: change.office.organisationId,
      entity: 'office_member',
      entityId: member.id,
      action: 'removed',
      before: { role: roleOf(member), removed_from_office_at: null },
      after: {
        role: roleOf(member),
        removed_from_office_at: change.now.toISOString(),
        withdrawn_requests: withdrawn.map((request) => request.id),
      },
    });
    for (const request of withdrawn) {
      await recordAudit(tx, {
        actorUserId: change.actorUserId,
        organisationId: change.office.organisationId,
        entity: 'approval_request',
        entityId: request.id,
        action: 'withdrawn',
        before: { status: 'pending' },
        after: { status: 'withdrawn', reason: 'member_removed' },
      });
    }
  });
  forgetCachedSessions();
}
