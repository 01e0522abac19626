import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { retryTransaction } from '../db/database-errors.js';
import { orders, payments } from '../db/schema.js';
import { ConflictError, NotFoundError, RuleViolationError } from '../http/errors.js';
import { newPaymentReference } from '../orders/payment-reference.js';
import type { PaymentOutcome } from './payment-provider.js';

/**
 * Records a provider outcome on the payment and its order. A completed payment stays completed
 * (providers repeat webhooks), and a late "canceled" cannot undo it.
 */
export async function recordPaymentOutcome(
  db: Db,
  reference: string,
  outcome: PaymentOutcome,
  now: Date,
): Promise<{ orderId: number; status: string }> {
  return retryTransaction(() =>
    db.transaction(async (tx) => {
      // Lock order (docs/decisions/161-api-one-lock-order.md): the order row before its payment row,
      // as startPayment takes them; locking the payment first could deadlock against it.
      const [found] = await tx
        .select({ orderId: payments.orderId })
        .from(payments)
        .where(eq(payments.reference, reference));
      if (!found) throw new NotFoundError('Unknown payment');
      await tx
        .select({ id: orders.id })
        .from(orders)
        .where(eq(orders.id, found.orderId))
        .for('update');
      const [payment] = await tx
        .select()
        .from(payments)
        .where(eq(payments.reference, reference))
        .for('update');
      if (!payment) throw new NotFoundError('Unknown payment');
      if (payment.status === 'completed') return { orderId: payment.orderId, status: 'completed' };
      await tx
        .update(payments)
        .set({ status: outcome, updatedAt: now })
        .where(eq(payments.id, payment.id));
      await tx.update(orders).set({ paymentStatus: outcome }).where(eq(orders.id, payment.orderId));
      return { orderId: payment.orderId, status: outcome };
    }),
  );
}

/**
 * Starts (or resumes) online payment of an order of the office: a pending or canceled payment gets
 * a fresh reference, the same order is kept, so resuming never creates a second order.
 */
export async function startPayment(
  db: Db,
  officeId: number,
  orderId: number,
  now: Date,
  providerId: string,
): Promise<{ reference: string; amountCents: number }> {
  return retryTransaction(() =>
    db.transaction(async (tx) => {
      const [order] = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.id, orderId), eq(orders.officeId, officeId)))
        .for('update');
      if (!order) throw new NotFoundError('Order not found');
      if (order.paymentMethod !== 'creditcard' || order.totalCents === 0) {
        throw new RuleViolationError('payment_not_online', 'This order is not paid online');
      }
      if (order.paymentStatus === 'completed') {
        throw new ConflictError('payment_completed', 'This order is already paid');
      }
      const reference = newPaymentReference();
      const [existing] = await tx.select().from(payments).where(eq(payments.orderId, order.id));
      if (existing) {
        await tx
          .update(payments)
          .set({ reference, provider: providerId, status: 'pending', updatedAt: now })
          .where(eq(payments.id, existing.id));
      } else {
        await tx.insert(payments).values({
          orderId: order.id,
          provider: providerId,
          status: 'pending',
          amountCents: order.totalCents,
          reference,
          updatedAt: now,
        });
      }
      await tx.update(orders).set({ paymentStatus: 'pending' }).where(eq(orders.id, order.id));
      return { reference, amountCents: order.totalCents };
    }),
  );
}
