import { randomUUID } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi, testDatabaseKinds } from '../../../testing/harness.js';
import { products } from '../../catalogue/index.js';
import { organisations } from '../../identity/index.js';

// Issue 27 item 7, decision 268: a cancelled order owes nothing. The staff list said "Payment
// due" for a cancelled invoice order while its export said cancelled; list, detail, filters,
// exports and the shop's own order list now read one stored payment state.

const orderNr = (id: number) => String(id).padStart(8, '0');

describe.each(testDatabaseKinds())(
  'decision 268 a cancelled order’s payment state on %s',
  (kind) => {
    let api: TestApi;
    let staff = '';
    let customer = '';

    const call = (method: 'GET' | 'POST', url: string, authorization: string, payload?: unknown) =>
      api.app.inject({
        method,
        url,
        headers: {
          authorization,
          ...(url === '/api/admin/order' ? { 'idempotency-key': randomUUID() } : {}),
        },
        ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
      });

    async function place(paymentMethod: 'invoice' | 'cod' | 'creditcard') {
      const response = await call('POST', '/api/admin/order', customer, {
        lines: [{ id: 'BF-002', quantity: 1 }],
        address_key: 'default',
        shipping_method: 'standard',
        payment_method: paymentMethod,
        accepted_terms: true,
        accepted_sales_terms: true,
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json<{ id: number; payment_status: string }>();
    }

    async function cancel(id: number) {
      const response = await call('POST', `/api/admin/backoffice/orders/${id}/cancel`, staff, {});
      expect(response.statusCode, response.body).toBe(200);
    }

    async function listed(query: string) {
      const response = await call('GET', `/api/admin/backoffice/orders?${query}`, staff);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ items: { id: number; status: string; payment_status: string }[] }>()
        .items;
    }

    beforeAll(async () => {
      api = await startTestApi(kind);
      staff = await api.login('staff@demo.test');
      customer = await api.login('customer@demo.test');
      await api.database.db.update(organisations).set({ maxOrderCountYear: 100 });
      await api.database.db
        .update(products)
        .set({ maxPerYear: null })
        .where(eq(products.partNo, 'BF-002'));
    });
    afterAll(async () => {
      await api.close();
    });

    it('a cancelled invoice order is no longer "due" in the staff list, its detail and its filters', async () => {
      const placed = await place('invoice');
      expect(placed.payment_status).toBe('due');
      expect((await listed('payment_status=due')).map((order) => order.id)).toContain(placed.id);
      await cancel(placed.id);

      const row = (await listed('cust_no=100001')).find((order) => order.id === placed.id);
      expect(row).toMatchObject({ status: 'cancelled', payment_status: 'canceled' });
      const detail = await call('GET', `/api/admin/backoffice/orders/${placed.id}`, staff);
      expect(detail.json()).toMatchObject({ status: 'cancelled', payment_status: 'canceled' });
      // The history says what the cancel did to the payment.
      expect(detail.json().history.at(-1)).toMatchObject({
        action: 'cancel',
        before: { payment_status: 'due' },
        after: { status: 'cancelled', payment_status: 'canceled' },
      });
      expect((await listed('payment_status=due')).map((order) => order.id)).not.toContain(
        placed.id,
      );
      expect((await listed('payment_status=canceled')).map((order) => order.id)).toContain(
        placed.id,
      );
    });

    it('the list, the export and the shop say the same for cash-on-delivery and unpaid card orders', async () => {
      const cod = await place('cod');
      const card = await place('creditcard');
      expect(card.payment_status).toBe('pending');
      await cancel(cod.id);
      await cancel(card.id);
      const list = await listed('cust_no=100001&status=cancelled');
      const csv = await call(
        'GET',
        '/api/admin/backoffice/orders/export.csv?cust_no=100001',
        staff,
      );
      const rows: string[][] = parse(csv.rawPayload, { bom: true });
      const header = rows[0] ?? [];
      const mine = await call('GET', '/api/admin/order', customer);
      for (const id of [cod.id, card.id]) {
        const listedRow = list.find((order) => order.id === id);
        const exported = rows.find((cells) => cells[0] === orderNr(id)) ?? [];
        expect(listedRow?.payment_status).toBe('canceled');
        expect(exported[header.indexOf('status')]).toBe('cancelled');
        expect(exported[header.indexOf('payment_status')]).toBe(listedRow?.payment_status);
        // The customer's own list agrees.
        const own = mine
          .json<{ items: { id: number; payment_status: string }[] }>()
          .items.find((order) => order.id === id);
        expect(own?.payment_status).toBe('canceled');
      }
    });
  },
);
