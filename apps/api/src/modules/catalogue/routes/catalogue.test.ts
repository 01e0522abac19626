import { productTextSchema } from '@careshop/validation';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi, testDatabaseKinds } from '../../../testing/harness.js';
import { organisations, shopConfigs } from '../../identity/index.js';

interface ProductAnswer {
  part_no: string;
  SKUName: string;
  price_in_cents: number;
  stock: number;
  category: { key: string } | null;
  download_only: boolean;
  not_available_online: boolean;
  available_from: string | null;
  translations: Record<string, { name: string; description?: string }>;
}

const languages = ['de', 'en', 'es', 'fr', 'it', 'nl'];

describe.each(testDatabaseKinds())('SPEC 7 catalogue calls and seeded demo on %s', (kind) => {
  let api: TestApi;
  let auth: string;
  beforeAll(async () => {
    api = await startTestApi(kind);
    auth = await api.login('customer@demo.test');
  });
  afterAll(async () => {
    await api.close();
  });

  const get = (url: string, authorization?: string) =>
    api.app.inject({
      method: 'GET',
      url,
      headers: authorization ? { authorization } : {},
    });

  describe('SPEC 7 GET /product', () => {
    it('needs a session token (SPEC 6: product data loads only with a token)', async () => {
      expect((await get('/api/admin/product')).statusCode).toBe(401);
    });

    it('lists 40+ products named in six languages with every availability state', async () => {
      const products = (await get('/api/admin/product', auth)).json<ProductAnswer[]>();
      expect(products.length).toBeGreaterThanOrEqual(40);
      for (const product of products) {
        expect(Object.keys(product.translations).sort()).toEqual([
          'de',
          'en',
          'es',
          'fr',
          'it',
          'nl',
        ]);
      }
      expect(products.some((p) => p.price_in_cents === 0)).toBe(true);
      expect(products.some((p) => p.price_in_cents > 0)).toBe(true);
      expect(products.some((p) => p.category?.key === 'PKG')).toBe(true);
      expect(products.some((p) => p.stock > 0 && p.stock <= 5)).toBe(true);
      expect(products.some((p) => p.stock === 0)).toBe(true);
      expect(products.some((p) => p.download_only)).toBe(true);
      expect(products.some((p) => p.not_available_online)).toBe(true);
      expect(products.some((p) => p.available_from !== null)).toBe(true);
    });

    it("names products in the asked language, else the user's", async () => {
      const french = (await get('/api/admin/product', auth)).json<ProductAnswer[]>();
      const spanish = (await get('/api/admin/product?language=es', auth)).json<ProductAnswer[]>();
      expect(french.find((p) => p.part_no === 'BF-001')?.SKUName).toBe('Tire-lait électrique');
      expect(spanish.find((p) => p.part_no === 'BF-001')?.SKUName).toBe('Sacaleches eléctrico');
    });

    it('issue 15: every seeded product has its own name and description in each language', async () => {
      const products = (await get('/api/admin/product', auth)).json<ProductAnswer[]>();
      for (const language of languages) {
        const texts = products.map((p) => p.translations[language]);
        // The back office's form accepts the seeded texts as they are.
        for (const text of texts) expect(productTextSchema.safeParse(text).success).toBe(true);
        // Real copy: no placeholder lead, one to three sentences, no name or description twice.
        const descriptions = texts.map((text) => text?.description ?? '');
        for (const description of descriptions) {
          expect(description).not.toMatch(/sample|Échantillon professionnel|Muster:/i);
          expect(description.length).toBeGreaterThan(60);
          expect(description.split(/[.!?](?:\s|$)/).filter(Boolean).length).toBeLessThanOrEqual(3);
        }
        expect(new Set(descriptions).size).toBe(products.length);
        expect(new Set(texts.map((text) => text?.name)).size).toBe(products.length);
      }
      // A bundle's description names what it holds (PKG-002: a bottle, teats and a brush).
      const bottleBundle = products.find((p) => p.part_no === 'PKG-002')?.translations;
      expect(bottleBundle?.en?.description).toMatch(/bottle.*teats.*brush/);
      expect(bottleBundle?.fr?.description).toMatch(/biberon.*tétines.*goupillon/);
      // The languages are written, not copied: each language's description is its own.
      const pump = products.find((p) => p.part_no === 'BF-001')?.translations ?? {};
      expect(new Set(languages.map((language) => pump[language]?.description)).size).toBe(6);
    });

    it('shows the SPEC default stock 99 when the stock is unknown', async () => {
      const products = (await get('/api/admin/product', auth)).json<ProductAnswer[]>();
      expect(products.find((p) => p.part_no === 'SK-006')?.stock).toBe(99);
    });
  });

  describe('SPEC 7 GET /category', () => {
    it('lists six or more categories including PKG (bundles)', async () => {
      const categories = (await get('/api/admin/category', auth)).json<{ key: string }[]>();
      expect(categories.length).toBeGreaterThanOrEqual(6);
      expect(categories.map((c) => c.key)).toContain('PKG');
    });

    it('issue 15: describes every category in each language', async () => {
      const categories = (await get('/api/admin/category', auth)).json<
        { key: string; translations: Record<string, { name: string; description?: string }> }[]
      >();
      for (const category of categories) {
        for (const language of languages) {
          expect(category.translations[language]?.description?.length).toBeGreaterThan(40);
        }
      }
    });
  });

  describe('SPEC 7 GET /config_for_hostname/{hostname}', () => {
    it('answers the demo shop for localhost without a token', async () => {
      const response = await get('/api/admin/config_for_hostname/localhost');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        locale: ['fr-FR', 'es-ES', 'nl-NL'],
        currency: 'EUR',
        title: 'sample shop EU',
        environment: 'prd-prd',
        maintenance_mode: false,
      });
    });

    it('falls back to the demo shop for an unknown hostname', async () => {
      const response = await get('/api/admin/config_for_hostname/shop.unknown.example');
      expect(response.json()).toMatchObject({ title: 'sample shop EU' });
    });

    it('reports maintenance from the organisation or the shop config', async () => {
      const [shop] = await api.database.db
        .select()
        .from(shopConfigs)
        .where(eq(shopConfigs.hostname, 'localhost'));
      if (!shop) throw new Error('seed missing');
      await api.database.db
        .update(organisations)
        .set({ maintenanceMode: true })
        .where(eq(organisations.id, shop.organisationId));
      try {
        const response = await get('/api/admin/config_for_hostname/localhost');
        expect(response.json()).toMatchObject({ maintenance_mode: true });
      } finally {
        await api.database.db
          .update(organisations)
          .set({ maintenanceMode: false })
          .where(eq(organisations.id, shop.organisationId));
      }
    });
  });

  describe('issue 3 Security: HTML from the database is sanitised', () => {
    it('strips scripts and event handlers from the maintenance message', async () => {
      const [shop] = await api.database.db.select().from(shopConfigs).limit(1);
      if (!shop) throw new Error('seed missing');
      await api.database.db
        .update(organisations)
        .set({
          maintenanceMessage:
            '<p onclick="steal()">Back soon <script>alert(1)</script><a href="javascript:x()">x</a></p>',
        })
        .where(eq(organisations.id, shop.organisationId));
      const me = (await get('/api/admin/user/me', auth)).json<{
        organisation: { maintenance_message: string };
      }>();
      const html = me.organisation.maintenance_message;
      expect(html).toContain('Back soon');
      expect(html).not.toMatch(/script|onclick|javascript:/);
    });
  });

  describe('SPEC 7 POST /set_order_on_behalf', () => {
    it('lets a sales rep choose an office of the own organisation and answers the company', async () => {
      const rep = await api.login('rep@demo.test');
      const response = await api.app.inject({
        method: 'POST',
        url: '/api/admin/set_order_on_behalf',
        headers: { authorization: rep },
        payload: { cust_no: '100004' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        company: { cust_no: '100004', company_name: 'Maternité Saint-Luc' },
      });
    });

    it("refuses an office of another organisation or an unknown one as 'not found'", async () => {
      const rep = await api.login('rep@demo.test');
      for (const custNo of ['200001', '9999999']) {
        const response = await api.app.inject({
          method: 'POST',
          url: '/api/admin/set_order_on_behalf',
          headers: { authorization: rep },
          payload: { cust_no: custNo },
        });
        expect(response.statusCode).toBe(404);
        expect(response.json().message).toBe('Could not set this office for order on behalf');
      }
    });

    it('refuses a customer who is not a sales rep with 403', async () => {
      const response = await api.app.inject({
        method: 'POST',
        url: '/api/admin/set_order_on_behalf',
        headers: { authorization: auth },
        payload: { cust_no: '100004' },
      });
      expect(response.statusCode).toBe(403);
    });
  });
});
