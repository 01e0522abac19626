import { createHmac, timingSafeEqual } from 'node:crypto';
import { canonicalJson } from '@careshop/api-client';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { orders, payments } from '../db/schema.js';
import {
  ConflictError,
  NotFoundError,
  RuleViolationError,
  UnauthorizedError,
} from '../http/errors.js';
import { newPaymentReference } from '../orders/payment-reference.js';

/** Final states a provider reports for a payment. */
export type PaymentOutcome = 'completed' | 'canceled';

/** Where the customer pays: the built-in test checkout page on this server. */
export function checkoutUrl(publicUrl: string, reference: string): string {
  return `${publicUrl}/api/admin/payment/checkout/${reference}`;
}

/** HMAC-SHA256 (hex) of the canonical JSON of a webhook body. */
export function signWebhook(body: unknown, secret: string): string {
  return createHmac('sha256', secret).update(canonicalJson(body)).digest('hex');
}

/** Throws 401 unless `signature` is the body's HMAC with the shared secret. */
export function verifyWebhookSignature(
  body: unknown,
  signature: string | undefined,
  secret: string,
) {
  const expected = Buffer.from(signWebhook(body, secret), 'hex');
  const given = Buffer.from(signature ?? '', 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new UnauthorizedError('Webhook signature does not match', 'webhook_signature_invalid');
  }
}

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
  return db.transaction(async (tx) => {
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
  });
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
): Promise<{ reference: string; amountCents: number }> {
  return db.transaction(async (tx) => {
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
        .set({ reference, status: 'pending', updatedAt: now })
        .where(eq(payments.id, existing.id));
    } else {
      await tx.insert(payments).values({
        orderId: order.id,
        provider: 'test',
        status: 'pending',
        amountCents: order.totalCents,
        reference,
        updatedAt: now,
      });
    }
    await tx.update(orders).set({ paymentStatus: 'pending' }).where(eq(orders.id, order.id));
    return { reference, amountCents: order.totalCents };
  });
}
