import { CART_TEMPLATE_MAX, fieldLimits } from '@careshop/validation';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCartTemplate } from '../../../testing/fixtures.js';
import { startTestApi, type TestApi, testDatabaseKinds } from '../../../testing/harness.js';
import { offices, users } from '../../identity/index.js';
import { cartTemplates } from '../schema.js';

// Issue 15 "B2B ordering speed" (decision 250): an office's saved carts. Save, list, load (the
// lines go through the cart check as a reorder's do), rename, remove; scoped to the office.

type Who = 'customer' | 'saintLuc' | 'rep' | 'repAlone' | 'pending' | 'staff';

const lines = [
  { id: 'BF-002', quantity: 2 },
  { id: 'SO-005', quantity: 1 },
  { id: 'BO-002', quantity: 5 },
];

describe.each(testDatabaseKinds())('decision 250 saved carts on %s', (kind) => {
  let api: TestApi;
  const auth = {} as Record<Who, string>;
  let customerOfficeId = 0;

  const send = (
    who: Who,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) =>
    api.app.inject({
      method,
      url: `/api/admin${url}`,
      headers: {
        authorization: auth[who],
        ...(who === 'rep' ? { 'x-order-on-behalf': '100001' } : {}),
      },
      ...(payload ? { payload: payload as Record<string, unknown> } : {}),
    });
  const save = async (who: Who, name: string, body: object = { lines }) => {
    const response = await send(who, 'POST', '/cart-template', { name, ...body });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: number; name: string; line_count: number }>();
  };

  beforeAll(async () => {
    api = await startTestApi(kind);
    auth.customer = await api.login('customer@demo.test');
    auth.saintLuc = await api.login('saint-luc@demo.test');
    auth.rep = await api.login('rep@demo.test');
    auth.repAlone = auth.rep;
    auth.pending = await api.login('pending@demo.test');
    auth.staff = await api.login('staff@demo.test');
    const [office] = await api.database.db
      .select({ id: offices.id })
      .from(offices)
      .where(eq(offices.custNo, '100001'));
    customerOfficeId = office?.id ?? 0;
  });
  afterAll(async () => {
    await api.close();
  });

  it('saves the cart under a trimmed name and lists it with its line count, who and when', async () => {
    const saved = await save('customer', '  Monthly restock  ');
    expect(saved).toMatchObject({
      name: 'Monthly restock',
      line_count: 3,
      saved_at: api.clock.now().toISOString(),
    });
    api.clock.advance(60_000);
    const byRep = await save('rep', 'Ward B', { lines: [{ id: 'BF-002', quantity: 1 }] });

    const list = await send('customer', 'GET', '/cart-template');
    expect(list.statusCode).toBe(200);
    const body = list.json<{ items: { id: number; saved_by: string }[]; max: number }>();
    expect(body.max).toBe(CART_TEMPLATE_MAX);
    // The latest saved first; each names the account that saved it.
    expect(body.items.map((item) => item.id)).toEqual([byRep.id, saved.id]);
    const [rep] = await api.database.db
      .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
      .from(users)
      .where(eq(users.email, 'rep@demo.test'));
    const repName = `${rep?.firstName} ${rep?.lastName}`.trim() || rep?.email;
    expect(body.items[0]).toMatchObject({ name: 'Ward B', line_count: 1, saved_by: repName });
    expect(body.items[1]?.saved_by).not.toBe('');

    const rows = await api.database.db
      .select()
      .from(cartTemplates)
      .where(eq(cartTemplates.officeId, customerOfficeId));
    expect(rows.map((row) => row.name).sort()).toEqual(['Monthly restock', 'Ward B']);
  });

  it('loads a saved cart: its lines go through the cart check, which refuses what cannot be ordered', async () => {
    const saved = await save('customer', 'Load me');
    const loaded = await send('customer', 'GET', `/cart-template/${saved.id}`);
    expect(loaded.statusCode).toBe(200);
    const template = loaded.json<{ lines: { id: string; quantity: number }[] }>();
    expect(template.lines).toEqual(lines);

    // The shop's load is a reorder's (decisions 244, 245): one fresh check of the cart with the
    // lines added, then cart-engine's addition rule on its answer.
    const check = await send('customer', 'POST', '/cart/check', { lines: template.lines });
    expect(check.statusCode).toBe(200);
    const byId = Object.fromEntries(
      check
        .json<{ lines: { id: string; status: string; reason?: string; quantity: number }[] }>()
        .lines.map((line) => [line.id, line]),
    );
    expect(byId['BF-002']).toMatchObject({ status: 'CAN_ORDER_ALL', quantity: 2 });
    expect(byId['SO-005']).toMatchObject({
      status: 'CANNOT_ORDER',
      reason: 'not_available_online',
    });
    // The per-order maximum (3) binds: part of the line.
    expect(byId['BO-002']).toMatchObject({ status: 'CAN_ORDER_PART', quantity: 3 });
  });

  it('refuses a name the office already uses, without case, as a field error the shop translates', async () => {
    await save('customer', 'Theatre kit');
    const again = await send('rep', 'POST', '/cart-template', { name: ' THEATRE KIT', lines });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      success: false,
      code: 'cart_template_name_taken',
      errors: { name: { key: 'validation.template_name_taken' } },
    });

    const other = await save('customer', 'Theatre spare');
    const renamed = await send('customer', 'PUT', `/cart-template/${other.id}`, {
      name: 'theatre kit',
    });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json()).toMatchObject({
      code: 'cart_template_name_taken',
      errors: { name: { key: 'validation.template_name_taken' } },
    });

    // Another office may use the same name; a saved cart may keep its own name in other case.
    await save('saintLuc', 'Theatre kit');
    const ownCase = await send('customer', 'PUT', `/cart-template/${other.id}`, {
      name: ' Theatre Extra ',
    });
    expect(ownCase.statusCode, ownCase.body).toBe(200);
    expect(ownCase.json()).toMatchObject({ name: 'Theatre Extra', line_count: 3 });
    const recased = await send('customer', 'PUT', `/cart-template/${other.id}`, {
      name: 'THEATRE EXTRA',
    });
    expect(recased.json()).toMatchObject({ name: 'THEATRE EXTRA' });
  });

  it('lets one of several saves of the same name at once through; the others are 409', async () => {
    const answers = await Promise.all(
      ['Night shift', 'NIGHT SHIFT', ' night shift', 'Night Shift '].map((name, index) =>
        send(index % 2 === 0 ? 'customer' : 'rep', 'POST', '/cart-template', { name, lines }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409, 409]);
    const rows = await api.database.db
      .select({ name: cartTemplates.name })
      .from(cartTemplates)
      .where(eq(cartTemplates.officeId, customerOfficeId));
    expect(rows.filter((row) => row.name.toLowerCase() === 'night shift')).toHaveLength(1);
  });

  it('removes a saved cart; it is gone from the list and 404 afterwards', async () => {
    const saved = await save('customer', 'Short lived');
    const removed = await send('rep', 'DELETE', `/cart-template/${saved.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ success: true });
    const list = (await send('customer', 'GET', '/cart-template')).json<{
      items: { id: number }[];
    }>();
    expect(list.items.map((item) => item.id)).not.toContain(saved.id);
    expect((await send('customer', 'GET', `/cart-template/${saved.id}`)).statusCode).toBe(404);
    expect((await send('customer', 'DELETE', `/cart-template/${saved.id}`)).statusCode).toBe(404);
  });

  it("keeps another office's saved carts out of reach: 404, and 403 without an office", async () => {
    const theirs = await addCartTemplate(
      api.database.db,
      { custNo: '100004', email: 'saint-luc@demo.test' },
      api.clock.now(),
      'Saint-Luc only',
    );
    for (const method of ['GET', 'DELETE'] as const) {
      expect((await send('customer', method, `/cart-template/${theirs}`)).statusCode).toBe(404);
      // A rep acting for 100001 is not acting for 100004.
      expect((await send('rep', method, `/cart-template/${theirs}`)).statusCode).toBe(404);
    }
    const rename = await send('customer', 'PUT', `/cart-template/${theirs}`, { name: 'Mine now' });
    expect(rename.statusCode).toBe(404);
    const listed = (await send('customer', 'GET', '/cart-template')).json<{
      items: { name: string }[];
    }>();
    expect(listed.items.map((item) => item.name)).not.toContain('Saint-Luc only');

    // A rep acting for nobody must choose an office first (422, as for ordering); a pending
    // account and staff have no office to keep carts for (403).
    const alone = await send('repAlone', 'GET', '/cart-template');
    expect(alone.statusCode).toBe(422);
    expect(alone.json()).toMatchObject({ code: 'order_on_behalf_required' });
    for (const who of ['pending', 'staff'] as const) {
      expect((await send(who, 'GET', '/cart-template')).statusCode).toBe(403);
      expect((await send(who, 'POST', '/cart-template', { name: 'Nope', lines })).statusCode).toBe(
        403,
      );
    }
    const [row] = await api.database.db
      .select({ name: cartTemplates.name })
      .from(cartTemplates)
      .where(eq(cartTemplates.id, theirs));
    expect(row?.name).toBe('Saint-Luc only');
  });

  it('answers bad input with 400 naming the field, and stores nothing', async () => {
    const before = (await send('customer', 'GET', '/cart-template')).json<{ items: unknown[] }>()
      .items.length;
    const cases: [object, string, string][] = [
      [{ name: '   ', lines }, 'name', 'validation.required'],
      [{ name: 'x'.repeat(fieldLimits.name + 1), lines }, 'name', 'validation.too_long'],
      [{ name: 'Empty', lines: [] }, 'lines', 'validation.product_required'],
      [{ name: 'Zero', lines: [{ id: 'BF-002', quantity: 0 }] }, 'lines.0.quantity', ''],
      [{ name: 'Extra', lines, office_id: 4 }, 'office_id', 'validation.unknown_field'],
    ];
    for (const [body, field, key] of cases) {
      const response = await send('customer', 'POST', '/cart-template', body);
      expect(response.statusCode, field).toBe(400);
      const errors = response.json<{ errors: Record<string, { key: string }> }>().errors;
      expect(Object.keys(errors), field).toContain(field);
      if (key) expect(errors[field]?.key, field).toBe(key);
    }
    const rename = await send('customer', 'PUT', '/cart-template/1', { name: '' });
    expect(rename.statusCode).toBe(400);
    expect(rename.json()).toMatchObject({ errors: { name: { key: 'validation.required' } } });
    const badId = await send('customer', 'GET', '/cart-template/abc');
    expect(badId.statusCode).toBe(400);
    const after = (await send('customer', 'GET', '/cart-template')).json<{ items: unknown[] }>()
      .items.length;
    expect(after).toBe(before);
  });
});
