import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, organisations, payments } from '../db/schema.js';
import { signWebhook } from '../payments/test-provider.js';
import { startTestApi, type TestApi, testDatabaseKinds } from '../testing/harness.js';

describe.each(testDatabaseKinds())('SPEC 4 payments (test checkout, invoice/cod) on %s', (kind) => {
  let api: TestApi;
  let customer: string;
  beforeAll(async () => {
    api = await startTestApi(kind);
    customer = await api.login('customer@demo.test');
    // Several orders per test; the yearly count is tested in orders.test.ts.
    await api.database.db.update(organisations).set({ maxOrderCountYear: 100 });
  });
  afterAll(async () => {
    await api.close();
  });

  async function order(paymentMethod: string) {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/admin/order',
      headers: { authorization: customer, 'idempotency-key': randomUUID() },
      payload: {
        lines: [{ id: 'BF-002', quantity: 1 }],
        address_key: 'default',
        shipping_method: 'standard',
        payment_method: paymentMethod,
        accepted_terms: true,
        accepted_sales_terms: true,
      },
    });
    expect(response.statusCode).toBe(201);
    return response.json<{ id: number; payment_status: string; payment_url: string | null }>();
  }

  const path = (url: string) => new URL(url).pathname;

  it('invoice and cash-on-delivery orders need no online payment', async () => {
    for (const method of ['invoice', 'cod']) {
      const placed = await order(method);
      expect(placed.payment_status).toBe('completed');
      expect(placed.payment_url).toBeNull();
    }
  });

  it('a card order is pending until the test checkout completes it', async () => {
    const placed = await order('creditcard');
    expect(placed.payment_status).toBe('pending');
    const page = await api.app.inject({ method: 'GET', url: path(placed.payment_url ?? '') });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Test checkout');
    const complete = await api.app.inject({
      method: 'POST',
      url: `${path(placed.payment_url ?? '')}/complete`,
    });
    expect(complete.statusCode).toBe(303);
    const back = await api.app.inject({ method: 'GET', url: complete.headers.location as string });
    expect(back.headers.location).toBe(`http://shop.test/payment-completed?order=${placed.id}`);
    const detail = await api.app.inject({
      method: 'GET',
      url: `/api/admin/order/${placed.id}`,
      headers: { authorization: customer },
    });
    expect(detail.json().payment_status).toBe('completed');
  });

  it('a canceled payment is resumed on the same order, never a second one', async () => {
    const placed = await order('creditcard');
    const [{ n: before } = { n: 0 }] = await api.database.db.select({ n: count() }).from(orders);
    const cancel = await api.app.inject({
      method: 'POST',
      url: `${path(placed.payment_url ?? '')}/cancel`,
    });
    const back = await api.app.inject({ method: 'GET', url: cancel.headers.location as string });
    expect(back.headers.location).toBe(`http://shop.test/payment-canceled?order=${placed.id}`);
    const resumed = await api.app.inject({
      method: 'POST',
      url: '/api/admin/payment/resume',
      headers: { authorization: customer },
      payload: { order_id: placed.id },
    });
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json().payment_url).not.toBe(placed.payment_url);
    await api.app.inject({ method: 'POST', url: `${path(resumed.json().payment_url)}/complete` });
    const [row] = await api.database.db.select().from(orders).where(eq(orders.id, placed.id));
    expect(row?.paymentStatus).toBe('completed');
    const [{ n: after } = { n: 0 }] = await api.database.db.select({ n: count() }).from(orders);
    expect(after).toBe(before);
    const again = await api.app.inject({
      method: 'POST',
      url: '/api/admin/payment/resume',
      headers: { authorization: customer },
      payload: { order_id: placed.id },
    });
    expect(again.statusCode).toBe(409);
  });

  it('the webhook needs a valid signature and records the outcome', async () => {
    const placed = await order('creditcard');
    const reference =
      path(placed.payment_url ?? '')
        .split('/')
        .pop() ?? '';
    const body = { reference, status: 'completed' };
    const forged = await api.app.inject({
      method: 'POST',
      url: '/api/admin/payment/webhook',
      headers: { 'x-payment-signature': 'ab'.repeat(32) },
      payload: body,
    });
    expect(forged.statusCode).toBe(401);
    const signed = await api.app.inject({
      method: 'POST',
      url: '/api/admin/payment/webhook',
      headers: { 'x-payment-signature': signWebhook(body, api.config.paymentWebhookSecret) },
      payload: body,
    });
    expect(signed.json()).toEqual({ order_id: placed.id, status: 'completed' });
  });

  it('the test provider names the bad webhook field after a valid signature, and records its id', async () => {
    const placed = await order('creditcard');
    const reference =
      path(placed.payment_url ?? '')
        .split('/')
        .pop() ?? '';
    const body = { reference, status: 'refunded' };
    const bad = await api.app.inject({
      method: 'POST',
      url: '/api/admin/payment/webhook',
      headers: { 'x-payment-signature': signWebhook(body, api.config.paymentWebhookSecret) },
      payload: body,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.errors).toHaveProperty('status');
    const scalar = await api.app.inject({
      method: 'POST',
      url: '/api/admin/payment/webhook',
      headers: { 'content-type': 'application/json' },
      payload: '"completed"',
    });
    expect(scalar.statusCode).toBe(400);
    const [row] = await api.database.db
      .select({ provider: payments.provider, status: payments.status })
      .from(payments)
      .where(eq(payments.reference, reference));
    expect(row).toEqual({ provider: 'test', status: 'pending' });
  });

  it("refuses to start payment of another office's order or an invoice order", async () => {
    const placed = await order('creditcard');
    const other = await api.login('limit@demo.test');
    const foreign = await api.app.inject({
      method: 'POST',
      url: '/api/admin/payment/start',
      headers: { authorization: other },
      payload: { order_id: placed.id },
    });
    expect(foreign.statusCode).toBe(404);
    const invoice = await order('invoice');
    const notOnline = await api.app.inject({
      method: 'POST',
      url: '/api/admin/payment/start',
      headers: { authorization: customer },
      payload: { order_id: invoice.id },
    });
    expect(notOnline.statusCode).toBe(422);
  });
});
