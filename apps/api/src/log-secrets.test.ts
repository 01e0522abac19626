import { randomUUID } from 'node:crypto';
import { signAnonymousPayload } from '@careshop/anonymous-token';
import { buildBinsJson } from '@careshop/counting';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signWebhook } from './modules/ordering/payments/test-provider.js';
import { demoPassword } from './seed.js';
import { setUpConsoleScope } from './testing/console-scope.js';
import { startTestApi, type TestApi, testClock, testDatabaseKinds } from './testing/harness.js';
import { addIngestDevice } from './testing/ingest-fixtures.js';

const anonymousKey = 'log-test-anonymous-key-0123456789';
const newPassword = 'Log-test-Pass-42x';
const registerPassword = 'Reg1ster-Secret-77';
/** A full e-mail address anywhere in a line (a masked `c…@demo.test` is not one). */
const emailAddress = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/;

describe.each(testDatabaseKinds())('issue 30 Logs on %s: no secret in any line', (kind) => {
  let api: TestApi;
  const lines: string[] = [];
  /** Everything a log line must never hold, by what it is. */
  const secrets = new Map<string, string>();

  beforeAll(async () => {
    api = await startTestApi(kind, {
      clock: testClock('2026-11-20T12:00:00Z'),
      env: { ANONYMOUS_TOKEN_KEY: anonymousKey },
      logLevel: 'trace',
      logStream: { write: (line) => lines.push(line) },
    });
    secrets.set('demo password', demoPassword);
    secrets.set('new password', newPassword);
    secrets.set('registration password', registerPassword);
    secrets.set('webhook secret', api.config.paymentWebhookSecret);
    secrets.set('anonymous token key', anonymousKey);

    const call = (
      method: 'GET' | 'POST' | 'PUT',
      url: string,
      headers: Record<string, string>,
      payload?: unknown,
    ) =>
      api.app.inject({
        method,
        url,
        headers,
        ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
      });

    // Login, a refused login, and the password change.
    const login = await call(
      'POST',
      '/api/auth/login',
      {},
      {
        email: 'customer@demo.test',
        password: demoPassword,
      },
    );
    expect(login.statusCode).toBe(200);
    const auth = login.json<{ auth: string }>().auth;
    secrets.set('session token', auth);
    secrets.set('session token (secret part)', auth.split('||').pop() ?? auth);
    const bearer = { authorization: `Bearer ${auth}` };
    expect(
      (await call('POST', '/api/auth/login', {}, { email: 'customer@demo.test', password: 'nope' }))
        .statusCode,
    ).toBe(401);
    const changed = await call('PUT', '/api/admin/user/me', bearer, {
      current_password: demoPassword,
      password: newPassword,
      repeat: newPassword,
    });
    expect(changed.statusCode, changed.body).toBe(200);

    // Register with the anonymous token, twice (the second is refused: the address is taken).
    const registration = {
      cust_no: '4242',
      email: 'nina.noor@example.test',
      password: registerPassword,
      firstName: 'Nina',
      lastName: 'Noor',
      company_name: 'Praktijk Noor',
      license_number: 'NL-123',
      language: 'nl',
      terms: true,
    };
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const token = await signAnonymousPayload(registration, anonymousKey, api.clock.now());
      secrets.set(`anonymous token ${attempt}`, token);
      await call(
        'POST',
        '/api/admin/user?send_mail=1',
        { authorization: `Bearer ${token}` },
        registration,
      );
    }
    await call('POST', '/api/auth/forgot', {}, { email: 'customer@demo.test' });

    // An order (card: it starts a payment), the test checkout link and the signed webhook.
    const relogin = await call(
      'POST',
      '/api/auth/login',
      {},
      {
        email: 'customer@demo.test',
        password: newPassword,
      },
    );
    const orderAuth = { authorization: `Bearer ${relogin.json<{ auth: string }>().auth}` };
    secrets.set('second session token', orderAuth.authorization.slice(7));
    const order = await call(
      'POST',
      '/api/admin/order',
      { ...orderAuth, 'idempotency-key': randomUUID() },
      {
        lines: [{ id: 'BF-002', quantity: 1 }],
        address_key: 'default',
        shipping_method: 'standard',
        payment_method: 'creditcard',
        accepted_terms: true,
        accepted_sales_terms: true,
      },
    );
    expect(order.statusCode, order.body).toBe(201);
    const started = await call('POST', '/api/admin/payment/start', orderAuth, {
      order_id: order.json<{ id: number }>().id,
    });
    expect(started.statusCode, started.body).toBe(200);
    const link = new URL(started.json<{ payment_url: string }>().payment_url);
    secrets.set('checkout link token', link.searchParams.get('token') ?? '');
    await call('GET', `${link.pathname}${link.search}`, {});
    const event = JSON.stringify({
      id: `evt_${randomUUID()}`,
      reference: link.pathname.split('/').pop(),
      status: 'completed',
    });
    const hook = await api.app.inject({
      method: 'POST',
      url: '/api/admin/payment/webhook',
      headers: {
        'content-type': 'application/json',
        ...signWebhook(event, api.config.paymentWebhookSecret, api.clock.now()),
      },
      payload: event,
    });
    expect(hook.statusCode, hook.body).toBe(200);

    // A device push with its key (Bearer and Basic), and one with a wrong key.
    const device = await addIngestDevice(api.database.db, {
      deviceType: 'brickstream_people_counter',
    });
    secrets.set('device key', device.key);
    const bins = buildBinsJson({
      deviceRef: device.rtId,
      bins: [
        {
          zone: '',
          start: new Date('2026-11-19T08:00:00Z'),
          end: new Date('2026-11-19T08:15:00Z'),
          enters: 3,
          exits: 1,
          missing: false,
        },
      ],
    });
    const push = (authorization: string) =>
      call(
        'POST',
        '/api/ingest/bins',
        { authorization, 'content-type': 'application/json' },
        JSON.stringify(bins),
      );
    expect((await push(`Bearer ${device.key}`)).statusCode).toBe(200);
    expect(
      (await push(`Basic ${Buffer.from(`device:${device.key}`).toString('base64')}`)).statusCode,
    ).toBe(200);
    expect((await push('Bearer dk_wrong-key-for-the-log-test')).statusCode).toBe(401);
    secrets.set('wrong device key', 'dk_wrong-key-for-the-log-test');

    // The live stream opened with a ticket in its URL (EventSource cannot send a header).
    const scope = await setUpConsoleScope(api);
    const ticket = await call('POST', '/api/admin/console/occupancy/stream-ticket', {
      authorization: scope.auth.liveA,
    });
    const streamTicket = ticket.json<{ ticket: string }>().ticket;
    secrets.set('stream ticket', streamTicket);
    secrets.set('console session token', scope.auth.liveA.slice(7));
    await api.app.listen({ port: 0, host: '127.0.0.1' });
    const address = api.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const controller = new AbortController();
    const stream = await fetch(
      `http://127.0.0.1:${port}/api/admin/console/occupancy/stream?ticket=${encodeURIComponent(streamTicket)}`,
      { signal: controller.signal },
    );
    expect(stream.status).toBe(200);
    controller.abort();
    await call('POST', '/api/auth/logout', orderAuth);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }, 120_000);

  afterAll(async () => {
    await api.close();
  });

  it('logged the flow at trace level, each request line with its request id', () => {
    const requests = lines.filter((line) => line.includes('"msg":"request completed"'));
    expect(requests.length).toBeGreaterThan(15);
    for (const line of requests) expect(JSON.parse(line)).toHaveProperty('reqId');
  });

  it('holds no password, token, device key, webhook secret or full e-mail address', () => {
    const leaks: string[] = [];
    for (const line of lines) {
      for (const [what, value] of secrets) {
        // As it is, and as it stands in a URL.
        const forms = [value, encodeURIComponent(value)];
        if (value.length >= 8 && forms.some((form) => line.includes(form))) {
          leaks.push(`${what}: ${line}`);
        }
      }
      const address = emailAddress.exec(line);
      if (address) leaks.push(`e-mail address ${address[0]}: ${line}`);
    }
    expect(leaks).toEqual([]);
  });
});
