import { formatMoney } from '@careshop/i18n';
import type { ApprovalRequest, OrderCreateRequest } from '@careshop/validation';
import { and, eq, lte } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { retryTransaction } from '../../platform/db/database-errors.js';
import { ConflictError, ForbiddenError } from '../../platform/http/errors.js';
import { languageFor } from '../../platform/i18n/translator.js';
import { enqueueMail } from '../../platform/mail/mailer.js';
import { mailTexts } from '../../platform/mail/templates.js';
import { offices, recordAudit, users } from '../identity/index.js';
import {
  approvalRequestUrl,
  approvalRequestViews,
  effectiveStatus,
  type RequestActor,
  type RequestRow,
  requestNotFound,
  visibleTo,
} from './approval-requests.js';
import type { OrderView } from './order-view.js';
import { insertOrder, type OrderInTransaction, priceOrder } from './place-order.js';
import { approvalRequests } from './schema.js';

// Decisions on approval requests (issue 29, decision 330): approve, reject, withdraw, expire.

/**
 * The request row locked for a decision (`FOR UPDATE`, the first lock of decision 330's order):
 * 404 unless the actor may see it, then 409 unless it is still pending and not expired.
 */
async function lockForDecision(
  tx: Db,
  actor: RequestActor,
  id: number,
  now: Date,
  mayDecide: (row: RequestRow) => void,
): Promise<RequestRow> {
  const [row] = await tx
    .select()
    .from(approvalRequests)
    .where(eq(approvalRequests.id, id))
    .for('update');
  if (!row || !visibleTo(row, actor)) throw requestNotFound();
  mayDecide(row);
  const status = effectiveStatus(row, now);
  if (status === 'expired') {
    throw new ConflictError('request_expired', 'The approval request has expired');
  }
  if (status !== 'pending') {
    throw new ConflictError('request_decided', 'The approval request was already decided', {
      status,
    });
  }
  return row;
}

function notOwn(actor: RequestActor) {
  return (row: RequestRow) => {
    if (row.userId === actor.userId) {
      throw new ForbiddenError('own_request', 'Nobody decides their own approval request');
    }
  };
}

async function requesterOf(tx: Db, row: RequestRow) {
  const [requester] = await tx
    .select({ email: users.email, language: users.language })
    .from(users)
    .where(eq(users.id, row.userId));
  if (!requester) throw new Error(`approval request ${row.id}: requester missing`);
  return requester;
}

async function officeOrganisation(tx: Db, officeId: number): Promise<number> {
  const [row] = await tx
    .select({ organisationId: offices.organisationId })
    .from(offices)
    .where(eq(offices.id, officeId));
  if (!row) throw new Error(`office ${officeId} missing`);
  return row.organisationId;
}

/** What a decision answers with: the request as it now reads. */
async function decided(tx: Db, id: number, now: Date): Promise<ApprovalRequest> {
  const [row] = await tx.select().from(approvalRequests).where(eq(approvalRequests.id, id));
  if (!row) throw requestNotFound();
  const [view] = await approvalRequestViews(tx, [row], now);
  if (!view) throw requestNotFound();
  return view;
}

/**
 * Approves a request (decision 330) in one transaction: the request row is locked first, must be
 * pending and not expired and not the approver's own; the order is then placed from the stored
 * body as the buyer's (user = requester, repUserId null, priced now) with every organisation rule
 * checked again, the buyer's own limit and threshold excepted (the approver overrides them). No
 * idempotency key: the request row lock serialises the decisions and a second approval gets 409
 * `request_decided`. A refused rule rolls everything back and the request stays pending.
 */
export async function approveApprovalRequest(
  db: Db,
  actor: RequestActor,
  id: number,
  now: Date,
  publicUrl: string,
): Promise<{ request: ApprovalRequest; order: OrderView }> {
  return retryTransaction(() =>
    db.transaction(async (tx) => {
      const row = await lockForDecision(tx, actor, id, now, notOwn(actor));
      const requester = await requesterOf(tx, row);
      const input: OrderInTransaction = {
        now,
        userId: row.userId,
        officeId: row.officeId,
        repUserId: null,
        currency: row.currency,
        body: row.body as unknown as OrderCreateRequest,
        language: requester.language,
        confirmationTo: requester.email,
      };
      const priced = await priceOrder(tx, input);
      // The approval e-mail names the order; a card order is paid by the buyer from the order.
      const placed = await insertOrder(tx, input, priced, { confirm: false, rowNow: true });
      await tx
        .update(approvalRequests)
        .set({
          status: 'approved',
          orderId: placed.order.id,
          decidedByUserId: actor.userId,
          decidedAt: now,
        })
        .where(eq(approvalRequests.id, row.id));
      await recordAudit(tx, {
        actorUserId: actor.userId,
        organisationId: priced.office.organisationId,
        entity: 'approval_request',
        entityId: row.id,
        action: 'approved',
        before: { status: 'pending' },
        after: { status: 'approved', order_id: placed.order.id },
      });
      await enqueueMail(tx, {
        to: requester.email,
        kind: 'approval_approved',
        ...mailTexts.approvalApproved(requester.language, {
          orderId: placed.order.id,
          total: formatMoney(placed.order.total, row.currency, languageFor(requester.language)),
          url: approvalRequestUrl(publicUrl, row.id),
        }),
      });
      const request = await decided(tx, row.id, now);
      // The stock last (decision 241): a hot product is locked for the commit alone.
      await placed.last(tx);
      return { request, order: placed.order };
    }),
  );
}

/** Rejects a request with the reason the buyer reads (e-mailed in their language). */
export async function rejectApprovalRequest(
  db: Db,
  actor: RequestActor,
  id: number,
  reason: string,
  now: Date,
  publicUrl: string,
): Promise<ApprovalRequest> {
  return db.transaction(async (tx) => {
    const row = await lockForDecision(tx, actor, id, now, notOwn(actor));
    await tx
      .update(approvalRequests)
      .set({
        status: 'rejected',
        rejectionReason: reason,
        decidedByUserId: actor.userId,
        decidedAt: now,
      })
      .where(eq(approvalRequests.id, row.id));
    await recordAudit(tx, {
      actorUserId: actor.userId,
      organisationId: await officeOrganisation(tx, row.officeId),
      entity: 'approval_request',
      entityId: row.id,
      action: 'rejected',
      before: { status: 'pending' },
      after: { status: 'rejected', reason },
    });
    const requester = await requesterOf(tx, row);
    await enqueueMail(tx, {
      to: requester.email,
      kind: 'approval_rejected',
      ...mailTexts.approvalRejected(requester.language, {
        total: formatMoney(row.totalCents, row.currency, languageFor(requester.language)),
        reason,
        url: approvalRequestUrl(publicUrl, row.id),
      }),
    });
    return decided(tx, row.id, now);
  });
}

/**
 * The requester withdraws their pending request; nobody else may (a colleague's request is 404
 * here, as for a member who cannot see it). Nothing is e-mailed.
 */
export async function withdrawApprovalRequest(
  db: Db,
  actor: RequestActor,
  id: number,
  now: Date,
): Promise<ApprovalRequest> {
  return db.transaction(async (tx) => {
    const row = await lockForDecision(tx, actor, id, now, (found) => {
      if (found.userId !== actor.userId) throw requestNotFound();
    });
    await tx
      .update(approvalRequests)
      .set({ status: 'withdrawn', decidedByUserId: actor.userId, decidedAt: now })
      .where(eq(approvalRequests.id, row.id));
    await recordAudit(tx, {
      actorUserId: actor.userId,
      organisationId: await officeOrganisation(tx, row.officeId),
      entity: 'approval_request',
      entityId: row.id,
      action: 'withdrawn',
      before: { status: 'pending' },
      after: { status: 'withdrawn' },
    });
    return decided(tx, row.id, now);
  });
}

/**
 * The expiry job (decision 330): marks every pending request past its expiry `expired` and
 * e-mails each buyer in their language. The audit log's actor is the requester (the log needs a
 * person and nobody decided). A request an approver decides at the same moment is skipped: the
 * update waits on its row lock and then no longer finds it pending. Answers how many expired.
 */
export async function expireApprovalRequests(
  db: Db,
  now: Date,
  publicUrl: string,
): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(approvalRequests)
      .set({ status: 'expired', decidedAt: now })
      .where(and(eq(approvalRequests.status, 'pending'), lte(approvalRequests.expiresAt, now)))
      .returning();
    for (const row of rows) {
      await recordAudit(tx, {
        actorUserId: row.userId,
        organisationId: await officeOrganisation(tx, row.officeId),
        entity: 'approval_request',
        entityId: row.id,
        action: 'expired',
        before: { status: 'pending' },
        after: { status: 'expired' },
      });
      const requester = await requesterOf(tx, row);
      await enqueueMail(tx, {
        to: requester.email,
        kind: 'approval_expired',
        ...mailTexts.approvalExpired(requester.language, {
          total: formatMoney(row.totalCents, row.currency, languageFor(requester.language)),
          url: approvalRequestUrl(publicUrl, row.id),
        }),
      });
    }
    return rows.length;
  });
}
