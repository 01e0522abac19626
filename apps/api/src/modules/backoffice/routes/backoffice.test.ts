import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../../platform/mail/schema.js';
import { addAccount } from '../../../testing/fixtures.js';
import { startTestApi, type TestApi, testDatabaseKinds } from '../../../testing/harness.js';
import { users } from '../../identity/index.js';
import { auditLog } from '../schema.js';

describe.each(testDatabaseKinds())('issue 3 back office (staff only) on %s', (kind) => {
  let api: TestApi;
  let staff: string;
  beforeAll(async () => {
    api = await startTestApi(kind);
    staff = await api.login('staff@demo.test');
  });
  afterAll(async () => {
    await api.close();
  });

  async function pendingId(email: string) {
    const [user] = await api.database.db.select().from(users).where(eq(users.email, email));
    if (!user) throw new Error(`${email} missing`);
    return user.id;
  }

  it('lists accounts awaiting approval', async () => {
    const response = await api.app.inject({
      method: 'GET',
      url: '/api/admin/backoffice/accounts/pending',
      headers: { authorization: staff },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().items.map((a: { email: string }) => a.email)).toEqual([
      'pending@demo.test',
    ]);
  });

  it('refuses customers and reps with 403', async () => {
    for (const email of ['customer@demo.test', 'rep@demo.test']) {
      const auth = await api.login(email);
      const response = await api.app.inject({
        method: 'GET',
        url: '/api/admin/backoffice/accounts/pending',
        headers: { authorization: auth },
      });
      expect(response.statusCode).toBe(403);
    }
  });

  it('approval e-mails the customer, who can then order (SPEC 1: e-mail sent once approved)', async () => {
    const id = await pendingId('pending@demo.test');
    const response = await api.app.inject({
      method: 'POST',
      url: `/api/admin/backoffice/accounts/${id}/approve`,
      headers: { authorization: staff },
    });
    expect(response.json()).toMatchObject({ success: true, data: { license_valid: 'APPROVED' } });
    const [mail] = await api.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, 'pending@demo.test'))
      .orderBy(desc(outbox.id))
      .limit(1);
    expect(mail?.kind).toBe('account_approved');
    const customer = await api.login('pending@demo.test');
    const order = await api.app.inject({
      method: 'POST',
      url: '/api/admin/order',
      headers: { authorization: customer, 'idempotency-key': randomUUID() },
      payload: {
        lines: [{ id: 'BF-002', quantity: 1 }],
        address_key: 'default',
        shipping_method: 'standard',
        payment_method: 'cod',
        accepted_terms: true,
        accepted_sales_terms: true,
      },
    });
    expect(order.statusCode).toBe(201);
  });

  it('rejection marks the licence REJECTED; unknown ids are 404, bad ids 400', async () => {
    const id = await pendingId('limit@demo.test');
    const rejected = await api.app.inject({
      method: 'POST',
      url: `/api/admin/backoffice/accounts/${id}/reject`,
      headers: { authorization: staff },
      // limit@demo.test is approved: rejecting it replaces that decision.
      payload: { reason: 'Licence number unknown', change_decision: true },
    });
    expect(rejected.statusCode).toBe(200);
    const [user] = await api.database.db.select().from(users).where(eq(users.id, id));
    expect(user?.licenseStatus).toBe('REJECTED');
    const unknown = await api.app.inject({
      method: 'POST',
      url: '/api/admin/backoffice/accounts/999999/approve',
      headers: { authorization: staff },
    });
    expect(unknown.statusCode).toBe(404);
    const bad = await api.app.inject({
      method: 'POST',
      url: '/api/admin/backoffice/accounts/abc/maybe',
      headers: { authorization: staff },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe.each(testDatabaseKinds())('issue 14 licence queue and decisions on %s', (kind) => {
  let api: TestApi;
  let staff: string;
  let foreign: string;
  let superAdmin: string;
  beforeAll(async () => {
    api = await startTestApi(kind);
    const db = api.database.db;
    await addAccount(db, { email: 'staff-us@example.test', custNo: '200001', role: 'staff' });
    await addAccount(db, {
      email: 'waiting-us@example.test',
      custNo: '200001',
      licenseStatus: 'PENDING',
    });
    const superId = await addAccount(db, {
      email: 'super@example.test',
      custNo: '100900',
      role: 'staff',
    });
    await db.update(users).set({ superAdmin: true }).where(eq(users.id, superId));
    await db
      .update(users)
      .set({
        profile: {
          phone: '+34 600 000 000',
          company_name: 'Matrona García',
          city: 'Madrid',
          postalcode: '28013',
          role: 'Midwife',
          empType: 'Freelance',
          optIn: true,
          graduation_year: 2015,
          terms_accepted_at: '2026-06-01T00:00:00.000Z',
        },
      })
      .where(eq(users.email, 'pending@demo.test'));
    staff = await api.login('staff@demo.test');
    foreign = await api.login('staff-us@example.test');
    superAdmin = await api.login('super@example.test');
  });
  afterAll(async () => {
    await api.close();
  });

  async function userByEmail(email: string) {
    const [user] = await api.database.db.select().from(users).where(eq(users.email, email));
    if (!user) throw new Error(`${email} missing`);
    return user;
  }

  async function decide(id: number, decision: string, authorization: string, payload?: unknown) {
    return api.app.inject({
      method: 'POST',
      url: `/api/admin/backoffice/accounts/${id}/${decision}`,
      headers: { authorization },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  }

  async function accountAudit(id: number) {
    return api.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'account'), eq(auditLog.entityId, String(id))));
  }

  it('answers the queue with customer number, office and registered profile fields', async () => {
    const response = await api.app.inject({
      method: 'GET',
      url: '/api/admin/backoffice/accounts/pending',
      headers: { authorization: staff },
    });
    expect(response.statusCode).toBe(200);
    const [account, ...others] = response.json().items;
    expect(others).toEqual([]);
    expect(account).toMatchObject({
      email: 'pending@demo.test',
      language: 'es',
      cust_no: '100002',
      company_name: 'Matrona García',
      license_number: 'ES-MAT-2002',
      license_valid: 'PENDING',
      joins_existing_office: false,
      profile: {
        phone: '+34 600 000 000',
        role: 'Midwife',
        empType: 'Freelance',
        optIn: true,
        graduation_year: 2015,
        city: 'Madrid',
      },
    });
    expect(account.office_id).toBeGreaterThan(0);
    // Only profile fields: nothing else the account row stores.
    expect(account.profile).not.toHaveProperty('terms_accepted_at');
    const foreignQueue = await api.app.inject({
      method: 'GET',
      url: '/api/admin/backoffice/accounts/pending',
      headers: { authorization: foreign },
    });
    expect(foreignQueue.json().items.map((a: { email: string }) => a.email)).toEqual([
      'waiting-us@example.test',
    ]);
    const all = await api.app.inject({
      method: 'GET',
      url: '/api/admin/backoffice/accounts/pending',
      headers: { authorization: superAdmin },
    });
    expect(all.json().items).toHaveLength(2);
  });

  it('rejects with a reason: stored, audited and quoted in the e-mail in the customer’s language', async () => {
    const limit = await userByEmail('limit@demo.test');
    const reason = 'BIG-nummer onbekend {{x}} $t(mail.greeting)';
    const response = await decide(limit.id, 'reject', staff, { reason, change_decision: true });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      data: { id: limit.id, license_valid: 'REJECTED', license_rejection_reason: reason },
    });
    expect((await userByEmail('limit@demo.test')).licenseRejectionReason).toBe(reason);
    const [mail] = await api.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, 'limit@demo.test'))
      .orderBy(desc(outbox.id))
      .limit(1);
    expect(mail?.kind).toBe('account_rejected');
    expect(mail?.subject).toBe('Uw licentienummer kon niet worden gecontroleerd');
    expect(mail?.text).toContain(`Reden: ${reason}`);
    const [entry, ...more] = await accountAudit(limit.id);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      action: 'reject',
      before: { license_valid: 'APPROVED', license_rejection_reason: null },
      after: { license_valid: 'REJECTED', license_rejection_reason: reason },
    });

    // Approving again (a change of decision) clears the reason and is audited too.
    const approved = await decide(limit.id, 'approve', staff, { change_decision: true });
    expect(approved.json().data).toMatchObject({
      license_valid: 'APPROVED',
      license_rejection_reason: null,
    });
    expect((await accountAudit(limit.id)).map((e) => e.action).sort()).toEqual([
      'approve',
      'reject',
    ]);
  });

  async function mailsTo(email: string) {
    return api.database.db.select().from(outbox).where(eq(outbox.to, email));
  }

  it('issue 27: refuses a rejection without a reason (400 naming it), changing and sending nothing', async () => {
    const customer = await userByEmail('saint-luc@demo.test');
    const mailsBefore = (await mailsTo(customer.email)).length;
    for (const payload of [undefined, {}, { reason: '' }, { reason: '  \n ' }]) {
      const response = await decide(customer.id, 'reject', staff, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().errors.reason).toMatchObject({ key: 'validation.reason_required' });
    }
    expect((await userByEmail(customer.email)).licenseStatus).toBe('APPROVED');
    expect(await accountAudit(customer.id)).toEqual([]);
    expect(await mailsTo(customer.email)).toHaveLength(mailsBefore);
  });

  it('issue 27: deciding a decided licence again needs change_decision (else 409); the change sends one e-mail', async () => {
    const customer = await userByEmail('saint-luc@demo.test');
    const mailsBefore = (await mailsTo(customer.email)).length;
    const refused = await decide(customer.id, 'reject', staff, { reason: 'Licence expired' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'licence_already_decided',
      details: { license_valid: 'APPROVED' },
    });
    expect((await userByEmail(customer.email)).licenseStatus).toBe('APPROVED');
    expect(await mailsTo(customer.email)).toHaveLength(mailsBefore);

    const changed = await decide(customer.id, 'reject', staff, {
      reason: 'Licence expired',
      change_decision: true,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({
      license_valid: 'REJECTED',
      license_rejection_reason: 'Licence expired',
    });
    // The same request again (a second click) changes nothing and sends nothing more.
    const repeated = await decide(customer.id, 'reject', staff, {
      reason: 'Licence expired',
      change_decision: true,
    });
    expect(repeated.statusCode).toBe(200);
    const mails = (await mailsTo(customer.email)).slice(mailsBefore);
    expect(mails.map((mail) => mail.kind)).toEqual(['account_rejected']);
    expect((await accountAudit(customer.id)).map((entry) => entry.action)).toEqual(['reject']);
  });

  it('issue 27: two concurrent identical decisions send one e-mail and write one audit row', async () => {
    const id = await addAccount(api.database.db, {
      email: 'twice@demo.test',
      custNo: '100001',
      licenseStatus: 'PENDING',
    });
    const [first, second] = await Promise.all([
      decide(id, 'approve', staff),
      decide(id, 'approve', staff),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect((await mailsTo('twice@demo.test')).map((mail) => mail.kind)).toEqual([
      'account_approved',
    ]);
    expect((await accountAudit(id)).map((entry) => entry.action)).toEqual(['approve']);

    // Two concurrent identical changes of the decision: one e-mail too.
    const change = { reason: 'Wrong licence number', change_decision: true };
    const changes = await Promise.all([
      decide(id, 'reject', staff, change),
      decide(id, 'reject', staff, change),
    ]);
    expect(changes.map((response) => response.statusCode)).toEqual([200, 200]);
    expect((await mailsTo('twice@demo.test')).map((mail) => mail.kind).sort()).toEqual([
      'account_approved',
      'account_rejected',
    ]);
  });

  it('refuses bad input naming the field and other organisations with 404; nothing changes', async () => {
    const pending = await userByEmail('pending@demo.test');
    for (const [decision, payload] of [
      ['approve', { reason: 'not for an approval' }],
      ['reject', { reason: 'x'.repeat(1001) }],
      ['reject', { reason: 12 }],
    ] as const) {
      const response = await decide(pending.id, decision, staff, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().errors).toHaveProperty('reason');
    }
    const flag = await decide(pending.id, 'reject', staff, { reason: 'x', change_decision: 'yes' });
    expect(flag.statusCode).toBe(400);
    expect(flag.json().errors).toHaveProperty('change_decision');
    const unknown = await decide(pending.id, 'reject', staff, { why: 'x' });
    expect(unknown.statusCode).toBe(400);
    const foreignDecision = await decide(pending.id, 'approve', foreign);
    expect(foreignDecision.statusCode).toBe(404);
    expect((await userByEmail('pending@demo.test')).licenseStatus).toBe('PENDING');
    expect(await accountAudit(pending.id)).toEqual([]);
  });

  it('lets a super administrator decide for any organisation', async () => {
    const waiting = await userByEmail('waiting-us@example.test');
    const response = await decide(waiting.id, 'approve', superAdmin);
    expect(response.statusCode).toBe(200);
    const [entry] = await accountAudit(waiting.id);
    expect(entry?.action).toBe('approve');
    expect(entry?.organisationId).not.toBeNull();
  });
});
