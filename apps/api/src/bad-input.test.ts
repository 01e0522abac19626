import { count, sum } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  idempotencyKeys,
  orders,
  outbox,
  passwordResets,
  payments,
  products,
  questions,
  users,
  zoomOrders,
} from './db/schema.js';
import { zoomBody } from './testing/fixtures.js';
import { startTestApi, type TestApi, testDatabaseKinds } from './testing/harness.js';

type Role = 'none' | 'customer' | 'rep' | 'staff';

interface Endpoint {
  method: 'POST' | 'PUT';
  url: string;
  role: Role;
  /** A valid body, mutated into invalid ones. */
  valid: Record<string, unknown>;
  headers?: Record<string, string>;
}

const endpoints: Endpoint[] = [
  {
    method: 'POST',
    url: '/api/auth/login',
    role: 'none',
    valid: { email: 'a@b.c', password: 'x' },
  },
  { method: 'POST', url: '/api/auth/forgot', role: 'none', valid: { email: 'a@b.c' } },
  { method: 'POST', url: '/api/auth/prefill', role: 'none', valid: { token: 'abc' } },
  {
    method: 'POST',
    url: '/api/auth/reset',
    role: 'none',
    valid: { token: 'abc', password: 'Longenough1', repeat: 'Longenough1' },
  },
  {
    method: 'POST',
    url: '/api/admin/user?send_mail=1',
    role: 'none',
    valid: { cust_no: '1234', email: 'n@b.c', password: 'Longenough1', terms: true },
  },
  {
    method: 'POST',
    url: '/api/admin/question',
    role: 'none',
    valid: {
      name: 'A',
      company: 'B',
      email: 'q@b.c',
      phone: '+33 1 23 45 67 89',
      question_type: 'order',
      contact_preference: 'email',
      message: 'Hello',
    },
  },
  {
    method: 'PUT',
    url: '/api/admin/user/me',
    role: 'customer',
    valid: { current_password: 'Demo!2026', password: 'Longenough1', repeat: 'Longenough1' },
  },
  {
    method: 'POST',
    url: '/api/admin/set_order_on_behalf',
    role: 'rep',
    valid: { cust_no: '100004' },
  },
  {
    method: 'POST',
    url: '/api/admin/cart/check',
    role: 'customer',
    valid: { lines: [{ id: 'BF-002', quantity: 1 }] },
  },
  {
    method: 'POST',
    url: '/api/admin/coupon/check',
    role: 'customer',
    valid: { code: 'WELCOME10', lines: [{ id: 'BF-002', quantity: 1 }] },
  },
  {
    method: 'POST',
    url: '/api/admin/order',
    role: 'customer',
    headers: { 'idempotency-key': 'property-test-key-1' },
    valid: {
      lines: [{ id: 'BF-002', quantity: 1 }],
      address_key: 'default',
      shipping_method: 'standard',
      payment_method: 'invoice',
      accepted_terms: true,
      accepted_sales_terms: true,
    },
  },
  {
    method: 'POST',
    url: '/api/admin/zoom-order',
    role: 'customer',
    headers: { 'idempotency-key': 'property-test-key-2' },
    valid: zoomBody,
  },
  { method: 'POST', url: '/api/admin/payment/start', role: 'customer', valid: { order_id: 1 } },
  { method: 'POST', url: '/api/admin/payment/resume', role: 'customer', valid: { order_id: 1 } },
  {
    method: 'POST',
    url: '/api/admin/payment/webhook',
    role: 'none',
    valid: { reference: 'pay_abcdefghijkl', status: 'completed' },
  },
];

/** A value of the wrong type for whatever a field expects, or an oversized one. */
const wrongValue = fc.oneof(
  fc.constant(null),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 2 }),
  fc.constant('x'.repeat(20_000)),
  fc.constant(''),
  fc.constant(-1),
  fc.constant(Number.MAX_SAFE_INTEGER),
);

/** Bodies that no endpoint accepts: non-objects, unknown fields, a field of the wrong type. */
function badBodies(valid: Record<string, unknown>): fc.Arbitrary<unknown> {
  const keys = Object.keys(valid);
  return fc.oneof(
    fc.oneof(
      fc.string(),
      fc.integer(),
      fc.constant(null),
      fc.array(fc.anything(), { maxLength: 3 }),
    ),
    fc
      .tuple(fc.string({ minLength: 1, maxLength: 12 }), fc.jsonValue())
      .map(([key, value]) => ({ ...valid, [`zz_${key}`]: value })),
    fc
      .tuple(fc.constantFrom(...keys), wrongValue)
      .filter(([key, value]) => typeof valid[key] !== typeof value || value === '' || value === -1)
      .map(([key, value]) => ({ ...valid, [key]: value })),
    fc.constantFrom(...keys).map((key) => {
      const { [key]: _dropped, ...rest } = valid;
      return rest;
    }),
  );
}

describe.each(testDatabaseKinds())(
  'issue 3 Bad input on %s: 4xx JSON naming the problem, never a 500, nothing changes',
  (kind) => {
    let api: TestApi;
    const auth: Record<Role, Record<string, string>> = {
      none: {},
      customer: {},
      rep: {},
      staff: {},
    };

    beforeAll(async () => {
      api = await startTestApi(kind);
      auth.customer = { authorization: await api.login('customer@demo.test') };
      auth.rep = { authorization: await api.login('rep@demo.test') };
      auth.staff = { authorization: await api.login('staff@demo.test') };
    });
    afterAll(async () => {
      await api.close();
    });

    async function fingerprint() {
      const db = api.database.db;
      const counts = await Promise.all(
        [
          orders,
          zoomOrders,
          users,
          outbox,
          questions,
          payments,
          idempotencyKeys,
          passwordResets,
        ].map(async (table) => (await db.select({ n: count() }).from(table))[0]?.n),
      );
      const [stock] = await db.select({ total: sum(products.stock) }).from(products);
      return JSON.stringify([counts, stock?.total]);
    }

    for (const endpoint of endpoints) {
      it(`${endpoint.method} ${endpoint.url}`, async () => {
        const before = await fingerprint();
        await fc.assert(
          fc.asyncProperty(badBodies(endpoint.valid), async (body) => {
            const response = await api.app.inject({
              method: endpoint.method,
              url: endpoint.url,
              headers: {
                'content-type': 'application/json',
                ...auth[endpoint.role],
                ...endpoint.headers,
              },
              payload: JSON.stringify(body),
            });
            expect(response.statusCode).toBeGreaterThanOrEqual(400);
            expect(response.statusCode).toBeLessThan(500);
            const answer = response.json<{ success: boolean; message: string }>();
            expect(answer.success).toBe(false);
            expect(answer.message.length).toBeGreaterThan(0);
          }),
          { numRuns: 40 },
        );
        expect(await fingerprint()).toBe(before);
      });
    }

    it('malformed JSON, a wrong content type and an oversized body are 4xx', async () => {
      const before = await fingerprint();
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...endpoints),
          fc.oneof(
            fc.string().map((text) => ({ type: 'application/json', payload: `{${text}` })),
            fc.string().map((text) => ({ type: 'text/plain', payload: text })),
            fc.constant({ type: 'application/json', payload: `{"a":"${'x'.repeat(70_000)}"}` }),
          ),
          async (endpoint, { type, payload }) => {
            const response = await api.app.inject({
              method: endpoint.method,
              url: endpoint.url,
              headers: { 'content-type': type, ...auth[endpoint.role], ...endpoint.headers },
              payload,
            });
            expect(response.statusCode).toBeGreaterThanOrEqual(400);
            expect(response.statusCode).toBeLessThan(500);
            expect(response.json().success).toBe(false);
          },
        ),
        { numRuns: 60 },
      );
      expect(await fingerprint()).toBe(before);
    });

    it('bad ids, bad headers, bad tokens and wrong methods are 4xx', async () => {
      const before = await fingerprint();
      await fc.assert(
        fc.asyncProperty(
          fc.string({ maxLength: 30 }),
          fc.constantFrom('DELETE', 'PATCH', 'PUT', 'GET', 'POST'),
          async (text, method) => {
            const id = encodeURIComponent(text);
            const requests = [
              { method: 'GET' as const, url: `/api/admin/order/${id}x`, headers: auth.customer },
              {
                method: 'GET' as const,
                url: `/api/admin/order?page=${id}x`,
                headers: auth.customer,
              },
              {
                method: 'POST' as const,
                url: `/api/admin/backoffice/accounts/${id}x/approve`,
                headers: auth.staff,
              },
              {
                method: 'GET' as const,
                url: '/api/admin/user/me',
                headers: { authorization: `Bearer ${text.replace(/\s/g, '_')}x||y` },
              },
              {
                method: 'POST' as const,
                url: '/api/admin/order',
                headers: { ...auth.customer, 'idempotency-key': `${text}\u0001` },
                payload: endpoints[10]?.valid,
              },
              {
                method: method as 'DELETE',
                url: '/api/admin/product/extra',
                headers: auth.customer,
              },
            ];
            for (const request of requests) {
              const response = await api.app.inject(request);
              expect(
                response.statusCode,
                `${request.method} ${request.url}`,
              ).toBeGreaterThanOrEqual(400);
              expect(response.statusCode).toBeLessThan(500);
              expect(response.json().success).toBe(false);
            }
          },
        ),
        { numRuns: 30 },
      );
      expect(await fingerprint()).toBe(before);
    });
  },
);
