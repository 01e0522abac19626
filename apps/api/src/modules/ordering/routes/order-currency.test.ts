import { randomUUID } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi, testDatabaseKinds } from '../../../testing/harness.js';
import { organisations, shopConfigs } from '../../identity/index.js';
import { orders } from '../schema.js';

const base = '/api/admin/backoffice';

describe.each(testDatabaseKinds())(
  'order currency from its own shop (decision 226) on %s',
  (kind) => {
    let api: TestApi;
    let staff = '';
    let customer = '';
    const placed = { chf: 0, eur: 0, foreignHost: 0 };

    async function placeOrder(host: string) {
      const response = await api.app.inject({
        method: 'POST',
        url: '/api/admin/order',
        headers: { authorization: customer, 'idempotency-key': randomUUID(), host },
        payload: {
          lines: [{ id: 'BF-002', quantity: 1 }],
          address_key: 'default',
          shipping_method: 'standard',
          payment_method: 'invoice',
          accepted_terms: true,
          accepted_sales_terms: true,
        },
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json().id as number;
    }

    const get = (url: string) =>
      api.app.inject({ method: 'GET', url, headers: { authorization: staff } });

    beforeAll(async () => {
      api = await startTestApi(kind);
      const db = api.database.db;
      const [eu] = await db
        .select({ id: organisations.id })
        .from(organisations)
        .where(eq(organisations.name, 'sample shop EU'));
      // A second shop of the EU organisation, in Swiss francs, on its own host name.
      await db.insert(shopConfigs).values({
        hostname: 'ch.localhost',
        title: 'sample shop CH',
        currency: 'CHF',
        locales: ['de-CH'],
        environment: 'prd-prd',
        organisationId: eu?.id ?? 0,
      });
      staff = await api.login('staff@demo.test');
      customer = await api.login('customer@demo.test');
      placed.chf = await placeOrder('ch.localhost:8080');
      placed.eur = await placeOrder('localhost');
      // The US organisation's shop: not the customer's, so its USD is not the order's.
      placed.foreignHost = await placeOrder('us.localhost');
    });
    afterAll(async () => {
      await api.close();
    });

    it('stores the currency of the shop the order was placed through', async () => {
      const rows = await api.database.db
        .select({ id: orders.id, currency: orders.currency })
        .from(orders);
      const currencyOf = (id: number) => rows.find((row) => row.id === id)?.currency;
      expect(currencyOf(placed.chf)).toBe('CHF');
      expect(currencyOf(placed.eur)).toBe('EUR');
      expect(currencyOf(placed.foreignHost)).toBe('EUR');
      // The seeded orders (placed before any shop of another currency) are in euros.
      expect(rows.every((row) => row.currency === 'EUR' || row.id === placed.chf)).toBe(true);
    });

    it('answers each order’s currency in the back-office list and detail', async () => {
      const list = await get(`${base}/orders?rows_per_page=100`);
      expect(list.statusCode, list.body).toBe(200);
      const items: { id: number; currency: string }[] = list.json().items;
      expect(items.find((item) => item.id === placed.chf)?.currency).toBe('CHF');
      expect(items.find((item) => item.id === placed.eur)?.currency).toBe('EUR');
      const detail = await get(`${base}/orders/${placed.chf}`);
      expect(detail.statusCode, detail.body).toBe(200);
      expect(detail.json()).toMatchObject({ id: placed.chf, currency: 'CHF' });
      expect((await get(`${base}/orders/${placed.eur}`)).json().currency).toBe('EUR');
    });

    it('exports each order’s currency in the CSV and XLSX files', async () => {
      const csv = await get(`${base}/orders/export.csv`);
      expect(csv.statusCode).toBe(200);
      const records: string[][] = parse(csv.rawPayload, { bom: true });
      // Found by its header: the PO number and note columns follow it (decision 247).
      const column = records[0]?.indexOf('currency') ?? -1;
      expect(column).toBeGreaterThan(0);
      expect(records[0]?.slice(column + 1)).toEqual(['po_number', 'note']);
      const csvCurrencyOf = (id: number) =>
        records.find((row) => row[0] === String(id).padStart(8, '0'))?.[column];
      expect(csvCurrencyOf(placed.chf)).toBe('CHF');
      expect(csvCurrencyOf(placed.eur)).toBe('EUR');

      const xlsx = await get(`${base}/orders/export.xlsx`);
      expect(xlsx.statusCode).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load((await buffer(xlsx.stream())) as unknown as ArrayBuffer);
      const sheetRows: unknown[][] = [];
      workbook.getWorksheet('Orders')?.eachRow((row) => {
        sheetRows.push((row.values as unknown[]).slice(1));
      });
      expect(sheetRows[0]?.[column]).toBe('currency');
      const xlsxCurrencyOf = (id: number) =>
        sheetRows.find((row) => row[0] === String(id).padStart(8, '0'))?.[column];
      expect(xlsxCurrencyOf(placed.chf)).toBe('CHF');
      expect(xlsxCurrencyOf(placed.eur)).toBe('EUR');
    });

    it('lists the currency with the office’s latest orders', async () => {
      const [order] = await api.database.db
        .select({ officeId: orders.officeId })
        .from(orders)
        .where(eq(orders.id, placed.chf));
      const office = await get(`${base}/offices/${order?.officeId}`);
      expect(office.statusCode, office.body).toBe(200);
      const latest: { id: number; currency: string }[] = office.json().orders;
      expect(latest.find((item) => item.id === placed.chf)?.currency).toBe('CHF');
    });
  },
);
