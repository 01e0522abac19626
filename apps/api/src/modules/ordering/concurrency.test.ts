import { randomUUID } from 'node:crypto';
import { count, eq, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi, testDatabaseKinds } from '../../testing/harness.js';
import { products } from '../catalogue/index.js';
import { organisations } from '../identity/index.js';
import { orderLines, orders } from './schema.js';

function orderBody(id: string) {
  return {
    lines: [{ id, quantity: 1 }],
    address_key: 'default',
    shipping_method: 'standard',
    payment_method: 'invoice',
    accepted_terms: true,
    accepted_sales_terms: true,
  };
}

describe.each(testDatabaseKinds())('ARCHITECTURE one order = one transaction, on %s', (kind) => {
  let api: TestApi;
  let customer: string;
  beforeAll(async () => {
    api = await startTestApi(kind);
    customer = await api.login('customer@demo.test');
  });
  afterAll(async () => {
    await api.close();
  });

  const placeOrder = (body: unknown, key = randomUUID()) =>
    api.app.inject({
      method: 'POST',
      url: '/api/admin/order',
      headers: { authorization: customer, 'idempotency-key': key },
      payload: body as Record<string, unknown>,
    });

  async function unitsOrdered(partNo: string) {
    const [row] = await api.database.db
      .select({ units: sum(orderLines.quantity).mapWith(Number) })
      .from(orderLines)
      .where(eq(orderLines.partNo, partNo));
    return row?.units ?? 0;
  }

  async function setProduct(partNo: string, values: Partial<typeof products.$inferInsert>) {
    await api.database.db.update(products).set(values).where(eq(products.partNo, partNo));
  }

  it('50 parallel orders against stock 10: exactly 10 succeed, stock ends at 0, no overselling', async () => {
    await api.database.db.update(organisations).set({ maxOrderCountYear: 1000 });
    await setProduct('SK-002', { stock: 10, maxPerOrder: null, maxPerYear: null });
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => placeOrder(orderBody('SK-002'))),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 422)).toHaveLength(40);
    const [row] = await api.database.db
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.partNo, 'SK-002'));
    expect(row?.stock).toBe(0);
    expect(await unitsOrdered('SK-002')).toBe(10);
  });

  it('parallel orders against a per-product yearly quota never exceed it', async () => {
    await api.database.db.update(organisations).set({ maxOrderCountYear: 1000 });
    await setProduct('SK-006', { stock: 500, maxPerOrder: null, maxPerYear: 5 });
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => placeOrder(orderBody('SK-006'))),
    );
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(5);
    expect(await unitsOrdered('SK-006')).toBe(5);
  });

  it("parallel orders against the organisation's yearly order count never exceed it", async () => {
    const [{ n: already } = { n: 0 }] = await api.database.db.select({ n: count() }).from(orders);
    // The demo customer's office has `already - 4` orders (the limit account's office holds 4).
    const mine = already - 4;
    await api.database.db.update(organisations).set({ maxOrderCountYear: mine + 3 });
    await setProduct('SK-001', { stock: 500, maxPerOrder: null, maxPerYear: null });
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => placeOrder(orderBody('SK-001'))),
    );
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(3);
    expect(
      responses.filter((r) => r.statusCode === 422 && r.json().code === 'max_orders_exceeded'),
    ).toHaveLength(17);
    await api.database.db.update(organisations).set({ maxOrderCountYear: 1000 });
  });

  it('parallel retries with one idempotency key create one order and all get its answer', async () => {
    await setProduct('SK-001', { stock: 500, maxPerOrder: null, maxPerYear: null });
    const key = randomUUID();
    const before = await unitsOrdered('SK-001');
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => placeOrder(orderBody('SK-001'), key)),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    // Every retry answers the first answer, byte for byte; exactly one request did the work.
    expect(new Set(responses.map((r) => r.body)).size).toBe(1);
    expect(responses.filter((r) => r.headers['idempotent-replayed'] === 'false')).toHaveLength(1);
    expect(responses.filter((r) => r.headers['idempotent-replayed'] === 'true')).toHaveLength(19);
    expect(await unitsOrdered('SK-001')).toBe(before + 1);
  });

  it('parallel requests reusing one key with different bodies: one order, the others refused', async () => {
    await setProduct('SK-001', { stock: 500, maxPerOrder: null, maxPerYear: null });
    const key = randomUUID();
    const before = await unitsOrdered('SK-001');
    const bodies = Array.from({ length: 10 }, (_, i) => ({
      ...orderBody('SK-001'),
      lines: [{ id: 'SK-001', quantity: i + 1 }],
    }));
    const responses = await Promise.all(bodies.map((body) => placeOrder(body, key)));
    const created = responses.filter((r) => r.statusCode === 201);
    expect(created).toHaveLength(1);
    const refused = responses.filter((r) => r.statusCode === 409);
    expect(refused).toHaveLength(9);
    for (const response of refused) {
      expect(response.json()).toMatchObject({ code: 'idempotency_key_reused' });
    }
    const quantity = created[0]?.json().lines[0].quantity;
    expect(await unitsOrdered('SK-001')).toBe(before + quantity);
  });
});
