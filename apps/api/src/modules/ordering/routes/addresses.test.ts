import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { OFFICE_ADDRESS_MAX } from '@careshop/validation';
import { parse } from 'csv-parse/sync';
import { count, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addOfficeAddresses, officeAddressBody } from '../../../testing/fixtures.js';
import { startTestApi, type TestApi, testDatabaseKinds } from '../../../testing/harness.js';
import { pdfText } from '../../../testing/pdf-text.js';
import { offices, organisations, users } from '../../identity/index.js';
import { officeAddresses, orders } from '../schema.js';

// Issue 15 "B2B ordering speed", checkout (decision 246): an office's address book, an order sent
// to one of its addresses with a PO number and a note, and where those show afterwards.

const annexe = officeAddressBody;

const orderBody = {
  lines: [{ id: 'BF-002', quantity: 1 }],
  shipping_method: 'regular',
  payment_method: 'invoice',
  accepted_terms: true,
  accepted_sales_terms: true,
};

type Who = 'customer' | 'saintLuc' | 'rep' | 'pending' | 'staff';

describe.each(testDatabaseKinds())(
  'decision 246 address book and order reference on %s',
  (kind) => {
    let api: TestApi;
    let dir: string;
    const auth = {} as Record<Who, string>;
    let customerOfficeId = 0;

    const send = (
      who: Who,
      method: 'GET' | 'POST' | 'PUT' | 'DELETE',
      url: string,
      payload?: object,
      headers: Record<string, string> = {},
    ) =>
      api.app.inject({
        method,
        url: `/api/admin${url}`,
        headers: {
          authorization: auth[who],
          ...(who === 'rep' ? { 'x-order-on-behalf': '100001' } : {}),
          ...headers,
        },
        ...(payload ? { payload: payload as Record<string, unknown> } : {}),
      });
    const addAddress = async (who: Who, body: object = annexe) => {
      const response = await send(who, 'POST', '/address', body);
      expect(response.statusCode, response.body).toBe(201);
      return response.json<{
        id: number;
        key: string;
        country: string;
        delivery: { country: string };
      }>();
    };
    const placeOrder = async (who: Who, body: object) =>
      send(who, 'POST', '/order', { ...orderBody, ...body }, { 'idempotency-key': randomUUID() });
    const bookOf = (officeId: number) =>
      api.database.db.select().from(officeAddresses).where(eq(officeAddresses.officeId, officeId));

    beforeAll(async () => {
      api = await startTestApi(kind);
      dir = mkdtempSync(join(tmpdir(), 'careshop-addresses-'));
      await api.database.db.update(organisations).set({ maxOrderCountYear: 100 });
      auth.customer = await api.login('customer@demo.test');
      auth.saintLuc = await api.login('saint-luc@demo.test');
      auth.rep = await api.login('rep@demo.test');
      auth.pending = await api.login('pending@demo.test');
      auth.staff = await api.login('staff@demo.test');
      const [office] = await api.database.db
        .select({ id: offices.id })
        .from(offices)
        .where(eq(offices.custNo, '100001'));
      customerOfficeId = office?.id ?? 0;
    });
    afterAll(async () => {
      await api.close();
      rmSync(dir, { recursive: true, force: true });
    });

    it("lists the office's own address as the default, then adds, changes and removes addresses", async () => {
      const empty = await send('customer', 'GET', '/address');
      expect(empty.statusCode).toBe(200);
      expect(empty.json()).toMatchObject({
        default: {
          key: 'default',
          delivery: { name: 'Cabinet Sage-Femme Dupont', postalcode: '69003', city: 'Lyon' },
        },
        items: [],
        max: OFFICE_ADDRESS_MAX,
      });

      const added = await addAddress('customer', { ...annexe, city: '  Lyon  ' });
      expect(added).toMatchObject({
        key: String(added.id),
        city: 'Lyon',
        house_number: '40',
        // The registration's rule: street and number make the first line, the second line follows.
        delivery: {
          name: 'Cabinet Dupont — annexe',
          address: 'Rue Garibaldi 40',
          address_xtra: 'Bâtiment C',
          postalcode: '69006',
          city: 'Lyon',
          country: 'FR',
        },
      });
      // A rep acting for the office keeps the same book.
      const byRep = await addAddress('rep', { ...annexe, company_name: 'Entrepôt', address: '' });
      const [repUser] = await api.database.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, 'rep@demo.test'));
      const rows = await bookOf(customerOfficeId);
      expect(rows.find((row) => row.id === byRep.id)?.createdByUserId).toBe(repUser?.id);
      const listed = (await send('customer', 'GET', '/address')).json<{
        items: { id: number }[];
      }>();
      expect(listed.items.map((item) => item.id)).toEqual([added.id, byRep.id]);

      api.clock.advance(60_000);
      const changed = await send('customer', 'PUT', `/address/${added.id}`, {
        ...annexe,
        house_number: '42',
      });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json()).toMatchObject({
        house_number: '42',
        delivery: { address: 'Rue Garibaldi 42' },
        updated: '2026-06-15T10:01:00.000Z',
      });

      const removed = await send('rep', 'DELETE', `/address/${byRep.id}`);
      expect(removed.statusCode).toBe(200);
      expect(removed.json()).toEqual({ success: true });
      expect((await send('customer', 'DELETE', `/address/${byRep.id}`)).statusCode).toBe(404);
      expect((await bookOf(customerOfficeId)).map((row) => row.id)).toEqual([added.id]);
    });

    it("never shows or changes another office's addresses, and refuses who acts for no office", async () => {
      const own = await addAddress('customer');
      const other = await send('saintLuc', 'GET', '/address');
      expect(other.statusCode).toBe(200);
      expect(other.json<{ items: unknown[] }>().items).toEqual([]);
      expect(other.json()).toMatchObject({ default: { delivery: { city: 'Lille' } } });
      for (const [method, payload] of [
        ['PUT', annexe],
        ['DELETE', undefined],
      ] as const) {
        const response = await send('saintLuc', method, `/address/${own.id}`, payload);
        expect(response.statusCode, method).toBe(404);
      }
      // Ordering to it from the other office names no other office's data.
      const foreign = await placeOrder('saintLuc', { address_key: own.key });
      expect(foreign.statusCode).toBe(422);
      expect(foreign.json()).toMatchObject({ code: 'address_unknown' });
      expect((await bookOf(customerOfficeId)).find((row) => row.id === own.id)).toMatchObject({
        houseNumber: '40',
      });
      // Awaiting approval, back office: no office to act for.
      expect((await send('pending', 'GET', '/address')).statusCode).toBe(403);
      expect((await send('staff', 'POST', '/address', annexe)).statusCode).toBe(403);
      // A rep who named no office yet is told to choose one.
      const noOffice = await api.app.inject({
        method: 'GET',
        url: '/api/admin/address',
        headers: { authorization: auth.rep },
      });
      expect(noOffice.statusCode).toBe(422);
      expect(noOffice.json()).toMatchObject({ code: 'order_on_behalf_required' });
    });

    it('answers 400 naming the field for a bad address, and writes nothing', async () => {
      const before = (await bookOf(customerOfficeId)).length;
      const response = await send('customer', 'POST', '/address', {
        ...annexe,
        postalcode: '1'.repeat(17),
        city: ' ',
      });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().errors).sort()).toEqual(['city', 'postalcode']);
      expect((await bookOf(customerOfficeId)).length).toBe(before);
    });

    it('keeps a country as its code, from a code or a name in any of the six languages, and refuses one it does not deliver to', async () => {
      const german = await addAddress('customer', {
        ...annexe,
        postalcode: '10115',
        city: 'Berlin',
        country: ' Deutschland ',
      });
      expect(german.country).toBe('DE');
      expect(german.delivery.country).toBe('DE');
      const before = (await bookOf(customerOfficeId)).length;
      const refused = await send('customer', 'POST', '/address', {
        ...annexe,
        country: 'Atlantis',
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toEqual({
        country: expect.objectContaining({ key: 'validation.country_unknown' }),
      });
      expect((await bookOf(customerOfficeId)).length).toBe(before);

      // The VAT the order's total includes is Germany's 19 % (decision 233).
      const placed = await placeOrder('customer', { address_key: german.key });
      expect(placed.statusCode, placed.body).toBe(201);
      const order = placed.json<{ total: number; tax: number }>();
      expect(order.tax).toBe(order.total - Math.round((order.total * 100) / 119));
      expect(order.tax).toBeGreaterThan(0);
      await send('customer', 'DELETE', `/address/${german.id}`);
    });

    it(`keeps at most ${OFFICE_ADDRESS_MAX} addresses, even when several are added at once`, async () => {
      const [office] = await api.database.db
        .select({ id: offices.id })
        .from(offices)
        .where(eq(offices.custNo, '100004'));
      await addOfficeAddresses(
        api.database.db,
        { custNo: '100004', email: 'saint-luc@demo.test' },
        api.clock.now(),
        OFFICE_ADDRESS_MAX - 2,
      );
      const all = await Promise.all(
        Array.from({ length: 6 }, () => send('saintLuc', 'POST', '/address', annexe)),
      );
      expect(all.map((response) => response.statusCode).sort()).toEqual([
        201, 201, 422, 422, 422, 422,
      ]);
      expect(all.find((response) => response.statusCode === 422)?.json()).toMatchObject({
        code: 'address_book_full',
        details: { max: OFFICE_ADDRESS_MAX },
      });
      const [held] = await api.database.db
        .select({ n: count() })
        .from(officeAddresses)
        .where(eq(officeAddresses.officeId, office?.id ?? 0));
      expect(held?.n).toBe(OFFICE_ADDRESS_MAX);
      await api.database.db
        .delete(officeAddresses)
        .where(eq(officeAddresses.officeId, office?.id ?? 0));
    });

    it('sends an order to an address of the book with a PO number and a note, kept as placed', async () => {
      const address = await addAddress('customer');
      const placed = await placeOrder('customer', {
        address_key: address.key,
        po_number: ' PO-2026/0042 ',
        note: 'Livrer au quai 3\r\n\r\n\r\nSonner\u202e deux fois',
      });
      expect(placed.statusCode, placed.body).toBe(201);
      const order = placed.json<{ id: number }>();
      expect(placed.json()).toMatchObject({
        po_number: 'PO-2026/0042',
        note: 'Livrer au quai 3\n\nSonner deux fois',
        shipping_address: {
          name: 'Cabinet Dupont — annexe',
          address: 'Rue Garibaldi 40',
          address_xtra: 'Bâtiment C',
          postalcode: '69006',
          city: 'Lyon',
        },
      });

      // Changing, then removing, the address leaves the order's copy alone.
      await send('customer', 'PUT', `/address/${address.id}`, { ...annexe, city: 'Villeurbanne' });
      await send('customer', 'DELETE', `/address/${address.id}`);
      const detail = await send('customer', 'GET', `/order/${order.id}`);
      expect(detail.json()).toMatchObject({
        po_number: 'PO-2026/0042',
        note: 'Livrer au quai 3\n\nSonner deux fois',
        shipping_address: { city: 'Lyon', address: 'Rue Garibaldi 40' },
      });
      // The removed address cannot be ordered to any more.
      const gone = await placeOrder('customer', { address_key: address.key });
      expect(gone.json()).toMatchObject({ code: 'address_unknown' });

      const invoice = await send('customer', 'GET', `/order/${order.id}/invoice.pdf?language=fr`);
      expect(invoice.statusCode).toBe(200);
      const text = pdfText(invoice.rawPayload, dir);
      for (const expected of [
        'Adresse de livraison: Cabinet Dupont — annexe, Rue Garibaldi 40, Bâtiment C, 69006 Lyon, France',
        'N° de bon de commande: PO-2026/0042',
        'Note pour la marque: Livrer au quai 3 Sonner deux fois',
        // Still billed to the office itself.
        'Cabinet Sage-Femme Dupont',
      ]) {
        expect(text).toContain(expected);
      }

      const backoffice = await send('staff', 'GET', `/backoffice/orders/${order.id}`);
      expect(backoffice.json()).toMatchObject({
        po_number: 'PO-2026/0042',
        note: 'Livrer au quai 3\n\nSonner deux fois',
        shipping_address: { name: 'Cabinet Dupont — annexe' },
      });
    });

    it('exports the PO number and the note last, a note a spreadsheet would run made inert', async () => {
      const placed = await placeOrder('customer', {
        address_key: 'default',
        po_number: '4500012345',
        note: '=HYPERLINK("http://x.test","click")',
      });
      expect(placed.statusCode, placed.body).toBe(201);
      const number = String(placed.json<{ id: number }>().id).padStart(8, '0');
      const csv = await send('staff', 'GET', '/backoffice/orders/export.csv?cust_no=100001');
      const records: string[][] = parse(csv.rawPayload, { bom: true });
      expect(records[0]?.slice(-2)).toEqual(['po_number', 'note']);
      const row = records.find((record) => record[0] === number);
      expect(row?.slice(-2)).toEqual(['4500012345', `'=HYPERLINK("http://x.test","click")`]);

      const xlsx = await send('staff', 'GET', '/backoffice/orders/export.xlsx?cust_no=100001');
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load((await buffer(xlsx.stream())) as unknown as ArrayBuffer);
      const cells: unknown[][] = [];
      workbook.getWorksheet('Orders')?.eachRow((sheetRow) => {
        cells.push((sheetRow.values as unknown[]).slice(1));
      });
      const xlsxRow = cells.find((values) => values[0] === number);
      // A typed text cell, not a formula.
      expect(xlsxRow?.slice(17, 19)).toEqual(['4500012345', '=HYPERLINK("http://x.test","click")']);

      const mine = await send('customer', 'GET', '/order/export.csv?language=en');
      const mineRows: string[][] = parse(mine.rawPayload, { bom: true });
      expect(mineRows[0]?.slice(-2)).toEqual(['PO number', 'Note for the brand']);
      expect(mineRows.find((record) => record[0] === number)?.at(-2)).toBe('4500012345');
    });

    it('refuses a bad PO number or an overlong note with 400 naming the field, ordering nothing', async () => {
      const [before] = await api.database.db.select({ n: count() }).from(orders);
      const response = await placeOrder('customer', {
        address_key: 'default',
        po_number: 'PO;DROP',
        note: 'x'.repeat(501),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toMatchObject({
        po_number: { key: 'validation.po_number_format' },
        note: { key: 'validation.too_long' },
      });
      const [after] = await api.database.db.select({ n: count() }).from(orders);
      expect(after?.n).toBe(before?.n);
    });
  },
);
