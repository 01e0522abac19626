import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../../platform/mail/schema.js';
import {
  startTestApi,
  type TestApi,
  testClock,
  testDatabaseKinds,
} from '../../../testing/harness.js';
import { products } from '../../catalogue/index.js';
import { organisations } from '../../identity/index.js';
import type { PaymentProvider } from '../payments/payment-provider.js';
import {
  createTestPaymentProvider,
  signWebhook,
  type TestPaymentProvider,
} from '../payments/test-provider.js';
import { orders, paymentRefunds, payments } from '../schema.js';

// Issue 27 item 8, decision 269: a payment the provider completes after staff cancelled its order
// is recorded, the order stays cancelled, the money goes back through the provider's refund, once,
// and staff see it on the order.

const secret = 'late-payment-webhook-secret-for-tests';

describe.each(testDatabaseKinds())('decision 269 a payment after cancellation on %s', (kind) => {
  let api: TestApi;
  let provider: TestPaymentProvider;
  /** Fails the provider's next refund calls while above 0 (an unreachable provider). */
  let refundFailures = 0;
  let customer = '';
  let staff = '';

  beforeAll(async () => {
    const clock = testClock();
    provider = createTestPaymentProvider({
      publicUrl: 'http://shop.test',
      webhookSecret: secret,
      now: clock.now,
    });
    // The real test provider, whose refund can be made unreachable for a while.
    const flaky: PaymentProvider = {
      ...provider,
      async refund(input) {
        if (refundFailures > 0) {
          refundFailures -= 1;
          throw new Error('provider unreachable');
        }
        return provider.refund(input);
      },
    };
    api = await startTestApi(kind, {
      clock,
      env: { PAYMENT_WEBHOOK_SECRET: secret },
      paymentProvider: flaky,
    });
    customer = await api.login('customer@demo.test');
    staff = await api.login('staff@demo.test');
    await api.database.db.update(organisations).set({ maxOrderCountYear: 100 });
    await api.database.db
      .update(products)
      .set({ maxPerYear: null })
      .where(eq(products.partNo, 'BF-002'));
  });
  afterAll(async () => {
    await api.close();
  });

  /** A card order of the customer, its payment started, then cancelled by staff. */
  async function cancelledCardOrder() {
    const placed = await api.app.inject({
      method: 'POST',
      url: '/api/admin/order',
      headers: { authorization: customer, 'idempotency-key': randomUUID() },
      payload: {
        lines: [{ id: 'BF-002', quantity: 1 }],
        address_key: 'default',
        shipping_method: 'standard',
        payment_method: 'creditcard',
        accepted_terms: true,
        accepted_sales_terms: true,
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json<{ id: number; total: number }>();
    const start = await api.app.inject({
      method: 'POST',
      url: '/api/admin/payment/start',
      headers: { authorization: customer },
      payload: { order_id: order.id },
    });
    expect(start.statusCode, start.body).toBe(200);
    const reference =
      new URL(start.json<{ payment_url: string }>().payment_url).pathname.split('/').pop() ?? '';
    const cancel = await api.app.inject({
      method: 'POST',
      url: `/api/admin/backoffice/orders/${order.id}/cancel`,
      headers: { authorization: staff },
      payload: {},
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    return { ...order, reference };
  }

  function webhook(body: Record<string, unknown>) {
    const raw = JSON.stringify(body);
    return api.app.inject({
      method: 'POST',
      url: '/api/admin/payment/webhook',
      headers: { 'content-type': 'application/json', ...signWebhook(raw, secret, api.clock.now()) },
      payload: raw,
    });
  }

  const detail = async (id: number) =>
    (
      await api.app.inject({
        method: 'GET',
        url: `/api/admin/backoffice/orders/${id}`,
        headers: { authorization: staff },
      })
    ).json();
  const refundRows = (orderId: number) =>
    api.database.db.select().from(paymentRefunds).where(eq(paymentRefunds.orderId, orderId));
  const providerRefunds = (reference: string) =>
    provider.refunds().filter((refund) => refund.reference === reference);

  it('records the payment, keeps the order cancelled, refunds it and shows it to staff', async () => {
    const order = await cancelledCardOrder();
    const stock = async () =>
      (await api.database.db.select().from(products).where(eq(products.partNo, 'BF-002')))[0]
        ?.stock;
    const stockAfterCancel = await stock();
    const mails = async () =>
      (
        await api.database.db
          .select({ n: count() })
          .from(outbox)
          .where(eq(outbox.kind, 'order_confirmation'))
      )[0]?.n;
    const mailsBefore = await mails();

    const event = { id: `evt_${randomUUID()}`, reference: order.reference, status: 'completed' };
    const late = await webhook(event);
    expect(late.statusCode, late.body).toBe(200);
    expect(late.json()).toEqual({ order_id: order.id, status: 'completed' });

    const [row] = await api.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ status: 'cancelled', paymentStatus: 'canceled' });
    const [payment] = await api.database.db
      .select()
      .from(payments)
      .where(eq(payments.orderId, order.id));
    expect(payment?.status).toBe('completed');
    // The provider gave back all of it, once.
    expect(providerRefunds(order.reference)).toEqual([
      expect.objectContaining({ amountCents: order.total, currency: 'EUR', orderId: order.id }),
    ]);
    const [refund] = await refundRows(order.id);
    expect(refund).toMatchObject({
      status: 'refunded',
      amountCents: order.total,
      reason: 'paid_after_cancellation',
      providerRefundId: providerRefunds(order.reference)[0]?.refundId,
    });
    // Nothing of a paid order happens: no stock taken again, no confirmation e-mail.
    expect(await stock()).toBe(stockAfterCancel);
    expect(await mails()).toBe(mailsBefore);

    const shown = await detail(order.id);
    expect(shown).toMatchObject({
      status: 'cancelled',
      payment_status: 'canceled',
      late_payment: {
        amount: order.total,
        currency: 'EUR',
        received_at: api.clock.now().toISOString(),
        refund_status: 'refunded',
        refunded_at: api.clock.now().toISOString(),
        refund_reference: refund?.providerRefundId,
      },
    });

    // The same event replayed, and the provider repeating the outcome with a new event id.
    const replay = await webhook(event);
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    const repeated = await webhook({ ...event, id: `evt_${randomUUID()}` });
    expect(repeated.statusCode).toBe(200);
    expect(providerRefunds(order.reference)).toHaveLength(1);
    expect(await refundRows(order.id)).toHaveLength(1);
  });

  it('keeps a refund the provider could not make requested, shows it, and makes it on the next call', async () => {
    const order = await cancelledCardOrder();
    refundFailures = 1;
    const late = await webhook({
      id: `evt_${randomUUID()}`,
      reference: order.reference,
      status: 'completed',
    });
    expect(late.statusCode, late.body).toBe(200);
    expect(providerRefunds(order.reference)).toHaveLength(0);
    const [requested] = await refundRows(order.id);
    expect(requested).toMatchObject({ status: 'requested', attempts: 1 });
    expect(requested?.error).toContain('provider unreachable');
    expect((await detail(order.id)).late_payment).toMatchObject({
      refund_status: 'requested',
      refunded_at: null,
    });

    // The provider's next call (here a repeat of the event) settles it, once.
    await webhook({ id: `evt_${randomUUID()}`, reference: order.reference, status: 'completed' });
    expect(providerRefunds(order.reference)).toHaveLength(1);
    const [settled] = await refundRows(order.id);
    expect(settled).toMatchObject({ status: 'refunded', error: null, attempts: 2 });
    expect((await detail(order.id)).late_payment).toMatchObject({ refund_status: 'refunded' });
  });

  it('a late "canceled" outcome of a cancelled order records and refunds nothing', async () => {
    const order = await cancelledCardOrder();
    const late = await webhook({
      id: `evt_${randomUUID()}`,
      reference: order.reference,
      status: 'canceled',
    });
    expect(late.statusCode).toBe(200);
    expect(await refundRows(order.id)).toHaveLength(0);
    expect((await detail(order.id)).late_payment).toBeNull();
    const [payment] = await api.database.db
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, order.id), eq(payments.status, 'completed')));
    expect(payment).toBeUndefined();
  });
});
