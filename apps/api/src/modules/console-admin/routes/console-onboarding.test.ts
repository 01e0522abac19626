import { consoleMeSchema, prefillResponseSchema } from '@careshop/validation';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../../platform/mail/schema.js';
import { consoleLogin } from '../../../testing/console-fixtures.js';
import {
  type ConsoleScope,
  consoleCaller,
  setUpConsoleScope,
} from '../../../testing/console-scope.js';
import { startTestApi, type TestApi, testDatabaseKinds } from '../../../testing/harness.js';
import { sessions, users } from '../../identity/index.js';

// Decisions 214 (console user onboarding and passwords) and 215 (a console user's own profile).

describe.each(testDatabaseKinds())('console onboarding, passwords and profile (%s)', (kind) => {
  let api: TestApi;
  let scope: ConsoleScope;
  const call = consoleCaller(() => api);
  let counter = 0;
  const unique = (prefix: string) => `${prefix}-${++counter}-${kind}@onboarding.test`;

  beforeAll(async () => {
    api = await startTestApi(kind);
    scope = await setUpConsoleScope(api);
  });
  afterAll(async () => {
    await api?.close();
  });

  async function post(url: string, payload: unknown, authorization?: string) {
    const response = await api.app.inject({
      method: url.startsWith('/api/admin/user/me') ? 'PUT' : 'POST',
      url,
      headers: authorization ? { authorization } : {},
      payload: payload as Record<string, unknown>,
    });
    return { status: response.statusCode, body: response.json(), text: response.body };
  }

  async function mailsTo(to: string) {
    return api.database.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.id));
  }

  /** The token of the newest console link e-mailed to `to`. */
  async function tokenMailedTo(to: string): Promise<string> {
    const [mail] = await mailsTo(to);
    const match = /\/console\/reset-password\?token=([^\s]+)/.exec(mail?.text ?? '');
    if (!match?.[1]) throw new Error(`no console link in ${mail?.text}`);
    return decodeURIComponent(match[1]);
  }

  describe('invitation on create', () => {
    it('e-mails a new user without a password a link in their language; they set it and log in', async () => {
      const email = unique('invited');
      const created = await call('POST', '/users', scope.auth.adminA, {
        email,
        level: 1,
        firstName: 'Greta',
        lastName: 'Berg',
        language: 'de',
      });
      expect(created.status, created.text).toBe(201);
      const [mail, ...more] = await mailsTo(email);
      expect(more).toHaveLength(0);
      expect(mail).toMatchObject({ kind: 'console_invite' });
      expect(mail?.subject).toBe('Ihr Konto für die Careshop-Berichtskonsole');
      expect(mail?.text).toMatch(/\/console\/reset-password\?token=/);
      expect(mail?.text).toContain('7 Tage');
      // No password yet: nothing logs in.
      const refused = await post('/api/auth/login', { email, password: 'Kx7-plum-harbour' });
      expect(refused.status).toBe(401);

      const token = await tokenMailedTo(email);
      const prefill = await post('/api/auth/prefill', { token });
      expect(prefill.status, prefill.text).toBe(200);
      expect(prefillResponseSchema.parse(prefill.body)).toMatchObject({
        email,
        firstName: 'Greta',
        lastName: 'Berg',
        language: 'de',
        is_console: true,
      });
      expect(prefill.body.company_name).toMatch(/^Library A /);
      const reset = await post('/api/auth/reset', {
        token,
        password: 'Kx7-plum-harbour',
        repeat: 'Kx7-plum-harbour',
      });
      expect(reset.status, reset.text).toBe(200);
      const bearer = await consoleLogin(api.app, email, 'Kx7-plum-harbour');
      expect((await call('GET', '/me', bearer)).body).toMatchObject({ email, console_level: 1 });
      // Single use.
      expect((await post('/api/auth/prefill', { token })).status).toBe(400);
      expect(
        (await post('/api/auth/reset', { token, password: 'Other-9-pass', repeat: 'Other-9-pass' }))
          .status,
      ).toBe(400);
    });

    it('issue 27: a link reveals its own account’s e-mail and company only, and nothing once invalid or expired', async () => {
      const inA = unique('invited-a');
      const inB = unique('invited-b');
      expect(
        (await call('POST', '/users', scope.auth.adminA, { email: inA, level: 1 })).status,
      ).toBe(201);
      expect(
        (await call('POST', '/users', scope.auth.adminB, { email: inB, level: 2 })).status,
      ).toBe(201);
      const [tokenA, tokenB] = [await tokenMailedTo(inA), await tokenMailedTo(inB)];
      const companyName = async (id: number) =>
        (await call('GET', `/companies/${id}`, scope.auth.superAdmin)).body.name as string;
      const a = await post('/api/auth/prefill', { token: tokenA });
      const b = await post('/api/auth/prefill', { token: tokenB });
      expect(a.body).toMatchObject({ email: inA, company_name: await companyName(scope.companyA) });
      expect(b.body).toMatchObject({ email: inB, company_name: await companyName(scope.companyB) });
      expect(a.text).not.toContain(inB);
      expect(b.text).not.toContain(inA);

      // A token that is not one, a changed one, and one past its 7 days: 400, no account data.
      for (const token of ['not-a-token', `${tokenA.slice(0, -2)}xx`]) {
        const refused = await post('/api/auth/prefill', { token });
        expect(refused.status).toBe(400);
        expect(refused.body.code).toBe('reset_token_invalid');
        expect(refused.text).not.toMatch(/@onboarding\.test|Library A|Clinic B/);
      }
      api.clock.advance(8 * 24 * 3600 * 1000);
      try {
        const expired = await post('/api/auth/prefill', { token: tokenA });
        expect(expired.status).toBe(400);
        expect(expired.text).not.toContain(inA);
        expect(expired.text).not.toContain('Library A');
      } finally {
        api.clock.advance(-8 * 24 * 3600 * 1000);
      }
    });

    it('sends an invitation with a password too, and none with send_invite: false', async () => {
      const withPassword = unique('with-password');
      const first = await call('POST', '/users', scope.auth.superAdmin, {
        email: withPassword,
        password: 'Kx7-plum-harbour',
        level: 3,
        company_id: scope.companyA,
      });
      expect(first.status, first.text).toBe(201);
      expect(await mailsTo(withPassword)).toHaveLength(1);
      await consoleLogin(api.app, withPassword, 'Kx7-plum-harbour');

      const quiet = unique('quiet');
      const second = await call('POST', '/users', scope.auth.adminA, {
        email: quiet,
        password: 'Kx7-plum-harbour',
        level: 1,
        send_invite: false,
      });
      expect(second.status, second.text).toBe(201);
      expect(await mailsTo(quiet)).toHaveLength(0);
    });

    it('requires a password when no invitation is sent (400 on password), stores nothing', async () => {
      const email = unique('nothing');
      const answer = await call('POST', '/users', scope.auth.adminA, {
        email,
        level: 1,
        send_invite: false,
      });
      expect(answer.status).toBe(400);
      expect(Object.keys(answer.body.errors ?? {})).toContain('password');
      const bad = await call('POST', '/users', scope.auth.adminA, {
        email,
        level: 1,
        send_invite: 'yes',
      });
      expect(bad.status).toBe(400);
      expect(Object.keys(bad.body.errors ?? {})).toContain('send_invite');
      expect(await api.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
      expect(await mailsTo(email)).toHaveLength(0);
    });

    it('lets only administrators invite (levels 1, 3 and 4 get 403)', async () => {
      for (const auth of [scope.auth.activeA, scope.auth.countsA, scope.auth.liveA]) {
        const email = unique('refused');
        const answer = await call('POST', '/users', auth, { email, level: 1 });
        expect(answer.status).toBe(403);
        expect(await mailsTo(email)).toHaveLength(0);
      }
    });
  });

  describe('forgot, prefill and change password for console users', () => {
    it('sends a forgotten console password to the console reset screen; prefill and reset work', async () => {
      const email = unique('forgetful');
      await call('POST', '/users', scope.auth.adminA, {
        email,
        password: 'Kx7-plum-harbour',
        level: 4,
        send_invite: false,
        firstName: 'Lis',
      });
      const forgot = await post('/api/auth/forgot', { email });
      expect(forgot.status).toBe(200);
      const [mail] = await mailsTo(email);
      expect(mail?.kind).toBe('password_reset');
      const token = await tokenMailedTo(email);
      const prefill = await post('/api/auth/prefill', { token });
      expect(prefill.status, prefill.text).toBe(200);
      expect(prefill.body).toMatchObject({ email, firstName: 'Lis', is_console: true });
      expect(
        (
          await post('/api/auth/reset', {
            token,
            password: 'New-7-harbour',
            repeat: 'New-7-harbour',
          })
        ).status,
      ).toBe(200);
      await consoleLogin(api.app, email, 'New-7-harbour');
    });

    it('still prefills for shop accounts (their office fields)', async () => {
      await post('/api/auth/forgot', { email: 'customer@demo.test' });
      const [mail] = await mailsTo('customer@demo.test');
      const token = decodeURIComponent(/token=([^\s]+)/.exec(mail?.text ?? '')?.[1] ?? '');
      expect(mail?.text).not.toContain('/console/');
      const prefill = await post('/api/auth/prefill', { token });
      expect(prefill.status, prefill.text).toBe(200);
      expect(prefill.body).toMatchObject({ email: 'customer@demo.test', cust_no: '100001' });
      expect(prefill.body.is_console).toBeUndefined();
    });

    it('changes a console user’s own password with the current one; other sessions end', async () => {
      const email = unique('changer');
      await call('POST', '/users', scope.auth.adminA, {
        email,
        password: 'Kx7-plum-harbour',
        level: 3,
        send_invite: false,
      });
      const current = await consoleLogin(api.app, email, 'Kx7-plum-harbour');
      const other = await consoleLogin(api.app, email, 'Kx7-plum-harbour');
      const wrong = await post(
        '/api/admin/user/me',
        { current_password: 'nope-nope-1', password: 'New-7-harbour', repeat: 'New-7-harbour' },
        current,
      );
      expect(wrong.status).toBe(400);
      expect(wrong.body.code).toBe('current_password_wrong');
      const changed = await post(
        '/api/admin/user/me',
        {
          current_password: 'Kx7-plum-harbour',
          password: 'New-7-harbour',
          repeat: 'New-7-harbour',
        },
        current,
      );
      expect(changed.status, changed.text).toBe(200);
      expect((await call('GET', '/me', current)).status).toBe(200);
      expect((await call('GET', '/me', other)).status).toBe(401);
      await consoleLogin(api.app, email, 'New-7-harbour');
      const [row] = await api.database.db.select().from(users).where(eq(users.email, email));
      const live = await api.database.db
        .select()
        .from(sessions)
        .where(and(eq(sessions.userId, row?.id ?? 0)));
      expect(live.length).toBeGreaterThan(0);
    });
  });

  describe('GET and PATCH /console/me', () => {
    it('answers what an app shell needs, for every level that logs in', async () => {
      for (const [auth, level] of [
        [scope.auth.activeA, 1],
        [scope.auth.adminA, 2],
        [scope.auth.countsA, 3],
        [scope.auth.liveA, 4],
      ] as const) {
        const answer = await call('GET', '/me', auth);
        expect(answer.status).toBe(200);
        const me = consoleMeSchema.parse(answer.body);
        expect(me).toMatchObject({
          console_level: level,
          userLevel: level,
          company_id: scope.companyA,
          language: 'en',
          is_console: true,
          is_sales: false,
        });
        expect(me.company_name).toMatch(/^Library A /);
        expect(me.Name).toBe(me.email);
        expect(me.actions).toContain('self:read');
      }
      const superMe = consoleMeSchema.parse((await call('GET', '/me', scope.auth.superAdmin)).body);
      expect(superMe).toMatchObject({ console_level: 5, company_id: null, company_name: null });
    });

    it('changes one’s own name and language only; level, company and e-mail are refused', async () => {
      const patched = await call('PATCH', '/me', scope.auth.liveA, {
        firstName: ' Ada ',
        lastName: 'Lovelace',
        language: 'fr',
      });
      expect(patched.status, patched.text).toBe(200);
      expect(consoleMeSchema.parse(patched.body)).toMatchObject({
        firstName: 'Ada',
        lastName: 'Lovelace',
        language: 'fr',
        Name: 'Ada Lovelace',
        console_level: 4,
      });
      expect((await call('GET', '/me', scope.auth.liveA)).body.language).toBe('fr');
      for (const [body, field] of [
        [{ console_level: 5 }, 'console_level'],
        [{ level: 2 }, 'level'],
        [{ company_id: scope.companyB }, 'company_id'],
        [{ email: 'x@y.test' }, 'email'],
        [{ language: 'xx' }, 'language'],
        [{ firstName: 'x'.repeat(500) }, 'firstName'],
        [{ firstName: 7 }, 'firstName'],
      ] as const) {
        const answer = await call('PATCH', '/me', scope.auth.liveA, body);
        expect(answer.status, JSON.stringify(body)).toBe(400);
        expect(Object.keys(answer.body.errors ?? {}), JSON.stringify(body)).toContain(field);
      }
      expect((await call('GET', '/me', scope.auth.liveA)).body).toMatchObject({
        console_level: 4,
        company_id: scope.companyA,
        firstName: 'Ada',
      });
      expect((await call('PATCH', '/me', '', { firstName: 'x' })).status).toBe(401);
    });
  });
});
