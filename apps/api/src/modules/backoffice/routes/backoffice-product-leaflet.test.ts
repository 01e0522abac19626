import { and, asc, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAccount } from '../../../testing/fixtures.js';
import { startTestApi, type TestApi, testDatabaseKinds } from '../../../testing/harness.js';
import {
  leafletContentDisposition,
  leafletPdf,
  productLeaflets,
  products,
} from '../../catalogue/index.js';
import { organisations } from '../../identity/index.js';
import { auditLog } from '../schema.js';

const base = '/api/admin/backoffice/products';

/** A real two-page PDF, as a staff member's own leaflet would be. */
async function twoPagePdf(): Promise<Buffer> {
  const document = await PDFDocument.create();
  document.addPage().drawText('Uploaded leaflet, page 1');
  document.addPage().drawText('Uploaded leaflet, page 2');
  return Buffer.from(await document.save());
}

describe.each(testDatabaseKinds())('product leaflet upload (decision 225) on %s', (kind) => {
  let api: TestApi;
  let staff: string;
  let foreignStaff: string;
  let customer: string;
  let rep: string;
  let productId = 0;
  let partNo = '';
  let pdf: Buffer;

  beforeAll(async () => {
    api = await startTestApi(kind);
    const db = api.database.db;
    await addAccount(db, { email: 'staff-us@example.test', custNo: '200001', role: 'staff' });
    [staff, foreignStaff, customer, rep] = await Promise.all([
      api.login('staff@demo.test'),
      api.login('staff-us@example.test'),
      api.login('customer@demo.test'),
      api.login('rep@demo.test'),
    ]);
    const [eu] = await db
      .select({ id: organisations.id })
      .from(organisations)
      .where(eq(organisations.name, 'sample shop EU'));
    // A product whose leaflet is switched off: the upload switches it on.
    const [product] = await db
      .select({ id: products.id, partNo: products.partNo })
      .from(products)
      .where(and(eq(products.organisationId, eu?.id ?? 0), eq(products.leaflet, false)))
      .orderBy(asc(products.id))
      .limit(1);
    if (!product) throw new Error('no EU product without a leaflet');
    productId = product.id;
    partNo = product.partNo;
    pdf = await twoPagePdf();
  });
  afterAll(async () => {
    await api.close();
  });

  const upload = (
    body: Buffer | string,
    contentType = 'application/pdf',
    auth: string | undefined = staff,
    query = '?file_name=Notice%20%C3%A9t%C3%A9%20%222026%22.pdf',
  ) =>
    api.app.inject({
      method: 'PUT',
      url: `${base}/${productId}/leaflet${query}`,
      headers: { ...(auth ? { authorization: auth } : {}), 'content-type': contentType },
      payload: body,
    });
  const remove = (auth = staff) =>
    api.app.inject({
      method: 'DELETE',
      url: `${base}/${productId}/leaflet`,
      headers: { authorization: auth },
    });
  const shopLeaflet = (headers: Record<string, string> = {}) =>
    api.app.inject({ method: 'GET', url: `/api/content/leaflets/${partNo}.pdf`, headers });
  const stored = () =>
    api.database.db
      .select({ size: productLeaflets.size })
      .from(productLeaflets)
      .where(eq(productLeaflets.productId, productId));

  it('has no uploaded leaflet and no shop link at first', async () => {
    const answer = await api.app.inject({
      method: 'GET',
      url: `${base}/${productId}`,
      headers: { authorization: staff },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ leaflet: false, leaflet_file: null });
    expect((await shopLeaflet()).statusCode).toBe(404);
  });

  it('refuses anonymous callers (401), customers and reps (403), other organisations (404)', async () => {
    // Refused before the body is read: a large upload without a session is 401, not 413.
    const anonymous = await upload(Buffer.alloc(11 * 1024 * 1024, 1), 'application/pdf', '');
    expect(anonymous.statusCode).toBe(401);
    expect((await upload(pdf, 'application/pdf', customer)).statusCode).toBe(403);
    expect((await upload(pdf, 'application/pdf', rep)).statusCode).toBe(403);
    const foreign = await upload(pdf, 'application/pdf', foreignStaff);
    expect(foreign.statusCode, foreign.body).toBe(404);
    expect((await remove(foreignStaff)).statusCode).toBe(404);
    expect((await remove(customer)).statusCode).toBe(403);
    const missing = await api.app.inject({
      method: 'PUT',
      url: `${base}/999999/leaflet`,
      headers: { authorization: staff, 'content-type': 'application/pdf' },
      payload: pdf,
    });
    expect(missing.statusCode).toBe(404);
    expect(await stored()).toHaveLength(0);
  });

  it('refuses what is not a PDF (400), too large (413), another type (415), a bad name (400)', async () => {
    const text = await upload('just some text, not a PDF');
    expect(text.statusCode, text.body).toBe(400);
    expect(text.json()).toMatchObject({ code: 'invalid_pdf', details: { field: 'leaflet' } });
    // The magic and the end marker alone are not enough: the document must parse.
    const fake = await upload('%PDF-1.7\nno objects at all\n%%EOF\n');
    expect(fake.statusCode).toBe(400);
    expect(fake.json()).toMatchObject({ code: 'invalid_pdf' });
    // A real PDF cut short (no %%EOF) is refused.
    const cut = await upload(pdf.subarray(0, Math.floor(pdf.length / 2)));
    expect(cut.statusCode).toBe(400);
    const huge = await upload(
      Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(10 * 1024 * 1024, 32)]),
    );
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ code: 'body_too_large' });
    const png = await upload(pdf, 'image/png');
    expect(png.statusCode).toBe(415);
    expect(png.json()).toMatchObject({ code: 'unsupported_media_type' });
    const json = await api.app.inject({
      method: 'PUT',
      url: `${base}/${productId}/leaflet`,
      headers: { authorization: staff, 'content-type': 'application/json' },
      payload: { leaflet: 'x' },
    });
    expect(json.statusCode).toBe(415);
    const badName = await upload(pdf, 'application/pdf', staff, `?file_name=${'a'.repeat(201)}`);
    expect(badName.statusCode).toBe(400);
    expect(badName.json()).toMatchObject({
      code: 'invalid_request',
      errors: { file_name: expect.anything() },
    });
    const lineBreak = await upload(pdf, 'application/pdf', staff, '?file_name=a%0D%0Ab.pdf');
    expect(lineBreak.statusCode).toBe(400);
    expect(await stored()).toHaveLength(0);
  });

  it('stores an upload, switches the leaflet on and audits it', async () => {
    const answer = await upload(pdf);
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json();
    expect(body).toMatchObject({
      id: productId,
      leaflet: true,
      leaflet_file: { file_name: 'Notice été "2026".pdf', size: pdf.length, pages: 2 },
    });
    expect(body.leaflet_file.url).toMatch(
      new RegExp(`^/api/content/leaflets/${partNo}\\.pdf\\?v=[0-9a-f]{16}$`),
    );
    const listed = await api.app.inject({
      method: 'GET',
      url: `${base}?q=${partNo}`,
      headers: { authorization: staff },
    });
    expect(
      listed.json().items.find((item: { id: number }) => item.id === productId)?.leaflet_file,
    ).toMatchObject({ size: pdf.length });
    const [audit] = await api.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'product'),
          eq(auditLog.entityId, String(productId)),
          eq(auditLog.action, 'leaflet'),
        ),
      );
    expect(audit).toMatchObject({
      before: { leaflet_file: null, leaflet: false },
      after: { leaflet: true, leaflet_file: { size: pdf.length, pages: 2 } },
    });
  });

  it('serves the uploaded bytes through the shop’s link, with an ETag and a safe name', async () => {
    const served = await shopLeaflet();
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(Buffer.compare(served.rawPayload, pdf)).toBe(0);
    expect(served.headers['cache-control']).toBe('public, max-age=300');
    expect(served.headers['content-disposition']).toBe(
      `inline; filename="Notice_t_2026_.pdf"; filename*=UTF-8''Notice%20%C3%A9t%C3%A9%20%222026%22.pdf`,
    );
    const etag = String(served.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const again = await shopLeaflet({ 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    // The versioned address of the back-office answer serves the same file; so does any language.
    const viaLanguage = await api.app.inject({
      method: 'GET',
      url: `/api/content/leaflets/${partNo}.pdf?language=de&v=1`,
    });
    expect(Buffer.compare(viaLanguage.rawPayload, pdf)).toBe(0);
    // Another organisation's shop does not serve it.
    const otherShop = await shopLeaflet({ host: 'us.localhost' });
    expect(otherShop.statusCode).toBe(404);
  });

  it('replaces the file, with a new ETag', async () => {
    const before = String((await shopLeaflet()).headers.etag);
    const single = leafletPdf({ title: 'Replacement', lines: ['one page'] });
    const answer = await upload(single, 'application/pdf', staff, '');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().leaflet_file).toMatchObject({
      file_name: `${partNo}.pdf`,
      size: single.length,
      pages: 1,
    });
    const served = await shopLeaflet({ 'if-none-match': before });
    expect(served.statusCode).toBe(200);
    expect(Buffer.compare(served.rawPayload, single)).toBe(0);
    expect(served.headers['content-disposition']).toBe(
      `inline; filename="${partNo}.pdf"; filename*=UTF-8''${partNo}.pdf`,
    );
  });

  it('removes the upload: the link serves the generated leaflet again', async () => {
    const removed = await remove();
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toMatchObject({ leaflet: true, leaflet_file: null });
    const served = await shopLeaflet();
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(served.rawPayload.toString('latin1')).toContain(partNo);
    expect(served.headers.etag).toBeUndefined();
    const audits = await api.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(productId)), eq(auditLog.action, 'leaflet_delete')));
    expect(audits).toHaveLength(1);
    expect((await remove()).statusCode).toBe(404);
  });
});

describe('leafletContentDisposition', () => {
  it('never lets a quote, a semicolon or a line break into the header', () => {
    const header = leafletContentDisposition('a";\r\nx-evil: 1;.pdf');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header.split('"')).toHaveLength(3);
    expect(header).toBe(
      `inline; filename="a_x-evil_1_.pdf"; filename*=UTF-8''a%22%3B%0D%0Ax-evil%3A%201%3B.pdf`,
    );
    expect(leafletContentDisposition('Übersicht')).toMatch(/^inline; filename="bersicht.pdf"/);
  });
});
