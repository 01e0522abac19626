import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi, testDatabaseKinds } from '../../../testing/harness.js';

interface ProductAnswer {
  part_no: string;
  download_only: boolean;
  pdf_url: string | null;
}

describe.each(testDatabaseKinds())('SPEC 2 product details: download PDF on %s', (kind) => {
  let api: TestApi;
  let products: ProductAnswer[];
  beforeAll(async () => {
    api = await startTestApi(kind);
    const auth = await api.login('customer@demo.test');
    const answer = await api.app.inject({
      method: 'GET',
      url: '/api/admin/product?language=de',
      headers: { authorization: auth },
    });
    products = answer.json<ProductAnswer[]>();
  });
  afterAll(async () => {
    await api.close();
  });

  it('links a leaflet for every download-only product and some others, none for the rest', () => {
    const withPdf = products.filter((p) => p.pdf_url !== null);
    expect(withPdf.length).toBeGreaterThanOrEqual(5);
    expect(products.filter((p) => p.download_only).every((p) => p.pdf_url !== null)).toBe(true);
    expect(products.some((p) => p.pdf_url === null)).toBe(true);
    expect(withPdf[0]?.pdf_url).toMatch(
      /^http:\/\/shop\.test\/api\/content\/leaflets\/[\w-]+\.pdf\?language=de$/,
    );
  });

  it('serves a valid one-page PDF in the asked language, publicly', async () => {
    const product = products.find((p) => p.pdf_url !== null);
    const url = new URL(product?.pdf_url ?? '');
    const response = await api.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    expect(pdf.subarray(-6).toString('latin1')).toBe('%%EOF\n');
    // The xref offsets point at the objects they name.
    const text = pdf.toString('latin1');
    const xrefAt = Number(/startxref\n(\d+)/.exec(text)?.[1]);
    expect(text.slice(xrefAt, xrefAt + 4)).toBe('xref');
    const offsets = [...text.slice(xrefAt).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) =>
      Number(m[1]),
    );
    offsets.forEach((offset, index) => {
      expect(text.slice(offset, offset + `${index + 1} 0 obj`.length)).toBe(`${index + 1} 0 obj`);
    });
    expect(text).toContain(product?.part_no ?? '?');
  });

  it('answers 404 for a product without a leaflet and 400 for a bad file name', async () => {
    const without = products.find((p) => p.pdf_url === null);
    const none = await api.app.inject({
      method: 'GET',
      url: `/api/content/leaflets/${without?.part_no}.pdf`,
    });
    expect(none.statusCode).toBe(404);
    const bad = await api.app.inject({
      method: 'GET',
      url: '/api/content/leaflets/..%2Fsecret.txt',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('file');
  });
});
