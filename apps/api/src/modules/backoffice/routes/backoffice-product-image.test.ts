import { and, asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAccount } from '../../../testing/fixtures.js';
import { startTestApi, type TestApi, testDatabaseKinds } from '../../../testing/harness.js';
import { productImages, products } from '../../catalogue/index.js';
import { organisations } from '../../identity/index.js';
import { auditLog } from '../schema.js';

const base = '/api/admin/backoffice/products';

describe.each(testDatabaseKinds())('product images (decision 223) on %s', (kind) => {
  let api: TestApi;
  let staff: string;
  let foreignStaff: string;
  let customer: string;
  let productId = 0;
  let partNo = '';
  let png: Buffer;

  beforeAll(async () => {
    api = await startTestApi(kind);
    const db = api.database.db;
    await addAccount(db, { email: 'staff-us@example.test', custNo: '200001', role: 'staff' });
    [staff, foreignStaff, customer] = await Promise.all([
      api.login('staff@demo.test'),
      api.login('staff-us@example.test'),
      api.login('customer@demo.test'),
    ]);
    const [eu] = await db
      .select({ id: organisations.id })
      .from(organisations)
      .where(eq(organisations.name, 'sample shop EU'));
    const [product] = await db
      .select({ id: products.id, partNo: products.partNo })
      .from(products)
      .where(eq(products.organisationId, eu?.id ?? 0))
      .orderBy(asc(products.id))
      .limit(1);
    if (!product) throw new Error('no EU product');
    productId = product.id;
    partNo = product.partNo;
    png = await sharp({
      create: { width: 1200, height: 900, channels: 3, background: { r: 200, g: 40, b: 90 } },
    })
      .png()
      .toBuffer();
  });
  afterAll(async () => {
    await api.close();
  });

  const upload = (body: Buffer | string, contentType: string, auth = staff, id = productId) =>
    api.app.inject({
      method: 'PUT',
      url: `${base}/${id}/image`,
      headers: { authorization: auth, 'content-type': contentType },
      payload: body,
    });
  const image = (width?: 400 | 800, headers: Record<string, string> = {}) =>
    api.app.inject({
      method: 'GET',
      url: `/api/content/product-images/${partNo}.webp${width ? `?w=${width}` : ''}`,
      headers,
    });
  /** The product as the shop's catalogue (`GET /product`) answers it to a customer. */
  const shopProduct = async () => {
    const answer = await api.app.inject({
      method: 'GET',
      url: '/api/admin/product',
      headers: { authorization: customer },
    });
    expect(answer.statusCode).toBe(200);
    return answer
      .json<{ part_no: string; image?: unknown }[]>()
      .find((product) => product.part_no === partNo);
  };
  const audits = (action: string) =>
    api.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'product'),
          eq(auditLog.entityId, String(productId)),
          eq(auditLog.action, action),
        ),
      );

  it('has no image at first', async () => {
    const answer = await api.app.inject({
      method: 'GET',
      url: `${base}/${productId}`,
      headers: { authorization: staff },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ has_image: false, image_url: null });
    expect((await image()).statusCode).toBe(404);
    expect((await shopProduct())?.image).toBeNull();
  });

  it('refuses customers (403) and another organisation’s staff (404)', async () => {
    expect((await upload(png, 'image/png', customer)).statusCode).toBe(403);
    // Refused before the body is read: a large upload without a session is 401, not 413.
    const anonymous = await api.app.inject({
      method: 'PUT',
      url: `${base}/${productId}/image`,
      headers: { 'content-type': 'image/png' },
      payload: Buffer.alloc(6 * 1024 * 1024, 1),
    });
    expect(anonymous.statusCode).toBe(401);
    const foreign = await upload(png, 'image/png', foreignStaff);
    expect(foreign.statusCode, foreign.body).toBe(404);
    const foreignDelete = await api.app.inject({
      method: 'DELETE',
      url: `${base}/${productId}/image`,
      headers: { authorization: foreignStaff },
    });
    expect(foreignDelete.statusCode).toBe(404);
  });

  it('refuses a file that is not an image (400), too large (413) or of another type (415)', async () => {
    const text = await upload('just some text, not a PNG', 'image/png');
    expect(text.statusCode, text.body).toBe(400);
    expect(text.json()).toMatchObject({ code: 'invalid_image', details: { field: 'image' } });
    const huge = await upload(Buffer.alloc(6 * 1024 * 1024, 1), 'image/png');
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ code: 'body_too_large' });
    const gif = await upload(png, 'image/gif');
    expect(gif.statusCode).toBe(415);
    expect(gif.json()).toMatchObject({ code: 'unsupported_media_type' });
    const json = await api.app.inject({
      method: 'PUT',
      url: `${base}/${productId}/image`,
      headers: { authorization: staff, 'content-type': 'application/json' },
      payload: { image: 'x' },
    });
    expect(json.statusCode).toBe(415);
    const [stored] = await api.database.db
      .select({ id: productImages.productId })
      .from(productImages)
      .where(eq(productImages.productId, productId));
    expect(stored).toBeUndefined();
  });

  it('stores an upload as WebP 800 and 400 wide, served with an ETag', async () => {
    const answer = await upload(png, 'image/png');
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json();
    expect(body).toMatchObject({ id: productId, has_image: true });
    expect(body.image_url).toMatch(
      new RegExp(`^/api/content/product-images/${partNo}\\.webp\\?w=800&v=\\d+$`),
    );
    const viaUrl = await api.app.inject({ method: 'GET', url: body.image_url });
    expect(viaUrl.statusCode).toBe(200);

    for (const [width, height] of [
      [800, 600],
      [400, 300],
    ] as const) {
      const served = await image(width);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=300');
      const metadata = await sharp(served.rawPayload).metadata();
      expect(metadata).toMatchObject({ format: 'webp', width, height });
      expect(metadata.exif).toBeUndefined();
      const etag = String(served.headers.etag);
      expect(etag).toMatch(/^".+"$/);
      const again = await image(width, { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
    }
    const listed = await api.app.inject({
      method: 'GET',
      url: `${base}?q=${partNo}`,
      headers: { authorization: staff },
    });
    expect(listed.json().items.find((item: { id: number }) => item.id === productId)).toMatchObject(
      { has_image: true },
    );
    const [audit] = await audits('image');
    expect(audit).toMatchObject({ after: { image: { width: 800, height: 600 } } });
    // The shop's catalogue carries the photo at once (decision 248), so it wins over the drawing.
    const version = new URL(body.image_url, 'http://x').searchParams.get('v');
    expect((await shopProduct())?.image).toEqual({
      width: 800,
      height: 600,
      sources: [400, 800].map((width) => ({
        url: `/api/content/product-images/${partNo}.webp?w=${width}&v=${version}`,
        width,
      })),
    });
  });

  it('never upscales a small photo', async () => {
    const small = await sharp({
      create: { width: 300, height: 200, channels: 3, background: '#336699' },
    })
      .jpeg()
      .toBuffer();
    expect((await upload(small, 'image/jpeg')).statusCode).toBe(200);
    for (const width of [400, 800] as const) {
      const metadata = await sharp((await image(width)).rawPayload).metadata();
      expect(metadata).toMatchObject({ width: 300, height: 200 });
    }
    // Both stored versions are really 300 wide: one source, saying so, rather than 400 and 800.
    expect((await shopProduct())?.image).toMatchObject({
      width: 300,
      height: 200,
      sources: [{ url: expect.stringContaining('.webp?w=800&v='), width: 300 }],
    });
    expect((await shopProduct())?.image).toHaveProperty('sources.length', 1);
  });

  it('removes the photo', async () => {
    const removed = await api.app.inject({
      method: 'DELETE',
      url: `${base}/${productId}/image`,
      headers: { authorization: staff },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toMatchObject({ has_image: false, image_url: null });
    expect((await image(800)).statusCode).toBe(404);
    expect((await image(400)).statusCode).toBe(404);
    expect(await audits('image_delete')).toHaveLength(1);
    expect((await shopProduct())?.image).toBeNull();
    const again = await api.app.inject({
      method: 'DELETE',
      url: `${base}/${productId}/image`,
      headers: { authorization: staff },
    });
    expect(again.statusCode).toBe(404);
  });
});
