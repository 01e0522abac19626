import { and, asc, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.js';
import { retryTransaction } from '../../../platform/db/database-errors.js';
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  RuleViolationError,
} from '../../../platform/http/errors.js';
import { enqueueMail } from '../../../platform/mail/mailer.js';
import { mailTexts } from '../../../platform/mail/templates.js';
import { users } from '../../identity/index.js';
import { newPaymentReference } from '../payment-reference.js';
import { orders, paymentRefunds, payments, paymentWebhookEvents } from '../schema.js';
import type { PaymentEvent, PaymentOutcome, PaymentProvider } from './payment-provider.js';
import type { CheckoutTokenClaims } from './test-provider.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Records a provider outcome on the payment and its order. A completed payment stays completed
 * (providers repeat webhooks), and a late "canceled" cannot undo it. A cancelled order is never
 * paid by a late outcome (decision 252): its stock and quota were given back on cancel, so the
 * order keeps its state. Money a provider did take for it is recorded on the payment and a refund
 * of all of it is requested in the same transaction (decision 269), at most once per payment.
 */
async function applyOutcome(
  tx: Tx,
  payment: typeof payments.$inferSelect,
  outcome: PaymentOutcome,
  now: Date,
): Promise<{ orderId: number; status: string }> {
  if (payment.status === 'completed') return { orderId: payment.orderId, status: 'completed' };
  const [order] = await tx
    .select({ status: orders.status, currency: orders.currency })
    .from(orders)
    .where(eq(orders.id, payment.orderId));
  if (order?.status === 'cancelled') {
    if (outcome !== 'completed') return { orderId: payment.orderId, status: payment.status };
    await tx
      .update(payments)
      .set({ status: 'completed', updatedAt: now })
      .where(eq(payments.id, payment.id));
    await tx
      .insert(paymentRefunds)
      .values({
        paymentId: payment.id,
        orderId: payment.orderId,
        provider: payment.provider,
        amountCents: payment.amountCents,
        currency: order.currency,
        reason: 'paid_after_cancellation',
        status: 'requested',
        paymentReceivedAt: now,
        requestedAt: now,
      })
      .onConflictDoNothing({ target: paymentRefunds.paymentId });
    return { orderId: payment.orderId, status: 'completed' };
  }
  await tx
    .update(payments)
    .set({ status: outcome, updatedAt: now })
    .where(eq(payments.id, payment.id));
  await tx.update(orders).set({ paymentStatus: outcome }).where(eq(orders.id, payment.orderId));
  if (outcome === 'completed') await enqueueOrderConfirmation(tx, payment.orderId);
  return { orderId: payment.orderId, status: outcome };
}

/**
 * A card order is confirmed by e-mail when its payment completes, not when it is placed (issue
 * 15, decision 237): to the user who placed it, in their language, in the payment's transaction
 * (decision 162). Reached once per order: a completed payment never passes `applyOutcome` again.
 */
async function enqueueOrderConfirmation(tx: Tx, orderId: number): Promise<void> {
  const [placed] = await tx
    .select({
      email: users.email,
      language: users.language,
      totalCents: orders.totalCents,
      taxCents: orders.taxCents,
      currency: orders.currency,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId));
  if (!placed) return;
  await enqueueMail(tx, {
    to: placed.email,
    kind: 'order_confirmation',
    ...mailTexts.orderConfirmation(placed.language, { id: orderId, ...placed }),
  });
}

/**
 * Locks a payment's order, then the payment: the order before its payment, as `startPayment`
 * does, so two payment writers never wait on each other in opposite orders.
 */
async function lockPayment(tx: Tx, reference: string) {
  const [found] = await tx
    .select({ orderId: payments.orderId })
    .from(payments)
    .where(eq(payments.reference, reference));
  if (!found) throw new NotFoundError('Unknown payment');
  await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, found.orderId)).for('update');
  const [payment] = await tx
    .select()
    .from(payments)
    .where(eq(payments.reference, reference))
    .for('update');
  // Resumed meanwhile: the reference was replaced, so this one is no longer a payment.
  if (!payment) throw new NotFoundError('Unknown payment');
  return payment;
}

/**
 * Records a verified provider event on the payment and its order, once per event id: a replayed
 * event answers the payment's current state and changes nothing (decision 132). Event ids older
 * than `pruneBefore` are forgotten (their timestamp can no longer pass the webhook check).
 */
export async function recordPaymentEvent(
  db: Db,
  event: PaymentEvent,
  now: Date,
  pruneBefore: Date,
): Promise<{ orderId: number; status: string; replayed: boolean }> {
  return retryTransaction(() =>
    db.transaction(async (tx) => {
      const payment = await lockPayment(tx, event.reference);
      await tx.delete(paymentWebhookEvents).where(lt(paymentWebhookEvents.receivedAt, pruneBefore));
      const inserted = await tx
        .insert(paymentWebhookEvents)
        .values({ eventId: event.eventId, reference: event.reference, receivedAt: now })
        .onConflictDoNothing()
        .returning({ eventId: paymentWebhookEvents.eventId });
      if (inserted.length === 0) {
        return { orderId: payment.orderId, status: payment.status, replayed: true };
      }
      return { ...(await applyOutcome(tx, payment, event.outcome, now)), replayed: false };
    }),
  );
}

/**
 * Records the outcome chosen on the test checkout page (decision 130). The token must name this
 * payment's order and amount, and the payment must still be pending: a reference is pending only
 * once (a resumed payment gets a new reference and a new token), so each token acts once.
 */
export async function recordCheckoutOutcome(
  db: Db,
  claims: CheckoutTokenClaims,
  outcome: PaymentOutcome,
  now: Date,
): Promise<{ orderId: number; status: string }> {
  return retryTransaction(() =>
    db.transaction(async (tx) => {
      const payment = await lockPayment(tx, claims.reference);
      const [order] = await tx
        .select({ totalCents: orders.totalCents })
        .from(orders)
        .where(eq(orders.id, payment.orderId));
      if (
        payment.orderId !== claims.orderId ||
        payment.amountCents !== claims.amountCents ||
        order?.totalCents !== claims.amountCents
      ) {
        throw new ForbiddenError('payment_token_invalid', 'Invalid checkout token');
      }
      if (payment.status !== 'pending') {
        throw new ConflictError('payment_token_used', 'This checkout link was already used');
      }
      return applyOutcome(tx, payment, outcome, now);
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
): Promise<{ reference: string; amountCents: number; currency: string }> {
  return retryTransaction(() =>
    db.transaction(async (tx) => {
      const [order] = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.id, orderId), eq(orders.officeId, officeId)))
        .for('update');
      if (!order) throw new NotFoundError('Order not found');
      if (order.status === 'cancelled') {
        throw new ConflictError('order_cancelled', 'This order was cancelled');
      }
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
          .set({
            reference,
            provider: providerId,
            status: 'pending',
            amountCents: order.totalCents,
            updatedAt: now,
          })
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
      return { reference, amountCents: order.totalCents, currency: order.currency };
    }),
  );
}

/** 422 when no online payment provider is configured (production without one, decision 130). */
export function onlinePaymentUnavailable(): RuleViolationError {
  return new RuleViolationError(
    'payment_method_unavailable',
    'Online payment is not available; choose invoice or cash on delivery',
  );
}

/**
 * Asks the provider for the refunds still `requested` (decision 269), after the transaction that
 * requested them has committed: a provider call never runs inside a database transaction that
 * other payment writers wait on. Each refund is claimed with `FOR UPDATE SKIP LOCKED`, so two
 * callers never ask for the same one at once, and its idempotency key (`refund-<id>`) is stable, so
 * a call retried after a crash refunds once at the provider too. A refusal or an unreachable
 * provider leaves it `requested` with the error, tried again on the provider's next call.
 */
export async function settleRequestedRefunds(
  db: Db,
  provider: PaymentProvider,
  now: () => Date,
  limit = 20,
): Promise<number> {
  let settled = 0;
  // Past a refund that failed this round, so one the provider refuses blocks no other.
  let after = 0;
  for (let index = 0; index < limit; index += 1) {
    const done = await db.transaction(async (tx) => {
      const [refund] = await tx
        .select({ refund: paymentRefunds, reference: payments.reference })
        .from(paymentRefunds)
        .innerJoin(payments, eq(payments.id, paymentRefunds.paymentId))
        .where(
          and(
            eq(paymentRefunds.status, 'requested'),
            eq(paymentRefunds.provider, provider.id),
            gt(paymentRefunds.id, after),
          ),
        )
        .orderBy(asc(paymentRefunds.id))
        .limit(1)
        .for('update', { of: paymentRefunds, skipLocked: true });
      if (!refund) return 'none';
      after = refund.refund.id;
      try {
        const { refundId } = await provider.refund({
          reference: refund.reference,
          orderId: refund.refund.orderId,
          amountCents: refund.refund.amountCents,
          currency: refund.refund.currency,
          idempotencyKey: `refund-${refund.refund.id}`,
        });
        await tx
          .update(paymentRefunds)
          .set({
            status: 'refunded',
            providerRefundId: refundId,
            refundedAt: now(),
            error: null,
            attempts: refund.refund.attempts + 1,
          })
          .where(eq(paymentRefunds.id, refund.refund.id));
        return 'refunded';
      } catch (error) {
        await tx
          .update(paymentRefunds)
          .set({
            error: error instanceof Error ? error.message : String(error),
            attempts: refund.refund.attempts + 1,
          })
          .where(eq(paymentRefunds.id, refund.refund.id));
        return 'failed';
      }
    });
    if (done === 'none') break;
    if (done === 'refunded') settled += 1;
  }
  return settled;
}
