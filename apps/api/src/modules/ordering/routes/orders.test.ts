import { randomUUID } from 'node:crypto';
import { and, count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../../platform/mail/schema.js';
import { startTestApi, type TestApi, testDatabaseKinds } from '../../../testing/harness.js';
import { products } from '../../catalogue/index.js';
import { offices, organisations } from '../../identity/index.js';
import { orders } from '../schema.js';

const address = {
  name: 'Cabinet Dupont',
  address: '12 rue des Lilas',
  city: 'Lyon',
  postalcode: '69003',
  country: 'FR',
};

function orderBody(lines: { id: string; quantity: number }[], extra: Record<string, unknown> = {}) {
  return {
    lines,
    shipping_address: address,
    shipping_method: 'standard',
    payment_method: 'invoice',
    accepted_terms: true,
    accepted_sales_terms: true,
    ...extra,
  };
}

describe.each(testDatabaseKinds())('issue 3 order rules on %s', (kind) => {
  let api: TestApi;
  let customer: string;
  beforeAll(async () => {
    api = await startTestApi(kind);
    customer = await api.login('customer@demo.test');
    // This file places many orders for the demo customer; the yearly count is tested on its own.
    await setYearlyOrderLimit(100);
  });

  async function setYearlyOrderLimit(max: number) {
    await api.database.db.update(organisations).set({ maxOrderCountYear: max });
  }
  afterAll(async () => {
    await api.close();
  });

  const post = (
    url: string,
    auth: string,
    payload: unknown,
    headers: Record<string, string> = {},
  ) =>
    api.app.inject({
      method: 'POST',
      url,
      headers: { authorization: auth, ...headers },
      payload: payload as Record<string, unknown>,
    });
  const placeOrder = (auth: string, payload: unknown, key = randomUUID(), headers = {}) =>
    post('/api/admin/order', auth, payload, { 'idempotency-key': key, ...headers });

  async function stockOf(partNo: string) {
    const [row] = await api.database.db
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.partNo, partNo));
    return row?.stock;
  }

  describe('SPEC 4 Server refresh: POST /api/admin/cart/check', () => {
    it('answers server price, orderable quantity, status and quotas per line', async () => {
      const response = await post('/api/admin/cart/check', customer, {
        lines: [
          { id: 'BF-001', quantity: 1 },
          { id: 'BO-002', quantity: 5 },
          { id: 'BO-006', quantity: 1 },
          { id: 'NOPE-1', quantity: 1 },
          { id: 'SO-005', quantity: 1 },
        ],
      });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.max_order_value_cents).toBe(50_000);
      expect(body.remaining_orders_this_year).toBe(100);
      const byId = Object.fromEntries(body.lines.map((line: { id: string }) => [line.id, line]));
      expect(byId['BF-001']).toMatchObject({
        status: 'CAN_ORDER_ALL',
        quantity: 1,
        price_in_cents: 8900,
        remaining_year_quota: 4,
      });
      expect(byId['BO-002']).toMatchObject({ status: 'CAN_ORDER_PART', quantity: 3 });
      expect(byId['BO-006']).toMatchObject({ status: 'CANNOT_ORDER', quantity: 0 });
      expect(byId['NOPE-1']).toMatchObject({ status: 'CANNOT_ORDER', reason: 'unknown_product' });
      expect(byId['SO-005']).toMatchObject({
        status: 'CANNOT_ORDER',
        reason: 'not_available_online',
      });
    });

    it('shows no order left this year for the limit account', async () => {
      await setYearlyOrderLimit(4);
      try {
        const limit = await api.login('limit@demo.test');
        const response = await post('/api/admin/cart/check', limit, {
          lines: [{ id: 'BF-002', quantity: 1 }],
        });
        expect(response.json().remaining_orders_this_year).toBe(0);
      } finally {
        await setYearlyOrderLimit(100);
      }
    });
  });

  describe('SPEC 5 Coupon: POST /api/admin/coupon/check', () => {
    it('gives the discount of a valid code on eligible lines', async () => {
      const response = await post('/api/admin/coupon/check', customer, {
        code: 'WELCOME10',
        lines: [
          { id: 'BF-002', quantity: 2 },
          { id: 'PKG-001', quantity: 1 },
        ],
      });
      expect(response.statusCode).toBe(200);
      // 10 % of 2 x 24.50, the bundle excluded.
      expect(response.json()).toMatchObject({ code: 'WELCOME10', discount_cents: 490 });
    });

    it('is case sensitive and refuses inactive codes with "Invalid coupon code"', async () => {
      for (const code of ['welcome10', 'EXPIRED', 'NOSUCHCODE']) {
        const response = await post('/api/admin/coupon/check', customer, {
          code,
          lines: [{ id: 'BF-002', quantity: 1 }],
        });
        expect(response.statusCode).toBe(422);
        expect(response.json()).toMatchObject({ message: 'Invalid coupon code' });
      }
    });

    it('is not valid for bundles, promo or discounted items', async () => {
      for (const id of ['PKG-001', 'SK-003', 'SK-005']) {
        const response = await post('/api/admin/coupon/check', customer, {
          code: 'WELCOME10',
          lines: [{ id, quantity: 1 }],
        });
        expect(response.statusCode).toBe(422);
      }
    });
  });

  describe('issue 3 POST /api/admin/order', () => {
    it('places an order: 201, server totals, stock taken, confirmation e-mail', async () => {
      const before = await stockOf('BF-002');
      const response = await placeOrder(
        customer,
        orderBody(
          [
            { id: 'BF-002', quantity: 2 },
            { id: 'BF-003', quantity: 3 },
          ],
          { shipping_method: 'regular', coupon_code: 'SAVE5' },
        ),
      );
      expect(response.statusCode).toBe(201);
      const order = response.json();
      expect(order).toMatchObject({
        subtotal: 4900,
        shipping: 495,
        discount: 500,
        total: 4895,
        // Decision 233: the total includes VAT, France's 20 %: 48,95 − 48,95 ÷ 1,2 = 8,16.
        tax: 816,
        delivery_option: 'regular',
        status: 'in_process',
      });
      expect(response.headers['idempotent-replayed']).toBe('false');
      expect(order.lines).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ id: 'BF-002', quantity: 2, price_in_cents: 2450 }),
          expect.objectContaining({ id: 'BF-003', quantity: 3, price_in_cents: 0 }),
        ]),
      );
      expect(await stockOf('BF-002')).toBe((before ?? 0) - 2);
      const [mail] = await api.database.db
        .select()
        .from(outbox)
        .where(eq(outbox.kind, 'order_confirmation'))
        .orderBy(desc(outbox.id))
        .limit(1);
      expect(mail?.to).toBe('customer@demo.test');
      // The e-mail names the total and the VAT it includes, in the order's currency.
      expect(mail?.text).toMatch(/48[.,]95\s?€/);
      expect(mail?.text).toMatch(/8[.,]16\s?€/);
    });

    it('keeps the VAT its total includes at the delivery country’s rate (decision 233)', async () => {
      const lines = [{ id: 'BF-002', quantity: 1 }];
      const to = (country: string) =>
        orderBody(lines, {
          shipping_address: { ...address, country },
          shipping_method: 'overnight',
        });
      // 24,50 + 14,95 shipping = 39,45, the same in every country.
      const germany = await placeOrder(customer, to('DE'));
      expect(germany.statusCode).toBe(201);
      expect(germany.json()).toMatchObject({ total: 3945, tax: 630 }); // 39,45 − 39,45 ÷ 1,19
      const netherlands = await placeOrder(customer, to('NL'));
      expect(netherlands.json()).toMatchObject({ total: 3945, tax: 685 }); // 39,45 ÷ 1,21
      // No VAT outside the listed countries.
      const states = await placeOrder(customer, to('US'));
      expect(states.json()).toMatchObject({ total: 3945, tax: 0 });
      // What is stored is what was answered.
      const [stored] = await api.database.db
        .select({ tax: orders.taxCents })
        .from(orders)
        .where(eq(orders.id, Number(netherlands.json().id)));
      expect(stored?.tax).toBe(685);
    });

    it('requires an Idempotency-Key header', async () => {
      const response = await post(
        '/api/admin/order',
        customer,
        orderBody([{ id: 'BF-002', quantity: 1 }]),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/idempotency-key/i);
    });

    it('returns the first answer on a retry and refuses the key with another body', async () => {
      const key = randomUUID();
      // An invoice order: confirmed by e-mail when placed (a card order waits for its payment).
      const body = orderBody([{ id: 'BF-002', quantity: 1 }], { payment_method: 'invoice' });
      const mails = async () =>
        (
          await api.database.db
            .select({ n: count() })
            .from(outbox)
            .where(eq(outbox.kind, 'order_confirmation'))
        )[0]?.n ?? 0;
      const mailsBefore = await mails();
      const first = await placeOrder(customer, body, key);
      expect(first.statusCode).toBe(201);
      expect(first.headers['idempotent-replayed']).toBe('false');
      // The order moves on (paid, processed); a retry still answers what the first call answered.
      await api.database.db
        .update(orders)
        .set({ status: 'processed', paymentStatus: 'completed' })
        .where(eq(orders.id, first.json().id));
      const retry = await placeOrder(customer, body, key);
      expect(retry.statusCode).toBe(201);
      expect(retry.headers['idempotent-replayed']).toBe('true');
      expect(retry.body).toBe(first.body);
      expect(retry.json()).toMatchObject({ status: 'in_process', payment_status: 'due' });
      expect(await mails()).toBe(mailsBefore + 1);

      const other = await placeOrder(customer, orderBody([{ id: 'BF-002', quantity: 2 }]), key);
      expect(other.statusCode).toBe(409);
      expect(other.json()).toMatchObject({
        code: 'idempotency_key_reused',
        message: 'This Idempotency-Key was already used for a different request',
      });
      // Another user's key space is separate: the same key places their own order.
      const limit = await api.login('limit@demo.test');
      const theirs = await placeOrder(limit, body, key);
      expect(theirs.statusCode).toBe(201);
      expect(theirs.json().id).not.toBe(first.json().id);
    });

    it('a refused order leaves no trace: the key is free for the corrected cart', async () => {
      const key = randomUUID();
      const refused = await placeOrder(customer, orderBody([{ id: 'BF-003', quantity: 1 }]), key);
      expect(refused.statusCode).toBe(422);
      const corrected = await placeOrder(
        customer,
        orderBody([
          { id: 'BF-003', quantity: 1 },
          { id: 'BF-002', quantity: 1 },
        ]),
        key,
      );
      expect(corrected.statusCode).toBe(201);
      expect(corrected.headers['idempotent-replayed']).toBe('false');
    });

    it('refuses a licence that is not APPROVED', async () => {
      const pending = await api.login('pending@demo.test');
      const response = await placeOrder(pending, orderBody([{ id: 'BF-002', quantity: 1 }]));
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'license_not_approved' });
    });

    it("refuses once the organisation's yearly order count is reached (max-orders-exceeded)", async () => {
      await setYearlyOrderLimit(4);
      try {
        const limit = await api.login('limit@demo.test');
        const response = await placeOrder(limit, orderBody([{ id: 'BF-002', quantity: 1 }]));
        expect(response.statusCode).toBe(422);
        expect(response.json()).toMatchObject({ code: 'max_orders_exceeded' });
      } finally {
        await setYearlyOrderLimit(100);
      }
    });

    it('counts orders by calendar year of creation: next year the limit account orders again', async () => {
      const start = api.clock.now();
      await setYearlyOrderLimit(4);
      api.clock.set(`${start.getUTCFullYear() + 1}-01-02T09:00:00Z`);
      try {
        const limit = await api.login('limit@demo.test');
        const response = await placeOrder(limit, orderBody([{ id: 'BF-002', quantity: 1 }]));
        expect(response.statusCode).toBe(201);
      } finally {
        api.clock.set(start);
        await setYearlyOrderLimit(100);
      }
    });

    it('refuses free products without a paid one', async () => {
      const response = await placeOrder(customer, orderBody([{ id: 'BF-003', quantity: 1 }]));
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ code: 'free_products_only' });
    });

    it('refuses a cart above the cart value cap', async () => {
      const response = await placeOrder(
        customer,
        orderBody([
          { id: 'BF-001', quantity: 2 },
          { id: 'SK-001', quantity: 10 },
          { id: 'BO-001', quantity: 10 },
          { id: 'ST-002', quantity: 10 },
          { id: 'SO-001', quantity: 10 },
        ]),
      );
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ code: 'max_order_price_reached' });
    });

    it('refuses more than the per-order maximum of a product', async () => {
      const response = await placeOrder(customer, orderBody([{ id: 'BF-001', quantity: 3 }]));
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ code: 'max_product_amount_reached' });
    });

    it('refuses more than the per-year maximum of a product', async () => {
      // BF-001: at most 2 per order and 4 per year.
      expect(
        (await placeOrder(customer, orderBody([{ id: 'BF-001', quantity: 2 }]))).statusCode,
      ).toBe(201);
      expect(
        (await placeOrder(customer, orderBody([{ id: 'BF-001', quantity: 2 }]))).statusCode,
      ).toBe(201);
      const third = await placeOrder(customer, orderBody([{ id: 'BF-001', quantity: 1 }]));
      expect(third.statusCode).toBe(422);
      expect(third.json()).toMatchObject({ code: 'max_product_year_reached' });
    });

    it('refuses out-of-stock, unavailable and incomplete-bundle lines, changing nothing', async () => {
      const [{ n: before } = { n: 0 }] = await api.database.db.select({ n: count() }).from(orders);
      for (const id of ['BO-006', 'SO-005', 'ED-001', 'ST-001']) {
        const response = await placeOrder(
          customer,
          orderBody([
            { id: 'BF-002', quantity: 1 },
            { id, quantity: 1 },
          ]),
        );
        expect(response.statusCode).toBe(422);
      }
      await api.database.db
        .update(products)
        .set({ availability: 'not_online' })
        .where(eq(products.partNo, 'SK-004'));
      const bundle = await placeOrder(
        customer,
        orderBody([
          { id: 'BF-002', quantity: 1 },
          { id: 'PKG-003', quantity: 1 },
        ]),
      );
      expect(bundle.statusCode).toBe(422);
      expect(bundle.json()).toMatchObject({ code: 'incomplete_bundle' });
      const [{ n: after } = { n: 0 }] = await api.database.db.select({ n: count() }).from(orders);
      expect(after).toBe(before);
    });

    it('requires accepted terms (400 naming the field)', async () => {
      const response = await placeOrder(
        customer,
        orderBody([{ id: 'BF-002', quantity: 1 }], { accepted_terms: false }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toHaveProperty('accepted_terms');
    });

    it('maintenance mode blocks ordering but not the public calls', async () => {
      const [office] = await api.database.db
        .select()
        .from(offices)
        .where(eq(offices.custNo, '100001'));
      if (!office) throw new Error('seed missing');
      await api.database.db
        .update(organisations)
        .set({ maintenanceMode: true })
        .where(eq(organisations.id, office.organisationId));
      try {
        const response = await placeOrder(customer, orderBody([{ id: 'BF-002', quantity: 1 }]));
        expect(response.statusCode).toBe(503);
        expect(response.json()).toMatchObject({ code: 'maintenance_mode' });
        const config = await api.app.inject({
          method: 'GET',
          url: '/api/admin/config_for_hostname/localhost',
        });
        expect(config.statusCode).toBe(200);
        const forgot = await api.app.inject({
          method: 'POST',
          url: '/api/auth/forgot',
          payload: { email: 'customer@demo.test' },
        });
        expect(forgot.statusCode).toBe(200);
      } finally {
        await api.database.db
          .update(organisations)
          .set({ maintenanceMode: false })
          .where(eq(organisations.id, office.organisationId));
      }
    });
  });

  describe('issue 3 sales reps order only for an office of their organisation', () => {
    it('needs set_order_on_behalf first, then records the office and the rep', async () => {
      const rep = await api.login('rep@demo.test');
      const before = await placeOrder(rep, orderBody([{ id: 'BF-002', quantity: 1 }]));
      expect(before.statusCode).toBe(422);
      expect(before.json()).toMatchObject({ code: 'order_on_behalf_required' });

      await post('/api/admin/set_order_on_behalf', rep, { cust_no: '100004' });
      const placed = await placeOrder(rep, orderBody([{ id: 'BF-002', quantity: 1 }]));
      expect(placed.statusCode).toBe(201);
      const [row] = await api.database.db
        .select({ officeId: orders.officeId, repUserId: orders.repUserId, custNo: offices.custNo })
        .from(orders)
        .innerJoin(offices, eq(offices.id, orders.officeId))
        .where(eq(orders.id, placed.json().id));
      expect(row?.custNo).toBe('100004');
      expect(row?.repUserId).toBe(placed.json().placed_by_user_id);
    });

    it('honours the X-Order-On-Behalf header but never for a foreign office', async () => {
      const rep = await api.login('rep@demo.test');
      const own = await placeOrder(rep, orderBody([{ id: 'BF-002', quantity: 1 }]), randomUUID(), {
        'x-order-on-behalf': '100004',
      });
      expect(own.statusCode).toBe(201);
      const foreign = await placeOrder(
        rep,
        orderBody([{ id: 'BF-002', quantity: 1 }]),
        randomUUID(),
        {
          'x-order-on-behalf': '200001',
        },
      );
      expect(foreign.statusCode).toBe(404);
    });
  });

  describe('issue 3 my orders and order detail', () => {
    it('lists my office orders newest first with pagination', async () => {
      const response = await api.app.inject({
        method: 'GET',
        url: '/api/admin/order?page=1&rows_per_page=2',
        headers: { authorization: customer },
      });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.items).toHaveLength(2);
      expect(body.total).toBeGreaterThanOrEqual(3);
      expect(body).toMatchObject({ page: 1, rows_per_page: 2 });
      const far = await api.app.inject({
        method: 'GET',
        url: `/api/admin/order?page=${Number.MAX_SAFE_INTEGER}&rows_per_page=100`,
        headers: { authorization: customer },
      });
      expect(far.statusCode).toBe(200);
      expect(far.json()).toMatchObject({ items: [], total: body.total });
    });

    it("shows an order of my office and never another office's", async () => {
      const mine = await placeOrder(customer, orderBody([{ id: 'BF-002', quantity: 1 }]));
      const id = mine.json().id;
      const detail = await api.app.inject({
        method: 'GET',
        url: `/api/admin/order/${id}`,
        headers: { authorization: customer },
      });
      expect(detail.statusCode).toBe(200);
      expect(detail.json().id).toBe(id);
      const limit = await api.login('limit@demo.test');
      const other = await api.app.inject({
        method: 'GET',
        url: `/api/admin/order/${id}`,
        headers: { authorization: limit },
      });
      expect(other.statusCode).toBe(404);
      const [{ n } = { n: 0 }] = await api.database.db
        .select({ n: count() })
        .from(orders)
        .where(and(eq(orders.id, id)));
      expect(n).toBe(1);
    });

    it('answers 400 for a bad id', async () => {
      for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
        const response = await api.app.inject({
          method: 'GET',
          url: `/api/admin/order/${id}`,
          headers: { authorization: customer },
        });
        expect(response.statusCode).toBe(400);
      }
    });
  });
});
