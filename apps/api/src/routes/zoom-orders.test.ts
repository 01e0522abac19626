import { randomUUID } from 'node:crypto';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zoomOrders } from '../db/schema.js';
import { zoomBody } from '../testing/fixtures.js';
import { startTestApi, type TestApi, testDatabaseKinds } from '../testing/harness.js';

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
    expect(retry.json()).toMatchObject({ id: first.json().id, replayed: true });
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
});
