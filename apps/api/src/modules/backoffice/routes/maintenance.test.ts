import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { signAnonymousPayload } from '@careshop/anonymous-token';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareDatabase } from '../../../app.js';
import { runCli } from '../../../cli-commands.js';
import { loadConfig } from '../../../platform/config.js';
import { zoomBody } from '../../../testing/fixtures.js';
import { startTestApi, type TestApi, testDatabaseKinds } from '../../../testing/harness.js';
import { organisations, shopConfigs } from '../../identity/index.js';
import { orders, zoomOrders } from '../../ordering/index.js';

const anonymousKey = 'test-anonymous-key-0123456789';

const orderBody = (paymentMethod = 'invoice') => ({
  lines: [{ id: 'BF-002', quantity: 1 }],
  address_key: 'default',
  shipping_method: 'standard',
  payment_method: paymentMethod,
  accepted_terms: true,
  accepted_sales_terms: true,
});

describe.each(testDatabaseKinds())('SPEC 4 Maintenance on %s', (kind) => {
  let api: TestApi;
  let staff: string;
  let customer: string;
  beforeAll(async () => {
    api = await startTestApi(kind, { env: { ANONYMOUS_TOKEN_KEY: anonymousKey } });
    staff = await api.login('staff@demo.test');
    customer = await api.login('customer@demo.test');
  });
  afterAll(async () => {
    await api.close();
  });

  const switchMaintenance = (auth: string, payload: unknown) =>
    api.app.inject({
      method: 'PUT',
      url: '/api/admin/backoffice/maintenance',
      headers: { authorization: auth },
      payload: payload as Record<string, unknown>,
    });
  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    api.app.inject({
      method: 'POST',
      url,
      headers: { authorization: customer, ...headers },
      payload: payload as Record<string, unknown>,
    });
  const countOf = async (table: typeof orders | typeof zoomOrders) =>
    (await api.database.db.select({ n: count() }).from(table))[0]?.n ?? 0;

  it('only staff switch it, and a bad body is a 400 naming the field', async () => {
    const asCustomer = await switchMaintenance(customer, { maintenance_mode: true });
    expect(asCustomer.statusCode).toBe(403);
    const bad = await switchMaintenance(staff, { maintenance_mode: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('maintenance_mode');
    const unknown = await switchMaintenance(staff, { maintenance_mode: true, colour: 'red' });
    expect(unknown.statusCode).toBe(400);
    const orgs = await api.database.db.select().from(organisations);
    expect(orgs.every((org) => !org.maintenanceMode)).toBe(true);
  });

  it('pauses ordering, zoom orders and payment start with 503 maintenance_mode, public calls stay open', async () => {
    // An online order placed before maintenance, to try paying it during maintenance.
    const before = await post('/api/admin/order', orderBody('creditcard'), {
      'idempotency-key': randomUUID(),
    });
    expect(before.statusCode).toBe(201);

    const on = await switchMaintenance(staff, {
      maintenance_mode: true,
      maintenance_title: 'Inventaire',
      maintenance_message:
        '<p onclick="steal()">Back <strong>Monday</strong> <a href="javascript:alert(1)">x</a> <a href="https://example.test/status">status</a></p><script>alert(1)</script><img src=x onerror=alert(1)>',
    });
    expect(on.statusCode).toBe(200);
    const message = on.json().maintenance_message as string;
    expect(on.json()).toMatchObject({ maintenance_mode: true, maintenance_title: 'Inventaire' });
    expect(message).toContain('<strong>Monday</strong>');
    expect(message).toContain('href="https://example.test/status"');
    expect(message).not.toMatch(/script|onclick|onerror|javascript:|<img/i);
    // Stored sanitised: nothing unsafe reaches the database.
    const [stored] = await api.database.db
      .select()
      .from(organisations)
      .where(eq(organisations.id, on.json().organisation_id));
    expect(stored?.maintenanceMessage).toBeTypeOf('string');
    expect(stored?.maintenanceMessage).not.toMatch(/script|onclick|onerror|javascript:/i);

    const ordersBefore = await countOf(orders);
    const zoomBefore = await countOf(zoomOrders);
    const order = await post('/api/admin/order', orderBody(), { 'idempotency-key': randomUUID() });
    expect(order.statusCode).toBe(503);
    expect(order.json()).toMatchObject({ success: false, code: 'maintenance_mode' });
    const zoom = await post('/api/admin/zoom-order', zoomBody, { 'idempotency-key': randomUUID() });
    expect(zoom.statusCode).toBe(503);
    expect(zoom.json()).toMatchObject({ code: 'maintenance_mode' });
    for (const action of ['start', 'resume']) {
      const payment = await post(`/api/admin/payment/${action}`, { order_id: before.json().id });
      expect(payment.statusCode, action).toBe(503);
      expect(payment.json(), action).toMatchObject({ code: 'maintenance_mode' });
    }
    expect(await countOf(orders)).toBe(ordersBefore);
    expect(await countOf(zoomOrders)).toBe(zoomBefore);

    // Public calls: config (with the maintenance texts), content, question, auth.
    const config = await api.app.inject({
      method: 'GET',
      url: '/api/admin/config_for_hostname/localhost',
    });
    expect(config.statusCode).toBe(200);
    expect(config.json()).toMatchObject({
      maintenance_mode: true,
      maintenance_title: 'Inventaire',
      maintenance_message: message,
    });
    const content = await api.app.inject({ method: 'GET', url: '/api/content/v2' });
    expect(content.statusCode).toBe(200);
    const question = {
      name: 'Eva',
      company: 'Kraamzorg Eva',
      email: 'eva@example.test',
      phone: '+31 20 123 4567',
      question_type: 'order' as const,
      contact_preference: 'email' as const,
      message: 'Where is my order?',
    };
    const token = await signAnonymousPayload(question, anonymousKey, api.clock.now());
    const asked = await api.app.inject({
      method: 'POST',
      url: '/api/admin/question',
      headers: { authorization: `Bearer ${token}` },
      payload: question,
    });
    expect(asked.statusCode).toBe(200);
    expect((await api.login('customer@demo.test')).startsWith('Bearer ')).toBe(true);
    const forgot = await api.app.inject({
      method: 'POST',
      url: '/api/auth/forgot',
      payload: { email: 'customer@demo.test' },
    });
    expect(forgot.statusCode).toBe(200);
    const me = await api.app.inject({
      method: 'GET',
      url: '/api/admin/user/me',
      headers: { authorization: customer },
    });
    expect(me.json().organisation).toMatchObject({ maintenance_mode: true });

    const off = await switchMaintenance(staff, { maintenance_mode: false });
    expect(off.json()).toMatchObject({ maintenance_mode: false, maintenance_title: 'Inventaire' });
    const after = await post('/api/admin/order', orderBody(), { 'idempotency-key': randomUUID() });
    expect(after.statusCode).toBe(201);
    const read = await api.app.inject({
      method: 'GET',
      url: '/api/admin/backoffice/maintenance',
      headers: { authorization: staff },
    });
    expect(read.json()).toMatchObject({ maintenance_mode: false, maintenance_message: message });
  });

  it("any shop config's own switch pauses ordering too", async () => {
    // A second shop of the organisation, in maintenance; the first one is not.
    const [first] = await api.database.db.select().from(shopConfigs).limit(1);
    if (!first) throw new Error('seed missing');
    await api.database.db.insert(shopConfigs).values({
      hostname: 'second-shop.test',
      title: 'second shop',
      currency: 'EUR',
      locales: ['fr-FR'],
      environment: 'test',
      maintenanceMode: true,
      organisationId: first.organisationId,
    });
    try {
      const paused = await post('/api/admin/order', orderBody(), {
        'idempotency-key': randomUUID(),
      });
      expect(paused.statusCode).toBe(503);
      const zoom = await post('/api/admin/zoom-order', zoomBody, {
        'idempotency-key': randomUUID(),
      });
      expect(zoom.statusCode).toBe(503);
    } finally {
      await api.database.db.delete(shopConfigs).where(eq(shopConfigs.hostname, 'second-shop.test'));
    }
    await api.database.db.update(shopConfigs).set({ maintenanceMode: true });
    try {
      const order = await post('/api/admin/order', orderBody(), {
        'idempotency-key': randomUUID(),
      });
      expect(order.statusCode).toBe(503);
      const config = await api.app.inject({
        method: 'GET',
        url: '/api/admin/config_for_hostname/localhost',
      });
      expect(config.json().maintenance_mode).toBe(true);
    } finally {
      await api.database.db.update(shopConfigs).set({ maintenanceMode: false });
    }
  });
});

describe('SPEC 4 Maintenance from the CLI', () => {
  let dataDir: string;
  let env: Record<string, string>;
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'careshop-maintenance-'));
    env = { DATA_DIR: dataDir, LOG_LEVEL: 'silent', NODE_ENV: 'test' };
  });
  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('turns maintenance on with a sanitised message, reports it, and off again', async () => {
    const lines: string[] = [];
    const log = console.log;
    console.log = (line: string) => lines.push(line);
    try {
      expect(
        await runCli(
          [
            'maintenance',
            'on',
            '--title',
            'Stocktaking',
            '--message',
            '<p>Back soon<script>x()</script></p>',
          ],
          env,
        ),
      ).toBe(0);
      expect(await runCli(['maintenance', 'status'], env)).toBe(0);
      expect(lines.at(-1)).toContain('maintenance on — Stocktaking');
      expect(await runCli(['maintenance', 'sideways'], env)).toBe(2);
      expect(await runCli(['maintenance', 'on', '--colour', 'red'], env)).toBe(2);
      expect(await runCli(['maintenance', 'off', '--organisation', '999'], env)).toBe(1);

      const { database } = await prepareDatabase(loadConfig(env));
      try {
        const [org] = await database.db
          .select()
          .from(organisations)
          .where(eq(organisations.maintenanceTitle, 'Stocktaking'));
        expect(org).toMatchObject({ maintenanceMode: true, maintenanceTitle: 'Stocktaking' });
        expect(org?.maintenanceMessage).toBe('<p>Back soon</p>');
      } finally {
        await database.close();
      }
      expect(await runCli(['maintenance', 'off'], env)).toBe(0);
      expect(lines.at(-1)).toContain('maintenance off');
    } finally {
      console.log = log;
    }
  }, 240_000); // several on-disk PGlite opens: slow on a loaded machine
});
