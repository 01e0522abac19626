import type { ApprovalRequest } from '@careshop/validation';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { users } from '../identity/index.js';
import { approvalRequests, memberSpendings } from '../ordering/index.js';

/**
 * The office's open approval requests (decision 330): pending and not past their expiry, oldest
 * first, as `approvalRequestViewSchema` shapes them, with each requester's spending in `currency`.
 * The back office's team view reads it; deciding a request is the ordering module's.
 */
export async function openApprovalRequests(
  db: Db,
  officeId: number,
  input: { now: Date; currency: string },
): Promise<ApprovalRequest[]> {
  const rows = await db
    .select({
      request: approvalRequests,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(approvalRequests)
    .innerJoin(users, eq(users.id, approvalRequests.userId))
    .where(
      and(
        eq(approvalRequests.officeId, officeId),
        eq(approvalRequests.status, 'pending'),
        gt(approvalRequests.expiresAt, input.now),
      ),
    )
    .orderBy(asc(approvalRequests.createdAt), asc(approvalRequests.id));
  const spendings = await memberSpendings(
    db,
    [...new Set(rows.map((row) => row.request.userId))],
    input.now,
    input.currency,
  );
  return rows.map(({ request, firstName, lastName, email }) => {
    const spending = spendings.get(request.userId);
    if (!spending) throw new Error('requester spending not computed');
    const paymentMethod = request.body.payment_method;
    return {
      id: request.id,
      status: 'pending' as const,
      reason: request.reason,
      requested_by: {
        id: request.userId,
        name: `${firstName} ${lastName}`.trim() || email,
        email,
      },
      decided_by: null,
      rejection_reason: null,
      order_id: null,
      created_at: request.createdAt.toISOString(),
      expires_at: request.expiresAt.toISOString(),
      decided_at: null,
      lines: request.lines.map((line) => ({
        id: line.part_no,
        quantity: line.quantity,
        price_in_cents: line.unit_price_cents,
        name: line.name,
      })),
      subtotal: request.subtotalCents,
      discount: request.discountCents,
      shipping: request.shippingCents,
      total: request.totalCents,
      currency: request.currency,
      payment_method: typeof paymentMethod === 'string' ? paymentMethod : '',
      spending,
    };
  });
}
