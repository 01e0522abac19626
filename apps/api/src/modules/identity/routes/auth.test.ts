import { randomInt } from 'node:crypto';
import { signAnonymousPayload } from '@careshop/anonymous-token';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../../platform/mail/schema.js';
import { startTestApi, type TestApi, testDatabaseKinds } from '../../../testing/harness.js';
import { questions, users } from '../schema.js';

const anonymousKey = 'test-anonymous-key-0123456789';

function registerBody(email: string, custNo = '4242') {
  return {
    cust_no: custNo,
    email,
    password: 'Sup3r-secret!',
    firstName: 'Nina',
    lastName: 'Noor',
    company_name: 'Praktijk Noor',
    license_number: 'NL-123',
    language: 'nl' as const,
    terms: true,
  };
}

describe.each(testDatabaseKinds())('SPEC 7 auth calls on %s', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(kind, { env: { ANONYMOUS_TOKEN_KEY: anonymousKey } });
  });
  afterAll(async () => {
    await api.close();
  });

  async function lastMail(to: string) {
    const [mail] = await api.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, to))
      .orderBy(desc(outbox.id))
      .limit(1);
    return mail;
  }

  describe('SPEC 7 POST auth /login', () => {
    it('answers auth (a token ending in ||secret), id, is_valid, is_sales, max_order_amount', async () => {
      const response = await api.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'customer@demo.test', password: 'Demo!2026' },
      });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.auth).toMatch(/^[\w-]+\|\|[\w-]{20,}$/);
      expect(body).toMatchObject({
        is_valid: true,
        is_sales: false,
        max_order_amount: 50_000,
        cust_no: '100001',
        license_valid: 'APPROVED',
      });
    });

    it('refuses a wrong password and an unknown e-mail alike with 401', async () => {
      for (const payload of [
        { email: 'customer@demo.test', password: 'wrong' },
        { email: 'nobody@demo.test', password: 'Demo!2026' },
      ]) {
        const response = await api.app.inject({ method: 'POST', url: '/api/auth/login', payload });
        expect(response.statusCode).toBe(401);
        expect(response.json()).toMatchObject({ success: false, code: 'login_failed' });
      }
    });

    it('flags sales reps with is_sales', async () => {
      const response = await api.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'rep@demo.test', password: 'Demo!2026' },
      });
      expect(response.json()).toMatchObject({ is_sales: true });
    });
  });

  describe('SPEC 7 GET /user/me and ARCHITECTURE sessions', () => {
    it('answers the current user with company fields and the organisation', async () => {
      const auth = await api.login('customer@demo.test');
      const response = await api.app.inject({
        method: 'GET',
        url: '/api/admin/user/me?refresh=1',
        headers: { authorization: auth },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        is_valid: true,
        company_name: 'Cabinet Sage-Femme Dupont',
        organisation: { max_order_count_year: 4 },
      });
    });

    it('answers 401 without a token, with an unknown token and after expiry', async () => {
      const none = await api.app.inject({ method: 'GET', url: '/api/admin/user/me' });
      expect(none.statusCode).toBe(401);
      const unknown = await api.app.inject({
        method: 'GET',
        url: '/api/admin/user/me',
        headers: { authorization: 'Bearer abc||def' },
      });
      expect(unknown.statusCode).toBe(401);
      expect(unknown.json()).toMatchObject({ code: 'session_expired' });

      const auth = await api.login('customer@demo.test');
      const start = api.clock.now();
      api.clock.advance((api.config.sessionTtlHours + 1) * 3_600_000);
      try {
        const expired = await api.app.inject({
          method: 'GET',
          url: '/api/admin/user/me',
          headers: { authorization: auth },
        });
        expect(expired.statusCode).toBe(401);
      } finally {
        api.clock.set(start);
      }
    });

    it('logout revokes the session token', async () => {
      const auth = await api.login('customer@demo.test');
      const out = await api.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { authorization: auth },
      });
      expect(out.json()).toEqual({ success: true });
      const after = await api.app.inject({
        method: 'GET',
        url: '/api/admin/user/me',
        headers: { authorization: auth },
      });
      expect(after.statusCode).toBe(401);
    });
  });

  describe('SPEC 7 POST /user?send_mail=1 (register) with the SPEC 6 anonymous token', () => {
    it('creates a pending account, answers register.success_message and sends the e-mail', async () => {
      const body = registerBody('  Nina@Example.test ');
      const token = await signAnonymousPayload(body, anonymousKey, api.clock.now());
      const response = await api.app.inject({
        method: 'POST',
        url: '/api/admin/user?send_mail=1',
        headers: { authorization: `Bearer ${token}` },
        payload: body,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true, message: 'register.success_message' });
      const [user] = await api.database.db
        .select()
        .from(users)
        .where(eq(users.email, 'nina@example.test'));
      expect(user?.licenseStatus).toBe('PENDING');
      expect(user?.passwordHash).toMatch(/^scrypt\$/);
      expect((await lastMail('nina@example.test'))?.kind).toBe('registration_received');
      const auth = await api.login('nina@example.test', 'Sup3r-secret!');
      const me = await api.app.inject({
        method: 'GET',
        url: '/api/admin/user/me',
        headers: { authorization: auth },
      });
      expect(me.json()).toMatchObject({ license_valid: 'PENDING', cust_no: '4242' });
    });

    it('refuses an e-mail already used with 409 and changes nothing', async () => {
      const body = registerBody('customer@demo.test', '5555');
      const token = await signAnonymousPayload(body, anonymousKey, api.clock.now());
      const response = await api.app.inject({
        method: 'POST',
        url: '/api/admin/user?send_mail=1',
        headers: { authorization: `Bearer ${token}` },
        payload: body,
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ success: false, code: 'email_taken' });
    });

    it('refuses a missing token, a token for another body and an expired token with 401', async () => {
      const body = registerBody('other@example.test');
      const missing = await api.app.inject({
        method: 'POST',
        url: '/api/admin/user',
        payload: body,
      });
      expect(missing.statusCode).toBe(401);

      const forOther = await signAnonymousPayload(
        { ...body, cust_no: '99' },
        anonymousKey,
        api.clock.now(),
      );
      const mismatch = await api.app.inject({
        method: 'POST',
        url: '/api/admin/user',
        headers: { authorization: `Bearer ${forOther}` },
        payload: body,
      });
      expect(mismatch.statusCode).toBe(401);
      expect(mismatch.json()).toMatchObject({ code: 'anonymous_token_body_mismatch' });

      const old = await signAnonymousPayload(
        body,
        anonymousKey,
        new Date(api.clock.now().getTime() - 3_600_000),
      );
      const expired = await api.app.inject({
        method: 'POST',
        url: '/api/admin/user',
        headers: { authorization: `Bearer ${old}` },
        payload: body,
      });
      expect(expired.statusCode).toBe(401);
      const [user] = await api.database.db
        .select()
        .from(users)
        .where(eq(users.email, 'other@example.test'));
      expect(user).toBeUndefined();
    });
  });

  describe('SPEC 7 forgot / prefill / reset: single-use, expiring link', () => {
    it('mails a link whose token prefills the form, resets once, and not twice', async () => {
      const forgot = await api.app.inject({
        method: 'POST',
        url: '/api/auth/forgot',
        payload: { email: 'limit@demo.test' },
      });
      expect(forgot.json()).toMatchObject({ success: true });
      const mail = await lastMail('limit@demo.test');
      expect(mail?.kind).toBe('password_reset');
      const token = decodeURIComponent(/token=([^\s]+)/.exec(mail?.text ?? '')?.[1] ?? '');
      expect(token.length).toBeGreaterThan(20);

      const prefill = await api.app.inject({
        method: 'POST',
        url: '/api/auth/prefill',
        payload: { token },
      });
      expect(prefill.json()).toMatchObject({ email: 'limit@demo.test', cust_no: '100003' });

      const payload = { token, password: 'Brand-new-pass1', repeat: 'Brand-new-pass1' };
      const reset = await api.app.inject({ method: 'POST', url: '/api/auth/reset', payload });
      expect(reset.statusCode).toBe(200);
      expect(reset.json()).toBe(true);
      await expect(api.login('limit@demo.test')).rejects.toThrow(/401/);
      await api.login('limit@demo.test', 'Brand-new-pass1');

      const again = await api.app.inject({ method: 'POST', url: '/api/auth/reset', payload });
      expect(again.statusCode).toBe(400);
      expect(again.json()).toMatchObject({ code: 'reset_token_invalid' });
    });

    it('refuses an expired link', async () => {
      await api.app.inject({
        method: 'POST',
        url: '/api/auth/forgot',
        payload: { email: 'pending@demo.test' },
      });
      const mail = await lastMail('pending@demo.test');
      const token = decodeURIComponent(/token=([^\s]+)/.exec(mail?.text ?? '')?.[1] ?? '');
      const start = api.clock.now();
      api.clock.advance((api.config.resetTtlMinutes + 1) * 60_000);
      try {
        const reset = await api.app.inject({
          method: 'POST',
          url: '/api/auth/reset',
          payload: { token, password: 'Another-pass-1', repeat: 'Another-pass-1' },
        });
        expect(reset.statusCode).toBe(400);
      } finally {
        api.clock.set(start);
      }
    });

    it('answers the same success for an unknown address and sends nothing', async () => {
      const response = await api.app.inject({
        method: 'POST',
        url: '/api/auth/forgot',
        payload: { email: 'ghost@demo.test' },
      });
      expect(response.json()).toMatchObject({ success: true });
      expect(await lastMail('ghost@demo.test')).toBeUndefined();
    });
  });

  describe('SPEC 7 PUT /user/me (change password)', () => {
    it('changes the password, keeps this session and revokes the others', async () => {
      const other = await api.login('rep@demo.test');
      const auth = await api.login('rep@demo.test');
      const response = await api.app.inject({
        method: 'PUT',
        url: '/api/admin/user/me',
        headers: { authorization: auth },
        payload: {
          current_password: 'Demo!2026',
          password: 'Rep-pass-2027',
          repeat: 'Rep-pass-2027',
        },
      });
      expect(response.json()).toMatchObject({ success: true });
      const mine = await api.app.inject({
        method: 'GET',
        url: '/api/admin/user/me',
        headers: { authorization: auth },
      });
      expect(mine.statusCode).toBe(200);
      const theirs = await api.app.inject({
        method: 'GET',
        url: '/api/admin/user/me',
        headers: { authorization: other },
      });
      expect(theirs.statusCode).toBe(401);
      await api.login('rep@demo.test', 'Rep-pass-2027');
    });

    it('refuses a wrong current password with 400', async () => {
      const auth = await api.login('customer@demo.test');
      const response = await api.app.inject({
        method: 'PUT',
        url: '/api/admin/user/me',
        headers: { authorization: auth },
        payload: { current_password: 'nope', password: 'Whatever-123', repeat: 'Whatever-123' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'current_password_wrong' });
    });
  });

  describe('SPEC 7 POST /question', () => {
    it('stores an anonymous question, answers contact.success_message and mails a receipt', async () => {
      const body = {
        name: 'Eva',
        company: 'Kraamzorg Eva',
        email: ' eva@example.test',
        phone: '+31 20 123 4567',
        question_type: 'order' as const,
        contact_preference: 'email' as const,
        message: 'Where is my order?',
      };
      const token = await signAnonymousPayload(body, anonymousKey, api.clock.now());
      const response = await api.app.inject({
        method: 'POST',
        url: '/api/admin/question',
        headers: { authorization: `Bearer ${token}` },
        payload: body,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true, message: 'contact.success_message' });
      const stored = await api.database.db
        .select()
        .from(questions)
        .where(eq(questions.email, 'eva@example.test'));
      expect(stored).toHaveLength(1);
      expect((await lastMail('eva@example.test'))?.kind).toBe('question_received');
    });
  });
});

describe('ARCHITECTURE sessions: login, forgot, register and question are rate limited', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi('pglite', { env: { RATE_LIMIT_PER_MINUTE: '3' }, seed: true });
  });
  afterAll(async () => {
    await api.close();
  });

  it('answers 429 with a JSON body once the per-minute budget is spent', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await api.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'customer@demo.test', password: 'wrong' },
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(response.json()).toMatchObject({ success: false });
      }
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
  });
});

describe('issue 10 item 9: with REDIS_URL, API processes share one rate limit', () => {
  const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
  let first: TestApi;
  let second: TestApi;
  beforeAll(async () => {
    const env = { RATE_LIMIT_PER_MINUTE: '3', REDIS_URL: redisUrl };
    [first, second] = await Promise.all([
      startTestApi('pglite', { env }),
      startTestApi('pglite', { env }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
  });

  it('two servers together answer 429 once the budget of one is spent', async () => {
    // A client address of this run only, so earlier runs' counters in Redis do not count.
    const client = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const server = attempt % 2 === 0 ? first : second;
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: client,
        payload: { email: 'customer@demo.test', password: 'wrong' },
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(response.json()).toMatchObject({ success: false });
      }
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429, 429]);
    // Another client still has its own budget, on either server.
    const other = await second.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: `${client.split('.').slice(0, 3).join('.')}.0`,
      payload: { email: 'customer@demo.test', password: 'wrong' },
    });
    expect(other.statusCode).toBe(401);
  });
});
