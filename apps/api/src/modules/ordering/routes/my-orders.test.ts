import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi, testDatabaseKinds } from '../../../testing/harness.js';
import { pdfText, spaced } from '../../../testing/pdf-text.js';
import { products } from '../../catalogue/index.js';
import { organisations } from '../../identity/index.js';
import { repOfficeChoices } from '../schema.js';

// Issue 15 "B2B ordering speed": my orders' search and filters, the invoice PDF, the CSV and XLSX
// exports, and the sales rep's office finder and recent offices (decisions 230 to 232).

const address = {
  name: 'Cabinet Dupont',
  address: '12 rue des Lilas',
  city: 'Lyon',
  postalcode: '69003',
  country: 'FR',
};

describe.each(testDatabaseKinds())(
  'issue 15 my orders, invoices and office finder on %s',
  (kind) => {
    let api: TestApi;
    let dir: string;
    const auth: Record<'customer' | 'limit' | 'saintLuc' | 'rep', string> = {
      customer: '',
      limit: '',
      saintLuc: '',
      rep: '',
    };
    /** The customer's orders: one by invoice with regular shipping and a coupon, one by cod. */
    const placed = { invoice: 0, cod: 0 };
    let pumpName = '';

    const call = (url: string, authorization: string) =>
      api.app.inject({ method: 'GET', url, headers: { authorization } });
    const post = (url: string, authorization: string, payload: object, headers = {}) =>
      api.app.inject({
        method: 'POST',
        url,
        headers: { authorization, ...headers },
        payload: payload as Record<string, unknown>,
      });
    const order = async (authorization: string, body: object, headers = {}) => {
      const response = await post(
        '/api/admin/order',
        authorization,
        {
          shipping_address: address,
          accepted_terms: true,
          accepted_sales_terms: true,
          ...body,
        },
        { 'idempotency-key': randomUUID(), ...headers },
      );
      expect(response.statusCode).toBe(201);
      return response.json<{ id: number }>().id;
    };

    beforeAll(async () => {
      api = await startTestApi(kind);
      dir = mkdtempSync(join(tmpdir(), 'careshop-invoice-'));
      await api.database.db.update(organisations).set({ maxOrderCountYear: 100 });
      auth.customer = await api.login('customer@demo.test');
      auth.limit = await api.login('limit@demo.test');
      auth.saintLuc = await api.login('saint-luc@demo.test');
      auth.rep = await api.login('rep@demo.test');
      placed.invoice = await order(auth.customer, {
        lines: [
          { id: 'BF-001', quantity: 2 },
          { id: 'BF-002', quantity: 3 },
        ],
        shipping_method: 'regular',
        payment_method: 'invoice',
        coupon_code: 'SAVE5',
      });
      api.clock.advance(60_000);
      placed.cod = await order(auth.customer, {
        lines: [{ id: 'BO-001', quantity: 1 }],
        shipping_method: 'standard',
        payment_method: 'cod',
      });
      const [pump] = await api.database.db
        .select({ translations: products.translations })
        .from(products)
        .where(eq(products.partNo, 'BF-001'));
      pumpName = pump?.translations.fr?.name ?? '';
      expect(pumpName.length).toBeGreaterThan(3);
    });
    afterAll(async () => {
      await api.close();
      rmSync(dir, { recursive: true, force: true });
    });

    const ids = (response: { json(): unknown }) =>
      (response.json() as { items: { id: number }[] }).items.map((item) => item.id);

    describe('GET /order with search and filters', () => {
      it('finds an order by its number, with or without the leading zeros, and by product', async () => {
        const padded = String(placed.invoice).padStart(8, '0');
        const byNumber = await call(`/api/admin/order?q=${padded}`, auth.customer);
        expect(byNumber.statusCode).toBe(200);
        expect(ids(byNumber)).toEqual([placed.invoice]);
        // Without the zeros the digits may be part of a product code too: the order is among them.
        const short = await call(`/api/admin/order?q=${placed.invoice}`, auth.customer);
        expect(ids(short)).toContain(placed.invoice);
        const byPart = await call('/api/admin/order?q=bf-00', auth.customer);
        expect(ids(byPart)).toEqual([placed.invoice]);
        const byName = await call(
          `/api/admin/order?q=${encodeURIComponent(pumpName.slice(0, 6).toUpperCase())}`,
          auth.customer,
        );
        expect(ids(byName)).toContain(placed.invoice);
        expect(ids(byName)).not.toContain(placed.cod);
        const none = await call('/api/admin/order?q=%25_nothing', auth.customer);
        expect(none.json()).toMatchObject({ items: [], total: 0 });
      });

      it('filters by status, payment status and whole days, and pages the result', async () => {
        // The limit account's office has four seeded orders, on 1 to 4 January (paid).
        const all = await call('/api/admin/order?rows_per_page=10', auth.limit);
        expect(all.json().total).toBe(4);
        const days = await call('/api/admin/order?from=2026-01-02&to=2026-01-03', auth.limit);
        expect(days.json().total).toBe(2);
        expect(
          (days.json().items as { created: string }[]).map((item) => item.created.slice(0, 10)),
        ).toEqual(['2026-01-03', '2026-01-02']);
        const paged = await call(
          '/api/admin/order?from=2026-01-01&to=2026-12-31&page=2&rows_per_page=3',
          auth.limit,
        );
        expect(paged.json()).toMatchObject({ page: 2, rows_per_page: 3, total: 4 });
        expect(ids(paged)).toHaveLength(1);
        const due = await call('/api/admin/order?payment_status=due', auth.customer);
        expect(ids(due).sort()).toEqual([placed.invoice, placed.cod].sort());
        const completed = await call('/api/admin/order?payment_status=completed', auth.customer);
        expect(ids(completed)).toEqual([]);
        const processed = await call('/api/admin/order?status=processed', auth.limit);
        expect(processed.json().total).toBe(4);
        const inProcess = await call('/api/admin/order?status=in_process', auth.limit);
        expect(inProcess.json().total).toBe(0);
      });

      it('answers 400 naming the field for a bad filter, and never shows another office', async () => {
        const bad: [string, string][] = [
          ['status=shipped', 'status'],
          ['payment_status=paid', 'payment_status'],
          ['from=2026-13-01', 'from'],
          ['to=yesterday', 'to'],
          ['from=2026-05-02&to=2026-05-01', 'to'],
          ['rows_per_page=0', 'rows_per_page'],
          [`q=${'x'.repeat(201)}`, 'q'],
        ];
        for (const [query, field] of bad) {
          const response = await call(`/api/admin/order?${query}`, auth.customer);
          expect(response.statusCode, query).toBe(400);
          expect(response.json().errors, query).toHaveProperty(field);
        }
        const unknown = await call('/api/admin/order?office=1', auth.customer);
        expect(unknown.statusCode).toBe(400);
        const other = await call(`/api/admin/order?q=${placed.invoice}`, auth.saintLuc);
        expect(other.statusCode).toBe(200);
        expect(ids(other)).not.toContain(placed.invoice);
      });

      it('answers the delivery address with an order', async () => {
        const response = await call(`/api/admin/order/${placed.invoice}`, auth.customer);
        expect(response.json()).toMatchObject({
          delivery_option: 'regular',
          payment_status: 'due',
          shipping_address: address,
        });
      });
    });

    describe('GET /order/:id/invoice.pdf', () => {
      it('is a PDF with seller, office address, number, date, lines, totals and payment state', async () => {
        const response = await call(
          `/api/admin/order/${placed.invoice}/invoice.pdf?language=fr`,
          auth.customer,
        );
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe('application/pdf');
        const number = String(placed.invoice).padStart(8, '0');
        expect(response.headers['content-disposition']).toBe(
          `attachment; filename="facture-${number}.pdf"`,
        );
        expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
        const text = pdfText(response.rawPayload, dir);
        const euro = (cents: number) =>
          spaced(
            new Intl.NumberFormat('fr', { style: 'currency', currency: 'EUR' }).format(cents / 100),
          );
        for (const expected of [
          'Facture',
          'Vendeur',
          'sample shop EU',
          'Facturé à',
          'Cabinet Sage-Femme Dupont',
          '12 rue des Lilas',
          '69003 Lyon',
          `Numéro de commande: ${number}`,
          'Date de commande: 15 juin 2026',
          'Numéro client: 100001',
          'Mode de livraison: Normale',
          'Moyen de paiement: Facture',
          'Paiement: Paiement à régler',
          'Quantité',
          'Prix unitaire',
          'Montant',
          `${pumpName} (BF-001)`,
          `2 ${euro(8900)} ${euro(17_800)}`,
          `3 ${euro(2450)} ${euro(7350)}`,
          `Sous-total ${euro(25_150)}`,
          `Livraison ${euro(495)}`,
          `Remise ${euro(-500)}`,
          `Total ${euro(25_145)}`,
        ]) {
          expect(text).toContain(spaced(expected));
        }
      });

      it("is in the account's language when none is asked", async () => {
        const [first] = ids(await call('/api/admin/order?rows_per_page=1', auth.limit));
        const response = await call(`/api/admin/order/${first}/invoice.pdf`, auth.limit);
        expect(response.statusCode).toBe(200);
        const text = pdfText(response.rawPayload, dir);
        expect(text).toContain('Factuur');
        expect(text).toContain('Verloskundigenpraktijk De Wieg');
        expect(text).toContain('Betaling: Betaald');
        // No discount reads as zero, not as a deduction of zero.
        const zero = spaced(
          new Intl.NumberFormat('nl', { style: 'currency', currency: 'EUR' }).format(0),
        );
        expect(text).toContain(`Korting ${zero}`);
        expect(text).not.toContain(`Korting -`);
      });

      it("is 404 for another office's order and 400 for a bad language", async () => {
        const other = await call(`/api/admin/order/${placed.invoice}/invoice.pdf`, auth.saintLuc);
        expect(other.statusCode).toBe(404);
        expect(other.headers['content-type']).toContain('application/json');
        const detail = await call(`/api/admin/order/${placed.invoice}`, auth.saintLuc);
        expect(detail.statusCode).toBe(404);
        const missing = await call('/api/admin/order/999999/invoice.pdf', auth.customer);
        expect(missing.statusCode).toBe(404);
        const bad = await call(
          `/api/admin/order/${placed.invoice}/invoice.pdf?language=xx`,
          auth.customer,
        );
        expect(bad.statusCode).toBe(400);
        expect(bad.json().errors).toHaveProperty('language');
      });
    });

    describe('GET /order/export.csv and export.xlsx', () => {
      it('exports the filtered orders as CSV, titled in the language asked', async () => {
        const response = await call(
          '/api/admin/order/export.csv?payment_status=due&language=fr',
          auth.customer,
        );
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
        expect(response.headers['content-disposition']).toBe(
          'attachment; filename="orders-100001-2026-06-15.csv"',
        );
        const records: string[][] = parse(response.rawPayload, { bom: true });
        expect(records[0]).toEqual([
          'Numéro de commande',
          'Date de commande',
          'Statut',
          'Statut du paiement',
          'Moyen de paiement',
          'Mode de livraison',
          'Produits',
          'Sous-total',
          'Livraison',
          'Remise',
          'Total',
          'N° de bon de commande',
          'Note pour la marque',
        ]);
        expect(records.slice(1).map((row) => row[0])).toEqual(
          [placed.cod, placed.invoice].map((id) => String(id).padStart(8, '0')),
        );
        expect(records[2]).toEqual([
          String(placed.invoice).padStart(8, '0'),
          '2026-06-15T10:00:00.000Z',
          'En cours de traitement',
          'Paiement à régler',
          'Facture',
          'Normale',
          '2 × BF-001, 3 × BF-002',
          '251.50',
          '4.95',
          '5.00',
          '251.45',
          '',
          '',
        ]);
        const filtered = await call('/api/admin/order/export.csv?q=BO-001', auth.customer);
        const rows: string[][] = parse(filtered.rawPayload, { bom: true });
        expect(rows.slice(1).map((row) => row[0])).toEqual([String(placed.cod).padStart(8, '0')]);
        // The account's language when none is asked: the limit account reads Dutch.
        const dutch = await call('/api/admin/order/export.csv', auth.limit);
        const dutchRows: string[][] = parse(dutch.rawPayload, { bom: true });
        expect(dutchRows[0]?.[0]).toBe('Bestelnummer');
        expect(dutchRows).toHaveLength(5);
      });

      it('exports the same rows as XLSX', async () => {
        const response = await call('/api/admin/order/export.xlsx?language=en', auth.customer);
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe(
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        );
        const workbook = new ExcelJS.Workbook();
        await workbook.xlsx.load((await buffer(response.stream())) as unknown as ArrayBuffer);
        const sheet = workbook.getWorksheet('Orders');
        const values: unknown[][] = [];
        sheet?.eachRow((row) => {
          values.push((row.values as unknown[]).slice(1));
        });
        expect(values[0]?.slice(0, 3)).toEqual(['Order number', 'Order date', 'Status']);
        expect(values).toHaveLength(3);
        const invoiceRow =
          values.find((row) => row[0] === String(placed.invoice).padStart(8, '0')) ?? [];
        expect((invoiceRow[1] as Date).toISOString()).toBe('2026-06-15T10:00:00.000Z');
        expect(invoiceRow.slice(2, 7)).toEqual([
          'In process',
          'Payment due',
          'Invoice',
          'Regular',
          '2 × BF-001, 3 × BF-002',
        ]);
        expect(invoiceRow.slice(7, 11)).toEqual([251.5, 4.95, 5, 251.45]);
      });

      it('answers 400 naming the field for a bad filter; never another office', async () => {
        for (const [query, field] of [
          ['status=open', 'status'],
          ['language=klingon', 'language'],
          ['from=2026-02-30', 'from'],
          ['page=2', 'page'],
        ] as const) {
          const response = await call(`/api/admin/order/export.csv?${query}`, auth.customer);
          expect(response.statusCode, query).toBe(400);
          if (field !== 'page') expect(response.json().errors, query).toHaveProperty(field);
        }
        const other: string[][] = parse(
          (await call('/api/admin/order/export.csv', auth.saintLuc)).rawPayload,
          { bom: true },
        );
        expect(other.slice(1).map((row) => row[0])).not.toContain(
          String(placed.invoice).padStart(8, '0'),
        );
      });
    });

    describe('sales rep: office finder and recent offices', () => {
      const custNos = (response: { json(): unknown }) =>
        (response.json() as { items: { cust_no: string }[] }).items.map((item) => item.cust_no);

      it('finds approved offices of the own organisation by name, city or customer number', async () => {
        expect(custNos(await call('/api/admin/order_on_behalf/offices?q=lille', auth.rep))).toEqual(
          ['100004'],
        );
        expect(
          custNos(await call('/api/admin/order_on_behalf/offices?q=SAGE-FEMME', auth.rep)),
        ).toEqual(['100001']);
        expect(custNos(await call('/api/admin/order_on_behalf/offices?q=10000', auth.rep))).toEqual(
          ['100001', '100004', '100003'],
        );
        // 100002 (Madrid) awaits approval; Boston belongs to another organisation.
        for (const q of ['Madrid', 'Boston', '200001', '%%']) {
          const response = await call(
            `/api/admin/order_on_behalf/offices?q=${encodeURIComponent(q)}`,
            auth.rep,
          );
          expect(response.statusCode).toBe(200);
          expect(custNos(response), q).toEqual([]);
        }
      });

      it('answers 400 naming q for a missing or too short search; 403 for a customer', async () => {
        for (const query of ['', '?q=L', '?q=%20%20', '?city=Lille']) {
          const response = await call(`/api/admin/order_on_behalf/offices${query}`, auth.rep);
          expect(response.statusCode, query).toBe(400);
          if (query !== '?city=Lille') expect(response.json().errors).toHaveProperty('q');
        }
        expect(
          (await call('/api/admin/order_on_behalf/offices?q=Lille', auth.customer)).statusCode,
        ).toBe(403);
        expect((await call('/api/admin/order_on_behalf/recent', auth.customer)).statusCode).toBe(
          403,
        );
      });

      it("lists the rep's offices by the latest choice or on-behalf order, most recent first", async () => {
        await api.database.db.delete(repOfficeChoices);
        const rep = await api.login('rep@demo.test');
        expect((await call('/api/admin/order_on_behalf/recent', rep)).json()).toEqual({
          items: [],
        });
        api.clock.advance(60_000);
        expect(
          (await post('/api/admin/set_order_on_behalf', rep, { cust_no: '100004' })).statusCode,
        ).toBe(200);
        api.clock.advance(60_000);
        expect(
          (await post('/api/admin/set_order_on_behalf', rep, { cust_no: '100001' })).statusCode,
        ).toBe(200);
        const recent = await call('/api/admin/order_on_behalf/recent', rep);
        expect(custNos(recent)).toEqual(['100001', '100004']);
        expect(recent.json().items[0]).toMatchObject({
          company_name: 'Cabinet Sage-Femme Dupont',
          city: 'Lyon',
          last_used: api.clock.now().toISOString(),
        });
        // An order for 100003 through the header (no choice stored) puts it first.
        api.clock.advance(60_000);
        await order(
          rep,
          { lines: [{ id: 'BF-002', quantity: 1 }], payment_method: 'invoice' },
          { 'x-order-on-behalf': '100003' },
        );
        expect(custNos(await call('/api/admin/order_on_behalf/recent', rep))).toEqual([
          '100003',
          '100001',
          '100004',
        ]);
        // Choosing again moves an office back to the top; other reps' lists are their own.
        api.clock.advance(60_000);
        await post('/api/admin/set_order_on_behalf', rep, { cust_no: '100004' });
        expect(custNos(await call('/api/admin/order_on_behalf/recent', rep))).toEqual([
          '100004',
          '100003',
          '100001',
        ]);
      });
    });
  },
);
