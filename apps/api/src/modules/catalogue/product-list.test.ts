import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { productListSchema } from '@careshop/validation';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readCacheMs } from '../../platform/http/read-cache.js';
import { startTestApi, type TestApi, testDatabaseKinds } from '../../testing/harness.js';
import { productView } from './product-view.js';
import { categories, products } from './schema.js';

describe.each(testDatabaseKinds())(
  'issue 3 GET /api/admin/product served from row-versioned JSON on %s',
  (kind) => {
    let api: TestApi;
    let auth: string;
    let organisationId: number;
    beforeAll(async () => {
      api = await startTestApi(kind);
      auth = await api.login('customer@demo.test');
      const me = await api.app.inject({
        method: 'GET',
        url: '/api/admin/user/me',
        headers: { authorization: auth },
      });
      organisationId = me.json().organisation.id;
    });
    afterAll(async () => {
      await api.close();
    });

    /** The answer built the plain way: read every row, map, encode the whole list, stringify. */
    async function uncached(language: string): Promise<string> {
      const rows = await api.database.db
        .select({ product: products, category: categories })
        .from(products)
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .where(eq(products.organisationId, organisationId))
        .orderBy(asc(products.id));
      const list = rows.map((row) =>
        productView(row.product, row.category, language, 'EUR', api.config.publicUrl),
      );
      return JSON.stringify(z.encode(productListSchema, list));
    }

    const getProducts = (query = '') =>
      api.app.inject({
        method: 'GET',
        url: `/api/admin/product${query}`,
        headers: { authorization: auth },
      });

    it('answers byte for byte what the plain path answers, in each language, twice', async () => {
      for (const language of ['fr', 'de', 'nl']) {
        for (let round = 0; round < 2; round += 1) {
          const response = await getProducts(`?language=${language}`);
          expect(response.statusCode).toBe(200);
          expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
          expect(response.body).toBe(await uncached(language));
        }
      }
    });

    it('shows the stock an order took at once', async () => {
      const stockOf = async () =>
        (await getProducts())
          .json<{ part_no: string; stock: number }[]>()
          .find((p) => p.part_no === 'BF-002')?.stock;
      const before = await stockOf();
      const order = await api.app.inject({
        method: 'POST',
        url: '/api/admin/order',
        headers: { authorization: auth, 'idempotency-key': randomUUID() },
        payload: {
          lines: [{ id: 'BF-002', quantity: 2 }],
          address_key: 'default',
          shipping_method: 'standard',
          payment_method: 'invoice',
          accepted_terms: true,
          accepted_sales_terms: true,
        },
      });
      expect(order.statusCode).toBe(201);
      expect(await stockOf()).toBe((before ?? 0) - 2);
      expect((await getProducts()).body).toBe(await uncached('fr'));
    });

    it('shows changes written straight in SQL (price, category link), as another process would', async () => {
      await getProducts();
      await api.database.db
        .update(products)
        .set({ priceCents: 12_345 })
        .where(eq(products.partNo, 'SK-001'));
      const [product] = await api.database.db
        .select()
        .from(products)
        .where(eq(products.partNo, 'SK-001'));
      await api.database.db
        .update(categories)
        .set({ link: 'renamed-link' })
        .where(eq(categories.id, product?.categoryId ?? 0));
      // Another process's write shows once the answer kept in memory has expired (decision 240).
      await sleep(readCacheMs);
      const answer = (await getProducts()).json<
        { part_no: string; price_in_cents: number; category: { link: string } }[]
      >();
      const changed = answer.find((p) => p.part_no === 'SK-001');
      expect(changed?.price_in_cents).toBe(12_345);
      expect(changed?.category.link).toBe('renamed-link');
      expect((await getProducts()).body).toBe(await uncached('fr'));
    });
  },
);
