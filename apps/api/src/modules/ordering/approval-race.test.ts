import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addOfficeMember } from '../../testing/fixtures.js';
import { startTestApi, type TestApi, testDatabaseKinds } from '../../testing/harness.js';
import { products } from '../catalogue/index.js';
import { offices, organisations } from '../identity/index.js';
import { approvalRequests, orders } from './schema.js';
import { ordersUsedInYear } from './yearly-usage.js';

// Issue 29, decision 330: approvals and member limits under races. Each race sends its requests
// at once; on PostgreSQL they really overlap (the pool has 20 connections), on PGlite they are
// serialised by its one connection. Either way the outcome must be the same.

const PRODUCT = 'SK-004';
const UNIT = 1000;

function orderBody(quantity: number) {
  return {
    lines: [{ id: PRODUCT, quantity }],
    address_key: 'default',
    shipping_method: 'standard',
    payment_method: 'invoice',
    accepted_terms: true,
    accepted_sales_terms: true,
  };
}

describe.each(testDatabaseKinds())('issue 29 approvals under races on %s', (kind) => {
  let api: TestApi;
  let approverA: string;
  let approverB: string;
  let officeId: number;
  let seq = 0;

  beforeAll(async () => {
    api = await startTestApi(kind);
    const db = api.database.db;
    await db.update(organisations).set({ maxOrderCountYear: 100_000 });
    await db
      .update(products)
      .set({ priceCents: UNIT, stock: null, maxPerOrder: null, maxPerYear: null })
      .where(eq(products.partNo, PRODUCT));
    const [office] = await db.select().from(offices).where(eq(offices.custNo, '100003'));
    officeId = office?.id ?? 0;
    for (const email of ['a@wieg.test', 'b@wieg.test']) {
      await addOfficeMember(db, { email, custNo: '100003', officeRole: 'approver' });
    }
    approverA = await api.login('a@wieg.test');
    approverB = await api.login('b@wieg.test');
  });
  afterAll(async () => {
    await api.close();
  });

  async function newMember(limit?: {
    limitCents: number | null;
    approvalThresholdCents: number | null;
  }) {
    seq += 1;
    const email = `race${seq}@wieg.test`;
    const id = await addOfficeMember(api.database.db, {
      email,
      custNo: '100003',
      officeRole: 'buyer',
      ...(limit ? { limit } : {}),
    });
    return { id, auth: await api.login(email) };
  }
  const order = (auth: string, quantity: number) =>
    api.app.inject({
      method: 'POST',
      url: '/api/admin/order',
      headers: { authorization: auth, 'idempotency-key': randomUUID() },
      payload: orderBody(quantity),
    });
  const approve = (auth: string, id: number) =>
    api.app.inject({
      method: 'POST',
      url: `/api/admin/approval-requests/${id}/approve`,
      headers: { authorization: auth },
    });
  async function pendingRequest(quantity: number) {
    const buyer = await newMember({ limitCents: null, approvalThresholdCents: 0 });
    const response = await order(buyer.auth, quantity);
    expect(response.statusCode).toBe(202);
    return { buyer, id: response.json().id as number };
  }
  async function ordersOf(userId: number) {
    const [row] = await api.database.db
      .select({ n: count() })
      .from(orders)
      .where(eq(orders.userId, userId));
    return row?.n ?? 0;
  }
  async function setProduct(values: Partial<typeof products.$inferInsert>) {
    await api.database.db.update(products).set(values).where(eq(products.partNo, PRODUCT));
    api.app.careshop.readCache.forget();
  }

  it('two approvers approving one request at once place one order; the other gets 409', async () => {
    for (let round = 0; round < 3; round++) {
      const { buyer, id } = await pendingRequest(2);
      const answers = await Promise.all([approve(approverA, id), approve(approverB, id)]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      const loser = answers.find((a) => a.statusCode === 409);
      expect(loser?.json()).toMatchObject({ code: 'request_decided' });
      expect(await ordersOf(buyer.id)).toBe(1);
      const [row] = await api.database.db
        .select()
        .from(approvalRequests)
        .where(eq(approvalRequests.id, id));
      expect(row?.status).toBe('approved');
    }
  });

  it("a member's orders racing at the end of their limit never exceed it", async () => {
    for (let round = 0; round < 3; round++) {
      // A limit of 10.00 and two orders of 6.00 at once: one is placed, the other waits.
      const buyer = await newMember({ limitCents: 10 * UNIT, approvalThresholdCents: null });
      const answers = await Promise.all([order(buyer.auth, 6), order(buyer.auth, 6)]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 202]);
      expect(answers.find((a) => a.statusCode === 202)?.json()).toMatchObject({
        reason: 'over_limit',
        spending: { spent_cents: 6 * UNIT, remaining_cents: 4 * UNIT },
      });
      expect(await ordersOf(buyer.id)).toBe(1);
    }
  });

  it('an approval racing an order for the last unit of stock: exactly one gets it', async () => {
    for (let round = 0; round < 3; round++) {
      await setProduct({ stock: null });
      const { buyer, id } = await pendingRequest(1);
      const rival = await newMember();
      await setProduct({ stock: 1 });
      const [approved, placed] = await Promise.all([approve(approverA, id), order(rival.auth, 1)]);
      const codes = [approved.statusCode, placed.statusCode];
      expect(codes.filter((c) => c === 200 || c === 201)).toHaveLength(1);
      expect(codes.filter((c) => c === 422)).toHaveLength(1);
      const [stock] = await api.database.db
        .select({ stock: products.stock })
        .from(products)
        .where(eq(products.partNo, PRODUCT));
      expect(stock?.stock).toBe(0);
      expect((await ordersOf(buyer.id)) + (await ordersOf(rival.id))).toBe(1);
      const [row] = await api.database.db
        .select({ status: approvalRequests.status })
        .from(approvalRequests)
        .where(eq(approvalRequests.id, id));
      // A refused approval leaves the request pending.
      expect(row?.status).toBe(approved.statusCode === 200 ? 'approved' : 'pending');
    }
    await setProduct({ stock: null });
  });

  it("an approval racing an order for the office's last yearly order: exactly one is placed", async () => {
    await setProduct({ stock: null });
    const year = api.clock.now().getUTCFullYear();
    for (let round = 0; round < 3; round++) {
      await api.database.db.update(organisations).set({ maxOrderCountYear: 100_000 });
      const { buyer, id } = await pendingRequest(1);
      const rival = await newMember();
      const used = await ordersUsedInYear(api.database.db, officeId, year);
      await api.database.db.update(organisations).set({ maxOrderCountYear: used + 1 });
      api.app.careshop.readCache.forget();
      const [approved, placed] = await Promise.all([approve(approverB, id), order(rival.auth, 1)]);
      const codes = [approved.statusCode, placed.statusCode];
      expect(codes.filter((c) => c === 200 || c === 201)).toHaveLength(1);
      const refused = approved.statusCode === 422 ? approved : placed;
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({ code: 'max_orders_exceeded' });
      expect(await ordersUsedInYear(api.database.db, officeId, year)).toBe(used + 1);
      expect((await ordersOf(buyer.id)) + (await ordersOf(rival.id))).toBe(1);
      const pending = await api.database.db
        .select({ n: count() })
        .from(approvalRequests)
        .where(and(eq(approvalRequests.id, id), eq(approvalRequests.status, 'pending')));
      expect(pending[0]?.n).toBe(approved.statusCode === 200 ? 0 : 1);
    }
    await api.database.db.update(organisations).set({ maxOrderCountYear: 100_000 });
  });
});
