import { setTimeout as sleep } from 'node:timers/promises';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi, testDatabaseKinds } from '../../testing/harness.js';
import { products } from '../../testing/tables.js';
import { ReadCache, readCacheMs } from './read-cache.js';

describe('ReadCache', () => {
  it('shares one load between concurrent misses and keeps the answer', async () => {
    const cache = new ReadCache();
    let loads = 0;
    const load = async () => {
      loads += 1;
      await sleep(20);
      return `answer ${loads}`;
    };
    const answers = await Promise.all(Array.from({ length: 10 }, () => cache.get('k', load)));
    expect(new Set(answers)).toEqual(new Set(['answer 1']));
    expect(await cache.get('k', load)).toBe('answer 1');
    expect(loads).toBe(1);
  });

  it('does not keep what was loaded while a write began or ended', async () => {
    const cache = new ReadCache();
    let loads = 0;
    const slow = cache.get('k', async () => {
      loads += 1;
      await sleep(20);
      return 'before the write';
    });
    cache.forget();
    expect(await slow).toBe('before the write');
    expect(await cache.get('k', async () => `load ${++loads}`)).toBe('load 2');
  });

  it('does not keep a failed load', async () => {
    const cache = new ReadCache();
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('k', async () => 'back')).toBe('back');
  });

  it('reads again once readCacheMs has passed', async () => {
    let now = 0;
    const cache = new ReadCache({ now: () => now });
    expect(await cache.get('k', async () => 'first')).toBe('first');
    now = 1;
    expect(await cache.get('k', async () => 'second')).toBe('first');
    now = readCacheMs;
    expect(await cache.get('k', async () => 'third')).toBe('third');
  });

  it('loads a value in use again shortly before it expires, so no request waits for it', async () => {
    // The cache's own clock, driven here: the test does not depend on how busy the machine is.
    let now = 0;
    const cache = new ReadCache({ now: () => now });
    let loads = 0;
    const load = async () => `value ${++loads}`;
    expect(await cache.get('k', load)).toBe('value 1');
    now = readCacheMs - 300;
    // In use, but not yet near its end: no second load.
    expect(await cache.get('k', load)).toBe('value 1');
    expect(loads).toBe(1);
    now = readCacheMs - 100;
    // Still the first value, and the second is loading in the background.
    expect(await cache.get('k', load)).toBe('value 1');
    expect(loads).toBe(2);
    now = readCacheMs + 50;
    // Past the first value's end: the second is served without a third load.
    expect(await cache.get('k', load)).toBe('value 2');
    expect(loads).toBe(2);
    // The second is kept for readCacheMs from the start of its load, not from its first use.
    now = 2 * readCacheMs - 100 - 1;
    expect(await cache.get('k', load)).toBe('value 2');
    now = 2 * readCacheMs - 100;
    expect(await cache.get('k', load)).toBe('value 3');
  });

  it('keeps no value that keep refuses', async () => {
    const cache = new ReadCache();
    let loads = 0;
    const load = async () => (++loads === 1 ? undefined : 'found');
    const keep = (value: string | undefined) => value !== undefined;
    expect(await cache.get('k', load, { keep })).toBeUndefined();
    expect(await cache.get('k', load, { keep })).toBe('found');
    expect(loads).toBe(2);
  });

  it('stays within its bound: past maxEntries it starts over', async () => {
    const cache = new ReadCache({ maxEntries: 3 });
    for (const key of ['a', 'b', 'c', 'd']) await cache.get(key, async () => key);
    expect(cache.size).toBe(1);
  });
});

// Decision 240 on a real server: the catalogue's ETag and 304, compressed copies of the same
// bytes, a process reading its own writes at once, and another writer's within the bound.
describe.each(testDatabaseKinds())('hot reads on %s', (kind) => {
  let api: TestApi;
  let customer: string;
  beforeAll(async () => {
    api = await startTestApi(kind);
    customer = await api.login('customer@demo.test');
  });
  afterAll(async () => {
    await api.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    api.app.inject({ method: 'GET', url, headers: { authorization: customer, ...headers } });

  it('GET /product: an ETag, 304 without a body while unchanged, the browser must ask again', async () => {
    const first = await get('/api/admin/product');
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]{32}"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const again = await get('/api/admin/product', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    const other = await get('/api/admin/product', { 'if-none-match': '"something-else"' });
    expect(other.statusCode).toBe(200);
    expect(other.body).toBe(first.body);
    // Another language is another answer, with its own ETag.
    const german = await get('/api/admin/product?language=de', { 'if-none-match': etag });
    expect(german.statusCode).toBe(200);
    expect(german.headers.etag).not.toBe(etag);
  });

  it('sends the same bytes br- or gzip-compressed when the client accepts them', async () => {
    const plain = await get('/api/admin/product');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await get('/api/admin/product', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    // Real catalogue copy in six languages compresses to about a quarter (3.8× on the demo data).
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    const gzip = await get('/api/admin/product', { 'accept-encoding': 'gzip;q=1, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    const none = await get('/api/admin/product', { 'accept-encoding': 'identity' });
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.body).toBe(plain.body);
  });

  it('compresses other JSON answers of 1 KB or more, never small ones or files', async () => {
    const categories = await get('/api/admin/category', { 'accept-encoding': 'gzip' });
    expect(categories.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(categories.rawPayload).toString())).toEqual(
      (await get('/api/admin/category')).json(),
    );
    const small = await api.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
    const leaflet = await get('/api/content/leaflets/BF-001.pdf', { 'accept-encoding': 'gzip' });
    expect(leaflet.statusCode).toBe(200);
    expect(leaflet.headers['content-encoding']).toBeUndefined();
    expect(leaflet.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('GET /user/me keeps personal data out of browser caches', async () => {
    const me = await get('/api/admin/user/me');
    expect(me.statusCode).toBe(200);
    expect(me.headers['cache-control']).toBe('no-store');
    expect(me.headers.etag).toBeUndefined();
  });

  it('shows a write made through this process on the very next read', async () => {
    const stockOf = async () =>
      (await get('/api/admin/product'))
        .json<{ part_no: string; stock: number }[]>()
        .find((product) => product.part_no === 'BF-002')?.stock;
    const before = await stockOf();
    const ordered = await api.app.inject({
      method: 'POST',
      url: '/api/admin/order',
      headers: { authorization: customer, 'idempotency-key': crypto.randomUUID() },
      payload: {
        lines: [{ id: 'BF-002', quantity: 1 }],
        address_key: 'default',
        shipping_method: 'standard',
        payment_method: 'invoice',
        accepted_terms: true,
        accepted_sales_terms: true,
      },
    });
    expect(ordered.statusCode, ordered.body).toBe(201);
    expect(await stockOf()).toBe((before ?? 0) - 1);
    const orders = (await get('/api/admin/user/me')).json<{ orders: { id: number }[] }>().orders;
    expect(orders.map((order) => order.id)).toContain(ordered.json<{ id: number }>().id);
  });

  it('shows a write made elsewhere (straight in SQL) within readCacheMs', async () => {
    const priceOf = async () =>
      (await get('/api/admin/product'))
        .json<{ part_no: string; price_in_cents: number }[]>()
        .find((product) => product.part_no === 'SK-001')?.price_in_cents;
    const before = await priceOf();
    await api.database.db
      .update(products)
      .set({ priceCents: (before ?? 0) + 111 })
      .where(eq(products.partNo, 'SK-001'));
    const written = performance.now();
    let seen: number | undefined;
    while (performance.now() - written < readCacheMs * 3) {
      if ((await priceOf()) === (before ?? 0) + 111) {
        seen = performance.now() - written;
        break;
      }
      await sleep(25);
    }
    expect(seen).toBeDefined();
    expect(seen).toBeLessThanOrEqual(readCacheMs + 250);
  });

  it('answers API data with the REST security headers, and the docs page with the page set', async () => {
    const data = await get('/api/admin/user/me');
    expect(data.headers['content-security-policy']).toBe(
      "default-src 'none';frame-ancestors 'none'",
    );
    expect(data.headers['x-frame-options']).toBe('DENY');
    expect(data.headers['x-content-type-options']).toBe('nosniff');
    expect(data.headers['strict-transport-security']).toContain('max-age');
    expect(data.headers['cross-origin-opener-policy']).toBeUndefined();
    const docs = await api.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(docs.headers['content-security-policy']).toContain("script-src 'self'");
  });
});
