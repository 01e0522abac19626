import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../../platform/mail/schema.js';
import { addOfficeMember, zoomBody } from '../../../testing/fixtures.js';
import { startTestApi, type TestApi, testDatabaseKinds } from '../../../testing/harness.js';
import { products } from '../../catalogue/index.js';
import { auditLog, memberLimits, organisations, users } from '../../identity/index.js';
import { expireApprovalRequests } from '../approval-decisions.js';
import { approvalRequests, orders } from '../schema.js';

// Issue 29, decision 330: limits at checkout, approval requests and their decisions.

/** SK-002 costs 10.00 here and standard shipping is free: n units total n × 1000 cents. */
const PRODUCT = 'SK-002';
const UNIT = 1000;

function orderBody(quantity: number, extra: Record<string, unknown> = {}) {
  return {
    lines: [{ id: PRODUCT, quantity }],
    address_key: 'default',
    shipping_method: 'standard',
    payment_method: 'invoice',
    accepted_terms: true,
    accepted_sales_terms: true,
    ...extra,
  };
}

type Limit = { limitCents: number | null; approvalThresholdCents: number | null };

describe.each(testDatabaseKinds())('issue 29 order approval on %s', (kind) => {
  let api: TestApi;
  let approver: string;
  let approverId: number;
  let admin: string;
  let adminId: number;
  let seq = 0;

  beforeAll(async () => {
    api = await startTestApi(kind);
    const db = api.database.db;
    await db.update(organisations).set({ maxOrderCountYear: 100_000 });
    await db
      .update(products)
      .set({ priceCents: UNIT, stock: null, maxPerOrder: null, maxPerYear: null })
      .where(eq(products.partNo, PRODUCT));
    // Saint-Luc's first member is its administrator (French).
    await db
      .update(users)
      .set({ officeRole: 'admin' })
      .where(eq(users.email, 'saint-luc@demo.test'));
    const [adminRow] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'saint-luc@demo.test'));
    adminId = adminRow?.id ?? 0;
    approverId = await addOfficeMember(db, {
      email: 'approver@saint-luc.test',
      custNo: '100004',
      officeRole: 'approver',
      language: 'nl',
    });
    // Who never hears of a request: a viewer, a removed approver, an approver whose licence still
    // waits, and an approver of another office.
    await addOfficeMember(db, {
      email: 'viewer@saint-luc.test',
      custNo: '100004',
      officeRole: 'viewer',
    });
    await addOfficeMember(db, {
      email: 'removed@saint-luc.test',
      custNo: '100004',
      officeRole: 'approver',
      removed: true,
    });
    await addOfficeMember(db, {
      email: 'pending@saint-luc.test',
      custNo: '100004',
      officeRole: 'approver',
      licenseStatus: 'PENDING',
    });
    await addOfficeMember(db, {
      email: 'approver@dupont.test',
      custNo: '100001',
      officeRole: 'approver',
    });
    approver = await api.login('approver@saint-luc.test');
    admin = await api.login('saint-luc@demo.test');
  });
  afterAll(async () => {
    await api.close();
  });

  /** A new buyer of Saint-Luc (German), with this limit row (none when undefined). */
  async function newBuyer(limit?: Limit, role: 'buyer' | 'approver' = 'buyer') {
    seq += 1;
    const email = `buyer${seq}@saint-luc.test`;
    const id = await addOfficeMember(api.database.db, {
      email,
      custNo: '100004',
      officeRole: role,
      language: 'de',
      ...(limit ? { limit } : {}),
    });
    return { id, email, auth: await api.login(email) };
  }

  const order = (auth: string, quantity: number, key = randomUUID(), headers = {}) =>
    api.app.inject({
      method: 'POST',
      url: '/api/admin/order',
      headers: { authorization: auth, 'idempotency-key': key, ...headers },
      payload: orderBody(quantity),
    });
  const call = (method: 'GET' | 'POST', url: string, auth: string, payload?: unknown) =>
    api.app.inject({
      method,
      url: `/api/admin${url}`,
      headers: { authorization: auth },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const approve = (id: number, auth = approver) =>
    call('POST', `/approval-requests/${id}/approve`, auth);

  async function mailsTo(email: string, kind: string) {
    return api.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, email), eq(outbox.kind, kind)));
  }
  async function ordersOf(userId: number) {
    const [row] = await api.database.db
      .select({ n: count() })
      .from(orders)
      .where(eq(orders.userId, userId));
    return row?.n ?? 0;
  }

  describe('limits at checkout', () => {
    it('an order up to the threshold is placed; above it becomes a 202 request, nothing taken', async () => {
      const buyer = await newBuyer({ limitCents: null, approvalThresholdCents: 3 * UNIT });
      await api.database.db
        .update(products)
        .set({ stock: 100 })
        .where(eq(products.partNo, PRODUCT));
      const equal = await order(buyer.auth, 3);
      expect(equal.statusCode).toBe(201);

      const over = await order(buyer.auth, 4);
      expect(over.statusCode).toBe(202);
      const request = over.json();
      expect(request).toMatchObject({
        status: 'pending',
        reason: 'over_threshold',
        total: 4 * UNIT,
        currency: 'EUR',
        payment_method: 'invoice',
        order_id: null,
        decided_by: null,
        requested_by: { id: buyer.id, email: buyer.email },
        lines: [{ id: PRODUCT, quantity: 4, price_in_cents: UNIT }],
        spending: { approval_threshold_cents: 3 * UNIT, spent_cents: 3 * UNIT },
      });
      expect(request.lines[0].name).toEqual(expect.any(String));
      expect(new Date(request.expires_at).getTime() - new Date(request.created_at).getTime()).toBe(
        14 * 24 * 60 * 60 * 1000,
      );
      expect(await ordersOf(buyer.id)).toBe(1);
      const [stock] = await api.database.db
        .select({ stock: products.stock })
        .from(products)
        .where(eq(products.partNo, PRODUCT));
      expect(stock?.stock).toBe(97);
      await api.database.db
        .update(products)
        .set({ stock: null })
        .where(eq(products.partNo, PRODUCT));

      // The approver (Dutch) and the administrator (French) are told, each in their language,
      // with the link to the request; nobody else is.
      const [toApprover] = await mailsTo('approver@saint-luc.test', 'approval_requested');
      expect(toApprover?.subject).toMatch(/Goedkeuring/);
      expect(toApprover?.text).toContain(`http://shop.test/approvals/${request.id}`);
      const [toAdmin] = await mailsTo('saint-luc@demo.test', 'approval_requested');
      expect(toAdmin?.subject).toMatch(/Validation de commande/);
      for (const nobody of [
        buyer.email,
        'viewer@saint-luc.test',
        'removed@saint-luc.test',
        'pending@saint-luc.test',
        'approver@dupont.test',
      ]) {
        expect(await mailsTo(nobody, 'approval_requested')).toHaveLength(0);
      }
    });

    it('an order up to what is left of the limit is placed; over it waits (over_limit)', async () => {
      const buyer = await newBuyer({ limitCents: 5 * UNIT, approvalThresholdCents: null });
      expect((await order(buyer.auth, 3)).statusCode).toBe(201);
      expect((await order(buyer.auth, 2)).statusCode).toBe(201);
      const over = await order(buyer.auth, 1);
      expect(over.statusCode).toBe(202);
      expect(over.json()).toMatchObject({
        reason: 'over_limit',
        spending: { limit_cents: 5 * UNIT, spent_cents: 5 * UNIT, remaining_cents: 0 },
      });

      const check = await call('POST', '/cart/check', buyer.auth, {
        lines: [{ id: PRODUCT, quantity: 1 }],
      });
      expect(check.statusCode).toBe(200);
      expect(check.json().member_limit).toMatchObject({
        limit_cents: 5 * UNIT,
        period: 'month',
        spent_cents: 5 * UNIT,
        remaining_cents: 0,
        currency: 'EUR',
      });
    });

    it('a member without a limit never waits, whatever the amount', async () => {
      const noRow = await newBuyer();
      expect((await order(noRow.auth, 50)).statusCode).toBe(201);
      const nulls = await newBuyer({ limitCents: null, approvalThresholdCents: null });
      expect((await order(nulls.auth, 50)).statusCode).toBe(201);
      const check = await call('POST', '/cart/check', noRow.auth, {
        lines: [{ id: PRODUCT, quantity: 1 }],
      });
      expect(check.json().member_limit).toMatchObject({
        limit_cents: null,
        remaining_cents: null,
        spent_cents: 50 * UNIT,
      });
    });

    it("a rep's order on the office's behalf never waits and the cart check has no member limit", async () => {
      const rep = await api.login('rep@demo.test');
      const [repRow] = await api.database.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, 'rep@demo.test'));
      // Even a limit row under the rep's own id is no member limit of the office.
      await api.database.db
        .insert(memberLimits)
        .values({ userId: repRow?.id ?? 0, limitCents: 0, approvalThresholdCents: 0 });
      const placed = await order(rep, 20, randomUUID(), { 'x-order-on-behalf': '100004' });
      expect(placed.statusCode).toBe(201);
      const check = await api.app.inject({
        method: 'POST',
        url: '/api/admin/cart/check',
        headers: { authorization: rep, 'x-order-on-behalf': '100004' },
        payload: { lines: [{ id: PRODUCT, quantity: 1 }] },
      });
      expect(check.statusCode).toBe(200);
      expect(check.json()).not.toHaveProperty('member_limit');
      // A rep is no member: nothing of their own to list, nothing to decide.
      const repCall = (url: string) =>
        api.app.inject({
          method: 'GET',
          url: `/api/admin${url}`,
          headers: { authorization: rep, 'x-order-on-behalf': '100004' },
        });
      expect((await repCall('/approval-requests?scope=mine')).json()).toEqual({ items: [] });
      const toDecide = await repCall('/approval-requests?scope=to_decide');
      expect(toDecide.statusCode).toBe(403);
      expect(toDecide.json()).toMatchObject({ code: 'office_member_only' });
    });

    it('a Zoom! Delivered order never waits for approval', async () => {
      const buyer = await newBuyer({ limitCents: 0, approvalThresholdCents: 0 });
      const zoom = await api.app.inject({
        method: 'POST',
        url: '/api/admin/zoom-order',
        headers: { authorization: buyer.auth, 'idempotency-key': randomUUID() },
        payload: zoomBody,
      });
      expect(zoom.statusCode).toBe(201);
      const rows = await api.database.db
        .select()
        .from(approvalRequests)
        .where(eq(approvalRequests.userId, buyer.id));
      expect(rows).toHaveLength(0);
    });

    it('a retry with the same Idempotency-Key answers the same 202 and makes no second request', async () => {
      const buyer = await newBuyer({ limitCents: null, approvalThresholdCents: 0 });
      const key = randomUUID();
      const first = await order(buyer.auth, 1, key);
      const retry = await order(buyer.auth, 1, key);
      expect(first.statusCode).toBe(202);
      expect(retry.statusCode).toBe(202);
      expect(retry.headers['idempotent-replayed']).toBe('true');
      expect(retry.body).toBe(first.body);
      const rows = await api.database.db
        .select()
        .from(approvalRequests)
        .where(eq(approvalRequests.userId, buyer.id));
      expect(rows).toHaveLength(1);
    });

    it('a viewer cannot order (403 office_role_forbidden) but lists their own requests', async () => {
      const viewer = await api.login('viewer@saint-luc.test');
      const refused = await order(viewer, 1);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({
        code: 'office_role_forbidden',
        details: { action: 'order', role: 'viewer' },
      });
      const mine = await call('GET', '/approval-requests?scope=mine', viewer);
      expect(mine.statusCode).toBe(200);
      expect(mine.json()).toEqual({ items: [] });
      const toDecide = await call('GET', '/approval-requests?scope=to_decide', viewer);
      expect(toDecide.statusCode).toBe(403);
      expect(toDecide.json()).toMatchObject({ code: 'office_role_forbidden' });
    });
  });

  describe('decisions', () => {
    async function pendingRequest(quantity = 2) {
      const buyer = await newBuyer({ limitCents: null, approvalThresholdCents: UNIT });
      const response = await order(buyer.auth, quantity);
      expect(response.statusCode).toBe(202);
      return { buyer, id: response.json().id as number };
    }

    it("an approver places the buyer's order; a second approval is 409 request_decided", async () => {
      const { buyer, id } = await pendingRequest(2);
      const listed = await call(
        'GET',
        '/approval-requests?scope=to_decide&status=pending',
        approver,
      );
      expect(listed.json().items.map((r: { id: number }) => r.id)).toContain(id);
      const mine = await call('GET', '/approval-requests?scope=mine', buyer.auth);
      expect(mine.json().items.map((r: { id: number }) => r.id)).toEqual([id]);

      const approved = await approve(id);
      expect(approved.statusCode).toBe(200);
      const decision = approved.json();
      expect(decision.request).toMatchObject({
        id,
        status: 'approved',
        decided_by: { id: approverId },
        order_id: decision.order.id,
      });
      expect(decision.order).toMatchObject({ total: 2 * UNIT });
      const [placed] = await api.database.db
        .select()
        .from(orders)
        .where(eq(orders.id, decision.order.id));
      expect(placed).toMatchObject({ userId: buyer.id, repUserId: null, totalCents: 2 * UNIT });

      // The buyer is told in German, with the order number; the order counts for their spending.
      const [mail] = await mailsTo(buyer.email, 'approval_approved');
      expect(mail?.subject).toMatch(/freigegeben/);
      expect(mail?.text).toContain(`http://shop.test/approvals/${id}`);
      const check = await call('POST', '/cart/check', buyer.auth, {
        lines: [{ id: PRODUCT, quantity: 1 }],
      });
      expect(check.json().member_limit.spent_cents).toBe(2 * UNIT);

      const again = await approve(id, admin);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ code: 'request_decided' });
      const audit = await api.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'approval_request'), eq(auditLog.entityId, String(id))));
      expect(audit).toEqual([
        expect.objectContaining({ action: 'approved', actorUserId: approverId }),
      ]);
    });

    it('nobody decides their own request (403 own_request); an administrator may', async () => {
      const self = await newBuyer({ limitCents: null, approvalThresholdCents: 0 }, 'approver');
      const response = await order(self.auth, 1);
      expect(response.statusCode).toBe(202);
      const id = response.json().id;
      const own = await approve(id, self.auth);
      expect(own.statusCode).toBe(403);
      expect(own.json()).toMatchObject({ code: 'own_request' });
      const ownReject = await call('POST', `/approval-requests/${id}/reject`, self.auth, {
        reason: 'no',
      });
      expect(ownReject.json()).toMatchObject({ code: 'own_request' });
      expect((await approve(id, admin)).statusCode).toBe(200);
      expect((await api.database.db.select().from(auditLog)).at(-1)).toMatchObject({
        actorUserId: adminId,
        action: 'approved',
      });
    });

    it('approval checks every rule again: no stock left is 422 and the request stays pending', async () => {
      const { buyer, id } = await pendingRequest(2);
      await api.database.db.update(products).set({ stock: 1 }).where(eq(products.partNo, PRODUCT));
      try {
        const refused = await approve(id);
        expect(refused.statusCode).toBe(422);
        expect(refused.json().code).toMatch(/stock/);
      } finally {
        await api.database.db
          .update(products)
          .set({ stock: null })
          .where(eq(products.partNo, PRODUCT));
      }
      const read = await call('GET', `/approval-requests/${id}`, approver);
      expect(read.json()).toMatchObject({ status: 'pending', order_id: null });
      expect(await ordersOf(buyer.id)).toBe(0);
      expect(await mailsTo(buyer.email, 'approval_approved')).toHaveLength(0);
      expect((await approve(id)).statusCode).toBe(200);
    });

    it('a rejection needs a reason, which the buyer reads in their language', async () => {
      const { buyer, id } = await pendingRequest();
      const url = `/approval-requests/${id}/reject`;
      for (const payload of [{}, { reason: '' }, { reason: '   ' }]) {
        const bad = await call('POST', url, approver, payload);
        expect(bad.statusCode).toBe(400);
      }
      const byBuyer = await call('POST', url, buyer.auth, { reason: 'mine' });
      expect(byBuyer.statusCode).toBe(403);
      expect(byBuyer.json()).toMatchObject({ code: 'office_role_forbidden' });

      const rejected = await call('POST', url, approver, { reason: 'Budget ausgeschöpft' });
      expect(rejected.statusCode).toBe(200);
      expect(rejected.json()).toMatchObject({
        status: 'rejected',
        rejection_reason: 'Budget ausgeschöpft',
        decided_by: { id: approverId },
      });
      const [mail] = await mailsTo(buyer.email, 'approval_rejected');
      expect(mail?.subject).toMatch(/abgelehnt/);
      expect(mail?.text).toContain('Budget ausgeschöpft');
      expect((await approve(id)).json()).toMatchObject({ code: 'request_decided' });
    });

    it('only the requester withdraws, while pending, and nobody is e-mailed', async () => {
      const { buyer, id } = await pendingRequest();
      const url = `/approval-requests/${id}/withdraw`;
      const byApprover = await call('POST', url, approver);
      expect(byApprover.statusCode).toBe(404);
      expect(byApprover.json()).toMatchObject({ code: 'approval_request_not_found' });
      const withdrawn = await call('POST', url, buyer.auth);
      expect(withdrawn.statusCode).toBe(200);
      expect(withdrawn.json()).toMatchObject({ status: 'withdrawn' });
      const again = await call('POST', url, buyer.auth);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ code: 'request_decided' });
      const buyerMails = await api.database.db
        .select()
        .from(outbox)
        .where(eq(outbox.to, buyer.email));
      expect(buyerMails).toHaveLength(0);
    });

    it("another office's request is 404, and so is a colleague's for a member who cannot decide", async () => {
      const { id } = await pendingRequest();
      const other = await api.login('approver@dupont.test');
      for (const [method, url] of [
        ['GET', `/approval-requests/${id}`],
        ['POST', `/approval-requests/${id}/approve`],
        ['POST', `/approval-requests/${id}/withdraw`],
      ] as const) {
        const response = await call(method, url, other);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ code: 'approval_request_not_found' });
      }
      const colleague = await newBuyer();
      const read = await call('GET', `/approval-requests/${id}`, colleague.auth);
      expect(read.statusCode).toBe(404);
      const unknown = await call('GET', '/approval-requests/999999', approver);
      expect(unknown.json()).toMatchObject({ code: 'approval_request_not_found' });
      const toDecide = await call('GET', '/approval-requests?scope=to_decide', other);
      expect(toDecide.json().items.map((r: { id: number }) => r.id)).not.toContain(id);
    });

    it('a pending request past its expiry reads as expired, refuses decisions, and the job writes it down', async () => {
      const { buyer, id } = await pendingRequest();
      const start = api.clock.now();
      api.clock.advance(14 * 24 * 60 * 60 * 1000);
      try {
        const read = await call('GET', `/approval-requests/${id}`, buyer.auth);
        expect(read.json()).toMatchObject({ status: 'expired' });
        const expiredList = await call(
          'GET',
          '/approval-requests?scope=mine&status=expired',
          buyer.auth,
        );
        expect(expiredList.json().items.map((r: { id: number }) => r.id)).toEqual([id]);
        const pendingList = await call(
          'GET',
          '/approval-requests?scope=mine&status=pending',
          buyer.auth,
        );
        expect(pendingList.json().items).toEqual([]);
        for (const [url, auth, payload] of [
          [`/approval-requests/${id}/approve`, approver, undefined],
          [`/approval-requests/${id}/reject`, approver, { reason: 'late' }],
          [`/approval-requests/${id}/withdraw`, buyer.auth, undefined],
        ] as const) {
          const refused = await call('POST', url, auth, payload);
          expect(refused.statusCode).toBe(409);
          expect(refused.json()).toMatchObject({ code: 'request_expired' });
        }

        const expired = await expireApprovalRequests(
          api.database.db,
          api.clock.now(),
          api.config.publicUrl,
        );
        expect(expired).toBeGreaterThanOrEqual(1);
        const [row] = await api.database.db
          .select()
          .from(approvalRequests)
          .where(eq(approvalRequests.id, id));
        expect(row?.status).toBe('expired');
        const [mail] = await mailsTo(buyer.email, 'approval_expired');
        expect(mail?.subject).toMatch(/abgelaufen/);
        expect(mail?.text).toContain(`http://shop.test/approvals/${id}`);
        const [audit] = await api.database.db
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.entity, 'approval_request'), eq(auditLog.entityId, String(id))));
        expect(audit).toMatchObject({ action: 'expired', actorUserId: buyer.id });
        // Once written down, the job leaves it alone.
        await expireApprovalRequests(api.database.db, api.clock.now(), api.config.publicUrl);
        expect(await mailsTo(buyer.email, 'approval_expired')).toHaveLength(1);
      } finally {
        api.clock.set(start);
      }
    });
  });
});
