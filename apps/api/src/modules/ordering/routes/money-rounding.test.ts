import { randomUUID } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi, testDatabaseKinds } from '../../../testing/harness.js';
import { orders } from '../schema.js';

// Issue 27 item 5, decision 266: one money rounding rule, half up on whole cents, from the coupon
// check to the placed order and the exports; exported amounts in the currency's own decimals.

const orderNr = (id: number) => String(id).padStart(8, '0');

describe.each(testDatabaseKinds())('decision 266 money rounding on %s', (kind) => {
  let api: TestApi;
  let staff = '';
  let customer = '';
  let orderId = 0;

  const call = (method: 'GET' | 'POST', url: string, authorization: string, payload?: unknown) =>
    api.app.inject({
      method,
      url,
      headers: {
        authorization,
        ...(url.endsWith('/order') ? { 'idempotency-key': randomUUID() } : {}),
      },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  beforeAll(async () => {
    api = await startTestApi(kind);
    staff = await api.login('staff@demo.test');
    customer = await api.login('customer@demo.test');
    const created = await call('POST', '/api/admin/backoffice/coupons', staff, {
      code: 'FIFTEEN',
      percent_off: 15,
    });
    expect(created.statusCode, created.body).toBe(201);
  });
  afterAll(async () => {
    await api.close();
  });

  it('gives −3,68 € for 15 % of 24,50 € in the coupon check (3,675 € rounds half up)', async () => {
    const response = await call('POST', '/api/admin/coupon/check', customer, {
      code: 'FIFTEEN',
      lines: [{ id: 'BF-002', quantity: 1 }],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ code: 'FIFTEEN', discount_cents: 368 });
  });

  it('places the order with the same discount, and the staff detail shows it', async () => {
    const placed = await call('POST', '/api/admin/order', customer, {
      lines: [{ id: 'BF-002', quantity: 1 }],
      address_key: 'default',
      shipping_method: 'standard',
      payment_method: 'invoice',
      coupon_code: 'FIFTEEN',
      accepted_terms: true,
      accepted_sales_terms: true,
    });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json()).toMatchObject({ subtotal: 2450, discount: 368, total: 2082 });
    orderId = placed.json().id;
    const detail = await call('GET', `/api/admin/backoffice/orders/${orderId}`, staff);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json()).toMatchObject({ discount: 368, total: 2082, currency: 'EUR' });
  });

  it('exports −3,68 as 3.68 in the back office CSV and XLSX and in my orders', async () => {
    const csv = await call('GET', '/api/admin/backoffice/orders/export.csv?cust_no=100001', staff);
    expect(csv.statusCode).toBe(200);
    const rows: string[][] = parse(csv.rawPayload, { bom: true });
    const header = rows[0] ?? [];
    const row = rows.find((cells) => cells[0] === orderNr(orderId)) ?? [];
    expect(row[header.indexOf('discount')]).toBe('3.68');
    expect(row[header.indexOf('total')]).toBe('20.82');

    const xlsx = await call(
      'GET',
      '/api/admin/backoffice/orders/export.xlsx?cust_no=100001',
      staff,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await buffer(xlsx.stream())) as unknown as ArrayBuffer);
    let discountCell: ExcelJS.Cell | undefined;
    workbook.getWorksheet('Orders')?.eachRow((sheetRow) => {
      if (sheetRow.getCell(1).value === orderNr(orderId)) {
        discountCell = sheetRow.getCell(header.indexOf('discount') + 1);
      }
    });
    expect(discountCell?.value).toBe(3.68);
    expect(discountCell?.numFmt).toBe('0.00');

    const mine = await call('GET', '/api/admin/order/export.csv', customer);
    expect(mine.statusCode).toBe(200);
    const myRows: string[][] = parse(mine.rawPayload, { bom: true });
    const myRow = myRows.find((cells) => cells[0] === orderNr(orderId)) ?? [];
    expect(myRow).toContain('3.68');
    expect(myRow).toContain('20.82');
  });

  it('exports amounts in the currency’s own decimals, not always in hundredths', async () => {
    // An order in a currency without minor units (a yen shop): 2082 cents are ¥2082, not 20.82.
    await api.database.db.update(orders).set({ currency: 'JPY' }).where(eq(orders.id, orderId));
    const csv = await call('GET', '/api/admin/backoffice/orders/export.csv?cust_no=100001', staff);
    const rows: string[][] = parse(csv.rawPayload, { bom: true });
    const header = rows[0] ?? [];
    const row = rows.find((cells) => cells[0] === orderNr(orderId)) ?? [];
    expect(row[header.indexOf('currency')]).toBe('JPY');
    expect(row[header.indexOf('discount')]).toBe('368');
    expect(row[header.indexOf('total')]).toBe('2082');
    const mine = await call('GET', '/api/admin/order/export.csv', customer);
    const myRow =
      (parse(mine.rawPayload, { bom: true }) as string[][]).find(
        (cells) => cells[0] === orderNr(orderId),
      ) ?? [];
    expect(myRow).toContain('2082');
    expect(myRow).not.toContain('20.82');
  });
});
