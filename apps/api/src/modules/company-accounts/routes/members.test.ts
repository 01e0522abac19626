import { randomUUID } from 'node:crypto';
import { signAnonymousPayload } from '@careshop/anonymous-token';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../../platform/mail/schema.js';
import { addAccount } from '../../../testing/fixtures.js';
import { startTestApi, type TestApi, testDatabaseKinds } from '../../../testing/harness.js';
import {
  auditLog,
  memberLimits,
  officeInvitations,
  offices,
  organisations,
  users,
} from '../../identity/index.js';
import { approvalRequests } from '../../ordering/index.js';

// Issue 29, decision 330: an office administrator's colleagues, roles, limits, removal and
// invitations; the first approved member becomes the administrator.

const anonymousKey = 'test-anonymous-key-members-0123456789';
const password = 'Kx7-plum-harbour';
const DAY = 86_400_000;

const orderBody = {
  lines: [{ id: 'BF-002', quantity: 1 }],
  address_key: 'default',
  shipping_method: 'standard',
  payment_method: 'invoice',
  accepted_terms: true,
  accepted_sales_terms: true,
};

type Who = 'admin' | 'approver' | 'buyer' | 'viewer' | 'saintLuc' | 'rep' | 'staff';
const emails: Record<Who, string> = {
  admin: 'customer@demo.test',
  approver: 'approver@demo.test',
  buyer: 'buyer@demo.test',
  viewer: 'viewer@demo.test',
  saintLuc: 'saint-luc@demo.test',
  rep: 'rep@demo.test',
  staff: 'staff@demo.test',
};

interface MemberAnswer {
  id: number;
  email: string;
  role: string;
  license_status: string;
  spending: {
    limit_cents: number | null;
    approval_threshold_cents: number | null;
    remaining_cents: number | null;
    spent_cents: number;
    period: string;
    currency: string;
  };
}
interface MembersAnswer {
  office: { cust_no: string };
  members: MemberAnswer[];
  invitations: { id: number; email: string; role: string; invited_by: string }[];
}

describe.each(testDatabaseKinds())('decision 330 office members and invitations on %s', (kind) => {
  let api: TestApi;
  const auth = {} as Record<Who, string>;
  const ids = {} as Record<Who, number>;

  beforeAll(async () => {
    api = await startTestApi(kind, { env: { ANONYMOUS_TOKEN_KEY: anonymousKey } });
    await api.database.db.update(organisations).set({ maxOrderCountYear: 100 });
    for (const who of Object.keys(emails) as Who[]) {
      auth[who] = await api.login(emails[who]);
      ids[who] = await userId(emails[who]);
    }
  });
  afterAll(async () => {
    await api.close();
  });

  async function userId(email: string): Promise<number> {
    const [row] = await api.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, email));
    if (!row) throw new Error(`no user ${email}`);
    return row.id;
  }

  function send(
    authorization: string | undefined,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) {
    return api.app.inject({
      method,
      url: `/api/admin${url}`,
      headers: { ...(authorization ? { authorization } : {}), ...headers },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  }
  const as = (
    who: Who,
    ...rest: Parameters<typeof send> extends [unknown, ...infer R] ? R : never
  ) => send(auth[who], ...rest);

  async function members(who: Who = 'admin'): Promise<MembersAnswer> {
    const response = await as(who, 'GET', '/office/members');
    expect(response.statusCode, response.body).toBe(200);
    return response.json<MembersAnswer>();
  }

  async function register(body: Record<string, unknown>) {
    const token = await signAnonymousPayload(body, anonymousKey, api.clock.now());
    return api.app.inject({
      method: 'POST',
      url: '/api/admin/user?send_mail=1',
      headers: { authorization: `Bearer ${token}` },
      payload: body,
    });
  }
  const registration = (email: string, custNo: string, extra: Record<string, unknown> = {}) => ({
    cust_no: custNo,
    email,
    password,
    firstName: 'Nora',
    lastName: 'Invited',
    company_name: 'Cabinet Dupont',
    city: 'Lyon',
    terms: true,
    ...extra,
  });

  async function invite(email: string, role = 'buyer', language = 'en') {
    const response = await as('admin', 'POST', '/office/invitations', { email, role, language });
    expect(response.statusCode, response.body).toBe(201);
    const [mail] = await api.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, email.toLowerCase()))
      .orderBy(desc(outbox.id))
      .limit(1);
    const token = decodeURIComponent(/invitation=([^\s]+)/.exec(mail?.text ?? '')?.[1] ?? '');
    return { invitation: response.json<{ id: number }>(), mail, token };
  }

  async function staffApprove(email: string) {
    const response = await as(
      'staff',
      'POST',
      `/backoffice/accounts/${await userId(email)}/approve`,
    );
    expect(response.statusCode, response.body).toBe(200);
  }

  async function roleOf(email: string) {
    const [row] = await api.database.db
      .select({ role: users.officeRole, removed: users.removedFromOfficeAt })
      .from(users)
      .where(eq(users.email, email));
    return row;
  }

  async function auditOf(entity: string, entityId: number, action: string) {
    return api.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, entity),
          eq(auditLog.entityId, String(entityId)),
          eq(auditLog.action, action),
        ),
      )
      .orderBy(desc(auditLog.id));
  }

  /** A new approved buyer of the demo office (100001). */
  async function newMember(prefix: string): Promise<{ id: number; email: string }> {
    const email = `${prefix}-${randomUUID().slice(0, 8)}@example.test`;
    const id = await addAccount(api.database.db, { email, custNo: '100001' });
    await api.database.db.update(users).set({ officeRole: 'buyer' }).where(eq(users.id, id));
    return { id, email };
  }

  async function pendingRequest(userIdValue: number, expiresAt: Date) {
    const [office] = await api.database.db
      .select({ id: offices.id })
      .from(offices)
      .where(eq(offices.custNo, '100001'));
    const [row] = await api.database.db
      .insert(approvalRequests)
      .values({
        officeId: office?.id ?? 0,
        userId: userIdValue,
        reason: 'over_threshold',
        body: orderBody,
        lines: [{ part_no: 'BF-002', name: 'Breast pump', quantity: 1, unit_price_cents: 12_000 }],
        subtotalCents: 12_000,
        discountCents: 0,
        shippingCents: 0,
        totalCents: 12_000,
        currency: 'EUR',
        createdAt: api.clock.now(),
        expiresAt,
      })
      .returning();
    if (!row) throw new Error('request not inserted');
    return row;
  }

  describe('the member list', () => {
    it("lists the office's members with role, licence and spending, in the office currency", async () => {
      const answer = await members();
      expect(answer.office.cust_no).toBe('100001');
      const byEmail = new Map(answer.members.map((m) => [m.email, m]));
      expect(byEmail.get('customer@demo.test')?.role).toBe('admin');
      expect(byEmail.get('approver@demo.test')?.role).toBe('approver');
      expect(byEmail.get('viewer@demo.test')?.role).toBe('viewer');
      expect(byEmail.get('buyer@demo.test')).toMatchObject({
        role: 'buyer',
        license_status: 'APPROVED',
        spending: {
          limit_cents: 50_000,
          approval_threshold_cents: 10_000,
          remaining_cents: 50_000,
          spent_cents: 0,
          period: 'month',
          currency: 'EUR',
        },
      });
      // "No limit" is never shown as exceeded: no remaining amount at all.
      expect(byEmail.get('viewer@demo.test')?.spending).toMatchObject({
        limit_cents: null,
        remaining_cents: null,
      });
      expect(answer.members.some((m) => m.email === 'saint-luc@demo.test')).toBe(false);
    });

    it('/user/me answers each demo member their office role', async () => {
      for (const who of ['admin', 'approver', 'buyer', 'viewer'] as const) {
        const me = await as(who, 'GET', '/user/me?refresh=1');
        expect(me.json<{ office_role: string }>().office_role).toBe(
          who === 'admin' ? 'admin' : who,
        );
      }
    });
  });

  describe('roles', () => {
    const manageCalls = (memberId: number): [string, string, unknown?][] => [
      ['GET', '/office/members'],
      ['PUT', `/office/members/${memberId}/role`, { role: 'viewer' }],
      ['PUT', `/office/members/${memberId}/limit`, limitBody],
      ['DELETE', `/office/members/${memberId}`],
      [
        'POST',
        '/office/invitations',
        { email: 'nobody@example.test', role: 'buyer', language: 'en' },
      ],
      ['DELETE', '/office/invitations/1'],
    ];
    const limitBody = { limit_cents: 1000, period: 'month', approval_threshold_cents: null };

    it('viewers, buyers and approvers get 403 office_role_forbidden on every member call', async () => {
      for (const who of ['viewer', 'buyer', 'approver'] as const) {
        for (const [method, url, body] of manageCalls(ids.viewer)) {
          const response = await as(who, method as 'GET', url, body);
          expect(response.statusCode, `${who} ${method} ${url}`).toBe(403);
          expect(response.json()).toMatchObject({
            code: 'office_role_forbidden',
            details: { action: 'manage_members', role: who },
          });
        }
      }
      expect((await roleOf('viewer@demo.test'))?.role).toBe('viewer');
    });

    it('a sales rep acting for the office never manages its members (403 office_member_only)', async () => {
      for (const [method, url, body] of manageCalls(ids.viewer)) {
        const response = await send(auth.rep, method as 'GET', url, body, {
          'x-order-on-behalf': '100001',
        });
        expect(response.statusCode, `${method} ${url}`).toBe(403);
        expect(response.json()).toMatchObject({ code: 'office_member_only' });
      }
    });

    it('the administrator changes a role; it holds on the next request and is audited', async () => {
      const member = await newMember('role');
      const token = await api.login(member.email);
      expect((await send(token, 'GET', '/address')).statusCode).toBe(200);
      const changed = await as('admin', 'PUT', `/office/members/${member.id}/role`, {
        role: 'viewer',
      });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json()).toMatchObject({ id: member.id, role: 'viewer' });
      // The cached session forgot its role: the viewer cannot order any more.
      const order = await send(token, 'POST', '/order', orderBody, {
        'idempotency-key': randomUUID(),
      });
      expect(order.statusCode).toBe(403);
      expect(order.json()).toMatchObject({ code: 'office_role_forbidden' });
      const [entry] = await auditOf('office_member', member.id, 'role');
      expect(entry).toMatchObject({
        actorUserId: ids.admin,
        before: { role: 'buyer' },
        after: { role: 'viewer' },
      });
      expect(entry?.organisationId).not.toBeNull();
    });

    it('the last approved administrator cannot be demoted or removed (409 last_admin)', async () => {
      const demote = await as('admin', 'PUT', `/office/members/${ids.admin}/role`, {
        role: 'buyer',
      });
      expect(demote.statusCode).toBe(409);
      expect(demote.json()).toMatchObject({ code: 'last_admin' });
      const remove = await as('admin', 'DELETE', `/office/members/${ids.admin}`);
      expect(remove.statusCode).toBe(409);
      expect(remove.json()).toMatchObject({ code: 'last_admin' });
      expect(await roleOf('customer@demo.test')).toMatchObject({ role: 'admin', removed: null });

      // With a second administrator, an administrator may step down; then the other is the last.
      const second = await newMember('second-admin');
      await as('admin', 'PUT', `/office/members/${second.id}/role`, { role: 'admin' });
      const stepDown = await as('admin', 'PUT', `/office/members/${ids.admin}/role`, {
        role: 'approver',
      });
      expect(stepDown.statusCode, stepDown.body).toBe(200);
      const secondAuth = await api.login(second.email);
      const last = await send(secondAuth, 'PUT', `/office/members/${second.id}/role`, {
        role: 'buyer',
      });
      expect(last.json()).toMatchObject({ code: 'last_admin' });
      const restore = await send(secondAuth, 'PUT', `/office/members/${ids.admin}/role`, {
        role: 'admin',
      });
      expect(restore.statusCode, restore.body).toBe(200);
      const removed = await as('admin', 'DELETE', `/office/members/${second.id}`);
      expect(removed.statusCode, removed.body).toBe(200);
      expect((await roleOf('customer@demo.test'))?.role).toBe('admin');
    });

    it('two administrators stepping down at once leave one administrator', async () => {
      const second = await newMember('racing-admin');
      await as('admin', 'PUT', `/office/members/${second.id}/role`, { role: 'admin' });
      const secondAuth = await api.login(second.email);
      const answers = await Promise.all([
        as('admin', 'PUT', `/office/members/${ids.admin}/role`, { role: 'buyer' }),
        send(secondAuth, 'PUT', `/office/members/${second.id}/role`, { role: 'buyer' }),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      const admins = await api.database.db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.officeRole, 'admin'), eq(users.licenseStatus, 'APPROVED')));
      const left = admins.filter((row) => row.id === ids.admin || row.id === second.id);
      expect(left).toHaveLength(1);
      // Back to the demo's state: customer@ the only administrator.
      const admin = left[0]?.id === ids.admin ? auth.admin : secondAuth;
      await send(admin, 'PUT', `/office/members/${ids.admin}/role`, { role: 'admin' });
      const removed = await as('admin', 'DELETE', `/office/members/${second.id}`);
      expect(removed.statusCode, removed.body).toBe(200);
    });

    it('an administrator whose licence is still pending does not count as the one left', async () => {
      const pendingAdmin = await newMember('pending-admin');
      await api.database.db
        .update(users)
        .set({ officeRole: 'admin', licenseStatus: 'PENDING' })
        .where(eq(users.id, pendingAdmin.id));
      const demote = await as('admin', 'PUT', `/office/members/${ids.admin}/role`, {
        role: 'buyer',
      });
      expect(demote.json()).toMatchObject({ code: 'last_admin' });
      // Demoting the pending administrator is fine: they are not the office's approved one.
      const other = await as('admin', 'PUT', `/office/members/${pendingAdmin.id}/role`, {
        role: 'buyer',
      });
      expect(other.statusCode, other.body).toBe(200);
    });
  });

  describe('limits', () => {
    it('sets, changes and clears a limit; the answer and the audit show it', async () => {
      const member = await newMember('limit');
      const set = await as('admin', 'PUT', `/office/members/${member.id}/limit`, {
        limit_cents: 20_000,
        period: 'quarter',
        approval_threshold_cents: 5_000,
      });
      expect(set.statusCode, set.body).toBe(200);
      expect(set.json()).toMatchObject({
        spending: {
          limit_cents: 20_000,
          period: 'quarter',
          approval_threshold_cents: 5_000,
          remaining_cents: 20_000,
        },
      });
      const cleared = await as('admin', 'PUT', `/office/members/${member.id}/limit`, {
        limit_cents: null,
        period: 'year',
        approval_threshold_cents: null,
      });
      expect(cleared.json()).toMatchObject({
        spending: { limit_cents: null, remaining_cents: null, period: 'year' },
      });
      const [row] = await api.database.db
        .select()
        .from(memberLimits)
        .where(eq(memberLimits.userId, member.id));
      expect(row).toMatchObject({ limitCents: null, period: 'year', approvalThresholdCents: null });
      const entries = await auditOf('office_member', member.id, 'limit');
      expect(entries).toHaveLength(2);
      expect(entries[0]).toMatchObject({
        actorUserId: ids.admin,
        before: { limit_cents: 20_000, period: 'quarter', approval_threshold_cents: 5_000 },
        after: { limit_cents: null, period: 'year', approval_threshold_cents: null },
      });
      expect(entries[1]?.before).toBeNull();
    });

    it('refuses bad bodies and ids with 4xx, never 500', async () => {
      const url = `/office/members/${ids.viewer}/limit`;
      const valid = { limit_cents: 1000, period: 'month', approval_threshold_cents: null };
      for (const body of [
        { ...valid, limit_cents: -1 },
        { ...valid, limit_cents: 1_000_000_001 },
        { ...valid, limit_cents: 1.5 },
        { ...valid, limit_cents: '1000' },
        { ...valid, approval_threshold_cents: -5 },
        { ...valid, approval_threshold_cents: Number.MAX_SAFE_INTEGER },
        { ...valid, period: 'week' },
        { limit_cents: 1000 },
        { ...valid, extra: true },
        [],
      ]) {
        const response = await as('admin', 'PUT', url, body);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
      }
      const text = await as('admin', 'PUT', url, 'x');
      expect(text.statusCode).toBe(415);
      for (const id of ['abc', '0', '-1', '1.5', '99999999999999', '1e3']) {
        for (const [method, path, body] of [
          ['PUT', `/office/members/${id}/limit`, valid],
          ['PUT', `/office/members/${id}/role`, { role: 'buyer' }],
          ['DELETE', `/office/members/${id}`, undefined],
          ['DELETE', `/office/invitations/${id}`, undefined],
        ] as const) {
          const response = await as('admin', method, path, body);
          expect(response.statusCode, `${method} ${path}`).toBe(400);
        }
      }
      for (const body of [{ role: 'owner' }, { role: 'removed' }, {}, { role: 'admin', x: 1 }]) {
        const response = await as('admin', 'PUT', `/office/members/${ids.viewer}/role`, body);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
      }
      for (const body of [
        { email: 'not-an-email', role: 'buyer', language: 'en' },
        { email: 'ok@example.test', role: 'boss', language: 'en' },
        { email: 'ok@example.test', role: 'buyer', language: 'xx' },
        { email: 'ok@example.test', role: 'buyer' },
        { email: `${'a'.repeat(300)}@example.test`, role: 'buyer', language: 'en' },
      ]) {
        const response = await as('admin', 'POST', '/office/invitations', body);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
      }
      const unknown = await as('admin', 'PUT', '/office/members/999999/role', { role: 'buyer' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ code: 'member_not_found' });
      const longToken = await send(undefined, 'GET', `/invitation/${'x'.repeat(500)}`);
      // Longer than any route parameter Fastify matches: no route, 404.
      expect(longToken.statusCode).toBe(404);
      const shortToken = await send(undefined, 'GET', `/invitation/${'x'.repeat(90)}`);
      expect(shortToken.json()).toMatchObject({ code: 'invitation_invalid' });
      expect((await roleOf('viewer@demo.test'))?.role).toBe('viewer');
    });
  });

  describe('isolation between offices', () => {
    it("an administrator of another office gets 404 on this office's members and invitations", async () => {
      const { invitation } = await invite(`iso-${randomUUID().slice(0, 8)}@example.test`);
      const other = await members('saintLuc');
      expect(other.office.cust_no).toBe('100004');
      expect(other.members.map((m) => m.email)).toEqual(['saint-luc@demo.test']);
      expect(other.invitations).toEqual([]);
      for (const [method, url, body, code] of [
        ['PUT', `/office/members/${ids.buyer}/role`, { role: 'viewer' }, 'member_not_found'],
        [
          'PUT',
          `/office/members/${ids.buyer}/limit`,
          { limit_cents: 1, period: 'month', approval_threshold_cents: null },
          'member_not_found',
        ],
        ['DELETE', `/office/members/${ids.buyer}`, undefined, 'member_not_found'],
        ['DELETE', `/office/invitations/${invitation.id}`, undefined, 'invitation_not_found'],
      ] as const) {
        const response = await as('saintLuc', method, url, body);
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.json()).toMatchObject({ code });
      }
      expect(await roleOf('buyer@demo.test')).toMatchObject({ role: 'buyer', removed: null });
      const [limit] = await api.database.db
        .select()
        .from(memberLimits)
        .where(eq(memberLimits.userId, ids.buyer));
      expect(limit?.limitCents).toBe(50_000);
      expect((await members()).invitations.some((i) => i.id === invitation.id)).toBe(true);
    });
  });

  describe('removal', () => {
    it('removes a member: listed no more, requests withdrawn, office routes 403, /user/me says removed', async () => {
      const member = await newMember('removed');
      const token = await api.login(member.email);
      expect((await send(token, 'GET', '/address')).statusCode).toBe(200);
      const live = await pendingRequest(member.id, new Date(api.clock.now().getTime() + DAY));
      const removed = await as('admin', 'DELETE', `/office/members/${member.id}`);
      expect(removed.statusCode, removed.body).toBe(200);
      expect((await members()).members.some((m) => m.id === member.id)).toBe(false);
      expect((await roleOf(member.email))?.removed).not.toBeNull();
      const [request] = await api.database.db
        .select()
        .from(approvalRequests)
        .where(eq(approvalRequests.id, live.id));
      expect(request?.status).toBe('withdrawn');
      expect(await auditOf('office_member', member.id, 'removed')).toHaveLength(1);
      expect(await auditOf('approval_request', live.id, 'withdrawn')).toHaveLength(1);
      // The session the member already had: refused on the next request.
      const office = await send(token, 'GET', '/address');
      expect(office.statusCode).toBe(403);
      expect(office.json()).toMatchObject({ code: 'membership_removed' });
      const me = await send(token, 'GET', '/user/me?refresh=1');
      expect(me.statusCode).toBe(200);
      expect(me.json()).toMatchObject({ office_role: 'removed' });
      // A removed member is no member: a second removal or a role change is 404.
      const again = await as('admin', 'DELETE', `/office/members/${member.id}`);
      expect(again.json()).toMatchObject({ code: 'member_not_found' });
    });
  });

  describe('invitations', () => {
    it('invite, mail with link, pre-fill, register with it, approval: the role is given', async () => {
      const email = `Invited-${randomUUID().slice(0, 8)}@Example.test`;
      const { invitation, mail, token } = await invite(email, 'approver', 'de');
      expect(invitation).toMatchObject({
        email: email.toLowerCase(),
        role: 'approver',
        invited_by: 'Camille Dupont',
      });
      expect(mail).toMatchObject({ kind: 'office_invitation', to: email.toLowerCase() });
      expect(mail?.subject).toContain('lädt Sie zu Careshop ein');
      expect(mail?.text).toContain('http://shop.test/register?invitation=');
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
      // Only the hash is stored.
      const [stored] = await api.database.db
        .select()
        .from(officeInvitations)
        .where(eq(officeInvitations.id, invitation.id));
      expect(stored?.tokenHash).not.toContain(token);
      expect(stored?.expiresAt.getTime()).toBe(api.clock.now().getTime() + 14 * DAY);
      expect(await auditOf('office_invitation', invitation.id, 'created')).toHaveLength(1);

      const prefill = await send(undefined, 'GET', `/invitation/${encodeURIComponent(token)}`);
      expect(prefill.statusCode, prefill.body).toBe(200);
      expect(prefill.json()).toEqual({
        cust_no: '100001',
        company_name: expect.any(String),
        email: email.toLowerCase(),
        role: 'approver',
      });

      const wrongEmail = await register(
        registration('someone-else@example.test', '100001', { invitation: token }),
      );
      expect(wrongEmail.statusCode).toBe(422);
      expect(wrongEmail.json()).toMatchObject({ code: 'invitation_mismatch' });
      const wrongOffice = await register(registration(email, '100004', { invitation: token }));
      expect(wrongOffice.statusCode).toBe(422);
      expect(wrongOffice.json()).toMatchObject({ code: 'invitation_mismatch' });
      const unknown = await register(registration(email, '100001', { invitation: 'nope' }));
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ code: 'invitation_invalid' });

      const registered = await register(
        registration(email.toUpperCase(), '100001', { invitation: token }),
      );
      expect(registered.statusCode, registered.body).toBe(200);
      const [account] = await api.database.db
        .select()
        .from(users)
        .where(eq(users.email, email.toLowerCase()));
      expect(account).toMatchObject({ officeRole: 'approver', licenseStatus: 'PENDING' });
      expect(account?.profile).not.toHaveProperty('invitation');
      const [accepted] = await api.database.db
        .select()
        .from(officeInvitations)
        .where(eq(officeInvitations.id, invitation.id));
      expect(accepted?.acceptedAt).not.toBeNull();

      // Used once: the link answers 404 and cannot register a second account.
      const reused = await send(undefined, 'GET', `/invitation/${encodeURIComponent(token)}`);
      expect(reused.statusCode).toBe(404);
      expect(reused.json()).toMatchObject({ code: 'invitation_invalid' });
      const second = await register(
        registration(`second-${randomUUID().slice(0, 6)}@example.test`, '100001', {
          invitation: token,
        }),
      );
      expect(second.json()).toMatchObject({ code: 'invitation_invalid' });

      // Pending: nothing of the office until staff approve; then an approver, who orders.
      const newAuth = await api.login(email.toLowerCase(), password);
      expect((await send(newAuth, 'GET', '/address')).statusCode).toBe(403);
      await staffApprove(email.toLowerCase());
      expect((await roleOf(email.toLowerCase()))?.role).toBe('approver');
      const order = await send(newAuth, 'POST', '/order', orderBody, {
        'idempotency-key': randomUUID(),
      });
      expect(order.statusCode, order.body).toBe(201);
      expect((await members()).members.find((m) => m.email === email.toLowerCase())).toMatchObject({
        role: 'approver',
        license_status: 'APPROVED',
      });
    });

    it('an invited viewer, once approved, browses but cannot order', async () => {
      const email = `viewer-${randomUUID().slice(0, 8)}@example.test`;
      const { token } = await invite(email, 'viewer');
      expect(
        (await register(registration(email, '100001', { invitation: token }))).statusCode,
      ).toBe(200);
      await staffApprove(email);
      const viewer = await api.login(email, password);
      expect((await send(viewer, 'GET', '/address')).statusCode).toBe(200);
      const order = await send(viewer, 'POST', '/order', orderBody, {
        'idempotency-key': randomUUID(),
      });
      expect(order.statusCode).toBe(403);
      expect(order.json()).toMatchObject({ code: 'office_role_forbidden' });
    });

    it('a new invitation for the same address replaces the open one; revoking ends it', async () => {
      const email = `again-${randomUUID().slice(0, 8)}@example.test`;
      const first = await invite(email);
      const second = await invite(email, 'viewer');
      expect((await send(undefined, 'GET', `/invitation/${first.token}`)).statusCode).toBe(404);
      expect((await send(undefined, 'GET', `/invitation/${second.token}`)).statusCode).toBe(200);
      const listed = (await members()).invitations.filter((i) => i.email === email);
      expect(listed).toEqual([
        expect.objectContaining({ id: second.invitation.id, role: 'viewer' }),
      ]);
      const revoked = await as('admin', 'DELETE', `/office/invitations/${second.invitation.id}`);
      expect(revoked.statusCode, revoked.body).toBe(200);
      expect(await auditOf('office_invitation', second.invitation.id, 'revoked')).toHaveLength(1);
      const link = await send(undefined, 'GET', `/invitation/${second.token}`);
      expect(link.json()).toMatchObject({ code: 'invitation_invalid' });
      const registered = await register(
        registration(email, '100001', { invitation: second.token }),
      );
      expect(registered.statusCode).toBe(404);
      const twice = await as('admin', 'DELETE', `/office/invitations/${second.invitation.id}`);
      expect(twice.statusCode).toBe(404);
      expect(twice.json()).toMatchObject({ code: 'invitation_not_found' });
      expect((await members()).invitations.some((i) => i.email === email)).toBe(false);
    });

    it('an invitation expires after 14 days', async () => {
      const email = `late-${randomUUID().slice(0, 8)}@example.test`;
      const { token } = await invite(email);
      const start = api.clock.now();
      try {
        api.clock.advance(14 * DAY - 60_000);
        expect((await send(undefined, 'GET', `/invitation/${token}`)).statusCode).toBe(200);
        api.clock.advance(120_000);
        const expired = await send(undefined, 'GET', `/invitation/${token}`);
        expect(expired.statusCode).toBe(404);
        expect(expired.json()).toMatchObject({ code: 'invitation_invalid' });
        const registered = await register(registration(email, '100001', { invitation: token }));
        expect(registered.json()).toMatchObject({ code: 'invitation_invalid' });
        expect((await members()).invitations.some((i) => i.email === email)).toBe(false);
      } finally {
        api.clock.set(start);
      }
    });

    it('an address that has an account cannot be invited (409 email_registered)', async () => {
      const response = await as('admin', 'POST', '/office/invitations', {
        email: 'BUYER@demo.test',
        role: 'buyer',
        language: 'en',
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'email_registered' });
    });

    it('the invitation e-mail is in the language of the invitation', async () => {
      const subjects: Record<string, string> = {
        en: 'invites you to Careshop',
        fr: 'vous invite sur Careshop',
        es: 'le invita a Careshop',
        nl: 'nodigt u uit voor Careshop',
        it: 'la invita su Careshop',
      };
      for (const [language, subject] of Object.entries(subjects)) {
        const { mail } = await invite(
          `lang-${language}-${randomUUID().slice(0, 6)}@example.test`,
          'buyer',
          language,
        );
        expect(mail?.subject).toContain(subject);
        expect(mail?.text).not.toContain('mail.');
      }
    });
  });

  describe('registration and the first administrator', () => {
    it('a self-registered professional is a buyer; the first approved member of an office becomes admin', async () => {
      // Office 100002: its only account (pending@demo.test) waits for approval.
      expect((await roleOf('pending@demo.test'))?.role).toBe('buyer');
      const email = `self-${randomUUID().slice(0, 8)}@example.test`;
      expect((await register(registration(email, '100002'))).statusCode).toBe(200);
      expect((await roleOf(email))?.role).toBe('buyer');
      await staffApprove('pending@demo.test');
      expect((await roleOf('pending@demo.test'))?.role).toBe('admin');
      const [entry] = await auditOf('account', await userId('pending@demo.test'), 'approve');
      expect(entry).toMatchObject({
        actorUserId: ids.staff,
        before: { office_role: 'buyer' },
        after: { license_valid: 'APPROVED', office_role: 'admin' },
      });
      await staffApprove(email);
      expect((await roleOf(email))?.role).toBe('buyer');
    });

    it('a new office: the registering professional becomes its admin once approved', async () => {
      const email = `founder-${randomUUID().slice(0, 8)}@example.test`;
      expect((await register(registration(email, '1234567'))).statusCode).toBe(200);
      expect((await roleOf(email))?.role).toBe('buyer');
      await staffApprove(email);
      expect((await roleOf(email))?.role).toBe('admin');
      const founder = await api.login(email, password);
      const list = await send(founder, 'GET', '/office/members');
      expect(list.statusCode, list.body).toBe(200);
    });
  });
});
