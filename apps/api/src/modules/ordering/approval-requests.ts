import { formatMoney } from '@careshop/i18n';
import type {
  ApprovalListQuery,
  ApprovalReason,
  ApprovalRequest,
  ApprovalStatus,
  OrderCreateRequest,
} from '@careshop/validation';
import { and, desc, eq, gt, inArray, isNull, lte, ne, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { ForbiddenError, HttpError } from '../../platform/http/errors.js';
import { languageFor } from '../../platform/i18n/translator.js';
import { enqueueMail } from '../../platform/mail/mailer.js';
import { mailTexts } from '../../platform/mail/templates.js';
import { type offices, users } from '../identity/index.js';
import { memberSpendings } from './member-spending.js';
import { approvalRequests, type RequestedLine } from './schema.js';

// Approval requests (issue 29, docs/decisions/330-office-roles-limits-and-approval.md): a member's
// order over their threshold or limit waits here for an approver or administrator of the office.

export type RequestRow = typeof approvalRequests.$inferSelect;

/** The shop's page of one request: every approval e-mail links to it. */
export function approvalRequestUrl(publicUrl: string, id: number): string {
  return `${publicUrl}/approvals/${id}`;
}

/** A request's status as every read and decision sees it: pending past its expiry is expired. */
export function effectiveStatus(row: Pick<RequestRow, 'status' | 'expiresAt'>, now: Date) {
  return row.status === 'pending' && row.expiresAt.getTime() <= now.getTime()
    ? 'expired'
    : row.status;
}

export function requestNotFound(): HttpError {
  return new HttpError(404, 'approval_request_not_found', 'Approval request not found');
}

const displayName = (user: { firstName: string; lastName: string; email: string }) =>
  `${user.firstName} ${user.lastName}`.trim() || user.email;

/** The requests as the API answers them (`approvalRequestViewSchema`), spending read at `now`. */
export async function approvalRequestViews(
  db: Db,
  rows: readonly RequestRow[],
  now: Date,
): Promise<ApprovalRequest[]> {
  if (rows.length === 0) return [];
  const people = new Set<number>();
  for (const row of rows) {
    people.add(row.userId);
    if (row.decidedByUserId !== null) people.add(row.decidedByUserId);
  }
  const userRows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(users)
    .where(inArray(users.id, [...people]));
  const byId = new Map(userRows.map((user) => [user.id, user]));
  // The requester's limit now, in the currency of the request (the office's orders' currency).
  const spending = new Map<string, Awaited<ReturnType<typeof memberSpendings>>>();
  for (const currency of new Set(rows.map((row) => row.currency))) {
    const ids = [...new Set(rows.filter((r) => r.currency === currency).map((r) => r.userId))];
    spending.set(currency, await memberSpendings(db, ids, now, currency));
  }
  return rows.map((row) => {
    const requester = byId.get(row.userId);
    const decider = row.decidedByUserId === null ? undefined : byId.get(row.decidedByUserId);
    const spent = spending.get(row.currency)?.get(row.userId);
    if (!requester || !spent) throw new Error(`approval request ${row.id}: requester missing`);
    return {
      id: row.id,
      status: effectiveStatus(row, now),
      reason: row.reason,
      requested_by: { id: requester.id, name: displayName(requester), email: requester.email },
      decided_by: decider ? { id: decider.id, name: displayName(decider) } : null,
      rejection_reason: row.rejectionReason,
      order_id: row.orderId,
      created_at: row.createdAt.toISOString(),
      expires_at: row.expiresAt.toISOString(),
      decided_at: row.decidedAt?.toISOString() ?? null,
      lines: row.lines.map((line) => ({
        id: line.part_no,
        quantity: line.quantity,
        price_in_cents: line.unit_price_cents,
        name: line.name,
      })),
      subtotal: row.subtotalCents,
      discount: row.discountCents,
      shipping: row.shippingCents,
      total: row.totalCents,
      currency: row.currency,
      payment_method: String(row.body.payment_method ?? ''),
      spending: spent,
    };
  });
}

/** What {@link createApprovalRequest} stores: the order as asked, priced at that moment. */
export interface NewApprovalRequest {
  now: Date;
  office: typeof offices.$inferSelect;
  userId: number;
  reason: ApprovalReason;
  body: OrderCreateRequest;
  lines: RequestedLine[];
  totals: { subtotal: number; discount: number; shipping: number; total: number };
  currency: string;
  expiryDays: number;
  publicUrl: string;
  /** The requester's language (of the line names). */
  language: string;
}

/**
 * Stores an approval request in the order's transaction (after its checks) and writes an e-mail
 * to each approver and administrator of the office (approved licence, not removed, not the
 * requester) in their own language.
 */
export async function createApprovalRequest(
  tx: Db,
  input: NewApprovalRequest,
): Promise<ApprovalRequest> {
  const [row] = await tx
    .insert(approvalRequests)
    .values({
      officeId: input.office.id,
      userId: input.userId,
      status: 'pending',
      reason: input.reason,
      body: input.body as unknown as Record<string, unknown>,
      lines: input.lines,
      subtotalCents: input.totals.subtotal,
      discountCents: input.totals.discount,
      shippingCents: input.totals.shipping,
      totalCents: input.totals.total,
      currency: input.currency,
      createdAt: input.now,
      expiresAt: new Date(input.now.getTime() + input.expiryDays * 24 * 60 * 60 * 1000),
    })
    .returning();
  if (!row) throw new Error('approval request not created');

  const approvers = await tx
    .select({ email: users.email, language: users.language })
    .from(users)
    .where(
      and(
        eq(users.officeId, input.office.id),
        eq(users.role, 'customer'),
        eq(users.licenseStatus, 'APPROVED'),
        isNull(users.removedFromOfficeAt),
        inArray(users.officeRole, ['admin', 'approver']),
        ne(users.id, input.userId),
      ),
    );
  const [view] = await approvalRequestViews(tx, [row], input.now);
  if (!view) throw new Error('approval request view missing');
  for (const approver of approvers) {
    await enqueueMail(tx, {
      to: approver.email,
      kind: 'approval_requested',
      ...mailTexts.approvalRequested(approver.language, {
        requester: view.requested_by.name,
        total: formatMoney(row.totalCents, row.currency, languageFor(approver.language)),
        url: approvalRequestUrl(input.publicUrl, row.id),
      }),
    });
  }
  return view;
}

/** Who reads or decides: the signed-in member and whether their role may decide (approve). */
export interface RequestActor {
  userId: number;
  officeId: number;
  /** An approver or administrator of the office (never a rep acting for it). */
  canDecide: boolean;
  /** A sales rep acting for the office: no member, never decides (403 `office_member_only`). */
  isRep: boolean;
}

/** `GET /approval-requests`: the caller's own (`mine`) or their colleagues' (`to_decide`). */
export async function listApprovalRequests(
  db: Db,
  actor: RequestActor,
  query: ApprovalListQuery,
  now: Date,
): Promise<ApprovalRequest[]> {
  if (query.scope === 'to_decide' && actor.isRep) {
    throw new ForbiddenError('office_member_only', 'Only members of the office may do this');
  }
  if (query.scope === 'to_decide' && !actor.canDecide) {
    throw new ForbiddenError(
      'office_role_forbidden',
      'Your role in the office does not allow this',
      {
        action: 'approve',
      },
    );
  }
  const where: SQL[] = [eq(approvalRequests.officeId, actor.officeId)];
  where.push(
    query.scope === 'mine'
      ? eq(approvalRequests.userId, actor.userId)
      : ne(approvalRequests.userId, actor.userId),
  );
  const statusWhere = statusFilter(query.status, now);
  if (statusWhere) where.push(statusWhere);
  const rows = await db
    .select()
    .from(approvalRequests)
    .where(and(...where))
    .orderBy(desc(approvalRequests.id))
    .limit(500);
  return approvalRequestViews(db, rows, now);
}

/** The rows of one effective status: pending ones past their expiry count as expired. */
function statusFilter(status: ApprovalStatus | undefined, now: Date): SQL | undefined {
  if (!status) return undefined;
  if (status === 'pending') {
    return and(eq(approvalRequests.status, 'pending'), gt(approvalRequests.expiresAt, now));
  }
  if (status === 'expired') {
    return or(
      eq(approvalRequests.status, 'expired'),
      and(eq(approvalRequests.status, 'pending'), lte(approvalRequests.expiresAt, now)),
    );
  }
  return eq(approvalRequests.status, status);
}

/**
 * One request the actor may see: their own, or any of their office's when they may decide.
 * Another office's, or a colleague's for a member who may not decide, is 404 (no existence leak).
 */
export async function findApprovalRequest(
  db: Db,
  actor: RequestActor,
  id: number,
  now: Date,
): Promise<ApprovalRequest> {
  const [row] = await db.select().from(approvalRequests).where(eq(approvalRequests.id, id));
  if (!row || !visibleTo(row, actor)) throw requestNotFound();
  const [view] = await approvalRequestViews(db, [row], now);
  if (!view) throw requestNotFound();
  return view;
}

export function visibleTo(row: RequestRow, actor: RequestActor): boolean {
  return row.officeId === actor.officeId && (row.userId === actor.userId || actor.canDecide);
}
