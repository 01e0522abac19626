import { verifyAnonymousToken } from '@careshop/anonymous-token';
import type {
  ChangePasswordRequest,
  OrderCreateRequest,
  QuestionRequest,
  RegisterRequest,
} from '@careshop/validation';
import * as shopRoutes from '@careshop/validation/shop-routes';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  closedPortUrl,
  type Handler,
  type Reply,
  startTestServer,
  type TestServer,
} from '../test/http-test-server';
import { ApiError } from './api-error';
import { type ApiClientOptions, createApiClient } from './client';
import { filterToOrganisation } from './organisation-filter';
import { pageQuery } from './paging';
import { IDEMPOTENCY_KEY_HEADER, ORDER_ON_BEHALF_HEADER } from './request-headers';
import { memoryTokenStore } from './token-store';

const SESSION = 'session-token||s3cret';
const SELF_SIGNED_KEY = 'shop-self-signed-key-for-tests-0123456789';

const user = {
  id: 7,
  cust_no: '12345',
  company_name: 'Maternity Ward West',
  is_valid: true,
  is_sales: false,
  max_order_amount: 25_000,
  license_valid: 'APPROVED',
};
const company = { id: 12, cust_no: '54321', company_name: 'Clinic East' };
const order = {
  id: 'ord-1',
  created: '2025-03-01T10:00:00Z',
  total: 1500,
  tax: 0,
  shipping: 0,
  discount: 0,
  lines: [{ id: 'SCF123', quantity: 2, price_in_cents: 750 }],
  status: 'in_process',
  payment_status: 'pending',
  delivery_option: 'standard',
};
const orderRequest: OrderCreateRequest = {
  lines: [{ id: 'SCF123', quantity: 2 }],
  address_key: 'addr-1',
  shipping_method: 'standard',
  payment_method: 'cod',
  accepted_terms: true,
  accepted_sales_terms: true,
};
const question: QuestionRequest = {
  name: 'Anna',
  company: 'Maternity Ward West',
  email: '  anna@example.com  ',
  phone: '+31 20 123 4567',
  question_type: 'order',
  contact_preference: 'email',
  message: 'Where is my order?',
};
const registration: RegisterRequest = {
  cust_no: '12345',
  email: 'anna@example.com',
  password: 'long-enough-password',
  terms: true,
};

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** Routes `METHOD /path` to a reply; anything else answers 404 with an empty body. */
async function api(routes: Record<string, Reply | Handler>) {
  server = await startTestServer((request) => {
    const route = routes[`${request.method} ${request.path}`];
    if (route === undefined) return { status: 404 };
    return typeof route === 'function' ? route(request) : route;
  });
  return server;
}

function client(s: TestServer, options: Partial<ApiClientOptions> = {}) {
  return createApiClient({ baseUrl: s.url, tokenStore: memoryTokenStore(SESSION), ...options });
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('SPEC 7 The calls: base is the admin API, auth calls replace admin by auth', () => {
  it('sends getMe to /api/admin/user/me?refresh=1 and login to /api/auth/login', async () => {
    const s = await api({
      'GET /api/admin/user/me': { json: user },
      'POST /api/auth/login': { json: { ...user, auth: 'new||secret' } },
    });
    const shop = client(s, { tokenStore: memoryTokenStore() });
    await shop.login({ email: 'anna@example.com', password: 'pw' });
    expect(await shop.call(shopRoutes.me, { query: { refresh: 1 } })).toMatchObject({
      id: 7,
      cust_no: '12345',
    });
    expect(s.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /api/auth/login',
      'GET /api/admin/user/me',
    ]);
    expect(s.requests[1]?.query.get('refresh')).toBe('1');
  });
});

describe('SPEC 7 Authorisation is a bearer token (SPEC 4 Login stores the token from auth)', () => {
  it('sends the stored token as bearer', async () => {
    const s = await api({ 'GET /api/admin/user/me': { json: user } });
    await client(s).call(shopRoutes.me, { query: { refresh: 1 } });
    expect(s.requests[0]?.headers.authorization).toBe(`Bearer ${SESSION}`);
  });

  it('stores the login token and uses it on later calls; logout removes it', async () => {
    const s = await api({
      'POST /api/auth/login': { json: { ...user, auth: 'fresh||secret' } },
      'GET /api/admin/user/me': { json: user },
    });
    const tokenStore = memoryTokenStore();
    const shop = client(s, { tokenStore });
    await shop.login({ email: 'anna@example.com', password: 'pw' });
    expect(s.requests[0]?.headers.authorization).toBeUndefined();
    expect(tokenStore.get()).toBe('fresh||secret');
    await shop.call(shopRoutes.me, { query: { refresh: 1 } });
    expect(s.requests[1]?.headers.authorization).toBe('Bearer fresh||secret');
    shop.logout();
    expect(tokenStore.get()).toBeNull();
    await shop.call(shopRoutes.me, { query: { refresh: 1 } });
    expect(s.requests[2]?.headers.authorization).toBeUndefined();
  });
});

describe('SPEC 4 Order on behalf: after a 200 with a company, later calls carry the customer number', () => {
  it('sends the header only after a successful set, and stops after clear', async () => {
    const s = await api({
      'GET /api/admin/user/me': { json: user },
      'POST /api/admin/set_order_on_behalf': { json: { company } },
    });
    const rep = client(s);
    await rep.call(shopRoutes.me, { query: { refresh: 1 } });
    const answer = await rep.setOrderOnBehalf(' 54321 ');
    expect(answer.company?.company_name).toBe('Clinic East');
    await rep.call(shopRoutes.me, { query: { refresh: 1 } });
    rep.clearOrderOnBehalf();
    await rep.call(shopRoutes.me, { query: { refresh: 1 } });

    const [before, set, after, cleared] = s.requests;
    expect(before?.headers['x-order-on-behalf']).toBeUndefined();
    expect(set?.json).toEqual({ cust_no: '54321' });
    expect(set?.headers['x-order-on-behalf']).toBeUndefined();
    expect(after?.headers[ORDER_ON_BEHALF_HEADER.toLowerCase()]).toBe('54321');
    expect(cleared?.headers['x-order-on-behalf']).toBeUndefined();
  });

  it('does not switch when the answer names no company', async () => {
    const s = await api({
      'GET /api/admin/user/me': { json: user },
      'POST /api/admin/set_order_on_behalf': { json: { company: null } },
    });
    const rep = client(s);
    await rep.setOrderOnBehalf('54321');
    await rep.call(shopRoutes.me, { query: { refresh: 1 } });
    expect(rep.getOrderOnBehalf()).toBeNull();
    expect(s.requests[1]?.headers['x-order-on-behalf']).toBeUndefined();
  });

  it('does not switch when the call fails', async () => {
    const s = await api({
      'POST /api/admin/set_order_on_behalf': { status: 403, json: { message: 'not yours' } },
    });
    const rep = client(s);
    const error = await rejection(rep.setOrderOnBehalf('54321'));
    expect(error.code).toBe('forbidden');
    expect(rep.getOrderOnBehalf()).toBeNull();
  });
});

describe('SPEC 7 / SPEC 8 Errors are rejected with the response body, or Wrong Services when there is none', () => {
  it('rejects a non-2xx answer with an ApiError carrying status and parsed body', async () => {
    const body = { success: false, message: 'register.error_message' };
    const s = await api({ 'POST /api/admin/question': { status: 422, json: body } });
    const error = await rejection(client(s).call(shopRoutes.question, { body: question }));
    expect(error.code).toBe('bad_request');
    expect(error.status).toBe(422);
    expect(error.body).toEqual(body);
    expect(error.message).toBe('register.error_message');
  });

  it("exposes the server's registry code and field errors, not only the HTTP class (decision 153)", async () => {
    const body = {
      success: false,
      code: 'email_taken',
      message: 'This e-mail address is already used',
    };
    const s = await api({ 'POST /api/admin/question': { status: 409, json: body } });
    const error = await rejection(client(s).call(shopRoutes.question, { body: question }));
    expect(error.code).toBe('conflict');
    expect(error.serverCode).toBe('email_taken');
    const invalid = {
      success: false,
      code: 'invalid_request',
      message: 'Invalid body',
      errors: { email: { key: 'validation.invalid_characters' } },
    };
    const t = await api({ 'POST /api/admin/question': { status: 400, json: invalid } });
    const refused = await rejection(client(t).call(shopRoutes.question, { body: question }));
    expect(refused.serverCode).toBe('invalid_request');
    expect(refused.serverBody?.errors?.email?.key).toBe('validation.invalid_characters');
  });

  it('has no server code when the body is not the API error shape or names an unknown code', async () => {
    const s = await api({
      'POST /api/admin/question': { status: 409, json: { success: false, code: 'made_up' } },
    });
    expect(
      (await rejection(client(s).call(shopRoutes.question, { body: question }))).serverCode,
    ).toBeUndefined();
    const t = await api({ 'GET /api/admin/product': { status: 500 } });
    expect((await rejection(client(t).call(shopRoutes.products))).serverCode).toBeUndefined();
  });

  it("uses 'Wrong Services' when the failed answer has no body", async () => {
    const s = await api({ 'GET /api/admin/product': { status: 500 } });
    const error = await rejection(client(s).call(shopRoutes.products));
    expect(error.code).toBe('server_error');
    expect(error.status).toBe(500);
    expect(error.body).toBeUndefined();
    expect(error.message).toBe('Wrong Services');
  });

  it('keeps a text body as text', async () => {
    const s = await api({ 'GET /api/admin/product': { status: 502, text: 'Bad Gateway' } });
    const error = await rejection(client(s).call(shopRoutes.products));
    expect(error.body).toBe('Bad Gateway');
  });

  it('rejects with code network when the server cannot be reached', async () => {
    const shop = createApiClient({
      baseUrl: await closedPortUrl(),
      tokenStore: memoryTokenStore(),
    });
    const error = await rejection(shop.call(shopRoutes.products));
    expect(error.code).toBe('network');
    expect(error.status).toBeUndefined();
  });
});

describe('SPEC 4 Forced logout: a rejected session (401) calls onUnauthorized', () => {
  it('calls onUnauthorized with the error and still rejects', async () => {
    const s = await api({
      'GET /api/admin/user/me': { status: 401, json: { message: 'expired' } },
    });
    const onUnauthorized = vi.fn();
    const error = await rejection(
      client(s, { onUnauthorized }).call(shopRoutes.me, { query: { refresh: 1 } }),
    );
    expect(error.code).toBe('unauthorized');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).toHaveBeenCalledWith(error);
  });

  it('does not call it for a failed login without a session', async () => {
    const s = await api({ 'POST /api/auth/login': { status: 401, json: { message: 'wrong' } } });
    const onUnauthorized = vi.fn();
    const shop = client(s, { onUnauthorized, tokenStore: memoryTokenStore() });
    await rejection(shop.login({ email: 'anna@example.com', password: 'bad' }));
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('does not call it for other failures', async () => {
    const s = await api({ 'GET /api/admin/user/me': { status: 403 } });
    const onUnauthorized = vi.fn();
    await rejection(client(s, { onUnauthorized }).call(shopRoutes.me, { query: { refresh: 1 } }));
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('ARCHITECTURE "One schema per concept": requests are validated before sending', () => {
  it('rejects bad input with invalid_request and makes no network call', async () => {
    const s = await api({});
    const error = await rejection(
      client(s).call(shopRoutes.register, {
        query: { send_mail: 1 },
        body: { ...registration, cust_no: '1', email: 'not-an-email' },
      }),
    );
    expect(error.code).toBe('invalid_request');
    expect(error.issues.map((issue) => issue.path.join('.'))).toEqual(
      expect.arrayContaining(['cust_no', 'email']),
    );
    expect(s.requests).toHaveLength(0);
  });

  it('sends the schema output: SPEC 5 e-mail trimmed before question submission', async () => {
    const s = await api({ 'POST /api/admin/question': { json: { success: true } } });
    await client(s).call(shopRoutes.question, { body: question });
    expect(s.requests[0]?.json).toMatchObject({ email: 'anna@example.com' });
  });

  it('rejects a bad page request without a call', async () => {
    const s = await api({});
    const error = await rejection(
      client(s).call(shopRoutes.orders, { query: pageQuery({ page: 0, rowsPerPage: 500 }) }),
    );
    expect(error.code).toBe('invalid_request');
    expect(error.issues.map((issue) => issue.path[0])).toEqual(['page', 'rows_per_page']);
    expect(s.requests).toHaveLength(0);
  });
});

describe('ARCHITECTURE "Server responses are parsed by api-client"', () => {
  it('rejects an answer that fails its schema with invalid_response', async () => {
    const s = await api({ 'GET /api/admin/user/me': { json: { id: 7, is_valid: 'yes' } } });
    const error = await rejection(client(s).call(shopRoutes.me, { query: { refresh: 1 } }));
    expect(error.code).toBe('invalid_response');
    expect(error.status).toBe(200);
    expect(error.issues.length).toBeGreaterThan(0);
  });

  it('rejects an answer that is not JSON with invalid_response', async () => {
    const s = await api({ 'GET /api/admin/user/me': { text: '<html>maintenance</html>' } });
    const error = await rejection(client(s).call(shopRoutes.me, { query: { refresh: 1 } }));
    expect(error.code).toBe('invalid_response');
    expect(error.body).toBe('<html>maintenance</html>');
  });
});

describe('SPEC 6 Anonymous register and question calls carry a self-signed token over the payload', () => {
  it('sends a self-signed bearer that verifies against the body the server received', async () => {
    const s = await api({ 'POST /api/admin/user': { json: { success: true } } });
    const visitor = client(s, { tokenStore: memoryTokenStore(), selfSignedKey: SELF_SIGNED_KEY });
    await visitor.call(shopRoutes.register, { query: { send_mail: 1 }, body: registration });
    const [request] = s.requests;
    expect(request?.query.get('send_mail')).toBe('1');
    const bearer = request?.headers.authorization?.replace(/^Bearer /, '') ?? '';
    await expect(
      verifyAnonymousToken(bearer, request?.json, SELF_SIGNED_KEY),
    ).resolves.toMatchObject({ iat: expect.any(Number) });
    await expect(
      verifyAnonymousToken(bearer, { ...registration, cust_no: '99999' }, SELF_SIGNED_KEY),
    ).rejects.toMatchObject({ reason: 'body_mismatch' });
  });

  it('uses the stored token instead when logged in', async () => {
    const s = await api({ 'POST /api/admin/question': { json: { success: true } } });
    await client(s, { selfSignedKey: SELF_SIGNED_KEY }).call(shopRoutes.question, {
      body: question,
    });
    expect(s.requests[0]?.headers.authorization).toBe(`Bearer ${SESSION}`);
  });

  it('never self-signs other calls', async () => {
    const s = await api({ 'GET /api/admin/product': { json: [] } });
    await client(s, {
      tokenStore: memoryTokenStore(),
      selfSignedKey: SELF_SIGNED_KEY,
    }).call(shopRoutes.products);
    expect(s.requests[0]?.headers.authorization).toBeUndefined();
  });
});

describe('ARCHITECTURE order confirmation with an idempotency key (no double order on retry)', () => {
  it('sends the Idempotency-Key header with createOrder', async () => {
    const s = await api({ 'POST /api/admin/order': { status: 201, json: order } });
    const placed = await client(s).call(shopRoutes.createOrder, {
      headers: { 'idempotency-key': 'key-0001-abcd' },
      body: orderRequest,
    });
    expect(placed.id).toBe('ord-1');
    expect(s.requests[0]?.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()]).toBe('key-0001-abcd');
  });

  it('sends the Idempotency-Key header with createZoomOrder', async () => {
    const s = await api({
      'POST /api/admin/zoom-order': {
        status: 201,
        json: {
          id: 'z-1',
          created: '2026-11-22T10:00:00.000Z',
          status: 'in_process',
          products: [{ id: 'SCF123', quantity: 1 }],
        },
      },
    });
    const receipt = await client(s).call(shopRoutes.createZoomOrder, {
      headers: { 'idempotency-key': 'zoom-key-0001' },
      body: {
        products: [{ id: 'SCF123', quantity: 1 }],
        first_name: 'Eva',
        last_name: 'Patient',
        zip: '10001',
        street: 'Main street',
        number: '1A',
        city: 'New York',
        state: 'NY',
        scanner_type: 'iTero',
        patient_scan_id: 'scan-1',
        email: 'eva@example.com',
        phone: '+1 212 555 0100',
        informed_consent_practice: true,
        informed_consent_patient: true,
        net_terms: true,
        terms: true,
        confirm_correct: true,
      },
    });
    expect(receipt.id).toBe('z-1');
    expect(s.requests[0]?.headers['idempotency-key']).toBe('zoom-key-0001');
  });

  it('rejects a missing key with invalid_request and no call', async () => {
    const s = await api({});
    const error = await rejection(
      client(s).call(shopRoutes.createOrder, {
        headers: { 'idempotency-key': '' },
        body: orderRequest,
      }),
    );
    expect(error.code).toBe('invalid_request');
    expect(s.requests).toHaveLength(0);
  });
});

describe('SPEC 2 my orders: history with rows per page, and order details', () => {
  it('sends page and rows_per_page and parses the page', async () => {
    const s = await api({
      'GET /api/admin/order': { json: { items: [order], page: 2, rows_per_page: 10, total: 11 } },
      'GET /api/admin/order/41': { json: order },
    });
    const shop = client(s);
    const list = await shop.call(shopRoutes.orders, {
      query: pageQuery({ page: 2, rowsPerPage: 10 }),
    });
    expect(list.items).toHaveLength(1);
    expect(s.requests[0]?.query.get('page')).toBe('2');
    expect(s.requests[0]?.query.get('rows_per_page')).toBe('10');
    expect((await shop.call(shopRoutes.order, { params: { id: 41 } })).total).toBe(1500);
  });
});

describe('issue 15 my orders: filters, invoice and export downloads, rep offices', () => {
  it('sends the filters given, leaves empty ones out, and refuses a bad one before any call', async () => {
    const s = await api({
      'GET /api/admin/order': { json: { items: [order], page: 1, rows_per_page: 10, total: 1 } },
    });
    const shop = client(s);
    await shop.call(shopRoutes.orders, {
      query: {
        ...pageQuery({ page: 1, rowsPerPage: 10 }),
        q: ' 00000012 ',
        status: 'processed',
        payment_status: undefined,
        from: '',
      },
    });
    const query = s.requests[0]?.query;
    expect(query?.get('q')).toBe('00000012');
    expect(query?.get('status')).toBe('processed');
    expect(query?.has('payment_status')).toBe(false);
    expect(query?.has('from')).toBe(false);
    const error = await rejection(
      shop.call(shopRoutes.orders, {
        query: { ...pageQuery({ page: 1, rowsPerPage: 10 }), from: '2026-05-02', to: '2026-05-01' },
      }),
    );
    expect(error.code).toBe('invalid_request');
    expect(error.issues?.[0]?.path).toEqual(['to']);
    expect(s.requests).toHaveLength(1);
  });

  it('downloads a file with the session and office headers and its Content-Disposition name', async () => {
    const s = await api({
      'GET /api/admin/order/12/invoice.pdf': {
        text: '%PDF-1.7 test',
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': 'attachment; filename="facture-00000012.pdf"',
        },
      },
      'GET /api/admin/order/export.csv': {
        text: 'a,b\r\n',
        headers: { 'content-type': 'text/csv' },
      },
      'GET /api/admin/order/13/invoice.pdf': { status: 404, json: { message: 'Order not found' } },
    });
    const shop = client(s);
    const invoice = await shop.download(
      shopRoutes.invoice,
      { params: { id: 12 }, query: { language: 'fr' } },
      { fallbackName: `invoice-${12}.pdf` },
    );
    expect(invoice.fileName).toBe('facture-00000012.pdf');
    expect(await invoice.blob.text()).toBe('%PDF-1.7 test');
    expect(s.requests[0]?.query.get('language')).toBe('fr');
    expect(s.requests[0]?.headers.authorization).toBe(`Bearer ${SESSION}`);
    const csv = await shop.download(
      shopRoutes.exportOrdersCsv,
      { query: { ...{ status: 'processed' }, language: 'nl' } },
      { fallbackName: 'orders.csv' },
    );
    expect(csv.fileName).toBe('orders.csv');
    expect(s.requests[1]?.query.get('status')).toBe('processed');
    expect(s.requests[1]?.query.get('language')).toBe('nl');
    const missing = await rejection(
      shop.download(
        shopRoutes.invoice,
        { params: { id: 13 }, query: { language: 'fr' } },
        { fallbackName: `invoice-${13}.pdf` },
      ),
    );
    expect(missing.status).toBe(404);
  });

  it('searches offices with q and reads the recent ones', async () => {
    const office = {
      id: 4,
      cust_no: '100004',
      company_name: 'Maternité Saint-Luc',
      city: 'Lille',
      postalcode: '59000',
      country: 'FR',
    };
    const s = await api({
      'GET /api/admin/order_on_behalf/offices': { json: { items: [office] } },
      'GET /api/admin/order_on_behalf/recent': { json: { items: [office] } },
    });
    const shop = client(s);
    expect(
      (await shop.call(shopRoutes.repOffices, { query: { q: 'Lille' } })).items[0]?.cust_no,
    ).toBe('100004');
    expect(s.requests[0]?.query.get('q')).toBe('Lille');
    expect((await shop.call(shopRoutes.recentRepOffices)).items).toHaveLength(1);
    const short = await rejection(shop.call(shopRoutes.repOffices, { query: { q: 'L' } }));
    expect(short.issues?.[0]?.path).toEqual(['q']);
    expect(s.requests).toHaveLength(2);
  });
});

describe('SPEC 4 App start / SPEC 7: products and categories are filtered to the config organisation id', () => {
  const product = (ctn: string, organisation: unknown) => ({
    part_no: ctn,
    SKUName: ctn,
    ctn,
    price_in_cents: 0,
    organisation,
  });

  it('keeps only items of the organisation, comparing ids as text', async () => {
    const s = await api({
      'GET /api/admin/product': {
        json: [product('A', { id: 1 }), product('B', { id: 2 }), product('C', null)],
      },
      'GET /api/admin/category': {
        json: [
          { id: 1, key: 'k1', link: 'l1', organisation: { id: '2' } },
          { id: 2, key: 'k2', link: 'l2', organisation: { id: 1 } },
        ],
      },
    });
    const shop = client(s);
    const products = filterToOrganisation(await shop.call(shopRoutes.products), '2');
    expect(products.map((p) => p.ctn)).toEqual(['B']);
    const categories = filterToOrganisation(await shop.call(shopRoutes.categories), 2);
    expect(categories.map((c) => c.key)).toEqual(['k1']);
  });

  it('keeps everything when no organisation id is set', async () => {
    const s = await api({
      'GET /api/admin/product': { json: [product('A', { id: 1 }), product('C', null)] },
    });
    expect(await client(s).call(shopRoutes.products)).toHaveLength(2);
  });
});

describe('SPEC 4 Other states: online payment is started, and a canceled one resumed', () => {
  const answer = {
    order_id: 41,
    status: 'pending',
    payment_url: 'http://shop.test/api/admin/payment/checkout/pay_abcdefghij',
    amount_cents: 2450,
  };

  it('posts the order id to payment/start and payment/resume with the session bearer', async () => {
    const s = await api({
      'POST /api/admin/payment/start': { json: answer },
      'POST /api/admin/payment/resume': {
        json: { ...answer, payment_url: `${answer.payment_url}2` },
      },
    });
    const shop = client(s);
    expect(await shop.call(shopRoutes.startPayment, { body: { order_id: 41 } })).toEqual(answer);
    const resumed = await shop.call(shopRoutes.resumePayment, { body: { order_id: 41 } });
    expect(resumed.payment_url).toBe(`${answer.payment_url}2`);
    expect(s.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /api/admin/payment/start',
      'POST /api/admin/payment/resume',
    ]);
    expect(s.requests.map((r) => r.json)).toEqual([{ order_id: 41 }, { order_id: 41 }]);
    expect(s.requests[1]?.headers.authorization).toBe(`Bearer ${SESSION}`);
  });

  it('refuses an order id that is not a positive integer without calling the server', async () => {
    const s = await api({ 'POST /api/admin/payment/start': { json: answer } });
    const error = await rejection(
      client(s).call(shopRoutes.startPayment, { body: { order_id: 0 } }),
    );
    expect(error.code).toBe('invalid_request');
    expect(error.issues?.[0]?.path).toEqual(['order_id']);
    expect(s.requests).toHaveLength(0);
  });

  it('rejects an answer without a payment URL as invalid_response', async () => {
    const s = await api({
      'POST /api/admin/payment/resume': { json: { ...answer, payment_url: undefined } },
    });
    const error = await rejection(
      client(s).call(shopRoutes.resumePayment, { body: { order_id: 41 } }),
    );
    expect(error.code).toBe('invalid_response');
  });

  it('rejects with the server body when the payment cannot start (e.g. already paid)', async () => {
    const s = await api({
      'POST /api/admin/payment/resume': {
        status: 409,
        json: { code: 'payment_completed', message: 'Already paid' },
      },
    });
    const error = await rejection(
      client(s).call(shopRoutes.resumePayment, { body: { order_id: 41 } }),
    );
    expect(error.status).toBe(409);
    expect(error.body).toEqual({ code: 'payment_completed', message: 'Already paid' });
  });
});

describe('SPEC 4 Logout: the session is forgotten at once and, on request, revoked on the server', () => {
  it('clears the token and office before the server answers, then revokes the old token', async () => {
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    const s = await api({
      'POST /api/admin/set_order_on_behalf': { json: { company } },
      'POST /api/auth/logout': async () => {
        await answered;
        return { json: { success: true } };
      },
    });
    const tokenStore = memoryTokenStore(SESSION);
    const shop = client(s, { tokenStore });
    await shop.setOrderOnBehalf('54321');
    const done = shop.logout({ revoke: true });
    expect(tokenStore.get()).toBeNull();
    expect(shop.getOrderOnBehalf()).toBeNull();
    release();
    await done;
    const revoke = s.requests.find((r) => r.path === '/api/auth/logout');
    expect(revoke?.method).toBe('POST');
    expect(revoke?.headers.authorization).toBe(`Bearer ${SESSION}`);
    expect(revoke?.headers['x-order-on-behalf']).toBeUndefined();
  });

  it('never rejects and does not report a 401 of the revoke as a forced logout', async () => {
    const onUnauthorized = vi.fn();
    const s = await api({ 'POST /api/auth/logout': { status: 401, json: { code: 'expired' } } });
    const shop = client(s, { onUnauthorized });
    await expect(shop.logout({ revoke: true })).resolves.toBeUndefined();
    expect(s.requests).toHaveLength(1);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('does not call the server without revoke, nor when there is no token', async () => {
    const s = await api({ 'POST /api/auth/logout': { json: { success: true } } });
    await client(s).logout();
    await client(s, { tokenStore: memoryTokenStore() }).logout({ revoke: true });
    expect(s.requests).toHaveLength(0);
  });

  it('still resolves when the server cannot be reached', async () => {
    const shop = createApiClient({
      baseUrl: await closedPortUrl(),
      tokenStore: memoryTokenStore(SESSION),
      timeoutMs: 2000,
    });
    await expect(shop.logout({ revoke: true })).resolves.toBeUndefined();
  });
});

describe('SPEC 2 /webinar: registration for a webinar', () => {
  const body = {
    webinar_uid: 'safe-sleep-2026',
    first_name: ' Anna ',
    last_name: 'de Vries',
    email: '  anna@example.com ',
    language: 'nl' as const,
  };

  it('posts the trimmed registration with a self-signed bearer when nobody is logged in', async () => {
    const s = await api({
      'POST /api/admin/webinar/registration': {
        json: { success: true, message: 'webinar.confirmed.title' },
      },
    });
    const visitor = client(s, { tokenStore: memoryTokenStore(), selfSignedKey: SELF_SIGNED_KEY });
    await expect(visitor.call(shopRoutes.webinarRegistration, { body: body })).resolves.toEqual({
      success: true,
      message: 'webinar.confirmed.title',
    });
    const [request] = s.requests;
    expect(request?.json).toEqual({
      webinar_uid: 'safe-sleep-2026',
      first_name: 'Anna',
      last_name: 'de Vries',
      email: 'anna@example.com',
      language: 'nl',
    });
    const bearer = request?.headers.authorization?.replace(/^Bearer /, '') ?? '';
    await expect(
      verifyAnonymousToken(bearer, request?.json, SELF_SIGNED_KEY),
    ).resolves.toBeTruthy();
  });

  it('refuses a missing name or an invalid e-mail before calling the server', async () => {
    const s = await api({ 'POST /api/admin/webinar/registration': { json: { success: true } } });
    const error = await rejection(
      client(s).call(shopRoutes.webinarRegistration, {
        body: { ...body, first_name: '  ', email: 'nope' },
      }),
    );
    expect(error.code).toBe('invalid_request');
    expect(error.issues?.map((issue) => issue.path[0]).sort()).toEqual(['email', 'first_name']);
    expect(s.requests).toHaveLength(0);
  });
});

describe('issue 10 item 9: PUT /user/me (change password) carries the current password', () => {
  it('sends current_password with the new password', async () => {
    const s = await api({ 'PUT /api/admin/user/me': { json: { success: true } } });
    const body = {
      current_password: 'Demo!2026',
      password: 'Kx7-plum-harbour',
      repeat: 'Kx7-plum-harbour',
    };
    await expect(client(s).call(shopRoutes.changePassword, { body: body })).resolves.toEqual({
      success: true,
    });
    expect(s.requests[0]?.json).toEqual(body);
  });

  it('refuses a body without the current password, or with a common new one, before calling', async () => {
    const s = await api({ 'PUT /api/admin/user/me': { json: { success: true } } });
    const withoutCurrent = { password: 'Kx7-plum-harbour', repeat: 'Kx7-plum-harbour' };
    const missing = await rejection(
      client(s).call(shopRoutes.changePassword, {
        body: withoutCurrent as ChangePasswordRequest,
      }),
    );
    expect(missing.issues?.map((issue) => issue.path[0])).toEqual(['current_password']);
    const common = await rejection(
      client(s).call(shopRoutes.changePassword, {
        body: { current_password: 'x', password: 'iloveyou', repeat: 'iloveyou' },
      }),
    );
    expect(common.issues?.map((issue) => issue.message)).toEqual(['validation.password_common']);
    expect(s.requests).toHaveLength(0);
  });
});

describe("decision 246: the office's address book", () => {
  const delivery = {
    name: 'Annexe',
    address: 'Rue Garibaldi 40',
    address_xtra: '',
    city: 'Lyon',
    postalcode: '69006',
    country: 'FR',
  };
  const body = {
    company_name: 'Annexe',
    street_name: 'Rue Garibaldi',
    house_number: '40',
    postalcode: '69006',
    city: 'Lyon',
    country: 'FR',
  };
  const entry = {
    id: 4,
    key: '4',
    ...body,
    address: '',
    delivery,
    updated: '2026-06-15T10:00:00.000Z',
  };

  it('lists, adds, changes and removes addresses of the office a rep orders for', async () => {
    const s = await api({
      'POST /api/admin/set_order_on_behalf': { json: { company } },
      'GET /api/admin/address': {
        json: { default: { key: 'default', delivery }, items: [entry], max: 50 },
      },
      'POST /api/admin/address': { status: 201, json: entry },
      'PUT /api/admin/address/4': { json: { ...entry, city: 'Villeurbanne' } },
      'DELETE /api/admin/address/4': { json: { success: true } },
    });
    const rep = client(s);
    await rep.setOrderOnBehalf('54321');
    const book = await rep.call(shopRoutes.addresses);
    expect(book.items[0]?.key).toBe('4');
    expect(book.default.delivery.city).toBe('Lyon');
    expect(
      (await rep.call(shopRoutes.createAddress, { body: { ...body, city: ' Lyon ' } })).id,
    ).toBe(4);
    expect((await rep.call(shopRoutes.updateAddress, { params: { id: 4 }, body: body })).city).toBe(
      'Villeurbanne',
    );
    expect(await rep.call(shopRoutes.deleteAddress, { params: { id: 4 } })).toEqual({
      success: true,
    });
    const calls = s.requests.slice(1);
    expect(calls.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /api/admin/address',
      'POST /api/admin/address',
      'PUT /api/admin/address/4',
      'DELETE /api/admin/address/4',
    ]);
    for (const call of calls) expect(call.headers['x-order-on-behalf']).toBe('54321');
    // The body is the schema's output: trimmed.
    expect(calls[1]?.json).toMatchObject({ city: 'Lyon' });
  });

  it('refuses a bad address or a missing id before any call, naming the field', async () => {
    const s = await api({});
    const shop = client(s);
    const error = await rejection(
      shop.call(shopRoutes.createAddress, { body: { ...body, postalcode: '' } }),
    );
    expect(error.code).toBe('invalid_request');
    expect(error.issues.map((issue) => issue.path.join('.'))).toContain('postalcode');
    expect(
      (await rejection(shop.call(shopRoutes.deleteAddress, { params: { id: '' } }))).code,
    ).toBe('invalid_request');
    expect(s.requests).toHaveLength(0);
  });
});

describe("decision 250: the office's saved carts", () => {
  const summary = {
    id: 7,
    name: 'Monthly',
    line_count: 1,
    saved_by: 'Claire Dupont',
    saved_at: '2026-06-15T10:00:00.000Z',
  };
  const template = { ...summary, lines: [{ id: 'BF-002', quantity: 2 }] };

  it('lists, reads, saves, renames and removes saved carts of the office a rep orders for', async () => {
    const s = await api({
      'POST /api/admin/set_order_on_behalf': { json: { company } },
      'GET /api/admin/cart-template': { json: { items: [summary], max: 50 } },
      'GET /api/admin/cart-template/7': { json: template },
      'POST /api/admin/cart-template': { status: 201, json: template },
      'PUT /api/admin/cart-template/7': { json: { ...template, name: 'Weekly' } },
      'DELETE /api/admin/cart-template/7': { json: { success: true } },
    });
    const rep = client(s);
    await rep.setOrderOnBehalf('54321');
    expect((await rep.call(shopRoutes.cartTemplates)).items[0]?.saved_by).toBe('Claire Dupont');
    expect((await rep.call(shopRoutes.cartTemplate, { params: { id: 7 } })).lines).toEqual([
      { id: 'BF-002', quantity: 2 },
    ]);
    expect(
      (
        await rep.call(shopRoutes.createCartTemplate, {
          body: { name: ' Monthly ', lines: template.lines },
        })
      ).id,
    ).toBe(7);
    expect(
      (
        await rep.call(shopRoutes.renameCartTemplate, {
          params: { id: 7 },
          body: { name: ' Weekly ' },
        })
      ).name,
    ).toBe('Weekly');
    expect(await rep.call(shopRoutes.deleteCartTemplate, { params: { id: 7 } })).toEqual({
      success: true,
    });
    const calls = s.requests.slice(1);
    expect(calls.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /api/admin/cart-template',
      'GET /api/admin/cart-template/7',
      'POST /api/admin/cart-template',
      'PUT /api/admin/cart-template/7',
      'DELETE /api/admin/cart-template/7',
    ]);
    for (const call of calls) expect(call.headers['x-order-on-behalf']).toBe('54321');
    expect(calls[2]?.json).toMatchObject({ name: 'Monthly' });
    expect(calls[3]?.json).toEqual({ name: 'Weekly' });
  });

  it('refuses an empty name or a missing id before any call, naming the field', async () => {
    const s = await api({});
    const shop = client(s);
    const error = await rejection(
      shop.call(shopRoutes.createCartTemplate, { body: { name: '  ', lines: [] } }),
    );
    expect(error.code).toBe('invalid_request');
    const fields = error.issues.map((issue) => issue.path.join('.'));
    expect(fields).toContain('name');
    expect(fields).toContain('lines');
    expect(
      (
        await rejection(
          shop.call(shopRoutes.renameCartTemplate, { params: { id: '' }, body: { name: 'A' } }),
        )
      ).code,
    ).toBe('invalid_request');
    expect(s.requests).toHaveLength(0);
  });
});
