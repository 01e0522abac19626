import { randomUUID } from 'node:crypto';
import { count, desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi, testDatabaseKinds } from '../../../testing/harness.js';
import { leafletPdf, products } from '../../catalogue/index.js';
import { offices, shopConfigs, users } from '../../identity/index.js';
import { auditLog } from '../schema.js';

/** What a write method is; every other method only reads. */
const writeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const backOffice = '/api/admin/backoffice/';

interface Probe {
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
  /** The audit row the call must leave. */
  entity: string;
  action: string;
}

/**
 * issue 27 item 16 (decision 218): every back-office write route writes exactly one audit row.
 * The routes come from the server's own route table, so a new write route without a probe here
 * fails the first test, and one without an audit row fails the second.
 */
describe.each(testDatabaseKinds())('issue 27 every back-office write is audited on %s', (kind) => {
  let api: TestApi;
  let staff: string;
  let staffId = 0;
  let customer: string;
  let productId = 0;
  let shopId = 0;
  let promoId = 0;
  const orderIds: number[] = [];

  beforeAll(async () => {
    api = await startTestApi(kind);
    const db = api.database.db;
    [staff, customer] = await Promise.all([
      api.login('staff@demo.test'),
      api.login('customer@demo.test'),
    ]);
    const [staffRow] = await db.select().from(users).where(eq(users.email, 'staff@demo.test'));
    staffId = staffRow?.id ?? 0;
    const [product] = await db.select().from(products).where(eq(products.partNo, 'BF-002'));
    productId = product?.id ?? 0;
    const [shop] = await db.select().from(shopConfigs).where(eq(shopConfigs.hostname, 'localhost'));
    shopId = shop?.id ?? 0;
    // Before the maintenance probe pauses ordering: an order to process and one to cancel.
    orderIds.push(await newOrderId(), await newOrderId());
  });
  afterAll(async () => {
    await api?.close();
  });

  function writeRoutes(): string[] {
    return api.app.accessTable
      .filter((entry) => writeMethods.has(entry.method) && entry.url.startsWith(backOffice))
      .map((entry) => `${entry.method} ${entry.url}`)
      .sort();
  }

  async function newOrderId(): Promise<number> {
    const response = await api.app.inject({
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
    if (response.statusCode !== 201) throw new Error(response.body);
    return response.json().id;
  }

  async function userId(email: string): Promise<number> {
    const [row] = await api.database.db.select().from(users).where(eq(users.email, email));
    if (!row) throw new Error(`${email} missing`);
    return row.id;
  }

  async function officeIdOf(custNo: string): Promise<number> {
    const [row] = await api.database.db.select().from(offices).where(eq(offices.custNo, custNo));
    if (!row) throw new Error(`${custNo} missing`);
    return row.id;
  }

  /** A request each write route accepts (2xx), by `METHOD /route` as Fastify registered it. */
  const probes: Record<string, () => Promise<Probe>> = {
    'POST /api/admin/backoffice/accounts/:id/:decision': async () => ({
      url: `${backOffice}accounts/${await userId('pending@demo.test')}/approve`,
      entity: 'account',
      action: 'approve',
    }),
    'PUT /api/admin/backoffice/maintenance': async () => ({
      url: `${backOffice}maintenance`,
      payload: { maintenance_mode: true, maintenance_title: 'Back soon' },
      entity: 'organisation',
      action: 'maintenance',
    }),
    'PUT /api/admin/backoffice/organisations/:id': async () => {
      const me = await api.app.inject({
        method: 'GET',
        url: `${backOffice}me`,
        headers: { authorization: staff },
      });
      return {
        url: `${backOffice}organisations/${me.json().organisation_id}`,
        payload: { max_order_count_year: 1000, max_order_amount: -1 },
        entity: 'organisation',
        action: 'update',
      };
    },
    'PATCH /api/admin/backoffice/products/:id': async () => ({
      url: `${backOffice}products/${productId}`,
      payload: { stock_delta: 1 },
      entity: 'product',
      action: 'stock_delta',
    }),
    'POST /api/admin/backoffice/coupons': async () => ({
      url: `${backOffice}coupons`,
      payload: { code: 'AUDIT27', percent_off: 5 },
      entity: 'coupon',
      action: 'create',
    }),
    'PATCH /api/admin/backoffice/coupons/:code': async () => ({
      url: `${backOffice}coupons/AUDIT27`,
      payload: { active: false },
      entity: 'coupon',
      action: 'update',
    }),
    'PUT /api/admin/backoffice/shop-configs/:id': async () => ({
      url: `${backOffice}shop-configs/${shopId}`,
      payload: { maintenance_mode: true },
      entity: 'shop_config',
      action: 'update',
    }),
    'PUT /api/admin/backoffice/products/:id/image': async () => ({
      url: `${backOffice}products/${productId}/image`,
      headers: { 'content-type': 'image/png' },
      payload: await sharp({ create: { width: 20, height: 10, channels: 3, background: '#888' } })
        .png()
        .toBuffer(),
      entity: 'product',
      action: 'image',
    }),
    'DELETE /api/admin/backoffice/products/:id/image': async () => ({
      url: `${backOffice}products/${productId}/image`,
      entity: 'product',
      action: 'image_delete',
    }),
    'PUT /api/admin/backoffice/products/:id/leaflet': async () => ({
      url: `${backOffice}products/${productId}/leaflet?file_name=audit.pdf`,
      headers: { 'content-type': 'application/pdf' },
      payload: leafletPdf({ title: 'Audit', lines: ['issue 27'] }),
      entity: 'product',
      action: 'leaflet',
    }),
    'DELETE /api/admin/backoffice/products/:id/leaflet': async () => ({
      url: `${backOffice}products/${productId}/leaflet`,
      entity: 'product',
      action: 'leaflet_delete',
    }),
    'POST /api/admin/backoffice/orders/:id/status': async () => ({
      url: `${backOffice}orders/${orderIds[0]}/status`,
      payload: { status: 'processed' },
      entity: 'order',
      action: 'status',
    }),
    'POST /api/admin/backoffice/orders/:id/cancel': async () => ({
      url: `${backOffice}orders/${orderIds[1]}/cancel`,
      payload: { reason: 'Ordered twice' },
      entity: 'order',
      action: 'cancel',
    }),
    // Company accounts (decision 330): staff change a member's role and limit.
    'PUT /api/admin/backoffice/offices/:id/members/:userId/role': async () => ({
      url: `${backOffice}offices/${await officeIdOf('100001')}/members/${await userId('viewer@demo.test')}/role`,
      payload: { role: 'approver' },
      entity: 'office_member',
      action: 'role',
    }),
    'PUT /api/admin/backoffice/offices/:id/members/:userId/limit': async () => ({
      url: `${backOffice}offices/${await officeIdOf('100001')}/members/${await userId('viewer@demo.test')}/limit`,
      payload: { limit_cents: 10_000, period: 'month', approval_threshold_cents: null },
      entity: 'office_member',
      action: 'limit',
    }),
    'PATCH /api/admin/backoffice/me': async () => ({
      url: `${backOffice}me`,
      payload: { language: 'de' },
      entity: 'user',
      action: 'update',
    }),
    'POST /api/admin/backoffice/shop-configs/:id/promos': async () => ({
      url: `${backOffice}shop-configs/${shopId}/promos`,
      payload: { translations: { en: { title: 'Audited promo' } } },
      entity: 'shop_promo',
      action: 'create',
    }),
    'PATCH /api/admin/backoffice/promos/:id': async () => ({
      url: `${backOffice}promos/${promoId}`,
      payload: { active: false },
      entity: 'shop_promo',
      action: 'update',
    }),
    'DELETE /api/admin/backoffice/promos/:id': async () => ({
      url: `${backOffice}promos/${promoId}`,
      entity: 'shop_promo',
      action: 'delete',
    }),
  };

  it('has a probe for every registered back-office write route, and no other', () => {
    const routes = writeRoutes();
    expect(routes.length).toBeGreaterThan(10);
    expect(Object.keys(probes).sort()).toEqual(routes);
  });

  it('writes exactly one audit row, by the staff member, for each write route', async () => {
    const db = api.database.db;
    const missing: string[] = [];
    // The probes' order: a promo and a coupon exist before they are changed or deleted.
    for (const route of Object.keys(probes)) {
      if (!writeRoutes().includes(route)) continue;
      const probe = await (probes[route] as () => Promise<Probe>)();
      const [before] = await db.select({ n: count() }).from(auditLog);
      const response = await api.app.inject({
        method: route.split(' ')[0] as 'POST',
        url: probe.url,
        headers: { authorization: staff, ...probe.headers },
        ...(probe.payload === undefined ? {} : { payload: probe.payload as object }),
      });
      expect(response.statusCode, `${route}: ${response.body}`).toBeLessThan(300);
      if (route === 'POST /api/admin/backoffice/shop-configs/:id/promos') {
        promoId = response.json().id;
      }
      const [after] = await db.select({ n: count() }).from(auditLog);
      const [last] = await db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
      const wrote = Number(after?.n) - Number(before?.n);
      if (
        wrote !== 1 ||
        last?.actorUserId !== staffId ||
        last.entity !== probe.entity ||
        last.action !== probe.action
      ) {
        missing.push(`${route}: ${wrote} rows, last ${last?.entity}/${last?.action}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
