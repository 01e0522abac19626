import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { signAnonymousPayload } from '@careshop/anonymous-token';
import { desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productImages, productLeaflets, products } from './modules/catalogue/index.js';
import { leafletPdf } from './modules/catalogue/leaflet-pdf.js';
import type { RouteAccess } from './modules/identity/access.js';
import {
  hashToken,
  officeInvitations,
  offices,
  organisations,
  shopConfigs,
  users,
} from './modules/identity/index.js';
import { approvalRequests, orders, payments } from './modules/ordering/index.js';
import { signWebhook } from './modules/ordering/payments/test-provider.js';
import { outbox } from './platform/mail/schema.js';
import {
  addAccount,
  addCartTemplate,
  addOfficeAddresses,
  officeAddressBody,
  zoomBody,
} from './testing/fixtures.js';
import { startTestApi, type TestApi, testDatabaseKinds } from './testing/harness.js';

/**
 * issue 10 "Proof": a role × route matrix. Every route the server registers has exactly one entry
 * (a route without one fails the first test), and each role gets the expected status class.
 */

const roles = [
  'anonymous',
  'pending',
  'customer',
  'otherOffice',
  'rep',
  'foreignStaff',
  'staff',
  'console',
] as const;
type Role = (typeof roles)[number];

/** The demo or test account of each role (the rep acts for the customer's office, 100001). */
const accounts: Record<Exclude<Role, 'anonymous'>, string> = {
  pending: 'pending@demo.test', // 100002, licence awaiting approval
  customer: 'customer@demo.test', // 100001
  otherOffice: 'saint-luc@demo.test', // 100004, another approved office
  rep: 'rep@demo.test',
  foreignStaff: 'staff-us@example.test', // staff of the other organisation
  staff: 'staff@demo.test',
  console: 'console-admin@demo.test', // reporting console administrator (level 2)
};

/** `'console'`: the console's own tests decide (level × action, console-users.test.ts). */
type Outcome = '2xx' | '3xx' | 401 | 403 | 404 | 409 | 'by-level';
type Expectations = Record<Role, Outcome>;

interface Probe {
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
}

interface MatrixEntry {
  method: string;
  /** The route as Fastify registered it. */
  route: string;
  access: RouteAccess;
  /** A request for this route that the role's access decides (otherwise valid). */
  probe: (role: Role) => Probe | Promise<Probe>;
  expect: Expectations;
  /** Sent with a session of its own (the call revokes or changes sessions). */
  freshSession?: boolean;
}

const everyone = (outcome: Outcome): Expectations =>
  Object.fromEntries(roles.map((role) => [role, outcome])) as Expectations;
/** Any account, shop or console (logout). */
const anyAccount: Expectations = { ...everyone('2xx'), anonymous: 401 };
/** Shop accounts; a console user gets 403 `shop_account_only` (decision 191). */
const signedIn: Expectations = { ...anyAccount, console: 403 };
/** Anyone with a self-signed token or a shop session; a console session is refused. */
const anonymousOrShop: Expectations = { ...everyone('2xx'), console: 403 };
const officeRoute: Expectations = {
  anonymous: 401,
  pending: 403,
  customer: '2xx',
  otherOffice: '2xx',
  rep: '2xx',
  foreignStaff: 403,
  staff: 403,
  console: 403,
};
const officeResource: Expectations = { ...officeRoute, otherOffice: 404 };
/** Company accounts: an office administrator's calls; a rep acting for the office is no member. */
const officeMembersRoute: Expectations = { ...officeRoute, rep: 403 };
const officeMemberResource: Expectations = { ...officeMembersRoute, otherOffice: 404 };
const staffRoute: Expectations = {
  anonymous: 401,
  pending: 403,
  customer: 403,
  otherOffice: 403,
  rep: 403,
  foreignStaff: '2xx',
  staff: '2xx',
  console: 403,
};
const salesRoute: Expectations = { ...everyone(403), anonymous: 401, rep: '2xx' };
/**
 * Reporting console routes (decision 190): shop accounts get 403 `console_only`; what each console
 * level gets is the permission table's business, tested row by row in console-users.test.ts and
 * console/permissions.test.ts.
 */
const consoleRoute: Expectations = { ...everyone(403), anonymous: 401, console: 'by-level' };

const anonymousKey = 'test-anonymous-key-matrix-0123456789';
const orderBody = {
  lines: [{ id: 'BF-002', quantity: 1 }],
  address_key: 'default',
  shipping_method: 'standard',
  payment_method: 'invoice',
  accepted_terms: true,
  accepted_sales_terms: true,
};

describe.each(testDatabaseKinds())('issue 10 role × route matrix on %s', (kind) => {
  let api: TestApi;
  let webRoot: string;
  const auth: Partial<Record<Role, string>> = {};
  /** A credit-card order of the customer's office (100001), for the payment and detail routes. */
  let officeOrderId = 0;
  /** An order of the other office (100004) that staff cancel in the matrix. */
  let cancelTargetId = 0;
  let customerOfficeId = 0;
  let decisionTargetId = 0;
  /** Rows of the demo organisation (sample shop EU) for the back office's catalogue routes. */
  let euOrganisationId = 0;
  let euProductId = 0;
  let euShopConfigId = 0;

  beforeAll(async () => {
    webRoot = mkdtempSync(join(tmpdir(), 'careshop-matrix-'));
    for (const app of ['shop', 'zoom', 'console']) {
      mkdirSync(join(webRoot, app));
      writeFileSync(join(webRoot, app, 'index.html'), `<!doctype html><title>${app}</title>`);
    }
    api = await startTestApi(kind, {
      env: {
        ANONYMOUS_TOKEN_KEY: anonymousKey,
        SHOP_DIR: join(webRoot, 'shop'),
        ZOOM_DIR: join(webRoot, 'zoom'),
        CONSOLE_DIR: join(webRoot, 'console'),
        DEV_MAILBOX: 'true',
        // The mailbox is served on a loopback interface only (decision 133).
        HOST: '127.0.0.1',
      },
    });
    const db = api.database.db;
    await addAccount(db, { email: accounts.foreignStaff, custNo: '200001', role: 'staff' });
    await addAccount(db, { email: 'reset-target@example.test', custNo: '100001' });
    decisionTargetId = await addAccount(db, {
      email: 'decision-target@example.test',
      custNo: '100002',
      licenseStatus: 'PENDING',
    });
    const [eu] = await db
      .select()
      .from(organisations)
      .where(eq(organisations.name, 'sample shop EU'));
    const [product] = await db.select().from(products).where(eq(products.partNo, 'BF-002'));
    const [shop] = await db.select().from(shopConfigs).where(eq(shopConfigs.hostname, 'localhost'));
    euOrganisationId = eu?.id ?? 0;
    euProductId = product?.id ?? 0;
    euShopConfigId = shop?.id ?? 0;
    for (const role of roles) {
      if (role !== 'anonymous') auth[role] = await api.login(accounts[role]);
    }
    const placed = await api.app.inject({
      method: 'POST',
      url: '/api/admin/order',
      headers: { authorization: auth.customer ?? '', 'idempotency-key': randomUUID() },
      payload: { ...orderBody, payment_method: 'creditcard' },
    });
    expect(placed.statusCode).toBe(201);
    officeOrderId = placed.json<{ id: number }>().id;
    const cancelTarget = await api.app.inject({
      method: 'POST',
      url: '/api/admin/order',
      headers: { authorization: auth.otherOffice ?? '', 'idempotency-key': randomUUID() },
      payload: orderBody,
    });
    expect(cancelTarget.statusCode).toBe(201);
    cancelTargetId = cancelTarget.json<{ id: number }>().id;
    const [office] = await db
      .select({ id: offices.id })
      .from(offices)
      .where(eq(offices.custNo, '100001'));
    customerOfficeId = office?.id ?? 0;
    // Placing an order opens no payment (decision 130): the first start does.
    const started = await api.app.inject({
      method: 'POST',
      url: '/api/admin/payment/start',
      headers: { authorization: auth.customer ?? '' },
      payload: { order_id: officeOrderId },
    });
    expect(started.statusCode).toBe(200);
  });
  afterAll(async () => {
    await api.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  async function currentReference(): Promise<string> {
    const [payment] = await api.database.db
      .select({ reference: payments.reference })
      .from(payments)
      .where(eq(payments.orderId, officeOrderId));
    if (!payment) throw new Error('no payment of the office order');
    return payment.reference;
  }

  /**
   * A test-checkout link token for the office order's payment. A token acts once (decision 130),
   * so each probe reopens the payment and gets a token of its own.
   */
  async function checkoutToken(): Promise<{ reference: string; token: string }> {
    const db = api.database.db;
    const [payment] = await db.select().from(payments).where(eq(payments.orderId, officeOrderId));
    const checkout = api.app.careshop.testCheckout;
    if (!payment || !checkout)
      throw new Error('no payment of the office order, or no test checkout');
    await db.update(payments).set({ status: 'pending' }).where(eq(payments.id, payment.id));
    await db.update(orders).set({ paymentStatus: 'pending' }).where(eq(orders.id, officeOrderId));
    const token = checkout.issueToken({
      reference: payment.reference,
      orderId: officeOrderId,
      amountCents: payment.amountCents,
    });
    return { reference: payment.reference, token };
  }

  async function resetToken(): Promise<string> {
    await api.app.inject({
      method: 'POST',
      url: '/api/auth/forgot',
      payload: { email: 'reset-target@example.test' },
    });
    const [mail] = await api.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, 'reset-target@example.test'))
      .orderBy(desc(outbox.id))
      .limit(1);
    return decodeURIComponent(/token=([^\s]+)/.exec(mail?.text ?? '')?.[1] ?? '');
  }

  const asRepFor = (role: Role): Record<string, string> =>
    role === 'rep' ? { 'x-order-on-behalf': '100001' } : {};
  const withKey = (role: Role) => ({ ...asRepFor(role), 'idempotency-key': randomUUID() });
  const unique = (role: Role) => `${role.toLowerCase()}-${randomUUID().slice(0, 8)}`;

  /** A fresh address of the customer's office (100001) for the address book's probes. */
  async function officeAddressId(): Promise<number> {
    const [id] = await addOfficeAddresses(
      api.database.db,
      { custNo: '100001', email: accounts.customer },
      api.clock.now(),
    );
    return id ?? 0;
  }

  /** A fresh saved cart of the customer's office (100001) for the saved carts' probes. */
  async function cartTemplateId(): Promise<number> {
    return addCartTemplate(
      api.database.db,
      { custNo: '100001', email: accounts.customer },
      api.clock.now(),
      `Probe ${randomUUID()}`,
    );
  }

  /** A fresh pending approval request of the customer (100001) for the approval probes. */
  async function approvalRequestId(): Promise<number> {
    const now = api.clock.now();
    const [customer] = await api.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, accounts.customer));
    const [row] = await api.database.db
      .insert(approvalRequests)
      .values({
        officeId: customerOfficeId,
        userId: customer?.id ?? 0,
        reason: 'over_threshold',
        body: orderBody,
        lines: [{ part_no: 'BF-002', name: null, quantity: 1, unit_price_cents: 2450 }],
        subtotalCents: 2450,
        discountCents: 0,
        shippingCents: 0,
        totalCents: 2450,
        currency: 'EUR',
        createdAt: now,
        expiresAt: new Date(now.getTime() + 14 * 24 * 60 * 60 * 1000),
      })
      .returning({ id: approvalRequests.id });
    return row?.id ?? 0;
  }

  /** BF-002 has a photo (the image routes' probes), whatever ran before. */
  async function ensureProductImage(): Promise<void> {
    const bytes = Buffer.from('RIFF0000WEBP');
    await api.database.db
      .insert(productImages)
      .values({ productId: euProductId, webp400: bytes, webp800: bytes, width: 1, height: 1 })
      .onConflictDoNothing();
  }

  /** BF-002 has an uploaded leaflet (the leaflet removal's probe), whatever ran before. */
  async function ensureProductLeaflet(): Promise<void> {
    const pdf = leafletPdf({ title: 'Probe', lines: [] });
    await api.database.db
      .insert(productLeaflets)
      .values({
        productId: euProductId,
        pdf,
        fileName: 'probe.pdf',
        size: pdf.length,
        pages: 1,
        sha256: 'probe',
      })
      .onConflictDoNothing();
  }

  // --- Company accounts: office members and invitations (issue 29, decision 330) -------------
  /** A user's id by e-mail. */
  async function userIdOf(email: string): Promise<number> {
    const [row] = await api.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, email));
    return row?.id ?? 0;
  }

  /** A fresh approved buyer of the customer's office (100001), for the removal's probes. */
  async function freshMemberId(): Promise<number> {
    const id = await addAccount(api.database.db, {
      email: `member-${randomUUID().slice(0, 8)}@example.test`,
      custNo: '100001',
    });
    await api.database.db.update(users).set({ officeRole: 'buyer' }).where(eq(users.id, id));
    return id;
  }

  /** A fresh open invitation of the customer's office (100001): its id and its link's token. */
  async function freshInvitation(): Promise<{ id: number; token: string }> {
    const token = randomUUID();
    const [row] = await api.database.db
      .insert(officeInvitations)
      .values({
        officeId: customerOfficeId,
        email: `invited-${randomUUID().slice(0, 8)}@example.test`,
        role: 'buyer',
        language: 'en',
        tokenHash: hashToken(token),
        invitedByUserId: await userIdOf(accounts.customer),
        createdAt: api.clock.now(),
        expiresAt: new Date(api.clock.now().getTime() + 86_400_000),
      })
      .returning({ id: officeInvitations.id });
    return { id: row?.id ?? 0, token };
  }
  // --- End of company accounts' office members ---------------------------------------------

  const matrix: MatrixEntry[] = [
    // Operations and documentation.
    {
      method: 'GET',
      route: '/healthz',
      access: 'public',
      probe: () => ({ url: '/healthz' }),
      expect: everyone('2xx'),
    },
    {
      method: 'GET',
      route: '/readyz',
      access: 'public',
      probe: () => ({ url: '/readyz' }),
      expect: everyone('2xx'),
    },
    {
      method: 'GET',
      route: '/api/docs',
      access: 'public',
      probe: () => ({ url: '/api/docs' }),
      expect: everyone('2xx'),
    },
    {
      method: 'GET',
      route: '/api/docs/json',
      access: 'public',
      probe: () => ({ url: '/api/docs/json' }),
      expect: everyone('2xx'),
    },
    {
      method: 'GET',
      route: '/api/docs/yaml',
      access: 'public',
      probe: () => ({ url: '/api/docs/yaml' }),
      expect: everyone('2xx'),
    },
    {
      method: 'GET',
      route: '/api/docs/static/index.html',
      access: 'public',
      probe: () => ({ url: '/api/docs/static/index.html' }),
      expect: everyone('3xx'),
    },
    {
      method: 'GET',
      route: '/api/docs/static/swagger-initializer.js',
      access: 'public',
      probe: () => ({ url: '/api/docs/static/swagger-initializer.js' }),
      expect: everyone('2xx'),
    },
    {
      method: 'GET',
      route: '/api/docs/static/*',
      access: 'public',
      probe: () => ({ url: '/api/docs/static/swagger-ui.css' }),
      expect: everyone('2xx'),
    },
    {
      method: 'GET',
      route: '/api/dev/mailbox',
      access: 'public',
      probe: () => ({ url: '/api/dev/mailbox' }),
      expect: everyone('2xx'),
    },
    {
      method: 'GET',
      route: '/api/dev/mailbox.json',
      access: 'public',
      probe: () => ({ url: '/api/dev/mailbox.json' }),
      expect: everyone('2xx'),
    },
    {
      // Answered 409 jobs_off here: the matrix runs without the job engine (JOBS=0).
      method: 'POST',
      route: '/api/dev/jobs/nightly',
      access: 'public',
      probe: () => ({ url: '/api/dev/jobs/nightly', payload: {} }),
      expect: everyone(409),
    },
    // The built apps.
    {
      method: 'GET',
      route: '/*',
      access: 'public',
      probe: () => ({ url: '/index.html' }),
      expect: everyone('2xx'),
    },
    {
      method: 'GET',
      route: '/zoom/*',
      access: 'public',
      probe: () => ({ url: '/zoom/index.html' }),
      expect: everyone('2xx'),
    },
    {
      method: 'GET',
      route: '/console/*',
      access: 'public',
      probe: () => ({ url: '/console/index.html' }),
      expect: everyone('2xx'),
    },
    // Content.
    {
      method: 'GET',
      route: '/api/content/v2',
      access: 'public',
      probe: () => ({ url: '/api/content/v2' }),
      expect: everyone('2xx'),
    },
    {
      method: 'GET',
      route: '/api/content/v2/documents/search',
      access: 'public',
      probe: () => ({ url: '/api/content/v2/documents/search' }),
      expect: everyone('2xx'),
    },
    {
      method: 'GET',
      route: '/api/content/leaflets/:file',
      access: 'public',
      probe: () => ({ url: '/api/content/leaflets/BF-001.pdf' }),
      expect: everyone('2xx'),
    },
    {
      method: 'GET',
      route: '/api/content/product-images/:file',
      access: 'public',
      probe: async () => {
        await ensureProductImage();
        return { url: '/api/content/product-images/BF-002.webp?w=400' };
      },
      expect: everyone('2xx'),
    },
    // Auth (SPEC 7).
    {
      method: 'POST',
      route: '/api/auth/login',
      access: 'public',
      probe: () => ({
        url: '/api/auth/login',
        payload: { email: 'customer@demo.test', password: 'Demo!2026' },
      }),
      expect: everyone('2xx'),
    },
    {
      method: 'POST',
      route: '/api/auth/forgot',
      access: 'public',
      probe: () => ({ url: '/api/auth/forgot', payload: { email: 'reset-target@example.test' } }),
      expect: everyone('2xx'),
    },
    {
      method: 'POST',
      route: '/api/auth/prefill',
      access: 'public',
      probe: async () => ({ url: '/api/auth/prefill', payload: { token: await resetToken() } }),
      expect: everyone('2xx'),
    },
    {
      method: 'POST',
      route: '/api/auth/reset',
      access: 'public',
      probe: async () => ({
        url: '/api/auth/reset',
        payload: {
          token: await resetToken(),
          password: 'Kx7-plum-harbour',
          repeat: 'Kx7-plum-harbour',
        },
      }),
      expect: everyone('2xx'),
    },
    // SPEC 7 admin calls.
    {
      method: 'GET',
      route: '/api/admin/config_for_hostname/:hostname',
      access: 'public',
      probe: () => ({ url: '/api/admin/config_for_hostname/localhost' }),
      expect: everyone('2xx'),
    },
    {
      method: 'GET',
      route: '/api/admin/user/me',
      access: 'session',
      probe: () => ({ url: '/api/admin/user/me' }),
      expect: signedIn,
    },
    {
      method: 'GET',
      route: '/api/admin/product',
      access: 'session',
      probe: () => ({ url: '/api/admin/product' }),
      expect: signedIn,
    },
    {
      method: 'GET',
      route: '/api/admin/category',
      access: 'session',
      probe: () => ({ url: '/api/admin/category' }),
      expect: signedIn,
    },
    {
      method: 'POST',
      route: '/api/admin/user',
      access: 'anonymous-or-session',
      probe: (role) => ({
        url: '/api/admin/user',
        payload: {
          cust_no: '4711',
          email: `${unique(role)}@example.test`,
          password: 'Kx7-plum-harbour',
          terms: true,
        },
      }),
      expect: anonymousOrShop,
    },
    {
      method: 'POST',
      route: '/api/admin/question',
      access: 'anonymous-or-session',
      probe: () => ({
        url: '/api/admin/question',
        payload: {
          name: 'Eva',
          company: 'Kraamzorg',
          email: 'eva@example.test',
          phone: '+31 20 123 4567',
          question_type: 'order',
          contact_preference: 'email',
          message: 'Hello',
        },
      }),
      expect: anonymousOrShop,
    },
    {
      method: 'POST',
      route: '/api/admin/webinar/registration',
      access: 'anonymous-or-session',
      probe: (role) => ({
        url: '/api/admin/webinar/registration',
        payload: {
          webinar_uid: 'breastfeeding-support-2026',
          first_name: 'Eva',
          last_name: 'Jansen',
          email: `${unique(role)}@example.test`,
        },
      }),
      expect: anonymousOrShop,
    },
    {
      method: 'POST',
      route: '/api/admin/set_order_on_behalf',
      access: 'sales',
      probe: () => ({ url: '/api/admin/set_order_on_behalf', payload: { cust_no: '100001' } }),
      expect: salesRoute,
    },
    {
      method: 'GET',
      route: '/api/admin/order_on_behalf/offices',
      access: 'sales',
      probe: () => ({ url: '/api/admin/order_on_behalf/offices?q=Lyon' }),
      expect: salesRoute,
    },
    {
      method: 'GET',
      route: '/api/admin/order_on_behalf/recent',
      access: 'sales',
      probe: () => ({ url: '/api/admin/order_on_behalf/recent' }),
      expect: salesRoute,
    },
    // Ordering (decision 054): acts for an office.
    {
      method: 'POST',
      route: '/api/admin/cart/check',
      access: 'office',
      probe: (role) => ({
        url: '/api/admin/cart/check',
        headers: asRepFor(role),
        payload: { lines: orderBody.lines },
      }),
      expect: officeRoute,
    },
    {
      method: 'POST',
      route: '/api/admin/coupon/check',
      access: 'office',
      probe: (role) => ({
        url: '/api/admin/coupon/check',
        headers: asRepFor(role),
        payload: { code: 'WELCOME10', lines: orderBody.lines },
      }),
      expect: officeRoute,
    },
    {
      method: 'POST',
      route: '/api/admin/order',
      access: 'office',
      probe: (role) => ({ url: '/api/admin/order', headers: withKey(role), payload: orderBody }),
      expect: officeRoute,
    },
    {
      method: 'GET',
      route: '/api/admin/order',
      access: 'office',
      probe: (role) => ({
        url: '/api/admin/order?page=1&rows_per_page=5',
        headers: asRepFor(role),
      }),
      expect: officeRoute,
    },
    {
      method: 'GET',
      route: '/api/admin/order/:id',
      access: 'office',
      probe: (role) => ({ url: `/api/admin/order/${officeOrderId}`, headers: asRepFor(role) }),
      expect: officeResource,
    },
    {
      method: 'GET',
      route: '/api/admin/order/:id/invoice.pdf',
      access: 'office',
      probe: (role) => ({
        url: `/api/admin/order/${officeOrderId}/invoice.pdf`,
        headers: asRepFor(role),
      }),
      expect: officeResource,
    },
    {
      method: 'GET',
      route: '/api/admin/order/export.csv',
      access: 'office',
      probe: (role) => ({
        url: '/api/admin/order/export.csv?status=in_process',
        headers: asRepFor(role),
      }),
      expect: officeRoute,
    },
    {
      method: 'GET',
      route: '/api/admin/order/export.xlsx',
      access: 'office',
      probe: (role) => ({ url: '/api/admin/order/export.xlsx', headers: asRepFor(role) }),
      expect: officeRoute,
    },
    // The office's address book (decision 246): the acting office's; another office's is 404.
    {
      method: 'GET',
      route: '/api/admin/address',
      access: 'office',
      probe: (role) => ({ url: '/api/admin/address', headers: asRepFor(role) }),
      expect: officeRoute,
    },
    {
      method: 'POST',
      route: '/api/admin/address',
      access: 'office',
      probe: (role) => ({
        url: '/api/admin/address',
        headers: asRepFor(role),
        payload: officeAddressBody,
      }),
      expect: officeRoute,
    },
    {
      method: 'PUT',
      route: '/api/admin/address/:id',
      access: 'office',
      probe: async (role) => ({
        url: `/api/admin/address/${await officeAddressId()}`,
        headers: asRepFor(role),
        payload: officeAddressBody,
      }),
      expect: officeResource,
    },
    {
      method: 'DELETE',
      route: '/api/admin/address/:id',
      access: 'office',
      probe: async (role) => ({
        url: `/api/admin/address/${await officeAddressId()}`,
        headers: asRepFor(role),
      }),
      expect: officeResource,
    },
    // The office's saved carts (decision 250): the acting office's; another office's is 404.
    {
      method: 'GET',
      route: '/api/admin/cart-template',
      access: 'office',
      probe: (role) => ({ url: '/api/admin/cart-template', headers: asRepFor(role) }),
      expect: officeRoute,
    },
    {
      method: 'POST',
      route: '/api/admin/cart-template',
      access: 'office',
      probe: (role) => ({
        url: '/api/admin/cart-template',
        headers: asRepFor(role),
        payload: { name: unique(role), lines: [{ id: 'BF-002', quantity: 1 }] },
      }),
      expect: officeRoute,
    },
    {
      method: 'GET',
      route: '/api/admin/cart-template/:id',
      access: 'office',
      probe: async (role) => ({
        url: `/api/admin/cart-template/${await cartTemplateId()}`,
        headers: asRepFor(role),
      }),
      expect: officeResource,
    },
    {
      method: 'PUT',
      route: '/api/admin/cart-template/:id',
      access: 'office',
      probe: async (role) => ({
        url: `/api/admin/cart-template/${await cartTemplateId()}`,
        headers: asRepFor(role),
        payload: { name: unique(role) },
      }),
      expect: officeResource,
    },
    {
      method: 'DELETE',
      route: '/api/admin/cart-template/:id',
      access: 'office',
      probe: async (role) => ({
        url: `/api/admin/cart-template/${await cartTemplateId()}`,
        headers: asRepFor(role),
      }),
      expect: officeResource,
    },
    // --- Company accounts: office members and invitations (issue 29, decision 330) -----------
    // Office administrators only (customer@ of 100001, saint-luc@ of 100004); a rep acting for
    // an office is no member (403 office_member_only); another office's member is 404.
    {
      method: 'GET',
      route: '/api/admin/office/members',
      access: 'office',
      probe: (role) => ({ url: '/api/admin/office/members', headers: asRepFor(role) }),
      expect: officeMembersRoute,
    },
    {
      method: 'PUT',
      route: '/api/admin/office/members/:id/role',
      access: 'office',
      probe: async (role) => ({
        url: `/api/admin/office/members/${await userIdOf('viewer@demo.test')}/role`,
        headers: asRepFor(role),
        payload: { role: 'viewer' },
      }),
      expect: officeMemberResource,
    },
    {
      method: 'PUT',
      route: '/api/admin/office/members/:id/limit',
      access: 'office',
      probe: async (role) => ({
        url: `/api/admin/office/members/${await userIdOf('viewer@demo.test')}/limit`,
        headers: asRepFor(role),
        payload: { limit_cents: null, period: 'month', approval_threshold_cents: null },
      }),
      expect: officeMemberResource,
    },
    {
      method: 'DELETE',
      route: '/api/admin/office/members/:id',
      access: 'office',
      probe: async (role) => ({
        url: `/api/admin/office/members/${await freshMemberId()}`,
        headers: asRepFor(role),
      }),
      expect: officeMemberResource,
    },
    {
      method: 'POST',
      route: '/api/admin/office/invitations',
      access: 'office',
      probe: (role) => ({
        url: '/api/admin/office/invitations',
        headers: asRepFor(role),
        payload: { email: `${unique(role)}@example.test`, role: 'buyer', language: 'en' },
      }),
      expect: officeMembersRoute,
    },
    {
      method: 'DELETE',
      route: '/api/admin/office/invitations/:id',
      access: 'office',
      probe: async (role) => ({
        url: `/api/admin/office/invitations/${(await freshInvitation()).id}`,
        headers: asRepFor(role),
      }),
      expect: officeMemberResource,
    },
    {
      method: 'GET',
      route: '/api/admin/invitation/:token',
      access: 'public',
      probe: async () => ({ url: `/api/admin/invitation/${(await freshInvitation()).token}` }),
      expect: everyone('2xx'),
    },
    {
      method: 'GET',
      route: '/api/admin/backoffice/offices/:id/team',
      access: 'staff',
      probe: () => ({ url: `/api/admin/backoffice/offices/${customerOfficeId}/team` }),
      expect: { ...staffRoute, foreignStaff: 404 },
    },
    {
      method: 'PUT',
      route: '/api/admin/backoffice/offices/:id/members/:userId/role',
      access: 'staff',
      probe: async () => ({
        url: `/api/admin/backoffice/offices/${customerOfficeId}/members/${await userIdOf('viewer@demo.test')}/role`,
        payload: { role: 'viewer' },
      }),
      expect: { ...staffRoute, foreignStaff: 404 },
    },
    {
      method: 'PUT',
      route: '/api/admin/backoffice/offices/:id/members/:userId/limit',
      access: 'staff',
      probe: async () => ({
        url: `/api/admin/backoffice/offices/${customerOfficeId}/members/${await userIdOf('viewer@demo.test')}/limit`,
        payload: { limit_cents: null, period: 'month', approval_threshold_cents: null },
      }),
      expect: { ...staffRoute, foreignStaff: 404 },
    },
    // --- End of company accounts' office members ---------------------------------------------
    // ---- Issue 29: approval requests (decision 330). The customer (100001) is a buyer: they
    // read and withdraw their own request; deciding needs an approver (403 office_role_forbidden);
    // a rep acting for the office is no member (403 office_member_only) and sees no request (404).
    {
      method: 'GET',
      route: '/api/admin/approval-requests',
      access: 'office',
      probe: (role) => ({
        url: '/api/admin/approval-requests?scope=mine',
        headers: asRepFor(role),
      }),
      expect: officeRoute,
    },
    {
      method: 'GET',
      route: '/api/admin/approval-requests/:id',
      access: 'office',
      probe: async (role) => ({
        url: `/api/admin/approval-requests/${await approvalRequestId()}`,
        headers: asRepFor(role),
      }),
      expect: { ...officeResource, rep: 404 },
    },
    {
      method: 'POST',
      route: '/api/admin/approval-requests/:id/approve',
      access: 'office',
      probe: async (role) => ({
        url: `/api/admin/approval-requests/${await approvalRequestId()}/approve`,
        headers: asRepFor(role),
      }),
      expect: { ...officeRoute, customer: 403, otherOffice: 403, rep: 403 },
    },
    {
      method: 'POST',
      route: '/api/admin/approval-requests/:id/reject',
      access: 'office',
      probe: async (role) => ({
        url: `/api/admin/approval-requests/${await approvalRequestId()}/reject`,
        headers: asRepFor(role),
        payload: { reason: 'Probe' },
      }),
      expect: { ...officeRoute, customer: 403, otherOffice: 403, rep: 403 },
    },
    {
      method: 'POST',
      route: '/api/admin/approval-requests/:id/withdraw',
      access: 'office',
      probe: async (role) => ({
        url: `/api/admin/approval-requests/${await approvalRequestId()}/withdraw`,
        headers: asRepFor(role),
      }),
      expect: { ...officeResource, rep: 404 },
    },
    // ---- End of issue 29's approval requests.
    {
      method: 'POST',
      route: '/api/admin/zoom-order',
      access: 'office',
      probe: (role) => ({
        url: '/api/admin/zoom-order',
        headers: withKey(role),
        payload: zoomBody,
      }),
      expect: officeRoute,
    },
    {
      method: 'GET',
      route: '/api/admin/zoom-order',
      access: 'office',
      probe: (role) => ({
        url: '/api/admin/zoom-order?page=1&rows_per_page=5',
        headers: asRepFor(role),
      }),
      expect: officeRoute,
    },
    {
      method: 'POST',
      route: '/api/admin/payment/start',
      access: 'office',
      probe: (role) => ({
        url: '/api/admin/payment/start',
        headers: asRepFor(role),
        payload: { order_id: officeOrderId },
      }),
      expect: officeResource,
    },
    {
      method: 'POST',
      route: '/api/admin/payment/resume',
      access: 'office',
      probe: (role) => ({
        url: '/api/admin/payment/resume',
        headers: asRepFor(role),
        payload: { order_id: officeOrderId },
      }),
      expect: officeResource,
    },
    // The payment provider's pages and webhook: public, bound to a payment reference.
    {
      method: 'GET',
      route: '/api/admin/payment/checkout/:reference',
      access: 'public',
      probe: async () => {
        const { reference, token } = await checkoutToken();
        return { url: `/api/admin/payment/checkout/${reference}?token=${token}` };
      },
      expect: everyone('2xx'),
    },
    {
      method: 'GET',
      route: '/api/admin/payment/return',
      access: 'public',
      probe: async () => ({
        url: `/api/admin/payment/return?reference=${await currentReference()}`,
      }),
      expect: everyone('3xx'),
    },
    {
      method: 'GET',
      route: '/api/admin/payment/cancel',
      access: 'public',
      probe: async () => ({
        url: `/api/admin/payment/cancel?reference=${await currentReference()}`,
      }),
      expect: everyone('3xx'),
    },
    {
      method: 'POST',
      route: '/api/admin/payment/checkout/:reference/cancel',
      access: 'public',
      probe: async () => {
        const { reference, token } = await checkoutToken();
        return { url: `/api/admin/payment/checkout/${reference}/cancel`, payload: { token } };
      },
      expect: everyone('3xx'),
    },
    {
      method: 'POST',
      route: '/api/admin/payment/checkout/:reference/complete',
      access: 'public',
      probe: async () => {
        const { reference, token } = await checkoutToken();
        return { url: `/api/admin/payment/checkout/${reference}/complete`, payload: { token } };
      },
      expect: everyone('3xx'),
    },
    {
      method: 'POST',
      route: '/api/admin/payment/webhook',
      access: 'public',
      probe: async () => {
        const payload = JSON.stringify({
          id: `evt_${randomUUID()}`,
          reference: await currentReference(),
          status: 'completed',
        });
        return {
          url: '/api/admin/payment/webhook',
          payload,
          headers: {
            'content-type': 'application/json',
            ...signWebhook(payload, api.config.paymentWebhookSecret, api.clock.now()),
          },
        };
      },
      expect: everyone('2xx'),
    },
    // Back office: staff of the organisation.
    {
      method: 'GET',
      route: '/api/admin/backoffice/accounts/pending',
      access: 'staff',
      probe: () => ({ url: '/api/admin/backoffice/accounts/pending' }),
      expect: staffRoute,
    },
    {
      method: 'POST',
      route: '/api/admin/backoffice/accounts/:id/:decision',
      access: 'staff',
      probe: () => ({
        url: `/api/admin/backoffice/accounts/${decisionTargetId}/reject`,
        payload: { reason: 'Matrix probe' },
      }),
      expect: { ...staffRoute, foreignStaff: 404 },
    },
    {
      method: 'GET',
      route: '/api/admin/backoffice/customers',
      access: 'staff',
      probe: () => ({ url: '/api/admin/backoffice/customers?q=100001' }),
      expect: staffRoute,
    },
    {
      method: 'GET',
      route: '/api/admin/backoffice/offices/:id',
      access: 'staff',
      probe: () => ({ url: `/api/admin/backoffice/offices/${customerOfficeId}` }),
      expect: { ...staffRoute, foreignStaff: 404 },
    },
    {
      method: 'GET',
      route: '/api/admin/backoffice/orders',
      access: 'staff',
      probe: () => ({ url: '/api/admin/backoffice/orders?status=in_process' }),
      expect: staffRoute,
    },
    {
      method: 'GET',
      route: '/api/admin/backoffice/orders/export.csv',
      access: 'staff',
      probe: () => ({ url: '/api/admin/backoffice/orders/export.csv?cust_no=100001' }),
      expect: staffRoute,
    },
    {
      method: 'GET',
      route: '/api/admin/backoffice/orders/export.xlsx',
      access: 'staff',
      probe: () => ({ url: '/api/admin/backoffice/orders/export.xlsx?cust_no=100001' }),
      expect: staffRoute,
    },
    {
      method: 'GET',
      route: '/api/admin/backoffice/orders/:id',
      access: 'staff',
      probe: () => ({ url: `/api/admin/backoffice/orders/${officeOrderId}` }),
      expect: { ...staffRoute, foreignStaff: 404 },
    },
    {
      method: 'POST',
      route: '/api/admin/backoffice/orders/:id/status',
      access: 'staff',
      probe: () => ({
        url: `/api/admin/backoffice/orders/${officeOrderId}/status`,
        payload: { status: 'in_process' },
      }),
      expect: { ...staffRoute, foreignStaff: 404 },
    },
    {
      method: 'POST',
      route: '/api/admin/backoffice/orders/:id/cancel',
      access: 'staff',
      // One staff member cancels (the only 2xx); staff of the other organisation never see it.
      probe: () => ({ url: `/api/admin/backoffice/orders/${cancelTargetId}/cancel` }),
      expect: { ...staffRoute, foreignStaff: 404 },
    },
    {
      method: 'GET',
      route: '/api/admin/backoffice/maintenance',
      access: 'staff',
      probe: () => ({ url: '/api/admin/backoffice/maintenance' }),
      expect: staffRoute,
    },
    {
      method: 'PUT',
      route: '/api/admin/backoffice/maintenance',
      access: 'staff',
      probe: () => ({
        url: '/api/admin/backoffice/maintenance',
        payload: { maintenance_mode: false },
      }),
      expect: staffRoute,
    },
    // The back office's catalogue (decision 219): another organisation's row is 404 to its staff.
    {
      method: 'GET',
      route: '/api/admin/backoffice/me',
      access: 'staff',
      probe: () => ({ url: '/api/admin/backoffice/me' }),
      expect: staffRoute,
    },
    {
      method: 'GET',
      route: '/api/admin/backoffice/organisations',
      access: 'staff',
      probe: () => ({ url: '/api/admin/backoffice/organisations' }),
      expect: staffRoute,
    },
    {
      method: 'PUT',
      route: '/api/admin/backoffice/organisations/:id',
      access: 'staff',
      probe: () => ({
        url: `/api/admin/backoffice/organisations/${euOrganisationId}`,
        payload: { max_order_count_year: 1000, max_order_amount: -1 },
      }),
      expect: { ...staffRoute, foreignStaff: 404 },
    },
    {
      method: 'GET',
      route: '/api/admin/backoffice/products',
      access: 'staff',
      probe: () => ({ url: '/api/admin/backoffice/products?q=BF' }),
      expect: staffRoute,
    },
    {
      method: 'GET',
      route: '/api/admin/backoffice/products/:id',
      access: 'staff',
      probe: () => ({ url: `/api/admin/backoffice/products/${euProductId}` }),
      expect: { ...staffRoute, foreignStaff: 404 },
    },
    {
      method: 'PATCH',
      route: '/api/admin/backoffice/products/:id',
      access: 'staff',
      probe: () => ({
        url: `/api/admin/backoffice/products/${euProductId}`,
        payload: { stock_delta: 1 },
      }),
      expect: { ...staffRoute, foreignStaff: 404 },
    },
    {
      method: 'PUT',
      route: '/api/admin/backoffice/products/:id/image',
      access: 'staff',
      probe: async () => ({
        url: `/api/admin/backoffice/products/${euProductId}/image`,
        headers: { 'content-type': 'image/png' },
        payload: await sharp({
          create: { width: 20, height: 10, channels: 3, background: '#808080' },
        })
          .png()
          .toBuffer(),
      }),
      expect: { ...staffRoute, foreignStaff: 404 },
    },
    {
      method: 'DELETE',
      route: '/api/admin/backoffice/products/:id/image',
      access: 'staff',
      probe: async () => {
        await ensureProductImage();
        return { url: `/api/admin/backoffice/products/${euProductId}/image` };
      },
      expect: { ...staffRoute, foreignStaff: 404 },
    },
    {
      method: 'PUT',
      route: '/api/admin/backoffice/products/:id/leaflet',
      access: 'staff',
      probe: () => ({
        url: `/api/admin/backoffice/products/${euProductId}/leaflet?file_name=probe.pdf`,
        headers: { 'content-type': 'application/pdf' },
        payload: leafletPdf({ title: 'Probe', lines: ['matrix'] }),
      }),
      expect: { ...staffRoute, foreignStaff: 404 },
    },
    {
      method: 'DELETE',
      route: '/api/admin/backoffice/products/:id/leaflet',
      access: 'staff',
      probe: async () => {
        await ensureProductLeaflet();
        return { url: `/api/admin/backoffice/products/${euProductId}/leaflet` };
      },
      expect: { ...staffRoute, foreignStaff: 404 },
    },
    {
      method: 'GET',
      route: '/api/admin/backoffice/coupons',
      access: 'staff',
      probe: () => ({ url: '/api/admin/backoffice/coupons' }),
      expect: staffRoute,
    },
    {
      method: 'POST',
      route: '/api/admin/backoffice/coupons',
      access: 'staff',
      probe: (role) => ({
        url: '/api/admin/backoffice/coupons',
        payload: { code: `MATRIX-${role}`, percent_off: 5 },
      }),
      expect: staffRoute,
    },
    {
      method: 'PATCH',
      route: '/api/admin/backoffice/coupons/:code',
      access: 'staff',
      probe: () => ({ url: '/api/admin/backoffice/coupons/WELCOME10', payload: { active: true } }),
      expect: { ...staffRoute, foreignStaff: 404 },
    },
    {
      method: 'GET',
      route: '/api/admin/backoffice/shop-configs',
      access: 'staff',
      probe: () => ({ url: '/api/admin/backoffice/shop-configs' }),
      expect: staffRoute,
    },
    {
      method: 'PUT',
      route: '/api/admin/backoffice/shop-configs/:id',
      access: 'staff',
      probe: () => ({
        url: `/api/admin/backoffice/shop-configs/${euShopConfigId}`,
        payload: { maintenance_mode: false },
      }),
      expect: { ...staffRoute, foreignStaff: 404 },
    },
    {
      method: 'GET',
      route: '/api/admin/backoffice/audit',
      access: 'staff',
      probe: () => ({ url: '/api/admin/backoffice/audit' }),
      expect: staffRoute,
    },
    // Names for ids, the staff member's own account and shop promos (decisions 227-229).
    ...(['/api/admin/backoffice/sales-reps', '/api/admin/backoffice/categories'] as const).map(
      (route) => ({
        method: 'GET',
        route,
        access: 'staff' as const,
        probe: () => ({ url: route }),
        expect: staffRoute,
      }),
    ),
    {
      method: 'PATCH',
      route: '/api/admin/backoffice/me',
      access: 'staff',
      probe: () => ({ url: '/api/admin/backoffice/me', payload: {} }),
      expect: staffRoute,
    },
    {
      method: 'GET',
      route: '/api/admin/backoffice/promos',
      access: 'staff',
      probe: () => ({ url: '/api/admin/backoffice/promos' }),
      expect: staffRoute,
    },
    {
      method: 'POST',
      route: '/api/admin/backoffice/shop-configs/:id/promos',
      access: 'staff',
      probe: () => ({
        url: `/api/admin/backoffice/shop-configs/${euShopConfigId}/promos`,
        payload: { translations: { en: { title: 'Matrix' } } },
      }),
      expect: { ...staffRoute, foreignStaff: 404 as const },
    },
    ...(['PATCH', 'DELETE'] as const).map((method) => ({
      method,
      route: '/api/admin/backoffice/promos/:id',
      access: 'staff' as const,
      // No promo has this id: staff get 404, everyone else is refused before looking.
      probe: () => ({
        url: '/api/admin/backoffice/promos/987654',
        ...(method === 'PATCH' ? { payload: { active: false } } : {}),
      }),
      expect: { ...staffRoute, staff: 404 as const, foreignStaff: 404 as const },
    })),
    // Counting devices push with a key of their own (decision 185): no account's session is one.
    {
      method: 'POST',
      route: '/api/ingest/:protocol',
      access: 'device',
      probe: () => ({
        url: '/api/ingest/bins',
        headers: { 'content-type': 'application/json' },
        payload: { device: 'x', bins: [] },
      }),
      expect: everyone(401),
    },
    {
      method: 'POST',
      route: '/api/ingest/:protocol/*',
      access: 'device',
      probe: () => ({
        url: '/api/ingest/xovis/any/path',
        headers: { 'content-type': 'application/json' },
        payload: { device: 'x' },
      }),
      expect: everyone(401),
    },
    // Last: they revoke or change sessions, so each role sends them with a session of its own.
    {
      method: 'PUT',
      route: '/api/admin/user/me',
      access: 'any-session',
      freshSession: true,
      probe: () => ({
        url: '/api/admin/user/me',
        payload: { current_password: 'Demo!2026', password: 'Demo!2026', repeat: 'Demo!2026' },
      }),
      // Console users change their own password here too (decision 214).
      expect: anyAccount,
    },
    {
      method: 'POST',
      route: '/api/auth/logout',
      access: 'any-session',
      freshSession: true,
      probe: () => ({ url: '/api/auth/logout' }),
      expect: anyAccount,
    },
  ];

  /** Fastify adds a HEAD route for each GET route; it is that GET route, not one of its own. */
  function ownRoutes() {
    const table = api.app.accessTable;
    return table.filter(
      (entry) =>
        entry.method !== 'HEAD' ||
        !table.some((other) => other.method === 'GET' && other.url === entry.url),
    );
  }

  /**
   * The reporting console's routes, from the route table: each must declare its console action
   * (the server refuses to start otherwise; decision 190), and every shop role is refused on it
   * before its body or path is read, so a probe with placeholder ids and an empty body decides.
   */
  function consoleEntries(): MatrixEntry[] {
    return ownRoutes()
      .filter((entry) => entry.access === 'console')
      .map((entry) => ({
        method: entry.method,
        route: entry.url,
        access: 'console' as const,
        probe: () => ({
          url: entry.url.replace(/:(\w+)/g, '1'),
          ...(entry.method === 'GET' || entry.method === 'DELETE' ? {} : { payload: {} }),
        }),
        expect: consoleRoute,
      }));
  }

  it('lists every registered route exactly once, with the access the route declares', () => {
    const key = (entry: { method: string; url: string }) => `${entry.method} ${entry.url}`;
    const registered = ownRoutes()
      .map((entry) => `${key(entry)} (${entry.access})`)
      .sort();
    const consoleRoutes = ownRoutes().filter((entry) => entry.access === 'console');
    expect(consoleRoutes.length).toBeGreaterThan(0);
    for (const route of consoleRoutes) expect(route.consoleAction, key(route)).toBeDefined();
    const listed = [...matrix, ...consoleEntries()]
      .map((entry) => `${entry.method} ${entry.route} (${entry.access})`)
      .sort();
    expect(new Set(listed).size).toBe(listed.length);
    expect(listed).toEqual(registered);
  });

  function outcomeOf(status: number): Outcome | number {
    if (status >= 200 && status < 300) return '2xx';
    if (status >= 300 && status < 400) return '3xx';
    return status;
  }

  async function bearer(role: Role, entry: MatrixEntry, probe: Probe): Promise<string | undefined> {
    if (role === 'anonymous') {
      if (entry.access !== 'anonymous-or-session') return undefined;
      return `Bearer ${await signAnonymousPayload(probe.payload, anonymousKey, api.clock.now())}`;
    }
    return entry.freshSession ? api.login(accounts[role]) : auth[role];
  }

  /** Calls each entry as each role; the calls whose status class differs from the expected one. */
  async function mismatchesOf(entries: readonly MatrixEntry[]): Promise<string[]> {
    const mismatches: string[] = [];
    for (const entry of entries) {
      for (const role of roles) {
        if (entry.expect[role] === 'by-level') continue;
        const probe = await entry.probe(role);
        const authorization = await bearer(role, entry, probe);
        const response = await api.app.inject({
          method: entry.method as 'GET',
          url: probe.url,
          headers: {
            accept: 'text/html,application/json',
            ...(authorization ? { authorization } : {}),
            ...probe.headers,
          },
          ...(probe.payload === undefined ? {} : { payload: probe.payload as object }),
        });
        const got = outcomeOf(response.statusCode);
        if (got !== entry.expect[role]) {
          mismatches.push(
            `${entry.method} ${entry.route} as ${role}: expected ${entry.expect[role]}, got ${response.statusCode} ${response.body.slice(0, 160)}`,
          );
        }
      }
    }
    return mismatches;
  }

  // Every route × eight roles, in five parts that run in this order, so no single test runs for
  // minutes on a shared two-core machine: the session-changing entries come last, because the
  // change of password revokes the shared sessions.
  const stable = () => matrix.filter((entry) => !entry.freshSession);
  const quarter = (index: number) => {
    const size = Math.ceil(stable().length / 4);
    return stable().slice(index * size, (index + 1) * size);
  };

  it.each([1, 2, 3, 4])(
    'answers each role with the expected status class on every route (part %i of 5)',
    async (part) => {
      const entries = part === 4 ? [...quarter(3), ...consoleEntries()] : quarter(part - 1);
      expect(await mismatchesOf(entries)).toEqual([]);
    },
    120_000,
  );

  it('answers each role with the expected status class on every route (part 5 of 5)', async () => {
    expect(await mismatchesOf(matrix.filter((entry) => entry.freshSession))).toEqual([]);
    // The rep's orders were placed for the customer's office and record the rep.
    const [repUser] = await api.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, accounts.rep));
    const repOrders = await api.database.db
      .select()
      .from(orders)
      .where(eq(orders.repUserId, repUser?.id ?? -1));
    expect(repOrders.length).toBeGreaterThan(0);
  }, 120_000);
});
