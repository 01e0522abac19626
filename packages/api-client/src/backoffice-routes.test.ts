import * as backofficeRoutes from '@careshop/validation/backoffice-routes';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Handler, startTestServer, type TestServer } from '../test/http-test-server';
import { ApiError } from './api-error';
import { createApiClient } from './client';
import { memoryTokenStore } from './token-store';

const SESSION = 'staff-token||s3cret';

const office = { id: 3, cust_no: '100001', company_name: 'Cabinet Martin' };
const person = { id: 7, email: 'rep@demo.test', name: 'Remy Rep' };
const order = {
  id: 41,
  order_nr: 'CS-000041',
  created: '2026-11-24T10:00:00.000Z',
  status: 'cancelled',
  payment_status: 'pending',
  payment_method: 'invoice',
  delivery_option: 'standard',
  total: 8900,
  currency: 'CHF',
  office,
  placed_by: person,
  rep: person,
  cancelled_at: '2026-11-24T11:00:00.000Z',
  subtotal: 8900,
  discount: 0,
  shipping: 0,
  tax: 0,
  coupon_code: null,
  shipping_address: {
    name: 'Cabinet Martin',
    address: 'rue de la République 8',
    city: 'Lyon',
    postalcode: '69002',
    country: 'FR',
  },
  lines: [
    {
      product_id: 1,
      part_no: 'BF-001',
      name: 'Breast pump',
      quantity: 1,
      price_in_cents: 8900,
      line_total: 8900,
    },
  ],
  history: [],
};

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function clientFor(handler: Handler) {
  server = await startTestServer(handler);
  return {
    client: createApiClient({
      baseUrl: server.url,
      tokenStore: memoryTokenStore(SESSION),
      onUnauthorized: vi.fn(),
    }),
    server,
  };
}

describe("the contract's back-office routes against a real HTTP server", () => {
  it('calls /api/admin/backoffice with the session and leaves empty filters out', async () => {
    const { client, server: s } = await clientFor(() => ({
      json: { items: [order], page: 2, rows_per_page: 25, total: 26 },
    }));
    const page = await client.call(backofficeRoutes.orders, {
      query: { cust_no: '100001', status: '', rep: 7, page: 2 },
    });
    expect(page.items[0]?.order_nr).toBe('CS-000041');
    expect(page.items[0]?.currency).toBe('CHF');
    expect(s.requests[0]?.path).toBe('/api/admin/backoffice/orders');
    expect(s.requests[0]?.headers.authorization).toBe(`Bearer ${SESSION}`);
    expect(Object.fromEntries(s.requests[0]?.query ?? [])).toEqual({
      cust_no: '100001',
      rep: '7',
      page: '2',
    });
  });

  it('cancels with a POST and reads the cancelled order', async () => {
    const { client, server: s } = await clientFor(() => ({ json: order }));
    const cancelled = await client.call(backofficeRoutes.cancelOrder, {
      params: { id: 41 },
      body: {},
    });
    expect(cancelled.status).toBe('cancelled');
    expect(s.requests[0]?.method).toBe('POST');
    expect(s.requests[0]?.path).toBe('/api/admin/backoffice/orders/41/cancel');
  });

  it('checks a product change against the server schema before sending it', async () => {
    const { client, server: s } = await clientFor(() => ({ json: {} }));
    const error = await client
      .call(backofficeRoutes.updateProduct, {
        params: { id: 5 },
        body: { stock: 3, stock_delta: -1 },
      })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).issues.map((issue) => issue.path.join('.'))).toContain(
      'stock_delta',
    );
    expect(s.requests).toHaveLength(0);
  });

  it('builds the leaflet upload address with the file name, and removes a leaflet', async () => {
    const { client, server: s } = await clientFor(() => ({ json: { id: 5 } }));
    expect(
      await client.url(backofficeRoutes.uploadProductLeaflet, {
        params: { id: 5 },
        query: { file_name: 'Notice été & co.pdf' },
      }),
    ).toMatch(
      /\/api\/admin\/backoffice\/products\/5\/leaflet\?file_name=Notice\+%C3%A9t%C3%A9\+%26\+co\.pdf$/,
    );
    expect(await client.url(backofficeRoutes.uploadProductLeaflet, { params: { id: 5 } })).toMatch(
      /\/products\/5\/leaflet$/,
    );
    // The answer is checked against the product schema: an answer that is not a product is refused.
    const error = await client
      .call(backofficeRoutes.deleteProductLeaflet, { params: { id: 5 } })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(s.requests[0]?.method).toBe('DELETE');
    expect(s.requests[0]?.path).toBe('/api/admin/backoffice/products/5/leaflet');
  });

  it('refuses a promo that ends before it starts without sending it (decision 229)', async () => {
    const { client, server: s } = await clientFor(() => ({ json: {} }));
    const error = await client
      .call(backofficeRoutes.createPromo, {
        params: { id: 1 },
        body: {
          translations: { en: { title: 'Spring' } },
          link: null,
          valid_from: '2026-06-10',
          valid_until: '2026-06-01',
          active: true,
        },
      })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).issues.map((issue) => issue.path.join('.'))).toEqual([
      'valid_until',
    ]);
    expect(s.requests).toHaveLength(0);
  });

  it('asks the lookups in the given language and deletes a promo with DELETE', async () => {
    const { client, server: s } = await clientFor((request) =>
      request.method === 'DELETE'
        ? { json: { success: true } }
        : {
            json: {
              items: [
                { id: 3, key: 'care', name: 'Pflege', organisation_id: 1, organisation_name: 'EU' },
              ],
            },
          },
    );
    const { items: found } = await client.call(backofficeRoutes.categories, {
      query: { language: 'de' },
    });
    expect(found[0]?.name).toBe('Pflege');
    expect(s.requests[0]?.path).toBe('/api/admin/backoffice/categories');
    expect(Object.fromEntries(s.requests[0]?.query ?? [])).toEqual({ language: 'de' });
    await client.call(backofficeRoutes.deletePromo, { params: { id: 9 } });
    expect(s.requests[1]?.method).toBe('DELETE');
    expect(s.requests[1]?.path).toBe('/api/admin/backoffice/promos/9');
  });

  it('builds the export URL of the filtered list without the page', async () => {
    const { client } = await clientFor(() => ({ json: {} }));
    const url = await client.url(backofficeRoutes.exportOrdersXlsx, {
      query: { from: '2026-01-01', status: 'processed' },
    });
    expect(url).toMatch(
      /\/api\/admin\/backoffice\/orders\/export\.xlsx\?from=2026-01-01&status=processed$/,
    );
  });
});
