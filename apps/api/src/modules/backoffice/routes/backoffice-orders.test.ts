import { randomUUID } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { calculateIncludedVat } from '@careshop/cart-engine';
import { parse } from 'csv-parse/sync';
import { and, asc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAccount } from '../../../testing/fixtures.js';
import { startTestApi, type TestApi, testDatabaseKinds } from '../../../testing/harness.js';
import { products } from '../../catalogue/index.js';
import { offices, organisations, users } from '../../identity/index.js';
import { orders } from '../../ordering/index.js';
import { auditLog } from '../schema.js';

const base = '/api/admin/backoffice';

function orderBody(lines: { id: string; quantity: number }[]) {
  return {
    lines,
    address_key: 'default',
    shipping_method: 'standard',
    payment_method: 'invoice',
    accepted_terms: true,
    accepted_sales_terms: true,
  };
}

describe.each(testDatabaseKinds())(
  'issue 14 back office customers, offices and orders on %s',
  (kind) => {
    let api: TestApi;
    const auth = { staff: '', foreign: '', superAdmin: '', customer: '', rep: '', limit: '' };
    /** Orders placed in beforeAll: two by the customer (100001), one by the rep for 100004. */
    const placed = { customerA: 0, customerB: 0, onBehalf: 0 };
    let repId = 0;

    async function call(
      method: 'GET' | 'POST',
      url: string,
      authorization: string,
      payload?: unknown,
    ) {
      return api.app.inject({
        method,
        url,
        headers: { authorization },
        ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
      });
    }

    async function placeOrder(
      authorization: string,
      lines: { id: string; quantity: number }[],
      headers: Record<string, string> = {},
    ) {
      return api.app.inject({
        method: 'POST',
        url: '/api/admin/order',
        headers: { authorization, 'idempotency-key': randomUUID(), ...headers },
        payload: orderBody(lines),
      });
    }

    async function stockOf(partNo: string): Promise<number | null> {
      const [row] = await api.database.db
        .select({ stock: products.stock })
        .from(products)
        .where(eq(products.partNo, partNo));
      return row?.stock ?? null;
    }

    async function auditOf(entityId: number) {
      return api.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'order'), eq(auditLog.entityId, String(entityId))))
        .orderBy(asc(auditLog.id));
    }

    beforeAll(async () => {
      api = await startTestApi(kind);
      const db = api.database.db;
      await addAccount(db, { email: 'staff-us@example.test', custNo: '200001', role: 'staff' });
      const superId = await addAccount(db, {
        email: 'super@example.test',
        custNo: '100900',
        role: 'staff',
      });
      await db.update(users).set({ superAdmin: true }).where(eq(users.id, superId));
      auth.staff = await api.login('staff@demo.test');
      auth.foreign = await api.login('staff-us@example.test');
      auth.superAdmin = await api.login('super@example.test');
      auth.customer = await api.login('customer@demo.test');
      auth.rep = await api.login('rep@demo.test');
      auth.limit = await api.login('limit@demo.test');
      const [rep] = await db.select().from(users).where(eq(users.email, 'rep@demo.test'));
      repId = rep?.id ?? 0;

      const a = await placeOrder(auth.customer, [{ id: 'BF-002', quantity: 2 }]);
      const b = await placeOrder(auth.customer, [
        { id: 'BF-003', quantity: 1 },
        { id: 'BF-002', quantity: 1 },
      ]);
      const c = await placeOrder(auth.rep, [{ id: 'BF-002', quantity: 3 }], {
        'x-order-on-behalf': '100004',
      });
      for (const response of [a, b, c]) expect(response.statusCode, response.body).toBe(201);
      placed.customerA = a.json().id;
      placed.customerB = b.json().id;
      placed.onBehalf = c.json().id;
    });
    afterAll(async () => {
      await api.close();
    });

    describe('GET /backoffice/customers', () => {
      it('finds offices by customer number, company, account name and e-mail, with their accounts', async () => {
        const byNumber = await call('GET', `${base}/customers?q=10000`, auth.staff);
        expect(byNumber.statusCode).toBe(200);
        expect(byNumber.json()).toMatchObject({ page: 1, rows_per_page: 25, total: 4 });
        expect(byNumber.json().items.map((o: { cust_no: string }) => o.cust_no)).toEqual([
          '100001',
          '100002',
          '100003',
          '100004',
        ]);
        const byName = await call('GET', `${base}/customers?q=camille%20dupont`, auth.staff);
        expect(byName.json().items).toHaveLength(1);
        expect(byName.json().items[0]).toMatchObject({
          cust_no: '100001',
          company_name: 'Cabinet Sage-Femme Dupont',
        });
        // The demo office's administrator and its approver, buyer and viewer (issue 29).
        const accounts = byName.json().items[0].accounts as { email: string }[];
        expect(accounts.map((account) => account.email)).toEqual([
          'customer@demo.test',
          'approver@demo.test',
          'buyer@demo.test',
          'viewer@demo.test',
        ]);
        expect(accounts[0]).toMatchObject({ role: 'customer', license_valid: 'APPROVED' });
        const byEmail = await call('GET', `${base}/customers?q=SAINT-LUC@demo`, auth.staff);
        expect(byEmail.json().items.map((o: { cust_no: string }) => o.cust_no)).toEqual(['100004']);
        const byCompany = await call('GET', `${base}/customers?q=wieg`, auth.staff);
        expect(byCompany.json().items.map((o: { cust_no: string }) => o.cust_no)).toEqual([
          '100003',
        ]);
        // LIKE wildcards are taken literally.
        const wildcard = await call('GET', `${base}/customers?q=%25`, auth.staff);
        expect(wildcard.json()).toMatchObject({ items: [], total: 0 });
        const paged = await call('GET', `${base}/customers?rows_per_page=2&page=3`, auth.staff);
        expect(paged.json()).toMatchObject({ page: 3, rows_per_page: 2, total: 5 });
        expect(paged.json().items).toHaveLength(1);
      });

      it("never shows another organisation's offices; a super administrator sees every one", async () => {
        const foreign = await call('GET', `${base}/customers?q=100001`, auth.foreign);
        expect(foreign.json()).toMatchObject({ items: [], total: 0 });
        const own = await call('GET', `${base}/customers`, auth.foreign);
        expect(own.json().items.map((o: { cust_no: string }) => o.cust_no)).toEqual(['200001']);
        const all = await call('GET', `${base}/customers`, auth.superAdmin);
        expect(all.json().total).toBe(6);
      });

      it('refuses customers and reps with 403, bad paging with 400 naming the field', async () => {
        for (const who of [auth.customer, auth.rep]) {
          const refused = await call('GET', `${base}/customers?q=1`, who);
          expect(refused.statusCode).toBe(403);
          expect(refused.json().code).toBe('staff_only');
        }
        const bad = await call('GET', `${base}/customers?rows_per_page=0`, auth.staff);
        expect(bad.statusCode).toBe(400);
        expect(bad.json().errors).toHaveProperty('rows_per_page');
        const unknown = await call('GET', `${base}/customers?name=x`, auth.staff);
        expect(unknown.statusCode).toBe(400);
      });
    });

    describe('GET /backoffice/offices/:id', () => {
      async function officeId(custNo: string) {
        const [row] = await api.database.db
          .select({ id: offices.id })
          .from(offices)
          .where(eq(offices.custNo, custNo));
        return row?.id ?? 0;
      }

      it("answers the office, its accounts, orders and this year's usage as the shop counts it", async () => {
        const id = await officeId('100003');
        const response = await call('GET', `${base}/offices/${id}`, auth.staff);
        expect(response.statusCode).toBe(200);
        const office = response.json();
        expect(office).toMatchObject({
          id,
          cust_no: '100003',
          company_name: 'Verloskundigenpraktijk De Wieg',
          organisation_name: 'sample shop EU',
          year: 2026,
          orders_this_year: { used: 4, allowed: 4, remaining: 0 },
          product_quotas: [{ part_no: 'BF-002', used: 4, max_per_year: 10, remaining: 6 }],
          accounts: [{ email: 'limit@demo.test' }],
        });
        expect(office.orders).toHaveLength(4);
        // The shop's cart check reads the same numbers.
        const check = await api.app.inject({
          method: 'POST',
          url: '/api/admin/cart/check',
          headers: { authorization: auth.limit },
          payload: { lines: [{ id: 'BF-002', quantity: 1 }] },
        });
        expect(check.json()).toMatchObject({
          remaining_orders_this_year: 0,
          lines: [{ remaining_year_quota: 6 }],
        });
      });

      it('answers 404 for an office of another organisation or none, 403 to customers and reps', async () => {
        const id = await officeId('100001');
        expect((await call('GET', `${base}/offices/${id}`, auth.foreign)).statusCode).toBe(404);
        expect((await call('GET', `${base}/offices/999999`, auth.staff)).statusCode).toBe(404);
        expect((await call('GET', `${base}/offices/${id}`, auth.superAdmin)).statusCode).toBe(200);
        expect((await call('GET', `${base}/offices/${id}`, auth.customer)).statusCode).toBe(403);
        expect((await call('GET', `${base}/offices/${id}`, auth.rep)).statusCode).toBe(403);
        const bad = await call('GET', `${base}/offices/abc`, auth.staff);
        expect(bad.statusCode).toBe(400);
        expect(bad.json().errors).toHaveProperty('id');
      });
    });

    describe('GET /backoffice/orders', () => {
      it('lists the scope’s orders newest first with each filter', async () => {
        const all = await call('GET', `${base}/orders`, auth.staff);
        expect(all.statusCode).toBe(200);
        expect(all.json().total).toBe(7); // 4 seeded for 100003 and 3 placed here
        expect(all.json().items[0]).toMatchObject({
          id: placed.onBehalf,
          office: { cust_no: '100004' },
          placed_by: { email: 'rep@demo.test' },
          rep: { id: repId, email: 'rep@demo.test' },
          status: 'in_process',
          payment_status: 'due', // an invoice order is paid outside the shop (decision 237)
        });
        const ids = async (query: string) =>
          (await call('GET', `${base}/orders?${query}`, auth.staff))
            .json()
            .items.map((o: { id: number }) => o.id);
        expect(await ids(`rep=${repId}`)).toEqual([placed.onBehalf]);
        expect(await ids('cust_no=100001')).toEqual([placed.customerB, placed.customerA]);
        const [office] = await api.database.db
          .select({ id: offices.id })
          .from(offices)
          .where(eq(offices.custNo, '100001'));
        expect(await ids(`office=${office?.id}`)).toEqual([placed.customerB, placed.customerA]);
        expect(await ids('status=processed')).toHaveLength(4);
        expect(await ids('payment_status=pending')).toEqual([]);
        expect(await ids('payment_status=due')).toHaveLength(3);
        expect(await ids('from=2026-06-15&to=2026-06-15')).toHaveLength(3);
        expect(await ids('from=2026-01-02&to=2026-01-03')).toHaveLength(2);
        expect(await ids('to=2026-01-01')).toHaveLength(1);
        const page = await call('GET', `${base}/orders?rows_per_page=5&page=2`, auth.staff);
        expect(page.json()).toMatchObject({ page: 2, rows_per_page: 5, total: 7 });
        expect(page.json().items).toHaveLength(2);
      });

      it("shows another organisation's staff none of them", async () => {
        const foreign = await call('GET', `${base}/orders?cust_no=100001`, auth.foreign);
        expect(foreign.json()).toMatchObject({ items: [], total: 0 });
        expect((await call('GET', `${base}/orders`, auth.superAdmin)).json().total).toBe(7);
      });

      it('answers bad filters with 400 naming the field; customers and reps get 403', async () => {
        for (const [query, field] of [
          ['from=2026-06-16&to=2026-06-15', 'to'],
          ['from=15-06-2026', 'from'],
          ['status=shipped', 'status'],
          ['office=abc', 'office'],
          ['rep=0', 'rep'],
          ['payment_status=paid', 'payment_status'],
          ['page=0', 'page'],
        ] as const) {
          const response = await call('GET', `${base}/orders?${query}`, auth.staff);
          expect(response.statusCode, query).toBe(400);
          expect(response.json().code).toBe('invalid_request');
          expect(response.json().errors, query).toHaveProperty(field);
        }
        for (const who of [auth.customer, auth.rep]) {
          expect((await call('GET', `${base}/orders`, who)).statusCode).toBe(403);
        }
      });
    });

    describe('GET /backoffice/orders/:id', () => {
      it('answers lines, totals, office, placing user and the rep of an on-behalf order', async () => {
        const response = await call('GET', `${base}/orders/${placed.onBehalf}`, auth.staff);
        expect(response.statusCode).toBe(200);
        const order = response.json();
        expect(order).toMatchObject({
          id: placed.onBehalf,
          order_nr: String(placed.onBehalf).padStart(8, '0'),
          office: { cust_no: '100004', company_name: 'Maternité Saint-Luc' },
          placed_by: { id: repId },
          rep: { id: repId, email: 'rep@demo.test', name: 'Rémi Martin' },
          lines: [{ part_no: 'BF-002', quantity: 3 }],
          discount: 0,
          history: [],
          cancelled_at: null,
        });
        const line = order.lines[0];
        expect(line.line_total).toBe(line.price_in_cents * 3);
        expect(order.total).toBe(order.subtotal + order.shipping - order.discount);
        // Decision 233: the VAT the total includes, at France's 20 % (the office's country).
        expect(order.tax).toBe(
          calculateIncludedVat({ total: order.total, rateBasisPoints: 2000 }).vat,
        );
        const own = await call('GET', `${base}/orders/${placed.customerA}`, auth.staff);
        expect(own.json()).toMatchObject({ rep: null, placed_by: { email: 'customer@demo.test' } });
      });

      it('answers 404 to staff of another organisation, 403 to customers and reps, 400 for a bad id', async () => {
        const url = `${base}/orders/${placed.customerA}`;
        expect((await call('GET', url, auth.foreign)).statusCode).toBe(404);
        expect((await call('GET', `${base}/orders/999999`, auth.staff)).statusCode).toBe(404);
        expect((await call('GET', url, auth.customer)).statusCode).toBe(403);
        expect((await call('GET', url, auth.rep)).statusCode).toBe(403);
        const bad = await call('GET', `${base}/orders/1e3`, auth.staff);
        expect(bad.statusCode).toBe(400);
        expect(bad.json().errors).toHaveProperty('id');
      });
    });

    describe('POST /backoffice/orders/:id/status', () => {
      it('marks an order processed and back, each change audited', async () => {
        const url = `${base}/orders/${placed.customerA}/status`;
        const processed = await call('POST', url, auth.staff, { status: 'processed' });
        expect(processed.statusCode).toBe(200);
        expect(processed.json()).toMatchObject({ status: 'processed' });
        // The same status again changes and records nothing.
        await call('POST', url, auth.staff, { status: 'processed' });
        const back = await call('POST', url, auth.staff, { status: 'in_process' });
        expect(back.json()).toMatchObject({
          status: 'in_process',
          history: [
            { action: 'status', actor: 'staff@demo.test', after: { status: 'processed' } },
            { action: 'status', before: { status: 'processed' }, after: { status: 'in_process' } },
          ],
        });
        const audit = await auditOf(placed.customerA);
        expect(audit).toHaveLength(2);
        const [org] = await api.database.db
          .select({ id: organisations.id })
          .from(organisations)
          .where(eq(organisations.name, 'sample shop EU'));
        expect(audit[0]).toMatchObject({ organisationId: org?.id, entity: 'order' });
      });

      it('refuses bad input naming the field, other organisations with 404, customers with 403; nothing changes', async () => {
        const url = `${base}/orders/${placed.customerB}/status`;
        for (const body of [{ status: 'cancelled' }, { status: 'shipped' }, {}, { status: 1 }]) {
          const response = await call('POST', url, auth.staff, body);
          expect(response.statusCode).toBe(400);
          expect(response.json().errors).toHaveProperty('status');
        }
        const unknown = await call('POST', url, auth.staff, { status: 'processed', x: 1 });
        expect(unknown.statusCode).toBe(400);
        expect((await call('POST', url, auth.foreign, { status: 'processed' })).statusCode).toBe(
          404,
        );
        for (const who of [auth.customer, auth.rep]) {
          expect((await call('POST', url, who, { status: 'processed' })).statusCode).toBe(403);
        }
        const [row] = await api.database.db
          .select({ status: orders.status })
          .from(orders)
          .where(eq(orders.id, placed.customerB));
        expect(row?.status).toBe('in_process');
        expect(await auditOf(placed.customerB)).toHaveLength(0);
      });
    });

    describe('POST /backoffice/orders/:id/cancel', () => {
      it('gives the stock back once, audits it, and a second cancel is 409', async () => {
        const pads = await stockOf('BF-002');
        const wipes = await stockOf('BF-003');
        const url = `${base}/orders/${placed.customerB}/cancel`;
        expect((await call('POST', url, auth.foreign)).statusCode).toBe(404);
        expect((await call('POST', url, auth.customer)).statusCode).toBe(403);
        expect((await call('POST', url, auth.rep)).statusCode).toBe(403);
        const bad = await call('POST', url, auth.staff, { reason: 'x'.repeat(1001) });
        expect(bad.statusCode).toBe(400);
        expect(bad.json().errors).toHaveProperty('reason');
        expect(await stockOf('BF-002')).toBe(pads);

        const cancelled = await call('POST', url, auth.staff, { reason: 'Customer called' });
        expect(cancelled.statusCode, cancelled.body).toBe(200);
        expect(cancelled.json()).toMatchObject({
          status: 'cancelled',
          cancelled_at: '2026-06-15T10:00:00.000Z',
          history: [
            { action: 'cancel', after: { status: 'cancelled', reason: 'Customer called' } },
          ],
        });
        expect(await stockOf('BF-002')).toBe((pads ?? 0) + 1);
        expect(await stockOf('BF-003')).toBe((wipes ?? 0) + 1);
        const again = await call('POST', url, auth.staff);
        expect(again.statusCode).toBe(409);
        expect(again.json().code).toBe('order_cancelled');
        expect(await stockOf('BF-002')).toBe((pads ?? 0) + 1);
        const status = await call('POST', `${base}/orders/${placed.customerB}/status`, auth.staff, {
          status: 'processed',
        });
        expect(status.statusCode).toBe(409);
        const audit = await auditOf(placed.customerB);
        expect(audit).toHaveLength(1);
        expect(audit[0]?.after).toMatchObject({
          stock_returned: [
            { part_no: 'BF-002', quantity: 1 },
            { part_no: 'BF-003', quantity: 1 },
          ],
        });
        // The customer sees the order cancelled in "my orders".
        const mine = await call('GET', `/api/admin/order/${placed.customerB}`, auth.customer);
        expect(mine.json()).toMatchObject({ status: 'cancelled' });
      });

      it('two cancels racing give the stock back exactly once', async () => {
        const pads = await stockOf('BF-002');
        const url = `${base}/orders/${placed.onBehalf}/cancel`;
        const answers = await Promise.all([
          call('POST', url, auth.staff),
          call('POST', url, auth.superAdmin),
          call('POST', url, auth.staff),
        ]);
        const codes = answers.map((answer) => answer.statusCode).sort();
        expect(codes).toEqual([200, 409, 409]);
        expect(await stockOf('BF-002')).toBe((pads ?? 0) + 3);
        expect((await auditOf(placed.onBehalf)).filter((e) => e.action === 'cancel')).toHaveLength(
          1,
        );
      });

      it('gives the yearly order count and quota back: the shop takes a new order from an office at its limit', async () => {
        const refused = await placeOrder(auth.limit, [{ id: 'BF-002', quantity: 1 }]);
        expect(refused.statusCode).toBe(422);
        expect(refused.json().code).toBe('max_orders_exceeded');
        const [limitOffice] = await api.database.db
          .select({ id: offices.id })
          .from(offices)
          .where(eq(offices.custNo, '100003'));
        const [first] = await api.database.db
          .select({ id: orders.id })
          .from(orders)
          .where(eq(orders.officeId, limitOffice?.id ?? 0))
          .orderBy(asc(orders.id))
          .limit(1);
        const cancel = await call('POST', `${base}/orders/${first?.id}/cancel`, auth.staff);
        expect(cancel.statusCode).toBe(200);
        const office = await call('GET', `${base}/offices/${limitOffice?.id}`, auth.staff);
        expect(office.json()).toMatchObject({
          orders_this_year: { used: 3, allowed: 4, remaining: 1 },
          product_quotas: [{ part_no: 'BF-002', used: 3, remaining: 7 }],
        });
        const me = await call('GET', '/api/admin/user/me', auth.limit);
        expect(me.json().orders).toHaveLength(3);
        const accepted = await placeOrder(auth.limit, [{ id: 'BF-002', quantity: 1 }]);
        expect(accepted.statusCode, accepted.body).toBe(201);
        const full = await placeOrder(auth.limit, [{ id: 'BF-002', quantity: 1 }]);
        expect(full.json().code).toBe('max_orders_exceeded');
      });

      it('a cancelled order cannot be paid', async () => {
        const card = await api.app.inject({
          method: 'POST',
          url: '/api/admin/order',
          headers: { authorization: auth.customer, 'idempotency-key': randomUUID() },
          payload: { ...orderBody([{ id: 'BF-002', quantity: 1 }]), payment_method: 'creditcard' },
        });
        expect(card.statusCode, card.body).toBe(201);
        await call('POST', `${base}/orders/${card.json().id}/cancel`, auth.staff);
        const start = await call('POST', '/api/admin/payment/start', auth.customer, {
          order_id: card.json().id,
        });
        expect(start.statusCode).toBe(409);
        expect(start.json().code).toBe('order_cancelled');
      });
    });

    describe('GET /backoffice/orders/export.csv and export.xlsx', () => {
      it('streams the filtered list as CSV with a content-disposition', async () => {
        const response = await call('GET', `${base}/orders/export.csv?cust_no=100001`, auth.staff);
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
        expect(response.headers['content-disposition']).toBe(
          'attachment; filename="orders-2026-06-15.csv"',
        );
        const records: string[][] = parse(response.rawPayload, { bom: true });
        expect(records[0]).toEqual([
          'order_nr',
          'created',
          'status',
          'payment_status',
          'payment_method',
          'delivery_option',
          'cust_no',
          'company_name',
          'placed_by',
          'rep',
          'subtotal',
          'discount',
          'shipping',
          'tax',
          'total',
          'cancelled_at',
          'currency',
          'po_number',
          'note',
        ]);
        const rows = records.slice(1);
        expect(rows.map((row) => row[6])).toEqual(rows.map(() => '100001'));
        const a = rows.find((row) => row[0] === String(placed.customerA).padStart(8, '0'));
        const [order] = await api.database.db
          .select()
          .from(orders)
          .where(eq(orders.id, placed.customerA));
        expect(a).toEqual([
          String(placed.customerA).padStart(8, '0'),
          '2026-06-15T10:00:00.000Z',
          'in_process',
          'due',
          'invoice',
          'standard',
          '100001',
          'Cabinet Sage-Femme Dupont',
          'customer@demo.test',
          '',
          ((order?.subtotalCents ?? 0) / 100).toFixed(2),
          '0.00',
          ((order?.shippingCents ?? 0) / 100).toFixed(2),
          ((order?.taxCents ?? 0) / 100).toFixed(2),
          ((order?.totalCents ?? 0) / 100).toFixed(2),
          '',
          'EUR',
          '',
          '',
        ]);
        // Decision 233: a paid order to France includes 20 % VAT.
        expect(order?.taxCents).toBe(
          calculateIncludedVat({ total: order?.totalCents ?? 0, rateBasisPoints: 2000 }).vat,
        );
        const cancelled = rows.find((row) => row[0] === String(placed.customerB).padStart(8, '0'));
        expect(cancelled?.[2]).toBe('cancelled');
        expect(cancelled?.[15]).toBe('2026-06-15T10:00:00.000Z');
      });

      it('streams the same rows as XLSX', async () => {
        const csv = await call('GET', `${base}/orders/export.csv?status=processed`, auth.staff);
        const xlsx = await call('GET', `${base}/orders/export.xlsx?status=processed`, auth.staff);
        expect(xlsx.statusCode).toBe(200);
        expect(xlsx.headers['content-type']).toBe(
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        );
        expect(xlsx.headers['content-disposition']).toBe(
          'attachment; filename="orders-2026-06-15.xlsx"',
        );
        const workbook = new ExcelJS.Workbook();
        await workbook.xlsx.load((await buffer(xlsx.stream())) as unknown as ArrayBuffer);
        const sheet = workbook.getWorksheet('Orders');
        const values: unknown[][] = [];
        sheet?.eachRow((row) => {
          values.push((row.values as unknown[]).slice(1));
        });
        const csvRows: string[][] = parse(csv.rawPayload, { bom: true });
        expect(values).toHaveLength(csvRows.length);
        expect(values[0]).toEqual(csvRows[0]);
        for (const [index, row] of values.slice(1).entries()) {
          const expected = csvRows[index + 1] ?? [];
          expect(row[0]).toBe(expected[0]);
          expect((row[1] as Date).toISOString()).toBe(expected[1]);
          expect(row[2]).toBe('processed');
          expect(row[14]).toBe(Number(expected[14]));
        }
      });

      it('applies the scope and the filters; bad filters are 400; customers 403', async () => {
        const foreign = await call('GET', `${base}/orders/export.csv`, auth.foreign);
        expect(foreign.statusCode).toBe(200);
        expect(parse(foreign.rawPayload, { bom: true })).toHaveLength(1);
        const bad = await call(
          'GET',
          `${base}/orders/export.xlsx?from=2026-02-01&to=2026-01-01`,
          auth.staff,
        );
        expect(bad.statusCode).toBe(400);
        expect(bad.json().errors).toHaveProperty('to');
        const paged = await call('GET', `${base}/orders/export.csv?page=1`, auth.staff);
        expect(paged.statusCode).toBe(400);
        expect((await call('GET', `${base}/orders/export.csv`, auth.customer)).statusCode).toBe(
          403,
        );
        expect((await call('GET', `${base}/orders/export.xlsx`, auth.rep)).statusCode).toBe(403);
      });
    });
  },
);
