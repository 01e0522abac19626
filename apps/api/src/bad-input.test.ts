import { request as httpRequest } from 'node:http';
import {
  buildBinsCsv,
  buildBinsJson,
  buildBrickstreamXml,
  buildGatePush,
  buildSip2Lines,
  buildXovisPush,
  type CountBin,
} from '@careshop/counting';
import { apiErrorBodySchema } from '@careshop/validation';
import { count, eq, sum } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { auditLog } from './modules/backoffice/index.js';
import { products } from './modules/catalogue/index.js';
import { consoleConfigs, promos } from './modules/console-admin/index.js';
import {
  countBins,
  devices,
  gateTotals,
  locations,
  rollupDaily,
  selfcheckTransactions,
} from './modules/counting/index.js';
import {
  companies,
  memberLimits,
  officeInvitations,
  organisations,
  passwordResets,
  questions,
  sessions,
  users,
} from './modules/identity/index.js';
import {
  approvalRequests,
  cartTemplates,
  coupons,
  idempotencyKeys,
  officeAddresses,
  orders,
  payments,
  zoomOrders,
} from './modules/ordering/index.js';
import { outbox } from './platform/mail/schema.js';
import type { RegisteredRoute } from './server.js';
import { officeAddressBody, zoomBody } from './testing/fixtures.js';
import { startTestApi, type TestApi, testDatabaseKinds } from './testing/harness.js';
import { addIngestDevice } from './testing/ingest-fixtures.js';
import {
  type FieldPath,
  inputJsonSchema,
  type JsonSchema,
  type StringField,
  sampleOf,
  stringFields,
  withValueAt,
} from './testing/schema-fields.js';

// Decision 150: a generated bad-input suite over every route. The routes, and the string fields of
// their body, query and path, come from the server's route table and the routes' zod schemas, so a
// new route or field is attacked without an edit here. Hand-written requests below only replace a
// generated one where a pattern or a cross-field rule needs a real value.

type Role = 'anonymous' | 'customer' | 'rep' | 'staff' | 'console' | 'device';
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

interface Operation {
  method: Method;
  url: string;
  schema: NonNullable<RegisteredRoute['schema']>;
}

interface BaseRequest {
  body?: unknown;
  query: Record<string, unknown>;
  params: Record<string, string>;
}

/** Requests the route's own schema accepts, where a generated one would not. */
/** A promo's texts in every language, so an attack on any one language's field is the only fault. */
const promoTexts = Object.fromEntries(
  ['en', 'de', 'fr', 'es', 'nl', 'it'].map((language) => [
    language,
    { title: 'Spring', text: 'New bottles' },
  ]),
);

const examples: Record<string, Partial<BaseRequest>> = {
  'POST /api/auth/login': { body: { email: 'a@b.co', password: 'x' } },
  'POST /api/auth/reset': {
    body: { token: 'abc', password: 'Longenough1', repeat: 'Longenough1' },
  },
  'POST /api/admin/user': {
    query: { send_mail: '1' },
    body: { cust_no: '1234', email: 'n@b.co', password: 'Longenough1', terms: true },
  },
  'POST /api/admin/question': {
    body: {
      name: 'A',
      company: 'B',
      email: 'q@b.co',
      phone: '+33 1 23 45 67 89',
      question_type: 'order',
      contact_preference: 'email',
      message: 'Hello',
    },
  },
  'PUT /api/admin/user/me': {
    body: { current_password: 'Demo!2026', password: 'Longenough1', repeat: 'Longenough1' },
  },
  'POST /api/admin/set_order_on_behalf': { body: { cust_no: '100004' } },
  'POST /api/admin/cart/check': { body: { lines: [{ id: 'BF-002', quantity: 1 }] } },
  'POST /api/admin/coupon/check': {
    body: { code: 'WELCOME10', lines: [{ id: 'BF-002', quantity: 1 }] },
  },
  'POST /api/admin/order': {
    body: {
      lines: [{ id: 'BF-002', quantity: 1 }],
      address_key: 'default',
      shipping_method: 'standard',
      payment_method: 'invoice',
      po_number: 'PO-1',
      note: 'Dock 3',
      accepted_terms: true,
      accepted_sales_terms: true,
    },
  },
  'POST /api/admin/zoom-order': { body: zoomBody },
  'POST /api/admin/address': { body: officeAddressBody },
  'PUT /api/admin/address/:id': { params: { id: '1' }, body: officeAddressBody },
  'POST /api/admin/cart-template': {
    body: { name: 'Monthly', lines: [{ id: 'BF-002', quantity: 1 }] },
  },
  'PUT /api/admin/cart-template/:id': { params: { id: '1' }, body: { name: 'Weekly' } },
  // Company accounts (issue 29, decision 330): office members and invitations.
  'PUT /api/admin/office/members/:id/role': { params: { id: '1' }, body: { role: 'buyer' } },
  'PUT /api/admin/office/members/:id/limit': {
    params: { id: '1' },
    body: { limit_cents: 10_000, period: 'month', approval_threshold_cents: 5_000 },
  },
  'POST /api/admin/office/invitations': {
    body: { email: 'invitee@b.co', role: 'buyer', language: 'en' },
  },
  'GET /api/admin/invitation/:token': { params: { token: 'abcdefghijklmnop' } },
  'PUT /api/admin/backoffice/offices/:id/members/:userId/role': {
    params: { id: '1', userId: '1' },
    body: { role: 'buyer' },
  },
  'PUT /api/admin/backoffice/offices/:id/members/:userId/limit': {
    params: { id: '1', userId: '1' },
    body: { limit_cents: 10_000, period: 'month', approval_threshold_cents: 5_000 },
  },
  // End of company accounts' office members.
  // Issue 29: approval requests (decision 330).
  'GET /api/admin/approval-requests': { query: { scope: 'to_decide', status: 'pending' } },
  'POST /api/admin/approval-requests/:id/reject': {
    params: { id: '1' },
    body: { reason: 'Over budget' },
  },
  'GET /api/admin/order': { query: { q: 'BF', from: '2026-01-01', to: '2026-12-31' } },
  'GET /api/admin/order/export.csv': { query: { from: '2026-01-01', to: '2026-12-31' } },
  'GET /api/admin/order/export.xlsx': { query: { from: '2026-01-01', to: '2026-12-31' } },
  'GET /api/admin/order_on_behalf/offices': { query: { q: 'Lyon' } },
  'PUT /api/admin/backoffice/organisations/:id': {
    params: { id: '1' },
    body: { max_order_count_year: 4, max_order_amount: -1, currency: 'EUR', locales: ['fr-FR'] },
  },
  'GET /api/admin/backoffice/products': {
    query: { q: 'BF', category: 'bottles', availability: 'in_stock' },
  },
  'PATCH /api/admin/backoffice/products/:id': {
    params: { id: '1' },
    body: {
      price_in_cents: 100,
      available_from: '2027-01-01',
      // Every language with both texts: an attack on one language's description must not be
      // refused for that language's missing name instead.
      translations: Object.fromEntries(
        ['fr', 'es', 'nl', 'en', 'de', 'it'].map((language) => [
          language,
          { name: `Name ${language}`, description: 'Text' },
        ]),
      ),
      bundle_items: [{ part_no: 'BF-002', quantity: 1 }],
    },
  },
  'POST /api/admin/backoffice/coupons': {
    body: { code: 'NEWCODE', percent_off: 5, valid_from: '2026-01-01', valid_until: '2026-12-31' },
  },
  'PATCH /api/admin/backoffice/coupons/:code': {
    params: { code: 'WELCOME10' },
    body: { valid_from: '2026-01-01', active: true },
  },
  'PUT /api/admin/backoffice/shop-configs/:id': {
    params: { id: '1' },
    body: {
      title: 'Shop',
      locales: ['fr-FR'],
      maintenance_mode: false,
      maintenance_title: 'Soon',
      maintenance_message: '<p>Back soon</p>',
    },
  },
  'GET /api/admin/backoffice/audit': { query: { entity: 'product', entity_id: '1' } },
  'POST /api/admin/backoffice/shop-configs/:id/promos': {
    params: { id: '1' },
    body: { translations: promoTexts },
  },
  'PATCH /api/admin/backoffice/promos/:id': {
    params: { id: '1' },
    body: { translations: promoTexts, active: false },
  },
  'PATCH /api/admin/backoffice/me': { body: { firstName: 'Sam' } },
  'POST /api/admin/payment/webhook': {
    body: { reference: 'pay_abcdefghijkl', status: 'completed' },
  },
  'POST /api/admin/webinar/registration': {
    body: { webinar_uid: 'webinar-1', first_name: 'A', last_name: 'B', email: 'w@b.co' },
  },
  'GET /api/admin/config_for_hostname/:hostname': { params: { hostname: 'localhost' } },
  'GET /api/content/leaflets/:file': {
    params: { file: 'BF-002.pdf' },
    query: { language: 'de', v: '0123456789abcdef' },
  },
  'PUT /api/admin/backoffice/products/:id/leaflet': {
    params: { id: '1' },
    query: { file_name: 'leaflet.pdf' },
  },
  'GET /api/content/product-images/:file': {
    params: { file: 'BF-002.webp' },
    query: { w: '400', v: '1' },
  },
  'GET /api/admin/payment/checkout/:reference': { params: { reference: 'pay_abcdefghijkl' } },
  'POST /api/admin/payment/checkout/:reference/complete': {
    params: { reference: 'pay_abcdefghijkl' },
  },
  'POST /api/admin/payment/checkout/:reference/cancel': {
    params: { reference: 'pay_abcdefghijkl' },
  },
  'GET /api/admin/payment/return': { query: { reference: 'pay_abcdefghijkl' } },
  'GET /api/admin/payment/cancel': { query: { reference: 'pay_abcdefghijkl' } },
  'GET /api/admin/console/users': { query: { company_id: '1' } },
  'POST /api/admin/console/users': {
    body: { email: 'c@b.co', password: 'Longenough1', level: 1, company_id: 1 },
  },
  'PATCH /api/admin/console/users/:id': { params: { id: '1' }, body: { level: 1 } },
  'POST /api/admin/console/companies': { body: { name: 'Acme' } },
  'PUT /api/admin/console/companies/:id': { params: { id: '1' }, body: { name: 'Acme' } },
  'POST /api/admin/console/locations': {
    body: {
      name: 'Library',
      timeZone: 'Europe/Amsterdam',
      optimal_balance: 100,
      balance_orange: 80,
      balance_red: 100,
    },
  },
  'PUT /api/admin/console/locations/:id': {
    params: { id: '1' },
    body: {
      name: 'Library',
      timeZone: 'Europe/Amsterdam',
      optimal_balance: 100,
      balance_orange: 80,
      balance_red: 100,
    },
  },
  'POST /api/admin/console/devices': {
    body: { name: 'Door', device_type: 'intenta', rt_id: 'SN-1', location_id: 1 },
  },
  'PATCH /api/admin/console/devices/:id': { params: { id: '1' }, body: { name: 'Door' } },
  'POST /api/admin/console/configs': { body: { name: 'Screen', is_active: true } },
  'PUT /api/admin/console/configs/:id': { params: { id: '1' }, body: { name: 'Screen' } },
  'POST /api/admin/console/promos': {
    body: { title: 'Open day', body: '<p>Hi</p>', starts_on: '2026-06-01', ends_on: '2026-06-02' },
  },
  'PUT /api/admin/console/promos/:id': { params: { id: '1' }, body: { title: 'Open day' } },
  'GET /api/admin/console/report': {
    query: {
      type: 'PEOPLECOUNTER_ENTER',
      location: '1',
      from: '2026-06-01',
      to: '2026-06-02',
      interval: 'D',
      format: 'csv',
    },
  },
  'GET /api/admin/console/series': {
    query: { location: '1', from: '2026-06-01', to: '2026-06-02', interval: 'D' },
  },
  'GET /api/admin/console/heatmap': {
    query: { location: '1', from: '2026-06-01', to: '2026-06-02' },
  },
  'GET /api/admin/console/selfcheck-activity': {
    query: { location: '1', from: '2026-06-01', to: '2026-06-02' },
  },
  'POST /api/admin/console/subscriptions': {
    body: {
      location_id: 1,
      max_rows_in_email: 10,
      interval: 'D',
      period: 'W',
      trigger: '1',
      start_date: '2026-01-01',
      format: 'csv',
      report_type: 'PEOPLECOUNTER_ENTER',
    },
  },
  'PATCH /api/admin/console/subscriptions/:id': { params: { id: '1' }, body: { paused: true } },
};

/** Routes that answer an event stream when a request is accepted. */
const streamingRoutes = new Set(['/api/admin/console/occupancy/stream']);

/** True when a query field's schema takes a list (a repeated parameter) as well as a text. */
function acceptsList(json: unknown, path: readonly (string | number)[]): boolean {
  type Loose = {
    type?: unknown;
    anyOf?: Loose[];
    oneOf?: Loose[];
    properties?: Record<string, Loose>;
  };
  const field = (json as Loose | undefined)?.properties?.[String(path[0])];
  const variants = [field, ...(field?.anyOf ?? []), ...(field?.oneOf ?? [])];
  return variants.some((variant) => variant?.type === 'array');
}

function roleFor(url: string): Exclude<Role, 'anonymous'> {
  if (url.startsWith('/api/ingest/')) return 'device';
  if (url.includes('/backoffice/')) return 'staff';
  // The super administrator passes every console check, so the body is what gets refused.
  if (url.includes('/console/')) return 'console';
  if (url.includes('order_on_behalf')) return 'rep';
  return 'customer';
}

function operationsOf(routes: readonly RegisteredRoute[]): Operation[] {
  const found: Operation[] = [];
  for (const route of routes) {
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) continue;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      found.push({ method: method as Method, url: route.url, schema: route.schema ?? {} });
    }
  }
  return found;
}

function jsonOf(schema: unknown): JsonSchema | undefined {
  return schema ? inputJsonSchema(schema) : undefined;
}

function baseRequest(operation: Operation): BaseRequest {
  const example = examples[`${operation.method} ${operation.url}`] ?? {};
  const body = jsonOf(operation.schema.body);
  const query = jsonOf(operation.schema.querystring);
  const params = jsonOf(operation.schema.params);
  return {
    ...(example.body !== undefined || body
      ? { body: example.body ?? (body ? sampleOf(body) : undefined) }
      : {}),
    query: { ...(query ? (sampleOf(query) as Record<string, unknown>) : {}), ...example.query },
    params: {
      ...(params ? (sampleOf(params) as Record<string, string>) : {}),
      ...example.params,
    },
  };
}

/** Percent-encodes any text, lone surrogates included (as the bytes a careless client sends). */
function encodeLoose(text: string): string {
  // The same bytes as the loop below; the loop only for a text with a lone surrogate, which
  // encodeURIComponent refuses. Character by character, the 1 MB value cost a fifth of the file's
  // CPU in string building and its garbage (decision 360).
  if (!/\p{Cs}/u.test(text)) return encodeURIComponent(text);
  let out = '';
  for (const char of text) {
    try {
      out += encodeURIComponent(char);
    } catch {
      const unit = char.charCodeAt(0);
      out += [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    }
  }
  return out;
}

function urlOf(operation: Operation, base: BaseRequest): string {
  const path = operation.url.replace(/:(\w+)/g, (_match, name: string) =>
    encodeLoose(String(base.params[name] ?? '')),
  );
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(base.query)) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) pairs.push(`${encodeLoose(key)}=${encodeLoose(String(item))}`);
  }
  return pairs.length > 0 ? `${path}?${pairs.join('&')}` : path;
}

function dotted(path: FieldPath): string {
  return path.join('.');
}

const controlCharacter = fc.oneof(
  fc.integer({ min: 0, max: 0x1f }).filter((code) => code !== 0x09),
  fc.integer({ min: 0x7f, max: 0x9f }),
);
const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff });

/** A text with a control character or a lone surrogate somewhere in it (never at the ends). */
const dirtyText = fc
  .tuple(
    fc.string({ minLength: 1, maxLength: 6 }),
    fc.oneof(controlCharacter, loneSurrogate),
    fc.string({ minLength: 1, maxLength: 6 }),
  )
  .map(([before, code, after]) => `x${before}${String.fromCharCode(code)}${after}x`)
  // A trailing line break is trimmed by trimmed fields; keep one that cannot be trimmed away.
  .filter((text) => /[^\P{Cc}\t]|\p{Cs}/u.test(text.trim()));

/** Arrays and objects nested `depth` levels deep. */
function nested(depth: number): unknown {
  let value: unknown = 'x';
  for (let level = 0; level < depth; level++) value = level % 2 ? { a: value } : [value];
  return value;
}

const megabyte = 'x'.repeat(1024 * 1024);

// Only values JSON can carry: NaN and ±Infinity would reach the server as null, which a nullable
// field rightly accepts.
const wrongType = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant({}),
  fc.constant([1, 2]),
  fc.integer({ min: 17, max: 400 }).map(nested),
);

// Valid pushes of every protocol (issue 27): a text of each is made dirty below.
const pushAt = (minute: number) => new Date(Date.UTC(2026, 5, 15, 9, minute));
const pushBins: CountBin[] = [0, 15].map((minute) => ({
  zone: 'Entrance',
  start: pushAt(minute),
  end: pushAt(minute + 15),
  enters: 4,
  exits: 2,
  missing: false,
}));
const sip2Lines = buildSip2Lines([
  { kind: 'checkout', ok: true, at: pushAt(1), dedupeKey: 'a' },
  { kind: 'checkin', ok: false, at: pushAt(2), dedupeKey: 'b' },
]);
/** JSON pushes as values: any key or text of them may be made dirty. */
const jsonPushes: readonly (readonly [string, unknown])[] = [
  ['xovis', buildXovisPush({ serial: 'XOVIS-1', bins: pushBins })],
  ['xovis', buildXovisPush({ serial: 'XOVIS-1', bins: pushBins, legacy: true })],
  [
    'gate',
    buildGatePush({
      deviceRef: 'GATE-1',
      readings: [{ gate: 'main', at: pushAt(0), totalIn: 5, totalOut: 3 }],
    }),
  ],
  ['bins', buildBinsJson({ deviceRef: 'BINS-1', bins: pushBins })],
  ['sip2', { device: 'KIOSK-1', messages: sip2Lines.split(/\r\n|\r|\n/).filter(Boolean) }],
];
/** Text pushes: a character may be written anywhere in them. */
const textPushes: readonly (readonly [string, string, string])[] = [
  [
    'brickstream',
    'text/xml',
    buildBrickstreamXml({ version: 5, deviceRef: 'BS-1', bins: pushBins }),
  ],
  [
    'brickstream',
    'application/xml',
    buildBrickstreamXml({ version: 1, deviceRef: 'BS-1', bins: pushBins }),
  ],
  ['bins', 'text/csv', buildBinsCsv({ deviceRef: 'BINS-1', bins: pushBins })],
  ['sip2', 'text/plain', sip2Lines],
];

/** A NUL or another control character (not tab or a line break), or a lone UTF-16 surrogate. */
const badCharacter = fc.oneof(
  fc.constant(0),
  fc.integer({ min: 0, max: 0x1f }).filter((code) => ![0x09, 0x0a, 0x0d].includes(code)),
  fc.integer({ min: 0x7f, max: 0x9f }),
  fc.integer({ min: 0xd800, max: 0xdfff }),
);

/**
 * `json` as a body with `char` written into one of its keys or texts (`pick`, at `at`): JSON
 * writes a C0 control or a lone surrogate as a `\\u` escape, which is how it reaches the server.
 */
function withDirtyText(json: unknown, pick: number, at: number, char: string): string {
  const copy = structuredClone(json);
  const texts: { holder: Record<string, unknown>; key: string; isKey: boolean }[] = [];
  const walk = (value: unknown) => {
    if (typeof value !== 'object' || value === null) return;
    for (const [key, item] of Object.entries(value)) {
      const holder = value as Record<string, unknown>;
      if (!Array.isArray(value)) texts.push({ holder, key, isKey: true });
      if (typeof item === 'string') texts.push({ holder, key, isKey: false });
      walk(item);
    }
  };
  walk(copy);
  const target = texts[pick % texts.length];
  if (!target) throw new Error('a push without texts');
  const insert = (text: string) => {
    const index = at % (text.length + 1);
    return `${text.slice(0, index)}${char}${text.slice(index)}`;
  };
  if (target.isKey) {
    target.holder[insert(target.key)] = target.holder[target.key];
    delete target.holder[target.key];
  } else {
    target.holder[target.key] = insert(String(target.holder[target.key]));
  }
  return JSON.stringify(copy);
}

describe.each(testDatabaseKinds())(
  'decision 150 bad input on %s: every route, every text field, 4xx JSON, nothing changes',
  (kind) => {
    let api: TestApi;
    let operations: Operation[] = [];
    const auth: Record<Role, Record<string, string>> = {
      anonymous: {},
      customer: {},
      rep: {},
      staff: {},
      console: {},
      device: {},
    };
    let idempotencyCounter = 0;
    /** Devices of the types that push gate totals and self-check lines (others: auth.device). */
    const deviceAuth: Record<string, Record<string, string>> = {};

    beforeAll(async () => {
      api = await startTestApi(kind);
      // Their office's administrator (decision 330), so every office route reads its input.
      await api.database.db
        .update(users)
        .set({ officeRole: 'admin' })
        .where(eq(users.email, 'customer@demo.test'));
      auth.customer = { authorization: await api.login('customer@demo.test') };
      auth.rep = { authorization: await api.login('rep@demo.test') };
      auth.staff = { authorization: await api.login('staff@demo.test') };
      auth.console = { authorization: await api.login('console-super@demo.test') };
      // A counting device pushes with its own key (decision 185).
      const device = await addIngestDevice(api.database.db, { deviceType: 'intenta' });
      auth.device = { authorization: `Bearer ${device.key}` };
      for (const [protocol, deviceType] of [
        ['gate', 'eco_gate'],
        ['sip2', 'selfcheck'],
      ] as const) {
        const other = await addIngestDevice(api.database.db, { deviceType });
        deviceAuth[protocol] = { authorization: `Bearer ${other.key}` };
      }
      operations = operationsOf(api.app.routes);
    });
    afterAll(async () => {
      await api?.close();
    });

    async function fingerprint() {
      const db = api.database.db;
      const counts = await Promise.all(
        [
          companies,
          locations,
          devices,
          consoleConfigs,
          promos,
          orders,
          zoomOrders,
          users,
          outbox,
          questions,
          payments,
          idempotencyKeys,
          passwordResets,
          sessions,
          countBins,
          selfcheckTransactions,
          gateTotals,
          rollupDaily,
          // The back office: any change writes an audit entry in its transaction (decision 218).
          auditLog,
          coupons,
          // The office address book (decision 246).
          officeAddresses,
          // The office's saved carts (decision 250).
          cartTemplates,
          // Company accounts: limits and invitations (decision 330).
          memberLimits,
          officeInvitations,
          // Orders waiting for an approver (decision 330).
          approvalRequests,
        ].map(async (table) => (await db.select({ n: count() }).from(table))[0]?.n),
      );
      const [stock] = await db.select({ total: sum(products.stock) }).from(products);
      const switches = await db
        .select({ on: organisations.maintenanceMode, title: organisations.maintenanceTitle })
        .from(organisations);
      return JSON.stringify([counts, stock?.total, switches]);
    }

    async function send(
      operation: Operation,
      role: Role,
      base: BaseRequest,
      rawBody?: string,
    ): Promise<{ status: number; json: unknown; text: string }> {
      const headers: Record<string, string> = {
        ...auth[role],
        'idempotency-key': `bad-input-${kind}-${++idempotencyCounter}`,
      };
      const hasBody = rawBody !== undefined || base.body !== undefined;
      if (hasBody) headers['content-type'] = 'application/json';
      const request = {
        method: operation.method,
        url: urlOf(operation, base),
        headers,
        ...(hasBody ? { payload: rawBody ?? JSON.stringify(base.body) } : {}),
      };
      if (streamingRoutes.has(operation.url)) {
        // An accepted request opens an endless event stream (a query value the parser left as
        // plain text, e.g. an undecodable escape, is valid): read the status, then hang up.
        const streamed = await api.app.inject({ ...request, payloadAsStream: true });
        const chunks: Buffer[] = [];
        if (streamed.statusCode >= 400) {
          for await (const chunk of streamed.stream()) chunks.push(chunk as Buffer);
        } else {
          streamed.stream().destroy();
        }
        const text = Buffer.concat(chunks).toString('utf8');
        return { status: streamed.statusCode, json: safeJson(text), text: text.slice(0, 300) };
      }
      const response = await api.app.inject(request);
      let json: unknown;
      try {
        json = response.json();
      } catch {
        json = undefined;
      }
      return { status: response.statusCode, json, text: response.body.slice(0, 300) };
    }

    function expectRefused(
      answer: { status: number; json: unknown; text: string },
      what: string,
    ): z.output<typeof apiErrorBodySchema> {
      expect(answer.status, `${what}: ${answer.text}`).toBeGreaterThanOrEqual(400);
      expect(answer.status, `${what}: ${answer.text}`).toBeLessThan(500);
      const parsed = apiErrorBodySchema.safeParse(answer.json);
      expect(parsed.success, `${what}: not the JSON error shape: ${answer.text}`).toBe(true);
      return parsed.data as z.output<typeof apiErrorBodySchema>;
    }

    it('finds the routes and a request each route schema accepts', () => {
      expect(operations.length).toBeGreaterThan(25);
      for (const operation of operations) {
        const base = baseRequest(operation);
        const parts: [unknown, unknown][] = [
          [operation.schema.body, base.body],
          [operation.schema.querystring, base.query],
          [operation.schema.params, base.params],
        ];
        for (const [schema, value] of parts) {
          if (!schema) continue;
          const result = (schema as z.ZodType).safeParse(value);
          expect(
            result.success,
            `${operation.method} ${operation.url}: add a valid request to examples (${JSON.stringify(value)})`,
          ).toBe(true);
        }
      }
    });

    // The attack runs in shards (every tenth route each), so no single test runs for minutes
    // on a shared two-core machine: the console's routes doubled the attacked fields.
    const shards = 10;
    let attacked = 0;
    it.each(Array.from({ length: shards }, (_, shard) => shard))(
      'attacks every string field of every body, query and path, anonymous and logged in (shard %i)',
      async (shard) => {
        const before = await fingerprint();
        for (const operation of operations.filter((_, index) => index % shards === shard)) {
          const base = baseRequest(operation);
          const role = roleFor(operation.url);
          const targets: { part: 'body' | 'query' | 'params'; field: StringField }[] = [];
          const partSchemas = {
            body: operation.schema.body,
            query: operation.schema.querystring,
            params: operation.schema.params,
          };
          for (const part of ['body', 'query', 'params'] as const) {
            const json = jsonOf(partSchemas[part]);
            if (!json) continue;
            for (const field of stringFields(json)) {
              if (field.path.length > 0) targets.push({ part, field });
            }
          }
          for (const { part, field } of targets) {
            const what = `${operation.method} ${operation.url} ${part}.${dotted(field.path)}`;
            const mutate = (value: unknown): BaseRequest => ({
              ...base,
              [part]: withValueAt(base[part], field.path, value),
            });
            attacked++;
            // A field that may span lines (a message, HTML; decision 150) rightly takes line
            // breaks: its own schema says so, and for it only the other controls are dirt.
            const schema = partSchemas[part] as z.ZodType | undefined;
            const takesLineBreaks =
              schema?.safeParse(withValueAt(base[part], field.path, 'x\r\nx')).success === true;
            const attack = takesLineBreaks
              ? dirtyText.filter((text) => /[^\P{Cc}\t\n\r]|\p{Cs}/u.test(text.trim()))
              : dirtyText;
            await fc.assert(
              fc.asyncProperty(attack, async (text) => {
                const answer = await send(operation, role, mutate(text));
                if (part === 'query' && /\p{Cs}/u.test(text)) {
                  // The query parser leaves an undecodable escape as it came (plain ASCII text), so
                  // no lone surrogate reaches the route; whatever it answers is never a 5xx.
                  expect(answer.status, `${what}: ${answer.text}`).toBeLessThan(500);
                  if (answer.status >= 400) expectRefused(answer, what);
                  return;
                }
                const body = expectRefused(answer, `${what} = ${JSON.stringify(text)}`);
                // A lone surrogate cannot be percent-decoded in a path: Fastify refuses the URL.
                if (part === 'params' && body.code === 'bad_request') return;
                expect(body.code, what).toBe('invalid_request');
                // The field's own error, or its union's or list's (a query sends one value as text).
                const error = body.errors?.[dotted(field.path)];
                const around = field.path
                  .map((_segment, index) => body.errors?.[dotted(field.path.slice(0, index + 1))])
                  .find(Boolean);
                expect(error ?? around, `${what}: no field error`).toBeDefined();
                if (error && !field.constrained) {
                  expect(error.key, what).toBe('validation.invalid_characters');
                }
                expectRefused(
                  await send(operation, 'anonymous', mutate(text)),
                  `${what} anonymous`,
                );
              }),
              { numRuns: 4 },
            );
            // One megabyte: the body limit, the URL limit or the field's maximum refuses it.
            expectRefused(await send(operation, role, mutate(megabyte)), `${what} = 1 MB`);
            if (part === 'body') {
              await fc.assert(
                fc.asyncProperty(wrongType, async (value) => {
                  expectRefused(await send(operation, role, mutate(value)), `${what} wrong type`);
                }),
                { numRuns: 3 },
              );
            } else {
              // A repeated query or path value arrives as a list, not a text (unless the query
              // takes a list there, like the report's several locations).
              const repeated = { ...base, [part]: withValueAt(base[part], field.path, ['1', '2']) };
              if (part === 'query' && !acceptsList(jsonOf(partSchemas.query), field.path)) {
                expectRefused(await send(operation, role, repeated), `${what} repeated`);
              }
            }
          }
          // Every top-level field of an object body: a value of another type, left out when the
          // schema requires it, and an unknown field next to it.
          const bodyJson = jsonOf(operation.schema.body);
          if (bodyJson && base.body && typeof base.body === 'object' && !Array.isArray(base.body)) {
            const valid = base.body as Record<string, unknown>;
            for (const key of Object.keys(valid)) {
              const what = `${operation.method} ${operation.url} body.${key}`;
              await fc.assert(
                fc.asyncProperty(
                  wrongType.filter((value) => typeof value !== typeof valid[key]),
                  async (value) => {
                    const answer = await send(operation, role, {
                      ...base,
                      body: { ...valid, [key]: value },
                    });
                    expectRefused(answer, `${what} wrong type`);
                  },
                ),
                { numRuns: 2 },
              );
              if (bodyJson.required?.includes(key)) {
                const { [key]: _dropped, ...rest } = valid;
                expectRefused(
                  await send(operation, role, { ...base, body: rest }),
                  `${what} missing`,
                );
              }
            }
            expectRefused(
              await send(operation, role, { ...base, body: { ...valid, zz_unknown: 'x' } }),
              `${operation.method} ${operation.url} unknown field`,
            );
          }
          // The whole body: deep nesting, scalars and lists where an object belongs.
          if (operation.schema.body) {
            for (const raw of [
              `${'['.repeat(100_000)}${']'.repeat(100_000)}`,
              `{"a":${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}}`,
              '"text"',
              '[]',
              'null',
              '{"a":',
            ]) {
              const what = `${operation.method} ${operation.url} body ${raw.slice(0, 12)}`;
              expectRefused(await send(operation, role, base, raw), what);
              expectRefused(await send(operation, 'anonymous', base, raw), `${what} anonymous`);
            }
          }
        }
        expect(await fingerprint()).toBe(before);
      },
      120_000,
    );

    it('attacked the fields of every route, in all shards', () => {
      expect(attacked).toBeGreaterThan(60);
    });

    it('device routes: hostile raw bodies of every content type are 4xx and store nothing', async () => {
      const before = await fingerprint();
      const pushes = operations.filter((operation) => roleFor(operation.url) === 'device');
      expect(pushes.length).toBeGreaterThan(0);
      const bodies = [
        `${'['.repeat(100_000)}${']'.repeat(100_000)}`,
        `{"a":${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}}`,
        '"text"',
        '[]',
        'null',
        '{"a":',
        '<?xml version="1.0"?><Metrics><Report',
        '<!DOCTYPE x [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;">]><x>&b;</x>',
        'a,b,c\n1,2',
        '\u0000\u0001\u0002',
      ];
      for (const operation of pushes) {
        for (const protocol of ['brickstream', 'xovis', 'gate', 'sip2', 'bins']) {
          for (const contentType of ['application/json', 'text/xml', 'text/plain', 'text/csv']) {
            for (const raw of bodies) {
              const url = operation.url.replace(':protocol', protocol).replace('*', 'x/y');
              const response = await api.app.inject({
                method: 'POST',
                url,
                headers: { ...(deviceAuth[protocol] ?? auth.device), 'content-type': contentType },
                payload: raw,
              });
              const what = `${url} ${contentType} ${raw.slice(0, 16)}`;
              expectRefused(
                {
                  status: response.statusCode,
                  json: safeJson(response.body),
                  text: response.body.slice(0, 200),
                },
                what,
              );
            }
          }
        }
      }
      expect(await fingerprint()).toBe(before);
    }, 120_000);

    it('device routes: a NUL, control character or lone surrogate in any text of any push is 400 invalid_characters, nothing stored (issue 27)', async () => {
      const before = await fingerprint();
      const pushes = operations.filter((operation) => roleFor(operation.url) === 'device');
      expect(pushes.length).toBeGreaterThan(0);
      const post = (url: string, protocol: string, contentType: string, payload: string) =>
        api.app.inject({
          method: 'POST',
          url: url.replace(':protocol', protocol).replace('*', 'x/y'),
          headers: { ...(deviceAuth[protocol] ?? auth.device), 'content-type': contentType },
          payload,
        });
      const refused = async (response: Awaited<ReturnType<typeof post>>, what: string) => {
        const body = expectRefused(
          {
            status: response.statusCode,
            json: safeJson(response.body),
            text: response.body.slice(0, 200),
          },
          what,
        );
        expect(response.statusCode, what).toBe(400);
        expect(body.code, `${what}: ${body.message}`).toBe('invalid_characters');
      };
      for (const operation of pushes) {
        await fc.assert(
          fc.asyncProperty(
            fc.constantFrom(...jsonPushes),
            fc.nat(),
            fc.nat(),
            badCharacter,
            async ([protocol, json], pick, at, code) => {
              const body = withDirtyText(json, pick, at, String.fromCharCode(code));
              const response = await post(operation.url, protocol, 'application/json', body);
              await refused(response, `${operation.url} ${protocol} ${body.slice(0, 120)}`);
            },
          ),
          { numRuns: 60 },
        );
        await fc.assert(
          fc.asyncProperty(
            fc.constantFrom(...textPushes),
            fc.nat(),
            // Written raw into a text body: a lone surrogate cannot travel as UTF-8, controls can.
            badCharacter.filter((code) => code < 0xd800),
            async ([protocol, contentType, text], at, code) => {
              const index = at % (text.length + 1);
              const body = `${text.slice(0, index)}${String.fromCharCode(code)}${text.slice(index)}`;
              const response = await post(operation.url, protocol, contentType, body);
              await refused(
                response,
                `${operation.url} ${protocol} U+${code.toString(16)} at ${index}`,
              );
            },
          ),
          { numRuns: 60 },
        );
      }
      expect(await fingerprint()).toBe(before);
      // The same pushes, clean, are stored: the character alone was refused.
      const route = pushes[0]?.url ?? '';
      for (const [protocol, json] of jsonPushes) {
        const response = await post(route, protocol, 'application/json', JSON.stringify(json));
        expect(response.statusCode, `${protocol}: ${response.body}`).toBe(200);
      }
      for (const [protocol, contentType, text] of textPushes) {
        const response = await post(route, protocol, contentType, text);
        expect(response.statusCode, `${protocol}: ${response.body}`).toBe(200);
      }
    }, 240_000);

    it('answers bad ids (hex, exponent, spaces, leading zeros, signs) with 400, never a lookup', async () => {
      const before = await fingerprint();
      for (const id of ['0x2', '2e0', ' 2', '2 ', '02', '+2', '-2', '2.0', '1e3', '0']) {
        for (const url of [
          `/api/admin/order/${encodeURIComponent(id)}`,
          `/api/admin/zoom-order?page=${encodeURIComponent(id)}`,
          `/api/admin/order?page=1&rows_per_page=${encodeURIComponent(id)}`,
        ]) {
          const response = await api.app.inject({ method: 'GET', url, headers: auth.customer });
          expect(response.statusCode, `${url}`).toBe(400);
          expect(response.json().code).toBe('invalid_request');
        }
        const approve = await api.app.inject({
          method: 'POST',
          url: `/api/admin/backoffice/accounts/${encodeURIComponent(id)}/approve`,
          headers: auth.staff,
        });
        expect(approve.statusCode, id).toBe(400);
      }
      expect(await fingerprint()).toBe(before);
    });

    it('bad ids, bad headers, bad tokens and wrong methods are 4xx', async () => {
      const before = await fingerprint();
      const orderBody = examples['POST /api/admin/order']?.body;
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
                payload: orderBody as Record<string, unknown>,
              },
              {
                method: method as 'DELETE',
                url: '/api/admin/product/extra',
                headers: auth.customer,
              },
            ];
            for (const request of requests) {
              const response = await api.app.inject(request);
              const answer = {
                status: response.statusCode,
                json: safeJson(response.body),
                text: response.body.slice(0, 200),
              };
              expectRefused(answer, `${request.method} ${request.url}`);
            }
          },
        ),
        { numRuns: 30 },
      );
      expect(await fingerprint()).toBe(before);
    });

    it('pages my orders without paging parameters (page 1, default rows per page)', async () => {
      const response = await api.app.inject({
        method: 'GET',
        url: '/api/admin/order',
        headers: auth.customer,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ page: 1, rows_per_page: 25 });
    });

    it('answers a malformed path, wrong content type and an oversized body in the JSON shape', async () => {
      const before = await fingerprint();
      const cases = [
        { method: 'GET' as const, url: '/api/admin/order/%zz', headers: auth.customer },
        { method: 'GET' as const, url: '/api/admin/%E0%A4%A', headers: auth.customer },
        {
          method: 'POST' as const,
          url: '/api/admin/cart/check',
          headers: { ...auth.customer, 'content-type': 'text/plain' },
          payload: 'hello',
        },
        {
          method: 'POST' as const,
          url: '/api/admin/cart/check',
          headers: { ...auth.customer, 'content-type': 'application/json' },
          payload: `{"lines":"${'x'.repeat(70_000)}"}`,
        },
        {
          method: 'GET' as const,
          url: `/api/admin/order?page=${'1'.repeat(9000)}`,
          headers: auth.customer,
        },
        { method: 'DELETE' as const, url: '/api/admin/order', headers: auth.customer },
      ];
      for (const request of cases) {
        const response = await api.app.inject(request);
        const answer = { status: response.statusCode, json: safeJson(response.body), text: '' };
        answer.text = response.body.slice(0, 200);
        expectRefused(answer, `${request.method} ${request.url.slice(0, 60)}`);
      }
      expect(await fingerprint()).toBe(before);
    });

    it('answers 431 (headers too large) and 414 (URI too long) over real HTTP in the JSON shape', async () => {
      await api.app.listen({ port: 0, host: '127.0.0.1' });
      const address = api.app.server.address();
      if (!address || typeof address === 'string') throw new Error('no port');
      const raw = (path: string, headers: Record<string, string>) =>
        new Promise<{ status: number; type: string; body: string }>((resolve, reject) => {
          const request = httpRequest(
            { host: '127.0.0.1', port: address.port, path, headers },
            (response) => {
              let body = '';
              response.setEncoding('utf8');
              response.on('data', (chunk: string) => {
                body += chunk;
              });
              response.on('end', () =>
                resolve({
                  status: response.statusCode ?? 0,
                  type: String(response.headers['content-type']),
                  body,
                }),
              );
            },
          );
          request.on('error', reject);
          request.end();
        });
      const bigHeader = await raw('/api/admin/product', { 'x-filler': 'y'.repeat(20_000) });
      expect(bigHeader.status).toBe(431);
      expect(bigHeader.type).toContain('application/json');
      expect(JSON.parse(bigHeader.body)).toMatchObject({
        success: false,
        code: 'headers_too_large',
      });
      const longUrl = await raw(`/api/admin/product?language=${'x'.repeat(9000)}`, {});
      expect(longUrl.status).toBe(414);
      expect(JSON.parse(longUrl.body)).toMatchObject({ success: false, code: 'uri_too_long' });
    });
  },
);

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
