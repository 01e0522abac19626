import { randomUUID } from 'node:crypto';
import { and, desc, eq, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAccount } from '../../../testing/fixtures.js';
import { startTestApi, type TestApi, testDatabaseKinds } from '../../../testing/harness.js';
import { products } from '../../catalogue/index.js';
import { organisations } from '../../identity/index.js';
import { orderLines } from '../../ordering/index.js';
import { auditLog } from '../schema.js';

const base = '/api/admin/backoffice';

function orderBody(id: string, quantity = 1, coupon?: string) {
  return {
    lines: [{ id, quantity }],
    address_key: 'default',
    shipping_method: 'standard',
    payment_method: 'invoice',
    accepted_terms: true,
    accepted_sales_terms: true,
    ...(coupon ? { coupon_code: coupon } : {}),
  };
}

describe.each(testDatabaseKinds())(
  'issue 14 back office catalogue (decision 219) on %s',
  (kind) => {
    let api: TestApi;
    let staff: string;
    let superStaff: string;
    let foreignStaff: string;
    let customer: string;
    let rep: string;
    let euId = 0;
    let usId = 0;

    beforeAll(async () => {
      api = await startTestApi(kind);
      const db = api.database.db;
      await addAccount(db, { email: 'staff-us@example.test', custNo: '200001', role: 'staff' });
      [staff, superStaff, foreignStaff, customer, rep] = await Promise.all([
        api.login('staff@demo.test'),
        api.login('super-staff@demo.test'),
        api.login('staff-us@example.test'),
        api.login('customer@demo.test'),
        api.login('rep@demo.test'),
      ]);
      const orgs = await db.select().from(organisations);
      euId = orgs.find((o) => o.name === 'sample shop EU')?.id ?? 0;
      usId = orgs.find((o) => o.name === 'sample shop US')?.id ?? 0;
      // Room for the many orders below.
      await db
        .update(organisations)
        .set({ maxOrderCountYear: 100_000, maxOrderAmountCents: -1 })
        .where(eq(organisations.id, euId));
    });
    afterAll(async () => {
      await api.close();
    });

    const call = (
      method: 'GET' | 'POST' | 'PUT' | 'PATCH',
      url: string,
      auth: string,
      payload?: unknown,
    ) =>
      api.app.inject({
        method,
        url: `${base}${url}`,
        headers: { authorization: auth },
        ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
      });

    const order = (body: unknown, auth = customer) =>
      api.app.inject({
        method: 'POST',
        url: '/api/admin/order',
        headers: { authorization: auth, 'idempotency-key': randomUUID() },
        payload: body as Record<string, unknown>,
      });

    async function productId(partNo: string) {
      const [row] = await api.database.db
        .select({ id: products.id })
        .from(products)
        .where(eq(products.partNo, partNo));
      if (!row) throw new Error(`${partNo} missing`);
      return row.id;
    }

    async function stockOf(partNo: string) {
      const [row] = await api.database.db
        .select({ stock: products.stock })
        .from(products)
        .where(eq(products.partNo, partNo));
      return row?.stock;
    }

    async function lastAudit(entity: string, entityId: string | number) {
      const [row] = await api.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(entityId))))
        .orderBy(desc(auditLog.id))
        .limit(1);
      return row;
    }

    it('GET /me answers the staff member, their organisation and the super admin flag', async () => {
      const me = await call('GET', '/me', staff);
      expect(me.statusCode).toBe(200);
      expect(me.json()).toMatchObject({
        email: 'staff@demo.test',
        organisation_id: euId,
        organisation_name: 'sample shop EU',
        super_admin: false,
      });
      expect((await call('GET', '/me', superStaff)).json()).toMatchObject({
        email: 'super-staff@demo.test',
        super_admin: true,
      });
    });

    it('refuses customers and reps with 403 on every catalogue call', async () => {
      const id = await productId('BF-001');
      for (const auth of [customer, rep]) {
        for (const [method, url, payload] of [
          ['GET', '/me'],
          ['GET', '/organisations'],
          ['PUT', `/organisations/${euId}`, { max_order_count_year: 1, max_order_amount: -1 }],
          ['GET', '/products'],
          ['GET', `/products/${id}`],
          ['PATCH', `/products/${id}`, { stock_delta: 1 }],
          ['GET', '/coupons'],
          ['POST', '/coupons', { code: 'X1', percent_off: 5 }],
          ['PATCH', '/coupons/WELCOME10', { active: false }],
          ['GET', '/shop-configs'],
          ['PUT', '/shop-configs/1', { maintenance_mode: true }],
          ['GET', '/audit'],
        ] as const) {
          const response = await call(method, url, auth, payload);
          expect(response.statusCode, `${method} ${url}`).toBe(403);
        }
      }
      expect(await stockOf('BF-001')).toBe(40);
    });

    describe('organisations', () => {
      it('lists the scope: own organisation for staff, every one for the super administrator', async () => {
        const own = (await call('GET', '/organisations', staff)).json();
        expect(own.items.map((o: { id: number }) => o.id)).toEqual([euId]);
        expect(own.items[0]).toMatchObject({
          name: 'sample shop EU',
          shop_configs: [
            { hostname: 'localhost', currency: 'EUR', locales: ['fr-FR', 'es-ES', 'nl-NL'] },
          ],
        });
        const all = (await call('GET', '/organisations', superStaff)).json();
        expect(all.items.map((o: { id: number }) => o.id)).toEqual([euId, usId]);
      });

      it('PUT sets the limits and the shops’ currency and locales, with an audit entry', async () => {
        const response = await call('PUT', `/organisations/${usId}`, superStaff, {
          max_order_count_year: 9,
          max_order_amount: 25_000,
          currency: 'USD',
          locales: ['en-US', 'es-US'],
        });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toMatchObject({
          id: usId,
          max_order_count_year: 9,
          max_order_amount: 25_000,
          shop_configs: [{ locales: ['en-US', 'es-US'] }],
        });
        const audit = await lastAudit('organisation', usId);
        expect(audit?.before).toMatchObject({ max_order_count_year: 6, max_order_amount: -1 });
        expect(audit?.after).toMatchObject({ max_order_count_year: 9, max_order_amount: 25_000 });
      });

      it("answers 404 for another organisation's row, 400 naming the field, and saves nothing", async () => {
        const foreign = await call('PUT', `/organisations/${euId}`, foreignStaff, {
          max_order_count_year: 1,
          max_order_amount: -1,
        });
        expect(foreign.statusCode).toBe(404);
        for (const [body, field] of [
          [{ max_order_count_year: 5, max_order_amount: -2 }, 'max_order_amount'],
          [{ max_order_count_year: 5, max_order_amount: 10, locales: ['fr_FR'] }, 'locales.0'],
          [{ max_order_count_year: 5, max_order_amount: 10, currency: 'eur' }, 'currency'],
          [{ max_order_amount: 10 }, 'max_order_count_year'],
        ] as const) {
          const bad = await call('PUT', `/organisations/${usId}`, superStaff, body);
          expect(bad.statusCode).toBe(400);
          expect(bad.json().code).toBe('invalid_request');
          expect(Object.keys(bad.json().errors)).toContain(field);
        }
        const [us] = await api.database.db
          .select()
          .from(organisations)
          .where(eq(organisations.id, usId));
        expect(us?.maxOrderCountYear).toBe(9);
      });
    });

    describe('products', () => {
      it('lists a page, searched by part number or a name in any language', async () => {
        const page = (await call('GET', '/products?q=bf-00&rows_per_page=2', staff)).json();
        expect(page).toMatchObject({ page: 1, rows_per_page: 2 });
        expect(page.total).toBeGreaterThanOrEqual(3);
        expect(page.items.map((p: { part_no: string }) => p.part_no)).toEqual(['BF-001', 'BF-002']);
        const second = (
          await call('GET', '/products?q=bf-00&rows_per_page=2&page=2', staff)
        ).json();
        expect(second.items[0].part_no).toBe('BF-003');

        const bf1 = (await call('GET', `/products/${await productId('BF-001')}`, staff)).json();
        const germanName: string = bf1.translations.de.name;
        const byName = (
          await call('GET', `/products?q=${encodeURIComponent(germanName.slice(1, -1))}`, staff)
        ).json();
        expect(byName.items.map((p: { part_no: string }) => p.part_no)).toContain('BF-001');
        // LIKE wildcards are taken literally.
        expect((await call('GET', '/products?q=%25', staff)).json().total).toBe(0);
      });

      it('filters by category and by each availability state of SPEC 4', async () => {
        const bundles = (await call('GET', '/products?category=PKG', staff)).json();
        expect(bundles.items.map((p: { part_no: string }) => p.part_no)).toEqual([
          'PKG-001',
          'PKG-002',
          'PKG-003',
        ]);
        const expected: Record<string, string> = {
          not_online: 'SO-005',
          download_only: 'ED-001',
          available_on: 'ST-001',
          out_of_stock: 'BO-006',
          low_stock: 'BO-002',
          in_stock: 'BF-001',
        };
        for (const [state, partNo] of Object.entries(expected)) {
          const page = (
            await call('GET', `/products?availability=${state}&rows_per_page=100`, staff)
          ).json();
          const parts = page.items.map((p: { part_no: string }) => p.part_no);
          expect(parts, state).toContain(partNo);
          for (const item of page.items) expect(item.availability_state).toBe(state);
        }
      });

      it("scopes: another organisation's staff see none of them and get 404 on one", async () => {
        const id = await productId('BF-001');
        expect((await call('GET', `/products/${id}`, foreignStaff)).statusCode).toBe(404);
        expect(
          (await call('PATCH', `/products/${id}`, foreignStaff, { stock: 1 })).statusCode,
        ).toBe(404);
        expect((await call('GET', '/products', foreignStaff)).json().total).toBe(0);
        expect((await call('GET', `/products/${id}`, superStaff)).statusCode).toBe(200);
        expect(await stockOf('BF-001')).toBe(40);
      });

      it('PATCH changes every field of the contract and audits before and after', async () => {
        const id = await productId('BO-003');
        const response = await call('PATCH', `/products/${id}`, staff, {
          price_in_cents: 1234,
          stock: 77,
          max_per_order: 3,
          max_per_year: 12,
          availability: 'available_on',
          available_from: '2027-01-01',
          translations: { fr: { name: 'Biberon neuf', description: '<b>Nouveau</b>' } },
          leaflet: true,
          is_promo: true,
        });
        expect(response.statusCode).toBe(200);
        const product = response.json();
        expect(product).toMatchObject({
          price_in_cents: 1234,
          stock: 77,
          max_per_order: 3,
          max_per_year: 12,
          availability: 'available_on',
          available_from: '2027-01-01',
          availability_state: 'available_on',
          leaflet: true,
          is_promo: true,
        });
        expect(product.translations.fr).toEqual({
          name: 'Biberon neuf',
          description: '<b>Nouveau</b>',
        });
        // Languages left out keep their texts.
        expect(product.translations.en.name).toBeTruthy();
        const audit = await lastAudit('product', id);
        expect(audit?.action).toBe('update');
        expect(audit?.after).toMatchObject({ price_in_cents: 1234, stock: 77 });
        expect(audit?.before).toMatchObject({ stock: 500, availability: 'available' });
        expect(Object.keys(audit?.after ?? {})).not.toContain('ctn');

        const skincare = (await call('GET', '/products?category=skin-care', staff)).json().items[0];
        const bundle = await call('PATCH', `/products/${id}`, staff, {
          category_id: skincare.category.id,
          bundle_items: [
            { part_no: 'BO-001', quantity: 2 },
            { part_no: 'SK-001', quantity: 1 },
          ],
        });
        expect(bundle.statusCode).toBe(200);
        expect(bundle.json()).toMatchObject({
          category: { key: 'skin-care' },
          bundle_items: [
            { part_no: 'BO-001', quantity: 2 },
            { part_no: 'SK-001', quantity: 1 },
          ],
        });
      });

      it('bad input answers 400 naming the field and saves nothing of the call', async () => {
        const id = await productId('BO-004');
        const before = (await call('GET', `/products/${id}`, staff)).json();
        for (const [body, field] of [
          [{ price_in_cents: -1 }, 'price_in_cents'],
          [{ price_in_cents: 10, stock: 5, stock_delta: 1 }, 'stock_delta'],
          [{ availability: 'available_on', available_from: null }, 'available_from'],
          [{ price_in_cents: 10, availability: 'available_on' }, 'available_from'],
          [
            { price_in_cents: 10, bundle_items: [{ part_no: 'NOPE-1', quantity: 1 }] },
            'bundle_items.0.part_no',
          ],
          [
            { price_in_cents: 10, bundle_items: [{ part_no: 'BO-004', quantity: 1 }] },
            'bundle_items.0.part_no',
          ],
          [{ price_in_cents: 10, category_id: 999_999 }, 'category_id'],
          [{ translations: { fr: { name: '' } } }, 'translations.fr.name'],
          [{ translations: { xx: { name: 'x' } } }, 'translations'],
          [{ stock: 1.5 }, 'stock'],
        ] as const) {
          const response = await call('PATCH', `/products/${id}`, staff, body);
          expect(response.statusCode, JSON.stringify(body)).toBe(400);
          expect(response.json().code).toBe('invalid_request');
          const fields = Object.keys(response.json().errors ?? {});
          expect(
            fields.some((f) => f === field || f.startsWith(field)),
            `${field} in ${fields}`,
          ).toBe(true);
        }
        expect((await call('GET', `/products/${id}`, staff)).json()).toEqual(before);
      });

      it('stock_delta adds atomically, and a delta below 0 answers 409 naming stock', async () => {
        const id = await productId('BO-005');
        const up = await call('PATCH', `/products/${id}`, staff, { stock_delta: 25 });
        expect(up.json().stock).toBe(525);
        const audit = await lastAudit('product', id);
        expect(audit).toMatchObject({
          action: 'stock_delta',
          before: { stock: 500 },
          after: { stock: 525, stock_delta: 25 },
        });
        const down = await call('PATCH', `/products/${id}`, staff, {
          stock_delta: -526,
          price_in_cents: 1,
        });
        expect(down.statusCode).toBe(409);
        expect(down.json()).toMatchObject({
          code: 'insufficient_stock',
          details: { field: 'stock', stock: 525 },
        });
        expect((await call('GET', `/products/${id}`, staff)).json()).toMatchObject({
          stock: 525,
          price_in_cents: up.json().price_in_cents,
        });
        // Unknown stock (null) has nothing to add to: set it first.
        const unknown = await call('PATCH', `/products/${await productId('SK-006')}`, staff, {
          stock_delta: 1,
        });
        expect(unknown.statusCode).toBe(409);
      });

      it('concurrent orders and staff stock deltas: final stock = initial + deltas − ordered, never negative', async () => {
        const partNo = 'SK-002';
        const id = await productId(partNo);
        await api.database.db
          .update(products)
          .set({ stock: 20, maxPerOrder: null, maxPerYear: null })
          .where(eq(products.id, id));
        const orderedBefore = await unitsOrdered(partNo);
        const deltas = Array.from({ length: 16 }, (_, index) => (index % 2 === 0 ? -4 : 3));
        // Orders and deltas interleaved, all in flight at once.
        const work: { kind: 'order' | 'delta'; delta: number }[] = [];
        for (let index = 0; index < 24; index += 1) {
          work.push({ kind: 'order', delta: 0 });
          const delta = deltas[index];
          if (delta !== undefined) work.push({ kind: 'delta', delta });
        }
        const answers = await Promise.all(
          work.map(async (item) => {
            if (item.kind === 'order') {
              const response = await order(orderBody(partNo));
              return { kind: 'order', status: response.statusCode, delta: 0 };
            }
            const response = await call('PATCH', `/products/${id}`, staff, {
              stock_delta: item.delta,
            });
            return { kind: 'delta', status: response.statusCode, delta: item.delta };
          }),
        );
        for (const answer of answers) {
          if (answer.kind === 'order') expect([201, 422]).toContain(answer.status);
          if (answer.kind === 'delta') expect([200, 409]).toContain(answer.status);
        }
        const applied = answers
          .filter((a) => a.kind === 'delta' && a.status === 200)
          .reduce((total, a) => total + a.delta, 0);
        const ordered = (await unitsOrdered(partNo)) - orderedBefore;
        expect(ordered).toBe(answers.filter((a) => a.kind === 'order' && a.status === 201).length);
        const final = await stockOf(partNo);
        expect(final).toBe(20 + applied - ordered);
        expect(final).toBeGreaterThanOrEqual(0);
        // Every applied delta left an audit entry.
        const audits = await api.database.db
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.entity, 'product'), eq(auditLog.entityId, String(id))));
        expect(audits.length).toBe(
          answers.filter((a) => a.kind === 'delta' && a.status === 200).length,
        );
      });

      async function unitsOrdered(partNo: string) {
        const [row] = await api.database.db
          .select({ units: sum(orderLines.quantity).mapWith(Number) })
          .from(orderLines)
          .where(eq(orderLines.partNo, partNo));
        return row?.units ?? 0;
      }
    });

    describe('coupons', () => {
      it('lists the scope’s coupons with their rules and uses', async () => {
        const list = (await call('GET', '/coupons', staff)).json();
        const codes = list.items.map((c: { code: string }) => c.code);
        expect(codes).toEqual(expect.arrayContaining(['WELCOME10', 'SAVE5', 'EXPIRED']));
        expect(list.items.find((c: { code: string }) => c.code === 'WELCOME10')).toMatchObject({
          percent_off: 10,
          amount_off_cents: null,
          not_on_bundles: true,
          not_on_promo: true,
          not_on_discounted: true,
          usage_limit: null,
          times_used: 0,
          active: true,
        });
        expect((await call('GET', '/coupons', foreignStaff)).json().items).toEqual([]);
      });

      it('creates case-sensitive codes, refuses a taken one (409) and bad rules (400 naming the field)', async () => {
        const created = await call('POST', '/coupons', staff, {
          code: 'Summer26',
          amount_off_cents: 300,
          valid_from: '2026-06-01',
          valid_until: '2026-08-31',
          usage_limit: 2,
        });
        expect(created.statusCode).toBe(201);
        expect(created.json()).toMatchObject({
          code: 'Summer26',
          organisation_id: euId,
          amount_off_cents: 300,
          percent_off: null,
          times_used: 0,
          not_on_bundles: true,
        });
        expect((await lastAudit('coupon', 'Summer26'))?.action).toBe('create');
        expect(
          (await call('POST', '/coupons', staff, { code: 'SUMMER26', percent_off: 5 })).statusCode,
        ).toBe(201);
        const taken = await call('POST', '/coupons', staff, { code: 'Summer26', percent_off: 5 });
        expect(taken.statusCode).toBe(409);
        for (const [body, field] of [
          [{ code: 'BOTH', percent_off: 5, amount_off_cents: 100 }, 'percent_off'],
          [{ code: 'NONE' }, 'percent_off'],
          [{ code: 'PCT', percent_off: 101 }, 'percent_off'],
          [
            { code: 'DATES', percent_off: 5, valid_from: '2026-06-02', valid_until: '2026-06-01' },
            'valid_until',
          ],
          [{ code: 'BADDATE', percent_off: 5, valid_from: '2026-02-30' }, 'valid_from'],
          [{ code: '', percent_off: 5 }, 'code'],
        ] as const) {
          const bad = await call('POST', '/coupons', staff, body);
          expect(bad.statusCode, JSON.stringify(body)).toBe(400);
          expect(Object.keys(bad.json().errors)).toContain(field);
        }
        const codes = (await call('GET', '/coupons', staff))
          .json()
          .items.map((c: { code: string }) => c.code);
        expect(codes).not.toContain('BOTH');
      });

      it('PATCH finds the exact code; another case or organisation is 404; the audit keeps before/after', async () => {
        expect(
          (await call('PATCH', '/coupons/summer26', staff, { active: false })).statusCode,
        ).toBe(404);
        expect(
          (await call('PATCH', '/coupons/WELCOME10', foreignStaff, { active: false })).statusCode,
        ).toBe(404);
        const switched = await call('PATCH', '/coupons/SUMMER26', staff, {
          percent_off: null,
          amount_off_cents: 150,
          not_on_promo: false,
        });
        expect(switched.statusCode).toBe(200);
        expect(switched.json()).toMatchObject({
          percent_off: null,
          amount_off_cents: 150,
          not_on_promo: false,
        });
        const audit = await lastAudit('coupon', 'SUMMER26');
        expect(audit?.before).toEqual({
          percent_off: 5,
          amount_off_cents: null,
          not_on_promo: true,
        });
        expect(audit?.after).toEqual({
          percent_off: null,
          amount_off_cents: 150,
          not_on_promo: false,
        });
        const both = await call('PATCH', '/coupons/SUMMER26', staff, { percent_off: 5 });
        expect(both.statusCode).toBe(400);
        expect(Object.keys(both.json().errors)).toEqual(['percent_off']);
        const none = await call('PATCH', '/coupons/SUMMER26', staff, { amount_off_cents: null });
        expect(none.statusCode).toBe(400);
        const dates = await call('PATCH', '/coupons/Summer26', staff, { valid_from: '2026-09-01' });
        expect(dates.statusCode).toBe(400);
        expect(Object.keys(dates.json().errors)).toEqual(['valid_from']);
      });

      it('the shop honours validity dates, usage limit and the per-coupon exclusions', async () => {
        const check = (code: string, id = 'BF-002') =>
          api.app.inject({
            method: 'POST',
            url: '/api/admin/coupon/check',
            headers: { authorization: customer },
            payload: { code, lines: [{ id, quantity: 1 }] },
          });
        await call('POST', '/coupons', staff, {
          code: 'LATER',
          percent_off: 10,
          valid_from: '2026-07-01',
        });
        await call('POST', '/coupons', staff, {
          code: 'GONE',
          percent_off: 10,
          valid_until: '2026-06-14',
        });
        expect((await check('LATER')).json().code).toBe('invalid_coupon');
        expect((await check('GONE')).json().code).toBe('invalid_coupon');
        api.clock.set('2026-07-01T00:00:00Z');
        expect((await check('LATER')).statusCode).toBe(200);
        api.clock.set('2026-06-15T10:00:00Z');

        // SK-003 is a promo item: the default refuses it, a coupon that lifts the rule takes it.
        expect((await check('WELCOME10', 'SK-003')).json().code).toBe('invalid_coupon');
        await call('POST', '/coupons', staff, {
          code: 'PROMOOK',
          percent_off: 50,
          not_on_promo: false,
        });
        const promo = await check('PROMOOK', 'SK-003');
        expect(promo.statusCode).toBe(200);
        expect(promo.json().discount_cents).toBeGreaterThan(0);

        // Summer26: 2 uses in all (amount 300, June to August).
        const first = await order(orderBody('BF-002', 1, 'Summer26'));
        expect(first.statusCode).toBe(201);
        expect(first.json().discount).toBeGreaterThan(0);
        expect((await order(orderBody('BF-002', 1, 'Summer26'))).statusCode).toBe(201);
        const third = await order(orderBody('BF-002', 1, 'Summer26'));
        expect(third.statusCode).toBe(422);
        expect(third.json().code).toBe('invalid_coupon');
        const listed = (await call('GET', '/coupons', staff)).json().items;
        expect(listed.find((c: { code: string }) => c.code === 'Summer26').times_used).toBe(2);
      });

      it('concurrent orders never use a limited code more often than its limit', async () => {
        await call('POST', '/coupons', staff, { code: 'RUSH3', percent_off: 10, usage_limit: 3 });
        const saintLuc = await api.login('saint-luc@demo.test');
        const answers = await Promise.all(
          Array.from({ length: 12 }, (_, index) =>
            order(orderBody('SK-001', 1, 'RUSH3'), index % 2 === 0 ? customer : saintLuc),
          ),
        );
        const statuses = answers.map((a) => a.statusCode);
        expect(statuses.filter((s) => s === 201)).toHaveLength(3);
        expect(
          answers.filter((a) => a.statusCode === 422 && a.json().code === 'invalid_coupon'),
        ).toHaveLength(9);
      });
    });

    describe('shop configs and audit', () => {
      it('lists the scope’s shop configs; a foreign one is 404', async () => {
        const own = (await call('GET', '/shop-configs', staff)).json().items;
        expect(own.map((s: { hostname: string }) => s.hostname)).toEqual(['localhost']);
        const all = (await call('GET', '/shop-configs', superStaff)).json().items;
        expect(all).toHaveLength(2);
        const us = all.find((s: { hostname: string }) => s.hostname === 'us.localhost');
        expect(
          (await call('PUT', `/shop-configs/${us.id}`, staff, { title: 'x' })).statusCode,
        ).toBe(404);
      });

      it('PUT sets title, locales and maintenance with a sanitised title and message', async () => {
        const [shop] = (await call('GET', '/shop-configs', staff)).json().items;
        const bad = await call('PUT', `/shop-configs/${shop.id}`, staff, {
          title: 'New title',
          locales: ['fr-FR', 'fr-FR'],
        });
        expect(bad.statusCode).toBe(400);
        expect(Object.keys(bad.json().errors)).toContain('locales');
        const response = await call('PUT', `/shop-configs/${shop.id}`, staff, {
          title: 'Shop EU',
          locales: ['nl-NL', 'fr-FR'],
          maintenance_mode: true,
          maintenance_title: '<i>Back soon</i>',
          maintenance_message: '<p>Hi<script>alert(1)</script></p><img src=x onerror=alert(1)>',
        });
        expect(response.statusCode).toBe(200);
        const body = response.json();
        expect(body).toMatchObject({
          title: 'Shop EU',
          locales: ['nl-NL', 'fr-FR'],
          maintenance_mode: true,
        });
        expect(body.maintenance_title).not.toContain('<');
        expect(body.maintenance_message).toContain('Hi');
        expect(body.maintenance_message).not.toMatch(/script|onerror/);
        const [org] = await api.database.db
          .select()
          .from(organisations)
          .where(eq(organisations.id, euId));
        expect(org?.maintenanceMessage ?? '').not.toMatch(/script|onerror/);
        // Ordering is paused by the shop's switch.
        expect((await order(orderBody('BF-002'))).statusCode).toBe(503);
        const audit = await lastAudit('shop_config', shop.id);
        expect(audit?.before).toMatchObject({ title: 'sample shop EU', maintenance_mode: false });
        expect(audit?.after).toMatchObject({ title: 'Shop EU', maintenance_mode: true });
        await call('PUT', `/shop-configs/${shop.id}`, staff, { maintenance_mode: false });
        expect((await order(orderBody('BF-002'))).statusCode).toBe(201);
      });

      it('issue 27: sets the customer-facing home title per language, validated, audited and public', async () => {
        const [shop] = (await call('GET', '/shop-configs', staff)).json().items;
        expect(shop.home_titles).toEqual({});
        for (const [home_titles, field] of [
          [{ xx: 'Other' }, 'home_titles.xx'],
          [{ fr: 'x'.repeat(81) }, 'home_titles.fr'],
          [{ nl: 12 }, 'home_titles.nl'],
          ['Moederzorg', 'home_titles'],
        ] as const) {
          const bad = await call('PUT', `/shop-configs/${shop.id}`, staff, { home_titles });
          expect(bad.statusCode, JSON.stringify(home_titles)).toBe(400);
          expect(Object.keys(bad.json().errors)).toContain(field);
        }
        const response = await call('PUT', `/shop-configs/${shop.id}`, staff, {
          home_titles: { nl: '  Moederzorg <b>Professioneel</b> ', fr: 'Soins Pro', de: '' },
        });
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json()).toMatchObject({
          title: shop.title,
          home_titles: { nl: 'Moederzorg Professioneel', fr: 'Soins Pro' },
        });
        expect(response.json().home_titles).not.toHaveProperty('de');
        const audit = await lastAudit('shop_config', shop.id);
        expect(audit?.before).toMatchObject({ home_titles: {} });
        expect(audit?.after).toMatchObject({ home_titles: { nl: 'Moederzorg Professioneel' } });
        const config = await api.app.inject({
          method: 'GET',
          url: '/api/admin/config_for_hostname/localhost',
        });
        expect(config.json()).toMatchObject({
          title: shop.title,
          home_titles: { nl: 'Moederzorg Professioneel', fr: 'Soins Pro' },
        });
        // Emptying a language removes its title (the shop shows the brand's name there).
        await call('PUT', `/shop-configs/${shop.id}`, staff, { home_titles: { nl: '', fr: '' } });
        expect((await call('GET', '/shop-configs', staff)).json().items[0].home_titles).toEqual({});
      });

      it('GET /audit lists the scope’s entries newest first, filtered and paged', async () => {
        // More than a page of entries: 30 more stock changes.
        const id = await productId('ST-002');
        for (let index = 0; index < 30; index += 1) {
          await call('PATCH', `/products/${id}`, staff, { stock_delta: 1 });
        }
        await call('PUT', '/shop-configs/1', staff, { title: 'Shop EU again' });
        const page = (await call('GET', '/audit', staff)).json();
        expect(page.items.length).toBe(50);
        expect(page.next_before).toBe(page.items.at(-1).id);
        const ids = page.items.map((e: { id: number }) => e.id);
        expect(ids).toEqual([...ids].sort((a, b) => b - a));
        expect(page.items[0]).toMatchObject({ actor: 'staff@demo.test', entity: 'shop_config' });
        const next = (await call('GET', `/audit?before=${page.next_before}`, staff)).json();
        expect(next.items[0].id).toBeLessThan(page.next_before);
        const coupons = (
          await call('GET', '/audit?entity=coupon&entity_id=SUMMER26', staff)
        ).json();
        expect(coupons.items.map((e: { action: string }) => e.action)).toEqual([
          'update',
          'create',
        ]);
        // Another organisation's staff see only their organisation's entries (the super
        // administrator's change of it); the super administrator sees them all.
        const foreign = (await call('GET', '/audit', foreignStaff)).json();
        expect(foreign.items.map((e: { organisation_id: number }) => e.organisation_id)).toEqual([
          usId,
        ]);
        const everything = (await call('GET', '/audit?entity=organisation', superStaff)).json();
        expect(everything.items[0]).toMatchObject({
          organisation_id: usId,
          actor: 'super-staff@demo.test',
        });
        expect((await call('GET', '/audit?before=abc', staff)).statusCode).toBe(400);
      });
    });
  },
);
