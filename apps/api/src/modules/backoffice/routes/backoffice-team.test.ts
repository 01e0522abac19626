import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAccount } from '../../../testing/fixtures.js';
import { startTestApi, type TestApi, testDatabaseKinds } from '../../../testing/harness.js';
import { auditLog, offices, users } from '../../identity/index.js';
import { approvalRequests } from '../../ordering/index.js';

// Issue 29, decision 330, back office: staff of the office's organisation see its team (members,
// invitations, open approval requests) and change a member's role and limit.

const DAY = 86_400_000;

interface TeamAnswer {
  members: { id: number; email: string; role: string; spending: { limit_cents: number | null } }[];
  invitations: { email: string }[];
  open_requests: {
    id: number;
    status: string;
    requested_by: { id: number; email: string };
    lines: { id: string; quantity: number; price_in_cents: number }[];
    total: number;
    payment_method: string;
    spending: { limit_cents: number | null; currency: string };
  }[];
}

describe.each(testDatabaseKinds())('decision 330 back office team on %s', (kind) => {
  let api: TestApi;
  let staff: string;
  let foreignStaff: string;
  let admin: string;
  let officeId = 0;
  let otherOfficeId = 0;
  let buyerId = 0;
  let adminId = 0;
  let staffId = 0;
  let saintLucId = 0;

  beforeAll(async () => {
    api = await startTestApi(kind);
    const db = api.database.db;
    await addAccount(db, { email: 'staff-us@example.test', custNo: '200001', role: 'staff' });
    staff = await api.login('staff@demo.test');
    foreignStaff = await api.login('staff-us@example.test');
    admin = await api.login('customer@demo.test');
    const id = async (email: string) =>
      (await db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]?.id ?? 0;
    buyerId = await id('buyer@demo.test');
    adminId = await id('customer@demo.test');
    staffId = await id('staff@demo.test');
    saintLucId = await id('saint-luc@demo.test');
    const officeOf = async (custNo: string) =>
      (await db.select({ id: offices.id }).from(offices).where(eq(offices.custNo, custNo)))[0]
        ?.id ?? 0;
    officeId = await officeOf('100001');
    otherOfficeId = await officeOf('100004');
  });
  afterAll(async () => {
    await api.close();
  });

  const call = (
    authorization: string,
    method: 'GET' | 'PUT' | 'POST',
    url: string,
    payload?: unknown,
  ) =>
    api.app.inject({
      method,
      url: `/api/admin${url}`,
      headers: { authorization },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  async function request(userId: number, expiresAt: Date) {
    const [row] = await api.database.db
      .insert(approvalRequests)
      .values({
        officeId,
        userId,
        reason: 'over_threshold',
        body: { payment_method: 'invoice', lines: [{ id: 'BF-002', quantity: 2 }] },
        lines: [{ part_no: 'BF-002', name: 'Pump', quantity: 2, unit_price_cents: 9_000 }],
        subtotalCents: 18_000,
        discountCents: 0,
        shippingCents: 0,
        totalCents: 18_000,
        currency: 'EUR',
        createdAt: api.clock.now(),
        expiresAt,
      })
      .returning();
    if (!row) throw new Error('not inserted');
    return row;
  }

  it("shows the office's members, open invitations and open approval requests", async () => {
    const invited = await call(admin, 'POST', '/office/invitations', {
      email: 'team-invite@example.test',
      role: 'buyer',
      language: 'fr',
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const open = await request(buyerId, new Date(api.clock.now().getTime() + DAY));
    await request(buyerId, new Date(api.clock.now().getTime() - 1000)); // past its expiry
    const response = await call(staff, 'GET', `/backoffice/offices/${officeId}/team`);
    expect(response.statusCode, response.body).toBe(200);
    const team = response.json<TeamAnswer>();
    expect(team.members.map((m) => m.email).sort()).toEqual(
      ['approver@demo.test', 'buyer@demo.test', 'customer@demo.test', 'viewer@demo.test'].sort(),
    );
    expect(team.members.find((m) => m.id === buyerId)?.spending.limit_cents).toBe(50_000);
    expect(team.invitations.map((i) => i.email)).toEqual(['team-invite@example.test']);
    expect(team.open_requests).toEqual([
      expect.objectContaining({
        id: open.id,
        status: 'pending',
        requested_by: expect.objectContaining({ id: buyerId, email: 'buyer@demo.test' }),
        lines: [{ id: 'BF-002', quantity: 2, price_in_cents: 9_000, name: 'Pump' }],
        total: 18_000,
        payment_method: 'invoice',
        spending: expect.objectContaining({ limit_cents: 50_000, currency: 'EUR' }),
      }),
    ]);
  });

  it("another organisation's staff get 404; shop accounts get 403", async () => {
    const foreign = await call(foreignStaff, 'GET', `/backoffice/offices/${officeId}/team`);
    expect(foreign.statusCode).toBe(404);
    const role = await call(
      foreignStaff,
      'PUT',
      `/backoffice/offices/${officeId}/members/${buyerId}/role`,
      {
        role: 'viewer',
      },
    );
    expect(role.statusCode).toBe(404);
    const limit = await call(
      foreignStaff,
      'PUT',
      `/backoffice/offices/${officeId}/members/${buyerId}/limit`,
      { limit_cents: 1, period: 'month', approval_threshold_cents: null },
    );
    expect(limit.statusCode).toBe(404);
    expect((await call(admin, 'GET', `/backoffice/offices/${officeId}/team`)).statusCode).toBe(403);
    const [buyer] = await api.database.db.select().from(users).where(eq(users.id, buyerId));
    expect(buyer?.officeRole).toBe('buyer');
  });

  it("staff change a member's role and limit, audited with staff as the actor", async () => {
    const role = await call(
      staff,
      'PUT',
      `/backoffice/offices/${officeId}/members/${buyerId}/role`,
      {
        role: 'approver',
      },
    );
    expect(role.statusCode, role.body).toBe(200);
    expect(role.json()).toMatchObject({ id: buyerId, role: 'approver' });
    const limit = await call(
      staff,
      'PUT',
      `/backoffice/offices/${officeId}/members/${buyerId}/limit`,
      { limit_cents: 70_000, period: 'year', approval_threshold_cents: 20_000 },
    );
    expect(limit.statusCode, limit.body).toBe(200);
    expect(limit.json()).toMatchObject({
      spending: { limit_cents: 70_000, period: 'year', approval_threshold_cents: 20_000 },
    });
    const entries = await api.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'office_member'), eq(auditLog.entityId, String(buyerId))))
      .orderBy(desc(auditLog.id));
    expect(entries.map((e) => [e.action, e.actorUserId])).toEqual([
      ['limit', staffId],
      ['role', staffId],
    ]);
    // Back to the demo's state.
    await call(staff, 'PUT', `/backoffice/offices/${officeId}/members/${buyerId}/role`, {
      role: 'buyer',
    });
  });

  it('keeps the last administrator (409) and finds no member of another office (404)', async () => {
    const last = await call(
      staff,
      'PUT',
      `/backoffice/offices/${officeId}/members/${adminId}/role`,
      {
        role: 'viewer',
      },
    );
    expect(last.statusCode).toBe(409);
    expect(last.json()).toMatchObject({ code: 'last_admin' });
    const elsewhere = await call(
      staff,
      'PUT',
      `/backoffice/offices/${officeId}/members/${saintLucId}/role`,
      { role: 'viewer' },
    );
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json()).toMatchObject({ code: 'member_not_found' });
    const right = await call(
      staff,
      'PUT',
      `/backoffice/offices/${otherOfficeId}/members/${saintLucId}/limit`,
      { limit_cents: null, period: 'month', approval_threshold_cents: 1_000 },
    );
    expect(right.statusCode, right.body).toBe(200);
    expect((await call(staff, 'GET', '/backoffice/offices/999999/team')).statusCode).toBe(404);
  });

  it('refuses malformed ids and bodies with 400', async () => {
    for (const id of ['abc', '0', '-3', '2.5', '99999999999999']) {
      expect((await call(staff, 'GET', `/backoffice/offices/${id}/team`)).statusCode).toBe(400);
      const role = await call(staff, 'PUT', `/backoffice/offices/${officeId}/members/${id}/role`, {
        role: 'buyer',
      });
      expect(role.statusCode, id).toBe(400);
      const limit = await call(staff, 'PUT', `/backoffice/offices/${id}/members/${buyerId}/limit`, {
        limit_cents: 1,
        period: 'month',
        approval_threshold_cents: null,
      });
      expect(limit.statusCode, id).toBe(400);
    }
    for (const body of [
      { role: 'owner' },
      {},
      { limit_cents: -1, period: 'month', approval_threshold_cents: null },
    ]) {
      const role = await call(
        staff,
        'PUT',
        `/backoffice/offices/${officeId}/members/${buyerId}/role`,
        body,
      );
      expect(role.statusCode).toBe(400);
    }
    for (const body of [
      { limit_cents: -1, period: 'month', approval_threshold_cents: null },
      { limit_cents: 2_000_000_000, period: 'month', approval_threshold_cents: null },
      { limit_cents: 1, period: 'decade', approval_threshold_cents: null },
      { limit_cents: 1, period: 'month' },
    ]) {
      const limit = await call(
        staff,
        'PUT',
        `/backoffice/offices/${officeId}/members/${buyerId}/limit`,
        body,
      );
      expect(limit.statusCode, JSON.stringify(body)).toBe(400);
    }
  });
});
