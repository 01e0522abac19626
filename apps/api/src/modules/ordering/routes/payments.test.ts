import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../../platform/mail/schema.js';
import { startTestApi, type TestApi, testDatabaseKinds } from '../../../testing/harness.js';
import { products } from '../../catalogue/index.js';
import { organisations } from '../../identity/index.js';
import { signWebhook } from '../payments/test-provider.js';
import { orders, payments } from '../schema.js';

describe.each(testDatabaseKinds())('SPEC 4 payments (test checkout, invoice/cod) on %s', (kind) => {
  let api: TestApi;
  let customer: string;
  beforeAll(async () => {
    api = await startTestApi(kind);
    customer = await api.login('customer@demo.test');
    // Several orders per test; the yearly count is tested in orders.test.ts.
    await api.database.db.update(organisations).set({ maxOrderCountYear: 100 });
    await api.database.db
      .update(products)
      .set({ maxPerYear: null })
      .where(eq(products.partNo, 'BF-002'));
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
    return response.json<{ id: number; payment_status: string; total: number }>();
  }

  /** Starts (or resumes) payment as the shop does; answers the checkout link's parts. */
  async function pay(orderId: number, action: 'start' | 'resume' = 'start') {
    const response = await api.app.inject({
      method: 'POST',
      url: `/api/admin/payment/${action}`,
      headers: { authorization: customer },
      payload: { order_id: orderId },
    });
    expect(response.statusCode).toBe(200);
    const url = new URL(response.json<{ payment_url: string }>().payment_url);
    const token = url.searchParams.get('token') ?? '';
    return {
      url,
      page: `${url.pathname}${url.search}`,
      path: url.pathname,
      reference: url.pathname.split('/').pop() ?? '',
      token,
    };
  }

  const orderRow = async (id: number) =>
    (await api.database.db.select().from(orders).where(eq(orders.id, id)))[0];

  /** Presses "Pay (complete)" on the test checkout page, posting its token as the form does. */
  const completeCheckout = (link: { path: string; token: string }) =>
    api.app.inject({
      method: 'POST',
      url: `${link.path}/complete`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ token: link.token }).toString(),
    });

  const confirmations = async () =>
    (
      await api.database.db
        .select({ n: count() })
        .from(outbox)
        .where(and(eq(outbox.kind, 'order_confirmation'), eq(outbox.to, 'customer@demo.test')))
    )[0]?.n ?? 0;

  it('decision 237: invoice and cash-on-delivery orders are due, not paid, and confirmed at once', async () => {
    for (const method of ['invoice', 'cod']) {
      const before = await confirmations();
      const placed = await order(method);
      expect(placed.payment_status).toBe('due');
      expect(await confirmations()).toBe(before + 1);
    }
  });

  it('decision 237: a card order is confirmed by e-mail when its payment completes, once', async () => {
    const before = await confirmations();
    const placed = await order('creditcard');
    expect(await confirmations()).toBe(before);
    const link = await pay(placed.id);
    const complete = await completeCheckout(link);
    expect(complete.statusCode).toBe(303);
    expect(await confirmations()).toBe(before + 1);
    // The same link again changes nothing and sends nothing.
    const again = await completeCheckout(link);
    expect(again.statusCode).toBeGreaterThanOrEqual(400);
    expect(await confirmations()).toBe(before + 1);
  });

  it('Contract: the order answer invents no checkout URL; the provider start answers it', async () => {
    const placed = await order('creditcard');
    expect(placed.payment_status).toBe('pending');
    expect(placed).not.toHaveProperty('payment_url');
    const detail = await api.app.inject({
      method: 'GET',
      url: `/api/admin/order/${placed.id}`,
      headers: { authorization: customer },
    });
    expect(detail.json()).not.toHaveProperty('payment_url');
    const [row] = await api.database.db
      .select()
      .from(payments)
      .where(eq(payments.orderId, placed.id));
    expect(row).toBeUndefined(); // no payment until the provider starts one
    const { url } = await pay(placed.id);
    expect(url.origin).toBe('http://shop.test');
  });

  it('a card order is pending until the test checkout completes it with the link token', async () => {
    const placed = await order('creditcard');
    expect(placed.payment_status).toBe('pending');
    const link = await pay(placed.id);
    const page = await api.app.inject({ method: 'GET', url: link.page });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Test checkout');
    expect(page.body).toContain(`name="token" value="${link.token}"`);
    // The page's form posts the token as a urlencoded field, as the browser does.
    const complete = await api.app.inject({
      method: 'POST',
      url: `${link.path}/complete`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ token: link.token }).toString(),
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

  it('issue 10 item 1: complete or cancel without a valid token is refused and marks nothing', async () => {
    const placed = await order('creditcard');
    const link = await pay(placed.id);
    const other = await pay((await order('creditcard')).id);
    const [, signature] = link.token.split('.');
    const [otherPayload] = other.token.split('.');
    const attempts: { name: string; payload?: unknown; status: number; code?: string }[] = [
      { name: 'no body', status: 400, code: 'invalid_request' },
      { name: 'empty token', payload: { token: '' }, status: 400, code: 'invalid_request' },
      {
        name: 'garbage',
        payload: { token: 'abc.def' },
        status: 403,
        code: 'payment_token_invalid',
      },
      // Another payment's valid token names another reference.
      {
        name: 'foreign',
        payload: { token: other.token },
        status: 403,
        code: 'payment_token_invalid',
      },
      // Another payment's claims under this token's signature.
      {
        name: 'spliced',
        payload: { token: `${otherPayload}.${signature}` },
        status: 403,
        code: 'payment_token_invalid',
      },
    ];
    for (const outcome of ['complete', 'cancel']) {
      for (const attempt of attempts) {
        const response = await api.app.inject({
          method: 'POST',
          url: `${link.path}/${outcome}`,
          ...(attempt.payload === undefined ? {} : { payload: attempt.payload as object }),
        });
        expect(response.statusCode, `${outcome} ${attempt.name}`).toBe(attempt.status);
        expect(response.json(), `${outcome} ${attempt.name}`).toMatchObject({
          success: false,
          code: attempt.code,
        });
      }
    }
    const page = await api.app.inject({ method: 'GET', url: link.path });
    expect(page.statusCode).toBe(400);
    expect(page.json()).toMatchObject({ success: false });
    expect((await orderRow(placed.id))?.paymentStatus).toBe('pending');
  });

  it('issue 10 item 1: a token acts once, expires, and is bound to the amount', async () => {
    const used = await order('creditcard');
    const usedLink = await pay(used.id);
    const first = await api.app.inject({
      method: 'POST',
      url: `${usedLink.path}/cancel`,
      payload: { token: usedLink.token },
    });
    expect(first.statusCode).toBe(303);
    // The same token cannot then complete the canceled payment, nor cancel it again.
    for (const outcome of ['complete', 'cancel']) {
      const again = await api.app.inject({
        method: 'POST',
        url: `${usedLink.path}/${outcome}`,
        payload: { token: usedLink.token },
      });
      expect(again.statusCode, outcome).toBe(409);
      expect(again.json()).toMatchObject({ code: 'payment_token_used' });
    }
    expect((await orderRow(used.id))?.paymentStatus).toBe('canceled');

    const late = await order('creditcard');
    const lateLink = await pay(late.id);
    api.clock.advance(31 * 60_000);
    try {
      const expired = await api.app.inject({
        method: 'POST',
        url: `${lateLink.path}/complete`,
        payload: { token: lateLink.token },
      });
      expect(expired.statusCode).toBe(403);
      expect(expired.json()).toMatchObject({ code: 'payment_token_expired' });
    } finally {
      api.clock.advance(-31 * 60_000);
    }
    expect((await orderRow(late.id))?.paymentStatus).toBe('pending');

    const changed = await order('creditcard');
    const changedLink = await pay(changed.id);
    await api.database.db
      .update(orders)
      .set({ totalCents: changed.total + 100 })
      .where(eq(orders.id, changed.id));
    const mismatch = await api.app.inject({
      method: 'POST',
      url: `${changedLink.path}/complete`,
      payload: { token: changedLink.token },
    });
    expect(mismatch.statusCode).toBe(403);
    expect((await orderRow(changed.id))?.paymentStatus).toBe('pending');
  });

  it('issue 10 item 1: the same token sent many times at once completes the payment once', async () => {
    const placed = await order('creditcard');
    const link = await pay(placed.id);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        api.app.inject({
          method: 'POST',
          url: `${link.path}/${index % 2 === 0 ? 'complete' : 'cancel'}`,
          payload: { token: link.token },
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([303, 409, 409, 409, 409, 409, 409, 409]);
    const [row] = await api.database.db
      .select({ status: payments.status })
      .from(payments)
      .where(eq(payments.reference, link.reference));
    expect(['completed', 'canceled']).toContain(row?.status);
    expect((await orderRow(placed.id))?.paymentStatus).toBe(row?.status);
  });

  it('a canceled payment is resumed on the same order, never a second one', async () => {
    const placed = await order('creditcard');
    const link = await pay(placed.id);
    const [{ n: before } = { n: 0 }] = await api.database.db.select({ n: count() }).from(orders);
    const cancel = await api.app.inject({
      method: 'POST',
      url: `${link.path}/cancel`,
      payload: { token: link.token },
    });
    const back = await api.app.inject({ method: 'GET', url: cancel.headers.location as string });
    expect(back.headers.location).toBe(`http://shop.test/payment-canceled?order=${placed.id}`);
    const resumed = await pay(placed.id, 'resume');
    expect(resumed.reference).not.toBe(link.reference);
    const done = await api.app.inject({
      method: 'POST',
      url: `${resumed.path}/complete`,
      payload: { token: resumed.token },
    });
    expect(done.statusCode).toBe(303);
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

  /** Posts a webhook body as the provider does: raw JSON text, signed at `at`. */
  const webhook = (
    body: unknown,
    at = api.clock.now(),
    secret = api.config.paymentWebhookSecret,
  ) => {
    const raw = JSON.stringify(body);
    return api.app.inject({
      method: 'POST',
      url: '/api/admin/payment/webhook',
      headers: { 'content-type': 'application/json', ...signWebhook(raw, secret, at) },
      payload: raw,
    });
  };
  const eventId = () => `evt_${randomUUID()}`;

  it('the webhook needs a valid signature and records the outcome', async () => {
    const placed = await order('creditcard');
    const { reference } = await pay(placed.id);
    const body = { id: eventId(), reference, status: 'completed' };
    const forged = await api.app.inject({
      method: 'POST',
      url: '/api/admin/payment/webhook',
      headers: { 'x-payment-signature': 'ab'.repeat(32), 'x-payment-timestamp': '1' },
      payload: body,
    });
    expect(forged.statusCode).toBe(401);
    const wrongKey = await webhook(body, api.clock.now(), 'not-the-webhook-secret-at-all');
    expect(wrongKey.statusCode).toBe(401);
    const signed = await webhook(body);
    expect(signed.statusCode).toBe(200);
    expect(signed.json()).toEqual({ order_id: placed.id, status: 'completed' });
  });

  it('issue 10 item 2: the webhook refuses stale timestamps and ignores a replayed event id', async () => {
    const placed = await order('creditcard');
    const { reference } = await pay(placed.id);
    const canceled = { id: eventId(), reference, status: 'canceled' };
    const stale = await webhook(canceled, new Date(api.clock.now().getTime() - 6 * 60_000));
    expect(stale.statusCode).toBe(401);
    expect(stale.json()).toMatchObject({ success: false, code: 'webhook_signature_invalid' });
    const future = await webhook(canceled, new Date(api.clock.now().getTime() + 6 * 60_000));
    expect(future.statusCode).toBe(401);
    expect((await orderRow(placed.id))?.paymentStatus).toBe('pending');

    const first = await webhook(canceled);
    expect(first.json()).toEqual({ order_id: placed.id, status: 'canceled' });
    expect(first.headers['idempotent-replayed']).toBe('false');
    // The customer pays after all; replaying the old "canceled" event must not undo or change it.
    const resumed = await pay(placed.id, 'resume');
    const paid = await webhook({
      id: eventId(),
      reference: resumed.reference,
      status: 'completed',
    });
    expect(paid.json()).toEqual({ order_id: placed.id, status: 'completed' });
    api.clock.advance(60_000);
    const replay = await webhook({ ...canceled, reference: resumed.reference });
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual({ order_id: placed.id, status: 'completed' });
    expect((await orderRow(placed.id))?.paymentStatus).toBe('completed');
  });

  it('decisions 252, 269: a late "completed" webhook cannot pay an order staff cancelled', async () => {
    const stockOf = async () =>
      (
        await api.database.db
          .select({ stock: products.stock })
          .from(products)
          .where(eq(products.partNo, 'BF-002'))
      )[0]?.stock;
    const placed = await order('creditcard');
    const { reference } = await pay(placed.id);
    const before = await stockOf();
    const staff = await api.login('staff@demo.test');
    const cancel = await api.app.inject({
      method: 'POST',
      url: `/api/admin/backoffice/orders/${placed.id}/cancel`,
      headers: { authorization: staff },
      payload: {},
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const returned = await stockOf();
    expect(returned).toBe((before ?? 0) + 1);

    const body = { id: eventId(), reference, status: 'completed' };
    const late = await webhook(body);
    expect(late.statusCode).toBe(200);
    // Decision 269: the payment is recorded (and refunded); the order is not paid by it.
    expect(late.json()).toEqual({ order_id: placed.id, status: 'completed' });
    // Sent again (providers repeat webhooks): still nothing changes.
    const again = await webhook({ ...body, id: eventId() });
    expect(again.json()).toEqual({ order_id: placed.id, status: 'completed' });
    const row = await orderRow(placed.id);
    expect(row?.status).toBe('cancelled');
    expect(row?.paymentStatus).toBe('canceled');
    expect(await stockOf()).toBe(returned);
  });

  it('issue 10 item 2: a deeply nested webhook body is a 4xx, not a stack overflow', async () => {
    const placed = await order('creditcard');
    const { reference } = await pay(placed.id);
    const depth = 20_000;
    const raw = `{"id":"${eventId()}","reference":"${reference}","status":"completed","x":${'['.repeat(depth)}${']'.repeat(depth)}}`;
    for (const headers of [
      { 'content-type': 'application/json' },
      {
        'content-type': 'application/json',
        ...signWebhook(raw, api.config.paymentWebhookSecret, api.clock.now()),
      },
    ]) {
      const response = await api.app.inject({
        method: 'POST',
        url: '/api/admin/payment/webhook',
        headers,
        payload: raw,
      });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.json()).toMatchObject({ success: false });
    }
    expect((await orderRow(placed.id))?.paymentStatus).toBe('pending');
  });

  it('the test provider names the bad webhook field after a valid signature, and records its id', async () => {
    const placed = await order('creditcard');
    const { reference } = await pay(placed.id);
    const bad = await webhook({ id: eventId(), reference, status: 'refunded' });
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

describe.each(testDatabaseKinds())(
  'issue 10 item 1: the test checkout in production on %s',
  (kind) => {
    const secrets = {
      NODE_ENV: 'production',
      ANONYMOUS_TOKEN_KEY: 'a-production-anonymous-key-0123456789',
      PAYMENT_WEBHOOK_SECRET: 'a-production-webhook-secret-0123456789',
    };

    it('is off by default: card payment is refused, the checkout routes do not exist, invoice and cod work', async () => {
      const api = await startTestApi(kind, { env: secrets });
      try {
        const customer = await api.login('customer@demo.test');
        const [placedCod] = await Promise.all(
          ['cod', 'invoice'].map(async (method) => {
            const response = await api.app.inject({
              method: 'POST',
              url: '/api/admin/order',
              headers: { authorization: customer, 'idempotency-key': randomUUID() },
              payload: {
                lines: [{ id: 'BF-002', quantity: 1 }],
                address_key: 'default',
                shipping_method: 'standard',
                payment_method: method,
                accepted_terms: true,
                accepted_sales_terms: true,
              },
            });
            expect(response.statusCode, method).toBe(201);
            return response.json<{ id: number }>();
          }),
        );
        const card = await api.app.inject({
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
        expect(card.statusCode).toBe(422);
        expect(card.json()).toMatchObject({ success: false, code: 'payment_method_unavailable' });
        const start = await api.app.inject({
          method: 'POST',
          url: '/api/admin/payment/start',
          headers: { authorization: customer },
          payload: { order_id: placedCod?.id },
        });
        expect(start.statusCode).toBe(422);
        expect(start.json()).toMatchObject({ code: 'payment_method_unavailable' });
        for (const url of [
          '/api/admin/payment/checkout/pay_abcdefghijkl/complete',
          '/api/admin/payment/checkout/pay_abcdefghijkl/cancel',
        ]) {
          const response = await api.app.inject({ method: 'POST', url, payload: { token: 'x' } });
          expect(response.statusCode, url).toBe(404);
          expect(response.json()).toMatchObject({ success: false });
        }
      } finally {
        await api.close();
      }
    });

    it('PAYMENT_TEST_CHECKOUT=1 turns it on, still only with the link token', async () => {
      const api = await startTestApi(kind, { env: { ...secrets, PAYMENT_TEST_CHECKOUT: '1' } });
      try {
        const customer = await api.login('customer@demo.test');
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
        expect(placed.statusCode).toBe(201);
        const { id } = placed.json<{ id: number }>();
        const started = await api.app.inject({
          method: 'POST',
          url: '/api/admin/payment/start',
          headers: { authorization: customer },
          payload: { order_id: id },
        });
        const url = new URL(started.json<{ payment_url: string }>().payment_url);
        const anonymous = await api.app.inject({ method: 'POST', url: `${url.pathname}/complete` });
        expect(anonymous.statusCode).toBe(400);
        const [row] = await api.database.db.select().from(orders).where(eq(orders.id, id));
        expect(row?.paymentStatus).toBe('pending');
        const paid = await api.app.inject({
          method: 'POST',
          url: `${url.pathname}/complete`,
          payload: { token: url.searchParams.get('token') },
        });
        expect(paid.statusCode).toBe(303);
      } finally {
        await api.close();
      }
    });
  },
);
