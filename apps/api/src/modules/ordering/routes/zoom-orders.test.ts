import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../../platform/mail/schema.js';
import { zoomBody } from '../../../testing/fixtures.js';
import { startTestApi, type TestApi, testDatabaseKinds } from '../../../testing/harness.js';
import { products } from '../../catalogue/index.js';
import { zoomOrders } from '../schema.js';

describe.each(testDatabaseKinds())('SPEC 1 Zoom! Delivered orders on %s', (kind) => {
  let api: TestApi;
  let customer: string;
  beforeAll(async () => {
    api = await startTestApi(kind);
    customer = await api.login('customer@demo.test');
  });
  afterAll(async () => {
    await api.close();
  });

  const send = (auth: string, body: unknown, key = randomUUID()) =>
    api.app.inject({
      method: 'POST',
      url: '/api/admin/zoom-order',
      headers: { authorization: auth, 'idempotency-key': key },
      payload: body as Record<string, unknown>,
    });

  it('records an order for a patient once per idempotency key and lists it', async () => {
    const key = randomUUID();
    const first = await send(customer, zoomBody, key);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ status: 'in_process', patient_scan_id: 'SCAN-42' });
    const retry = await send(customer, zoomBody, key);
    expect(retry.statusCode).toBe(201);
    expect(retry.body).toBe(first.body);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBe('false');
    const [{ n } = { n: 0 }] = await api.database.db.select({ n: count() }).from(zoomOrders);
    expect(n).toBe(1);
    const list = await api.app.inject({
      method: 'GET',
      url: '/api/admin/zoom-order?page=1&rows_per_page=10',
      headers: { authorization: customer },
    });
    expect(list.json()).toMatchObject({ total: 1, page: 1 });
  });

  it('SPEC 5 Zoom! Delivered: every consent must be ticked', async () => {
    const response = await send(customer, { ...zoomBody, informed_consent_patient: false });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty('informed_consent_patient');
  });

  it('refuses a pending licence and a product not orderable online', async () => {
    const pending = await api.login('pending@demo.test');
    expect((await send(pending, zoomBody)).statusCode).toBe(403);
    const offline = await send(customer, {
      ...zoomBody,
      products: [{ id: 'SO-005', quantity: 1 }],
    });
    expect(offline.statusCode).toBe(422);
  });

  const storedOrders = async () => {
    const [{ n } = { n: 0 }] = await api.database.db.select({ n: count() }).from(zoomOrders);
    return n;
  };
  const stockOf = async (partNo: string) => {
    const [row] = await api.database.db
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.partNo, partNo));
    return row?.stock;
  };
  const mailsTo = async (to: string) =>
    api.database.db.select().from(outbox).where(eq(outbox.to, to));

  it('answers the delivery reference and mails the practice and the patient once', async () => {
    const patient = `patient-${randomUUID()}@example.test`;
    const key = randomUUID();
    const first = await send(customer, { ...zoomBody, email: patient }, key);
    expect(first.statusCode).toBe(201);
    const { id, reference } = first.json();
    expect(reference).toBe(`ZD-${String(id).padStart(6, '0')}`);
    await send(customer, { ...zoomBody, email: patient }, key);
    const toPatient = await mailsTo(patient);
    expect(toPatient).toHaveLength(1);
    expect(toPatient[0]?.subject).toContain(reference);
    expect(toPatient[0]?.kind).toBe('zoom_shipping_notice');
    const toPractice = (await mailsTo('customer@demo.test')).filter((mail) =>
      mail.subject.includes(reference),
    );
    expect(toPractice).toHaveLength(1);
    expect(toPractice[0]?.text).toContain('BF-002');
    expect(toPractice[0]?.kind).toBe('zoom_confirmation');
  });

  it('bad input: 400 naming each bad field, nothing stored, no stock taken', async () => {
    const before = await storedOrders();
    const stock = await stockOf('BF-002');
    const cases: [Record<string, unknown>, string][] = [
      [{ ...zoomBody, zip: '12' }, 'zip'],
      [{ ...zoomBody, email: 'not-an-email' }, 'email'],
      [{ ...zoomBody, first_name: '  ' }, 'first_name'],
      [{ ...zoomBody, products: [] }, 'products'],
      [{ ...zoomBody, products: [{ id: 'BF-002', quantity: 0 }] }, 'products.0.quantity'],
      [{ ...zoomBody, terms: false }, 'terms'],
      [{ ...zoomBody, confirm_correct: undefined }, 'confirm_correct'],
      [{ ...zoomBody, surprise: 'field' }, 'surprise'],
    ];
    for (const [body, field] of cases) {
      const response = await send(customer, body);
      expect(response.statusCode, field).toBe(400);
      expect(Object.keys(response.json().errors ?? {}), field).toContain(field);
    }
    expect(await storedOrders()).toBe(before);
    expect(await stockOf('BF-002')).toBe(stock);
  });

  it('a double submit with one key places one order, even when both arrive together', async () => {
    const before = await storedOrders();
    const key = randomUUID();
    const [a, b] = await Promise.all([
      send(customer, zoomBody, key),
      send(customer, zoomBody, key),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json().id).toBe(b.json().id);
    expect(await storedOrders()).toBe(before + 1);
  });

  it('the same key with a different body is a conflict and stores nothing', async () => {
    const key = randomUUID();
    expect((await send(customer, zoomBody, key)).statusCode).toBe(201);
    const before = await storedOrders();
    const changed = await send(customer, { ...zoomBody, city: 'Paris' }, key);
    expect(changed.statusCode).toBe(409);
    expect(await storedOrders()).toBe(before);
  });

  it('respects stock: takes it, refuses more than is left, and rolls back a refused order', async () => {
    const before = await storedOrders();
    expect(await stockOf('BO-002')).toBe(3);
    const tooMany = await send(customer, {
      ...zoomBody,
      products: [{ id: 'BO-002', quantity: 4 }],
    });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json()).toMatchObject({ code: 'insufficient_stock' });
    expect(tooMany.json().details.lines[0]).toMatchObject({ id: 'BO-002', orderable: 3 });
    // A refused line rolls back the lines before it too.
    const mixed = await send(customer, {
      ...zoomBody,
      products: [
        { id: 'BF-002', quantity: 1 },
        { id: 'BO-006', quantity: 1 },
      ],
    });
    expect(mixed.json()).toMatchObject({ code: 'out_of_stock' });
    expect(await storedOrders()).toBe(before);
    const bf002 = await stockOf('BF-002');
    const all = await send(customer, { ...zoomBody, products: [{ id: 'BO-002', quantity: 3 }] });
    expect(all.statusCode).toBe(201);
    expect(await stockOf('BO-002')).toBe(0);
    expect(await stockOf('BF-002')).toBe(bf002);
    const none = await send(customer, { ...zoomBody, products: [{ id: 'BO-002', quantity: 1 }] });
    expect(none.json()).toMatchObject({ code: 'out_of_stock' });
  });

  it('concurrent orders never oversell the last units', async () => {
    // SK-006 has no stock figure (default 99, never decremented); BF-001 has 40 and max 2 a time.
    const start = (await stockOf('BF-001')) ?? 0;
    const attempts = Math.floor(start / 2) + 3;
    const results = await Promise.all(
      Array.from({ length: attempts }, () =>
        send(customer, { ...zoomBody, products: [{ id: 'BF-001', quantity: 2 }] }),
      ),
    );
    const placed = results.filter((r) => r.statusCode === 201).length;
    expect(placed).toBe(Math.floor(start / 2));
    expect(await stockOf('BF-001')).toBe(start - placed * 2);
  });

  it('respects the per-order maximum of a product, counting repeated lines together', async () => {
    const over = await send(customer, {
      ...zoomBody,
      products: [
        { id: 'BF-002', quantity: 3 },
        { id: 'BF-002', quantity: 3 },
      ],
    });
    expect(over.statusCode).toBe(422);
    expect(over.json()).toMatchObject({ code: 'max_product_amount_reached' });
    expect(over.json().details.lines[0]).toMatchObject({ requested: 6, orderable: 5 });
  });

  it('lists only the deliveries of the caller’s own practice, newest first', async () => {
    const other = await api.login('limit@demo.test');
    const mine = await api.app.inject({
      method: 'GET',
      url: '/api/admin/zoom-order?page=1&rows_per_page=2',
      headers: { authorization: customer },
    });
    expect(mine.statusCode).toBe(200);
    const page = mine.json();
    expect(page.total).toBe(await storedOrders());
    expect(page.items).toHaveLength(2);
    expect(page.items[0].id).toBeGreaterThan(page.items[1].id);
    expect(page.items[0].reference).toMatch(/^ZD-\d{6}$/);
    const theirs = await api.app.inject({
      method: 'GET',
      url: '/api/admin/zoom-order?page=1&rows_per_page=10',
      headers: { authorization: other },
    });
    expect(theirs.json()).toMatchObject({ total: 0, items: [] });
    const sent = await send(other, zoomBody);
    expect(sent.statusCode).toBe(201);
    const after = await api.app.inject({
      method: 'GET',
      url: '/api/admin/zoom-order?page=1&rows_per_page=10',
      headers: { authorization: other },
    });
    expect(after.json().items.map((item: { id: number }) => item.id)).toEqual([sent.json().id]);
    const anonymous = await api.app.inject({
      method: 'GET',
      url: '/api/admin/zoom-order?page=1&rows_per_page=10',
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
