import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, users } from '../db/schema.js';
import { startTestApi, type TestApi, testDatabaseKinds } from '../testing/harness.js';

describe.each(testDatabaseKinds())('issue 3 back office (staff only) on %s', (kind) => {
  let api: TestApi;
  let staff: string;
  beforeAll(async () => {
    api = await startTestApi(kind);
    staff = await api.login('staff@demo.test');
  });
  afterAll(async () => {
    await api.close();
  });

  async function pendingId(email: string) {
    const [user] = await api.database.db.select().from(users).where(eq(users.email, email));
    if (!user) throw new Error(`${email} missing`);
    return user.id;
  }

  it('lists accounts awaiting approval', async () => {
    const response = await api.app.inject({
      method: 'GET',
      url: '/api/admin/backoffice/accounts/pending',
      headers: { authorization: staff },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().items.map((a: { email: string }) => a.email)).toEqual([
      'pending@demo.test',
    ]);
  });

  it('refuses customers and reps with 403', async () => {
    for (const email of ['customer@demo.test', 'rep@demo.test']) {
      const auth = await api.login(email);
      const response = await api.app.inject({
        method: 'GET',
        url: '/api/admin/backoffice/accounts/pending',
        headers: { authorization: auth },
      });
      expect(response.statusCode).toBe(403);
    }
  });

  it('approval e-mails the customer, who can then order (SPEC 1: e-mail sent once approved)', async () => {
    const id = await pendingId('pending@demo.test');
    const response = await api.app.inject({
      method: 'POST',
      url: `/api/admin/backoffice/accounts/${id}/approve`,
      headers: { authorization: staff },
    });
    expect(response.json()).toMatchObject({ success: true, data: { license_valid: 'APPROVED' } });
    const [mail] = await api.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, 'pending@demo.test'))
      .orderBy(desc(outbox.id))
      .limit(1);
    expect(mail?.kind).toBe('account_approved');
    const customer = await api.login('pending@demo.test');
    const order = await api.app.inject({
      method: 'POST',
      url: '/api/admin/order',
      headers: { authorization: customer, 'idempotency-key': randomUUID() },
      payload: {
        lines: [{ id: 'BF-002', quantity: 1 }],
        address_key: 'default',
        shipping_method: 'standard',
        payment_method: 'cod',
        accepted_terms: true,
        accepted_sales_terms: true,
      },
    });
    expect(order.statusCode).toBe(201);
  });

  it('rejection marks the licence REJECTED; unknown ids are 404, bad ids 400', async () => {
    const id = await pendingId('limit@demo.test');
    const rejected = await api.app.inject({
      method: 'POST',
      url: `/api/admin/backoffice/accounts/${id}/reject`,
      headers: { authorization: staff },
    });
    expect(rejected.statusCode).toBe(200);
    const [user] = await api.database.db.select().from(users).where(eq(users.id, id));
    expect(user?.licenseStatus).toBe('REJECTED');
    const unknown = await api.app.inject({
      method: 'POST',
      url: '/api/admin/backoffice/accounts/999999/approve',
      headers: { authorization: staff },
    });
    expect(unknown.statusCode).toBe(404);
    const bad = await api.app.inject({
      method: 'POST',
      url: '/api/admin/backoffice/accounts/abc/maybe',
      headers: { authorization: staff },
    });
    expect(bad.statusCode).toBe(400);
  });
});
