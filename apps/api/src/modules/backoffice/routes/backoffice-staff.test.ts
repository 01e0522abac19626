import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAccount } from '../../../testing/fixtures.js';
import { startTestApi, type TestApi, testDatabaseKinds } from '../../../testing/harness.js';
import { categories, products } from '../../catalogue/index.js';
import { organisations, shopConfigs, users } from '../../identity/index.js';
import { auditLog } from '../schema.js';

const base = '/api/admin/backoffice';

describe.each(testDatabaseKinds())(
  'issue 14 back office: names for ids, the staff account, shop promos (decisions 227–229) on %s',
  (kind) => {
    let api: TestApi;
    let staff: string;
    let superStaff: string;
    let foreignStaff: string;
    let customer: string;
    let rep: string;
    let euId = 0;
    let usId = 0;
    let euShop = 0;
    let usShop = 0;
    let usRepId = 0;

    beforeAll(async () => {
      api = await startTestApi(kind);
      const db = api.database.db;
      await addAccount(db, { email: 'staff-us@example.test', custNo: '200001', role: 'staff' });
      usRepId = await addAccount(db, {
        email: 'rep-us@example.test',
        custNo: '200001',
        role: 'sales',
      });
      await db
        .update(users)
        .set({ firstName: 'Ursula', lastName: 'Stone' })
        .where(eq(users.id, usRepId));
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
      // The demo's US organisation has no catalogue: one category and one product of its own.
      const [usCategory] = await db
        .insert(categories)
        .values({
          organisationId: usId,
          key: 'us-care',
          link: 'us-care',
          translations: { en: { name: 'US care' }, de: { name: 'US-Pflege' } },
        })
        .returning();
      if (!usCategory) throw new Error('not inserted');
      await db.insert(products).values({
        organisationId: usId,
        categoryId: usCategory.id,
        partNo: 'US-1',
        ctn: 'US-1-CTN',
        sku: 'US-1',
        priceCents: 100,
        translations: { en: { name: 'US pads' } },
      });
      const shops = await db.select().from(shopConfigs);
      euShop = shops.find((s) => s.hostname === 'localhost')?.id ?? 0;
      usShop = shops.find((s) => s.hostname === 'us.localhost')?.id ?? 0;
    });
    afterAll(async () => {
      await api.close();
    });

    const call = (
      method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
      url: string,
      auth: string,
      payload?: unknown,
    ) =>
      api.app.inject({
        method,
        url: url.startsWith('/api/') ? url : `${base}${url}`,
        headers: { authorization: auth },
        ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
      });

    const fieldsOf = (response: { json(): unknown }) =>
      Object.keys((response.json() as { errors?: Record<string, unknown> }).errors ?? {});

    async function lastAudit(entity: string, entityId: string | number) {
      const [row] = await api.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(entityId))))
        .orderBy(desc(auditLog.id))
        .limit(1);
      return row;
    }

    describe('lookups: names instead of ids (decision 227)', () => {
      it('lists the organisation’s sales reps by name and e-mail; super staff every one', async () => {
        const own = await call('GET', '/sales-reps', staff);
        expect(own.statusCode).toBe(200);
        const items = own.json().items as { email: string; organisation_id: number }[];
        expect(items.map((item) => item.email)).toContain('rep@demo.test');
        expect(items.every((item) => item.organisation_id === euId)).toBe(true);
        expect(items.map((item) => item.email)).not.toContain('rep-us@example.test');

        const foreign = (await call('GET', '/sales-reps', foreignStaff)).json().items;
        expect(foreign).toEqual([
          {
            id: usRepId,
            name: 'Ursula Stone',
            email: 'rep-us@example.test',
            organisation_id: usId,
            organisation_name: 'sample shop US',
          },
        ]);

        const all = (await call('GET', '/sales-reps', superStaff)).json().items as {
          email: string;
        }[];
        expect(all.map((item) => item.email)).toEqual(
          expect.arrayContaining(['rep@demo.test', 'rep-us@example.test']),
        );
      });

      it('lists categories named in the staff’s language, or the asked one, scoped', async () => {
        const [category] = await api.database.db
          .select()
          .from(categories)
          .where(eq(categories.organisationId, euId))
          .limit(1);
        if (!category) throw new Error('seed missing');
        const asked = await call('GET', '/categories?language=de', staff);
        expect(asked.statusCode).toBe(200);
        const found = (asked.json().items as { id: number; name: string }[]).find(
          (item) => item.id === category.id,
        );
        expect(found?.name).toBe(category.translations.de?.name ?? category.translations.en?.name);
        const own = (await call('GET', '/categories', staff)).json().items as {
          organisation_id: number;
        }[];
        expect(own.length).toBeGreaterThan(0);
        expect(own.every((item) => item.organisation_id === euId)).toBe(true);
        const foreign = (await call('GET', '/categories', foreignStaff)).json().items as {
          organisation_id: number;
        }[];
        expect(foreign.every((item) => item.organisation_id === usId)).toBe(true);
        const all = (await call('GET', '/categories', superStaff)).json().items as {
          organisation_id: number;
        }[];
        expect(new Set(all.map((item) => item.organisation_id))).toEqual(new Set([euId, usId]));
        expect((await call('GET', '/categories?language=xx', staff)).statusCode).toBe(400);
      });

      it('refuses customers and reps (403)', async () => {
        for (const auth of [customer, rep]) {
          expect((await call('GET', '/sales-reps', auth)).statusCode).toBe(403);
          expect((await call('GET', '/categories', auth)).statusCode).toBe(403);
          expect((await call('GET', '/promos', auth)).statusCode).toBe(403);
          expect((await call('PATCH', '/me', auth, { language: 'de' })).statusCode).toBe(403);
        }
      });
    });

    describe('the staff account (decision 228)', () => {
      it('changes the own name and language, audited, answered at once by the next call', async () => {
        const own = await api.login('staff-us@example.test');
        expect((await call('GET', '/me', own)).json().language).toBe('fr');
        const changed = await call('PATCH', '/me', own, {
          firstName: 'Sam',
          lastName: 'Clerk',
          language: 'de',
        });
        expect(changed.statusCode).toBe(200);
        expect(changed.json()).toMatchObject({
          firstName: 'Sam',
          lastName: 'Clerk',
          language: 'de',
        });
        // The session (cached for up to 1 s, decision 224) already carries the new language.
        const named = (await call('GET', '/categories', own)).json().items as { name: string }[];
        const german = (await call('GET', '/categories?language=de', own)).json().items;
        expect(named).toEqual(german);
        const audit = await lastAudit('user', changed.json().id);
        expect(audit).toMatchObject({
          action: 'update',
          organisationId: usId,
          after: { firstName: 'Sam', lastName: 'Clerk', language: 'de' },
        });
        const auditCount = (await api.database.db.select().from(auditLog)).length;
        expect((await call('PATCH', '/me', own, { language: 'de' })).statusCode).toBe(200);
        expect((await api.database.db.select().from(auditLog)).length).toBe(auditCount);
      });

      it('refuses fields that are not the staff member’s to change, naming them', async () => {
        const language = (await call('GET', '/me', staff)).json().language;
        for (const [field, value] of [
          ['email', 'other@example.test'],
          ['super_admin', true],
          ['organisation_id', usId],
        ] as const) {
          const response = await call('PATCH', '/me', staff, { [field]: value });
          expect(response.statusCode).toBe(400);
          expect(fieldsOf(response)).toContain(field);
        }
        const bad = await call('PATCH', '/me', staff, { language: 'xx' });
        expect(bad.statusCode).toBe(400);
        expect(fieldsOf(bad)).toEqual(['language']);
        expect((await call('GET', '/me', staff)).json().language).toBe(language);
      });

      it('changes the password with the current one and ends the other sessions', async () => {
        await addAccount(api.database.db, {
          email: 'staff-pw@example.test',
          custNo: '100001',
          role: 'staff',
        });
        const [first, second] = await Promise.all([
          api.login('staff-pw@example.test'),
          api.login('staff-pw@example.test'),
        ]);
        const wrong = await call('PUT', '/api/admin/user/me', first, {
          current_password: 'not it',
          password: 'N3w-staff-pass!',
          repeat: 'N3w-staff-pass!',
        });
        expect(wrong.statusCode).toBe(400);
        const weak = await call('PUT', '/api/admin/user/me', first, {
          current_password: 'Demo!2026',
          password: 'short',
          repeat: 'short',
        });
        expect(weak.statusCode).toBe(400);
        expect(fieldsOf(weak)).toContain('password');
        const done = await call('PUT', '/api/admin/user/me', first, {
          current_password: 'Demo!2026',
          password: 'N3w-staff-pass!',
          repeat: 'N3w-staff-pass!',
        });
        expect(done.statusCode).toBe(200);
        expect((await call('GET', '/me', first)).statusCode).toBe(200);
        expect((await call('GET', '/me', second)).statusCode).toBe(401);
        await expect(api.login('staff-pw@example.test', 'N3w-staff-pass!')).resolves.toMatch(
          /^Bearer /,
        );
      });
    });

    describe('shop promos (decision 229)', () => {
      const texts = {
        en: {
          title: 'Spring samples',
          text: 'Free <b>nursing</b> pads\n<script>x()</script>with orders',
        },
        de: { title: 'Frühlingsmuster' },
      };
      const config = async (hostname: string) =>
        (await call('GET', `/api/admin/config_for_hostname/${hostname}`, '')).json() as {
          promos: { id: number; translations: Record<string, { title: string }>; link: unknown }[];
          title: string;
          locale: string[];
        };

      it('creates a promo (201), sanitised, audited, and the shop of that hostname shows it', async () => {
        const [product] = await api.database.db
          .select()
          .from(products)
          .where(eq(products.organisationId, euId))
          .limit(1);
        if (!product) throw new Error('seed missing');
        const created = await call('POST', `/shop-configs/${euShop}/promos`, staff, {
          translations: texts,
          link: { kind: 'product', id: product.id },
          valid_from: '2026-06-01',
          valid_until: '2026-06-30',
        });
        expect(created.statusCode).toBe(201);
        const promo = created.json();
        expect(promo).toMatchObject({
          shop_config_id: euShop,
          hostname: 'localhost',
          organisation_id: euId,
          active: true,
          showing: true,
          translations: {
            en: { title: 'Spring samples', text: 'Free nursing pads\nwith orders' },
            de: { title: 'Frühlingsmuster' },
          },
          link: { kind: 'product', id: product.id },
        });
        expect(await lastAudit('shop_promo', promo.id)).toMatchObject({
          action: 'create',
          organisationId: euId,
        });
        const shown = await config('localhost');
        // The existing answer keeps its shape; promos are added.
        expect(shown).toMatchObject({
          title: 'sample shop EU',
          locale: ['fr-FR', 'es-ES', 'nl-NL'],
        });
        expect(shown.promos).toEqual([
          {
            id: promo.id,
            translations: promo.translations,
            link: { kind: 'product', id: product.id, ctn: product.ctn },
          },
        ]);
        expect((await config('us.localhost')).promos).toEqual([]);
      });

      it('shows a promo only when active and inside its window (UTC days, both ends)', async () => {
        const [category] = await api.database.db
          .select()
          .from(categories)
          .where(eq(categories.organisationId, usId))
          .limit(1);
        if (!category) throw new Error('seed missing');
        const create = async (body: Record<string, unknown>) => {
          const response = await call('POST', `/shop-configs/${usShop}/promos`, foreignStaff, {
            translations: { en: { title: String(body.title) } },
            ...body,
            title: undefined,
          });
          expect(response.statusCode).toBe(201);
          return response.json().id as number;
        };
        const today = await create({
          title: 'Today only',
          valid_from: '2026-06-15',
          valid_until: '2026-06-15',
        });
        const open = await create({ title: 'Open', link: { kind: 'category', id: category.id } });
        const future = await create({ title: 'Future', valid_from: '2026-06-16' });
        const past = await create({ title: 'Past', valid_until: '2026-06-14' });
        const off = await create({ title: 'Off', active: false });
        const ids = async () => (await config('us.localhost')).promos.map((promo) => promo.id);
        expect(await ids()).toEqual([open, today]);
        expect((await config('us.localhost')).promos[0]?.link).toEqual({
          kind: 'category',
          id: category.id,
          link: category.link,
        });

        api.clock.set('2026-06-16T23:59:00Z');
        expect(await ids()).toEqual([future, open]);
        api.clock.set('2026-06-15T10:00:00Z');

        const listed = (await call('GET', `/promos?shop_config=${usShop}`, foreignStaff)).json()
          .items as { id: number; showing: boolean }[];
        expect(listed.map((item) => [item.id, item.showing])).toEqual([
          [off, false],
          [past, false],
          [future, false],
          [open, true],
          [today, true],
        ]);
        const switched = await call('PATCH', `/promos/${off}`, foreignStaff, { active: true });
        expect(switched.json()).toMatchObject({ active: true, showing: true });
        expect(await ids()).toEqual([off, open, today]);
      });

      it('refuses bad input with 400 naming the field, saving nothing', async () => {
        const before = (await call('GET', '/promos', superStaff)).json().items.length;
        const [usProduct] = await api.database.db
          .select()
          .from(products)
          .where(eq(products.organisationId, usId))
          .limit(1);
        if (!usProduct) throw new Error('seed missing');
        const cases: [Record<string, unknown>, string][] = [
          [{ translations: {} }, 'translations'],
          [{ translations: { en: { title: '  ' } } }, 'translations.en.title'],
          [{ translations: { en: { title: '<i></i>' } } }, 'translations.en.title'],
          [{ translations: { xx: { title: 'Hi' } } }, 'translations'],
          [{ translations: { en: { title: 'x'.repeat(121) } } }, 'translations.en.title'],
          [
            { translations: { en: { title: 'Hi', text: 'x'.repeat(1001) } } },
            'translations.en.text',
          ],
          [
            {
              translations: { en: { title: 'Hi' } },
              valid_from: '2026-07-01',
              valid_until: '2026-06-01',
            },
            'valid_until',
          ],
          [{ translations: { en: { title: 'Hi' } }, valid_from: '2026-13-01' }, 'valid_from'],
          [{ translations: { en: { title: 'Hi' } }, link: { kind: 'page', id: 1 } }, 'link.kind'],
          [
            { translations: { en: { title: 'Hi' } }, link: { kind: 'product', id: usProduct.id } },
            'link.id',
          ],
          [{ translations: { en: { title: 'Hi' } }, colour: 'red' }, 'colour'],
        ];
        for (const [body, field] of cases) {
          const response = await call('POST', `/shop-configs/${euShop}/promos`, staff, body);
          expect(response.statusCode, JSON.stringify(body)).toBe(400);
          expect(fieldsOf(response), JSON.stringify(body)).toContain(field);
        }
        expect((await call('GET', '/promos', superStaff)).json().items.length).toBe(before);

        const created = await call('POST', `/shop-configs/${euShop}/promos`, staff, {
          translations: { en: { title: 'Later' } },
          valid_from: '2030-01-01',
        });
        const id = created.json().id;
        // The window is checked against the stored start too.
        const reversed = await call('PATCH', `/promos/${id}`, staff, { valid_until: '2029-12-31' });
        expect(reversed.statusCode).toBe(400);
        expect(fieldsOf(reversed)).toEqual(['valid_until']);
        const kept = (await call('GET', `/promos?shop_config=${euShop}`, staff))
          .json()
          .items.find((item: { id: number }) => item.id === id);
        expect(kept).toMatchObject({ valid_from: '2030-01-01', valid_until: null });
      });

      it('keeps promos in scope: another organisation’s answer 404, super staff reach all', async () => {
        const own = await call('POST', `/shop-configs/${euShop}/promos`, staff, {
          translations: { fr: { title: 'Offre' } },
        });
        const id = own.json().id;
        expect(
          (
            await call('POST', `/shop-configs/${euShop}/promos`, foreignStaff, {
              translations: { en: { title: 'Sneaky' } },
            })
          ).statusCode,
        ).toBe(404);
        expect(
          (await call('PATCH', `/promos/${id}`, foreignStaff, { active: false })).statusCode,
        ).toBe(404);
        expect((await call('DELETE', `/promos/${id}`, foreignStaff)).statusCode).toBe(404);
        const foreignList = (await call('GET', '/promos', foreignStaff)).json().items as {
          organisation_id: number;
        }[];
        expect(foreignList.every((item) => item.organisation_id === usId)).toBe(true);
        const all = (await call('GET', '/promos', superStaff)).json().items as {
          organisation_id: number;
        }[];
        expect(new Set(all.map((item) => item.organisation_id))).toEqual(new Set([euId, usId]));

        const edited = await call('PATCH', `/promos/${id}`, superStaff, {
          translations: { fr: { title: 'Offre du mois' }, nl: { title: 'Aanbieding' } },
          link: null,
        });
        expect(edited.statusCode).toBe(200);
        expect(edited.json().translations).toEqual({
          fr: { title: 'Offre du mois' },
          nl: { title: 'Aanbieding' },
        });
        expect(await lastAudit('shop_promo', id)).toMatchObject({
          action: 'update',
          before: { translations: { fr: { title: 'Offre' } } },
        });

        const deleted = await call('DELETE', `/promos/${id}`, staff);
        expect(deleted.statusCode).toBe(200);
        expect(await lastAudit('shop_promo', id)).toMatchObject({ action: 'delete', after: null });
        expect((await call('DELETE', `/promos/${id}`, staff)).statusCode).toBe(404);
        expect((await config('localhost')).promos.map((promo) => promo.id)).not.toContain(id);
      });
    });
  },
);
