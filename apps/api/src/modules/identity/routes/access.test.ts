import { randomUUID } from 'node:crypto';
import { signAnonymousPayload } from '@careshop/anonymous-token';
import { count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../../platform/mail/schema.js';
import { addAccount, zoomBody } from '../../../testing/fixtures.js';
import { startTestApi, type TestApi, testDatabaseKinds } from '../../../testing/harness.js';
import { zoomOrders } from '../../ordering/index.js';
import { offices, organisations, users } from '../schema.js';

const anonymousKey = 'test-anonymous-key-access-0123456789';
const password = 'Kx7-plum-harbour';

const orderBody = {
  lines: [{ id: 'BF-002', quantity: 1 }],
  address_key: 'default',
  shipping_method: 'standard',
  payment_method: 'invoice',
  accepted_terms: true,
  accepted_sales_terms: true,
};

describe.each(testDatabaseKinds())('issue 10 access control on %s', (kind) => {
  let api: TestApi;
  let staff: string;
  let rep: string;
  let customer: string;

  beforeAll(async () => {
    api = await startTestApi(kind, { env: { ANONYMOUS_TOKEN_KEY: anonymousKey } });
    staff = await api.login('staff@demo.test');
    rep = await api.login('rep@demo.test');
    customer = await api.login('customer@demo.test');
  });
  afterAll(async () => {
    await api.close();
  });

  async function call(
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    auth?: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) {
    return api.app.inject({
      method,
      url,
      headers: { ...(auth ? { authorization: auth } : {}), ...headers },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  }

  async function register(body: Record<string, unknown>, host = 'localhost') {
    const token = await signAnonymousPayload(body, anonymousKey, api.clock.now());
    return api.app.inject({
      method: 'POST',
      url: '/api/admin/user?send_mail=1',
      headers: { authorization: `Bearer ${token}`, host },
      payload: body,
    });
  }

  function registration(email: string, custNo: string, extra: Record<string, unknown> = {}) {
    return {
      cust_no: custNo,
      email,
      password,
      firstName: 'Mallory',
      lastName: 'Claimant',
      company_name: 'Mallory Care',
      city: 'Nowhere',
      terms: true,
      ...extra,
    };
  }

  async function userId(email: string) {
    const [row] = await api.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, email));
    if (!row) throw new Error(`${email} missing`);
    return row.id;
  }

  describe('item 3: an account awaiting approval sees nothing of an office', () => {
    const email = 'mallory@example.test';
    let mallory: string;
    let officeOrderId: number;

    beforeAll(async () => {
      // The customer's office has an order the claimant must never see.
      const placed = await call('POST', '/api/admin/order', customer, orderBody, {
        'idempotency-key': randomUUID(),
      });
      expect(placed.statusCode).toBe(201);
      officeOrderId = placed.json<{ id: number }>().id;
      const registered = await register(registration(email, '100001'));
      expect(registered.statusCode).toBe(200);
      mallory = await api.login(email, password);
    });

    it('the login answer and /user/me show only what the account typed, no office order', async () => {
      for (const response of [
        await call('GET', '/api/admin/user/me', mallory),
        await call('POST', '/api/auth/login', undefined, { email, password }),
      ]) {
        expect(response.statusCode).toBe(200);
        const body = response.json();
        expect(body).toMatchObject({
          license_valid: 'PENDING',
          cust_no: '100001',
          company_name: 'Mallory Care',
          city: 'Nowhere',
          orders: [],
        });
        expect(response.body).not.toContain('Dupont');
        expect(response.body).not.toContain('rue des Lilas');
        expect(response.body).not.toContain('69003');
      }
    });

    it("answers 403 to every call on the office's orders, carts, payments and Zoom! orders", async () => {
      const attempts = [
        await call('GET', '/api/admin/order?page=1&rows_per_page=10', mallory),
        await call('GET', `/api/admin/order/${officeOrderId}`, mallory),
        await call('GET', '/api/admin/zoom-order?page=1&rows_per_page=10', mallory),
        await call('POST', '/api/admin/cart/check', mallory, { lines: orderBody.lines }),
        await call('POST', '/api/admin/coupon/check', mallory, {
          code: 'WELCOME10',
          lines: orderBody.lines,
        }),
        await call('POST', '/api/admin/payment/start', mallory, { order_id: officeOrderId }),
        await call('POST', '/api/admin/order', mallory, orderBody, {
          'idempotency-key': randomUUID(),
        }),
        await call('POST', '/api/admin/zoom-order', mallory, zoomBody, {
          'idempotency-key': randomUUID(),
        }),
      ];
      for (const response of attempts) {
        expect(response.statusCode, response.body).toBe(403);
        expect(response.json()).toMatchObject({ code: 'license_not_approved' });
        expect(response.body).not.toContain('Dupont');
      }
    });

    it("the reset form's prefill shows only what the account typed", async () => {
      await call('POST', '/api/auth/forgot', undefined, { email });
      const [mail] = await api.database.db
        .select()
        .from(outbox)
        .where(eq(outbox.to, email))
        .orderBy(desc(outbox.id))
        .limit(1);
      const token = decodeURIComponent(/token=([^\s]+)/.exec(mail?.text ?? '')?.[1] ?? '');
      const prefill = await call('POST', '/api/auth/prefill', undefined, { token });
      expect(prefill.statusCode).toBe(200);
      expect(prefill.json()).toMatchObject({ company_name: 'Mallory Care', city: 'Nowhere' });
      expect(prefill.body).not.toContain('Dupont');
      expect(prefill.body).not.toContain('Lyon');
    });

    it('registering never changes the office; staff see that approving joins an existing office', async () => {
      const [office] = await api.database.db
        .select()
        .from(offices)
        .where(eq(offices.custNo, '100001'));
      expect(office).toMatchObject({
        companyName: 'Cabinet Sage-Femme Dupont',
        city: 'Lyon',
      });
      const pending = await call('GET', '/api/admin/backoffice/accounts/pending', staff);
      const items = pending.json<{
        items: { email: string; joins_existing_office: boolean; registered_company: unknown }[];
      }>().items;
      expect(items.find((item) => item.email === email)).toMatchObject({
        joins_existing_office: true,
        registered_company: { company_name: 'Mallory Care', city: 'Nowhere' },
      });
      expect(items.find((item) => item.email === 'pending@demo.test')).toMatchObject({
        joins_existing_office: false,
      });
    });

    it('once staff approve it, the account is linked: it sees the office and its orders', async () => {
      const approved = await call(
        'POST',
        `/api/admin/backoffice/accounts/${await userId(email)}/approve`,
        staff,
      );
      expect(approved.statusCode).toBe(200);
      const me = await call('GET', '/api/admin/user/me', mallory);
      expect(me.json()).toMatchObject({ company_name: 'Cabinet Sage-Femme Dupont' });
      const order = await call('GET', `/api/admin/order/${officeOrderId}`, mallory);
      expect(order.statusCode).toBe(200);
    });
  });

  describe('item 5: a sales rep cannot act for an office whose licence is not approved', () => {
    it('refuses choosing, checking, ordering, sending and listing for 100002', async () => {
      const chosen = await call('POST', '/api/admin/set_order_on_behalf', rep, {
        cust_no: '100002',
      });
      expect(chosen.statusCode).toBe(403);
      expect(chosen.json()).toMatchObject({ code: 'license_not_approved' });
      const onBehalf = { 'x-order-on-behalf': '100002' };
      const attempts = [
        await call('POST', '/api/admin/cart/check', rep, { lines: orderBody.lines }, onBehalf),
        await call('POST', '/api/admin/order', rep, orderBody, {
          ...onBehalf,
          'idempotency-key': randomUUID(),
        }),
        await call('POST', '/api/admin/zoom-order', rep, zoomBody, {
          ...onBehalf,
          'idempotency-key': randomUUID(),
        }),
        await call('GET', '/api/admin/order?page=1&rows_per_page=5', rep, undefined, onBehalf),
      ];
      for (const response of attempts) {
        expect(response.statusCode, response.body).toBe(403);
        expect(response.json()).toMatchObject({ code: 'license_not_approved' });
      }
    });

    it('a rep orders for an approved office of the organisation', async () => {
      const placed = await call('POST', '/api/admin/order', rep, orderBody, {
        'x-order-on-behalf': '100004',
        'idempotency-key': randomUUID(),
      });
      expect(placed.statusCode).toBe(201);
    });
  });

  describe('item 6: back-office staff see and decide only their organisation', () => {
    let foreignStaff: string;
    const usEmail = 'us-midwife@example.test';

    beforeAll(async () => {
      await addAccount(api.database.db, {
        email: 'staff-us@example.test',
        custNo: '200001',
        role: 'staff',
      });
      foreignStaff = await api.login('staff-us@example.test');
      const registered = await register(registration(usEmail, '200777'), 'us.localhost');
      expect(registered.statusCode).toBe(200);
    });

    it("lists only the own organisation's pending accounts", async () => {
      const us = await call('GET', '/api/admin/backoffice/accounts/pending', foreignStaff);
      expect(us.json().items.map((item: { email: string }) => item.email)).toEqual([usEmail]);
      const eu = await call('GET', '/api/admin/backoffice/accounts/pending', staff);
      const euEmails = eu.json().items.map((item: { email: string }) => item.email);
      expect(euEmails).toContain('pending@demo.test');
      expect(euEmails).not.toContain(usEmail);
    });

    it("cannot approve or reject another organisation's account: 404, licence unchanged", async () => {
      const euPending = await userId('pending@demo.test');
      for (const decision of ['approve', 'reject']) {
        const response = await call(
          'POST',
          `/api/admin/backoffice/accounts/${euPending}/${decision}`,
          foreignStaff,
          // A rejection names its reason (decision 275), so the scope is what refuses it.
          decision === 'reject' ? { reason: 'Not ours' } : undefined,
        );
        expect(response.statusCode).toBe(404);
      }
      const usPending = await userId(usEmail);
      const fromEu = await call(
        'POST',
        `/api/admin/backoffice/accounts/${usPending}/approve`,
        staff,
      );
      expect(fromEu.statusCode).toBe(404);
      const statuses = await api.database.db
        .select({ email: users.email, status: users.licenseStatus })
        .from(users)
        .where(eq(users.licenseStatus, 'PENDING'));
      expect(statuses.map((row) => row.email)).toEqual(
        expect.arrayContaining(['pending@demo.test', usEmail]),
      );
      const fromUs = await call(
        'POST',
        `/api/admin/backoffice/accounts/${usPending}/approve`,
        foreignStaff,
      );
      expect(fromUs.statusCode).toBe(200);
    });
  });

  describe('item 7: one idempotency-key rule for shop and Zoom! orders', () => {
    async function zoom(auth: string, key: string, custNo?: string) {
      return call('POST', '/api/admin/zoom-order', auth, zoomBody, {
        'idempotency-key': key,
        ...(custNo ? { 'x-order-on-behalf': custNo } : {}),
      });
    }
    const storedZoomOrders = async () =>
      (await api.database.db.select({ n: count() }).from(zoomOrders))[0]?.n ?? 0;

    it('a Zoom! key reused for another office answers 409 and never replays the first office', async () => {
      const key = `zoom-${randomUUID()}`;
      const first = await zoom(rep, key, '100001');
      expect(first.statusCode).toBe(201);
      const before = await storedZoomOrders();
      const other = await zoom(rep, key, '100004');
      expect(other.statusCode).toBe(409);
      expect(other.json()).toMatchObject({ code: 'idempotency_key_reused' });
      expect(other.body).not.toContain(first.json().reference);
      expect(await storedZoomOrders()).toBe(before);
      const again = await zoom(rep, key, '100001');
      expect(again.statusCode).toBe(201);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.json()).toEqual(first.json());
    });

    it("another user's key of the same text is another key: never the first user's order", async () => {
      const key = `zoom-${randomUUID()}`;
      const byRep = await zoom(rep, key, '100001');
      const byCustomer = await zoom(customer, key);
      expect(byCustomer.statusCode).toBe(201);
      expect(byCustomer.headers['idempotent-replayed']).toBe('false');
      expect(byCustomer.json().id).not.toBe(byRep.json().id);
    });

    it('a shop key reused for another office answers 409 too', async () => {
      const key = `shop-${randomUUID()}`;
      const first = await call('POST', '/api/admin/order', rep, orderBody, {
        'idempotency-key': key,
        'x-order-on-behalf': '100001',
      });
      expect(first.statusCode).toBe(201);
      const other = await call('POST', '/api/admin/order', rep, orderBody, {
        'idempotency-key': key,
        'x-order-on-behalf': '100004',
      });
      expect(other.statusCode).toBe(409);
      expect(other.json()).toMatchObject({ code: 'idempotency_key_reused' });
    });
  });

  describe('item 8: authentication runs before validation', () => {
    it('anonymous callers of protected routes get 401 and no field-level feedback', async () => {
      const attempts = [
        await call('POST', '/api/admin/order', undefined, { lines: 'nope' }),
        await call('POST', '/api/admin/cart/check', undefined, { bogus: true }),
        await call('POST', '/api/admin/zoom-order', undefined, {}),
        await call('PUT', '/api/admin/user/me', undefined, { password: 1 }),
        await call('POST', '/api/admin/set_order_on_behalf', undefined, { cust_no: 'x' }),
        await call('PUT', '/api/admin/backoffice/maintenance', undefined, { x: 1 }),
        await call('POST', '/api/admin/payment/start', undefined, {}),
        await call('GET', '/api/admin/order/not-a-number', undefined),
        await call('GET', '/api/admin/order?page=zero', undefined),
        await call('POST', '/api/admin/user', undefined, { cust_no: 'x' }),
        await call('POST', '/api/admin/question', 'Bearer not.a.token', { email: 3 }),
        await call('POST', '/api/admin/webinar/registration', undefined, {}),
      ];
      for (const response of attempts) {
        expect(response.statusCode, response.body).toBe(401);
        const body = response.json();
        expect(body.success).toBe(false);
        expect(body.errors).toBeUndefined();
        expect(body.message).not.toMatch(/invalid (body|query|params)/i);
      }
    });

    it('a signed-in caller without the role gets 403 before any field is checked', async () => {
      const attempts = [
        await call('PUT', '/api/admin/backoffice/maintenance', customer, { x: 1 }),
        await call('POST', '/api/admin/backoffice/accounts/abc/maybe', rep),
        await call('POST', '/api/admin/set_order_on_behalf', customer, { cust_no: 'x' }),
        await call('POST', '/api/admin/order', staff, { lines: 'nope' }),
      ];
      for (const response of attempts) {
        expect(response.statusCode, response.body).toBe(403);
        expect(response.json().errors).toBeUndefined();
      }
    });

    it('an anonymous token for another body is refused before validation', async () => {
      const token = await signAnonymousPayload({ cust_no: '12' }, anonymousKey, api.clock.now());
      const response = await call('POST', '/api/admin/user', `Bearer ${token}`, {
        cust_no: 'not digits',
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'anonymous_token_body_mismatch' });
    });
  });

  describe('item 9: passwords, caching and the maintenance title', () => {
    it('changing the password requires the current password', async () => {
      const auth = await api.login('limit@demo.test');
      const response = await call('PUT', '/api/admin/user/me', auth, {
        password: 'Another-kx7-plum',
        repeat: 'Another-kx7-plum',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toHaveProperty('current_password');
      await api.login('limit@demo.test');
    });

    it('refuses one of the most common passwords on register, reset and change', async () => {
      const registered = await register(
        registration('common@example.test', '4321', { password: 'Password1' }),
      );
      expect(registered.statusCode).toBe(400);
      expect(registered.json().errors.password).toMatchObject({
        key: 'validation.password_common',
      });
      const auth = await api.login('limit@demo.test');
      const changed = await call('PUT', '/api/admin/user/me', auth, {
        current_password: 'Demo!2026',
        password: 'iloveyou',
        repeat: 'iloveyou',
      });
      expect(changed.statusCode).toBe(400);
      expect(changed.json().errors.password).toMatchObject({
        key: 'validation.password_common',
      });
    });

    it('answers Cache-Control: no-store on personal data, errors included', async () => {
      const responses = [
        await call('GET', '/api/admin/user/me', customer),
        await call('POST', '/api/auth/login', undefined, {
          email: 'customer@demo.test',
          password: 'Demo!2026',
        }),
        await call('GET', '/api/admin/order?page=1&rows_per_page=5', customer),
        await call('GET', '/api/admin/user/me'),
        await call('GET', '/api/admin/backoffice/accounts/pending', staff),
      ];
      for (const response of responses) {
        expect(response.headers['cache-control'], response.body).toBe('no-store');
      }
      // A public leaflet keeps its own caching.
      const leaflet = await call('GET', '/api/content/leaflets/BF-001.pdf');
      expect(leaflet.headers['cache-control']).toBe('public, max-age=300');
    });

    it('stores the maintenance title sanitised, like the message', async () => {
      try {
        const response = await call('PUT', '/api/admin/backoffice/maintenance', staff, {
          maintenance_mode: false,
          maintenance_title: '<script>alert(1)</script>Back <b onclick="x()">soon</b> & safe',
          maintenance_message: '<p>Later</p>',
        });
        expect(response.statusCode).toBe(200);
        expect(response.json().maintenance_title).toBe('Back soon & safe');
        const [org] = await api.database.db
          .select({ title: organisations.maintenanceTitle })
          .from(organisations)
          .where(eq(organisations.name, 'sample shop EU'));
        expect(org?.title).toBe('Back soon & safe');
        const config = await call('GET', '/api/admin/config_for_hostname/localhost');
        expect(config.json().maintenance_title).toBe('Back soon & safe');
      } finally {
        await call('PUT', '/api/admin/backoffice/maintenance', staff, {
          maintenance_mode: false,
          maintenance_title: null,
          maintenance_message: null,
        });
      }
    });
  });
});
