import {
  apiErrorBodySchema,
  consoleCompanyListSchema,
  consoleMeSchema,
  consoleUserListSchema,
  consoleUserSchema,
  loginResponseSchema,
} from '@careshop/validation';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  consoleLogin,
  createConsoleCompany,
  createConsoleUser,
} from '../../../testing/console-fixtures.js';
import { startTestApi, type TestApi, testDatabaseKinds } from '../../../testing/harness.js';
import {
  type ConsoleAction,
  type ConsoleLevel,
  companies,
  consoleLevels,
  mayConsole,
  sessions,
  users,
} from '../../identity/index.js';
import { consoleDemoCompanies, consoleDemoUsers } from '../seed.js';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

describe.each(testDatabaseKinds())('issue 11 console users and companies on %s', (kind) => {
  let api: TestApi;
  /** Two companies of the test's own: A (with a user of every level) and B. */
  let companyA = 0;
  let companyB = 0;
  let userOfB = 0;
  const tokenOf = new Map<ConsoleLevel, string>();
  let superToken = '';
  let adminA = '';
  let counter = 0;

  const unique = (prefix: string) => `${prefix}-${++counter}-${kind}@example.test`;

  async function call(method: Method, url: string, authorization?: string, payload?: unknown) {
    const response = await api.app.inject({
      method,
      url: `/api/admin/console${url}`,
      headers: authorization ? { authorization } : {},
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
    return {
      status: response.statusCode,
      body: response.body,
      json: <T = Record<string, unknown>>() => response.json<T>(),
    };
  }

  async function idOf(email: string): Promise<number> {
    const [row] = await api.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, email));
    if (!row) throw new Error(`no user ${email}`);
    return row.id;
  }

  beforeAll(async () => {
    api = await startTestApi(kind);
    const db = api.database.db;
    companyA = await createConsoleCompany(db, { name: 'Stadtbibliothek A' });
    companyB = await createConsoleCompany(db, { name: 'Klinik B' });
    for (const level of consoleLevels) {
      const email = `level-${level}@a.example.test`;
      await createConsoleUser(db, { email, level, companyId: companyA });
      if (level > 0) tokenOf.set(level, await consoleLogin(api.app, email));
    }
    userOfB = await createConsoleUser(db, {
      email: 'admin@b.example.test',
      level: 2,
      companyId: companyB,
    });
    superToken = await consoleLogin(api.app, 'console-super@demo.test');
    adminA = tokenOf.get(2) ?? '';
  });
  afterAll(async () => {
    await api.close();
  });

  describe('level × action on the real routes (rows generated from the table)', () => {
    /** A valid request of a route of each action this branch has routes for. */
    const probes: Partial<Record<ConsoleAction, () => [Method, string, unknown?]>> = {
      'self:read': () => ['GET', '/me'],
      'users:read': () => ['GET', '/users'],
      'users:write': () => [
        'POST',
        '/users',
        { email: unique('probe'), password: 'Kx7-plum-harbour', level: 1, company_id: companyA },
      ],
      'companies:read': () => ['GET', `/companies/${companyA}`],
      'companies:write': () => ['POST', '/companies', { name: `Probe ${++counter}` }],
    };
    const rows = consoleLevels
      .filter((level) => level > 0)
      .flatMap((level) =>
        (Object.keys(probes) as ConsoleAction[]).map((action) => ({
          level,
          action,
          expected: mayConsole(level, action) ? '2xx' : 403,
        })),
      );

    it.each(rows)('level $level, $action → $expected', async ({ level, action, expected }) => {
      const probe = probes[action];
      if (!probe) throw new Error(`no probe for ${action}`);
      const [method, url, payload] = probe();
      const answer = await call(method, url, tokenOf.get(level), payload);
      if (expected === '2xx') {
        expect(answer.status, answer.body).toBeGreaterThanOrEqual(200);
        expect(answer.status, answer.body).toBeLessThan(300);
      } else {
        expect(answer.status, answer.body).toBe(403);
        expect(answer.json()).toMatchObject({ code: 'console_forbidden' });
      }
    });
  });

  describe('login, /me and logout', () => {
    it('logs a console user in with the shape the shop apps require plus level and company', async () => {
      const response = await api.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'Console-Admin@demo.test', password: 'Demo!2026' },
      });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(loginResponseSchema.safeParse(body).success).toBe(true);
      expect(consoleUserSchema.safeParse(body).success).toBe(true);
      const [library] = await api.database.db
        .select({ id: companies.id })
        .from(companies)
        .where(eq(companies.name, 'Bibliotheken Rivierenland'));
      expect(body).toMatchObject({
        is_valid: true,
        is_sales: false,
        console_level: 2,
        userLevel: 2,
        company_id: library?.id,
        company_name: 'Bibliotheken Rivierenland',
        max_order_amount: 0,
      });
      expect(body.auth).toMatch(/\|\|/);
    });

    it('answers /me with the level, the company and the actions of the level', async () => {
      const answer = await call('GET', '/me', tokenOf.get(3));
      expect(answer.status).toBe(200);
      const me = consoleMeSchema.parse(answer.json());
      expect(me).toMatchObject({ console_level: 3, company_id: companyA });
      expect(me.actions).toContain('counts:read');
      expect(me.actions).not.toContain('selfcheck:read');
    });

    it('refuses a blocked user: 403 account_blocked with the right password, 401 with a wrong one', async () => {
      const blocked = await api.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'console-blocked@demo.test', password: 'Demo!2026' },
      });
      expect(blocked.statusCode).toBe(403);
      expect(blocked.json()).toMatchObject({ code: 'account_blocked' });
      const wrong = await api.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'console-blocked@demo.test', password: 'not-the-password' },
      });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toMatchObject({ code: 'login_failed' });
    });

    it('logs a console user out; the token is refused afterwards', async () => {
      const token = await consoleLogin(api.app, 'level-1@a.example.test');
      const out = await api.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { authorization: token },
      });
      expect(out.statusCode).toBe(200);
      expect((await call('GET', '/me', token)).status).toBe(401);
    });
  });

  describe('shop accounts and console users keep to their own routes', () => {
    it('refuses shop customers and staff on console routes with 403 console_only', async () => {
      for (const email of ['customer@demo.test', 'staff@demo.test', 'rep@demo.test']) {
        const token = await api.login(email);
        for (const [method, url] of [
          ['GET', '/me'],
          ['GET', '/users'],
          ['GET', '/companies'],
        ] as const) {
          const answer = await call(method, url, token);
          expect(answer.status, `${email} ${url}`).toBe(403);
          expect(answer.json()).toMatchObject({ code: 'console_only' });
        }
      }
      expect((await call('GET', '/me')).status).toBe(401);
    });

    it('refuses console users on shop office and session routes with 403 shop_account_only', async () => {
      for (const [method, url, payload] of [
        ['POST', '/api/admin/cart/check', { lines: [{ id: 'BF-002', quantity: 1 }] }],
        ['GET', '/api/admin/order', undefined],
        ['GET', '/api/admin/user/me', undefined],
        ['GET', '/api/admin/backoffice/accounts/pending', undefined],
      ] as const) {
        const response = await api.app.inject({
          method,
          url,
          headers: { authorization: superToken },
          ...(payload ? { payload } : {}),
        });
        expect(response.statusCode, url).toBe(403);
        expect(response.json(), url).toMatchObject({ code: 'shop_account_only' });
      }
    });
  });

  describe('cross-company isolation: another company is 404, as if it did not exist', () => {
    it('lists only the own company and its users', async () => {
      const listed = consoleUserListSchema.parse((await call('GET', '/users', adminA)).json());
      expect(listed.items.length).toBeGreaterThan(5);
      expect(listed.items.every((user) => user.company_id === companyA)).toBe(true);
      const own = consoleCompanyListSchema.parse((await call('GET', '/companies', adminA)).json());
      expect(own.items.map((company) => company.id)).toEqual([companyA]);
    });

    it("answers 404 for another company's user, company and list, and changes nothing", async () => {
      const before = await api.database.db.select().from(users).where(eq(users.id, userOfB));
      const attempts: [Method, string, unknown?][] = [
        ['GET', `/users/${userOfB}`],
        ['PATCH', `/users/${userOfB}`, { level: 0 }],
        ['PATCH', `/users/${userOfB}`, { firstName: 'Mallory' }],
        ['DELETE', `/users/${userOfB}`],
        ['GET', `/companies/${companyB}`],
        ['GET', `/users?company_id=${companyB}`],
        [
          'POST',
          '/users',
          {
            email: unique('foreign'),
            password: 'Kx7-plum-harbour',
            level: 1,
            company_id: companyB,
          },
        ],
      ];
      for (const [method, url, payload] of attempts) {
        const answer = await call(method, url, adminA, payload);
        expect(answer.status, `${method} ${url}: ${answer.body}`).toBe(404);
        expect(answer.json()).toMatchObject({ code: 'not_found' });
      }
      const after = await api.database.db.select().from(users).where(eq(users.id, userOfB));
      expect(after).toEqual(before);
    });

    it('lets a super administrator see and narrow to any company', async () => {
      const all = consoleCompanyListSchema.parse(
        (await call('GET', '/companies', superToken)).json(),
      );
      const names = all.items.map((company) => company.name);
      for (const company of consoleDemoCompanies) expect(names).toContain(company.name);
      expect(names).toEqual(expect.arrayContaining(['Stadtbibliothek A', 'Klinik B']));
      const ofB = consoleUserListSchema.parse(
        (await call('GET', `/users?company_id=${companyB}`, superToken)).json(),
      );
      expect(ofB.items.map((user) => user.id)).toEqual([userOfB]);
    });
  });

  describe('users: create, level, block, delete', () => {
    it("creates a user in the administrator's own company, password hashed, able to log in", async () => {
      const email = unique('new');
      const answer = await call('POST', '/users', adminA, {
        email: `  ${email.toUpperCase()} `,
        password: 'Kx7-plum-harbour',
        level: 3,
        firstName: 'Nieuw',
      });
      expect(answer.status, answer.body).toBe(201);
      const created = consoleUserSchema.parse(answer.json());
      expect(created).toMatchObject({ email, console_level: 3, company_id: companyA });
      const [row] = await api.database.db.select().from(users).where(eq(users.email, email));
      expect(row?.passwordHash).toMatch(/^scrypt\$/);
      expect(row?.passwordHash).not.toContain('Kx7-plum-harbour');
      const token = await consoleLogin(api.app, email, 'Kx7-plum-harbour');
      expect((await call('GET', '/me', token)).json()).toMatchObject({ console_level: 3 });
    });

    it('refuses an e-mail address any account already has (shop or console), in any case', async () => {
      for (const email of ['customer@demo.test', 'CONSOLE-LIVE@demo.test']) {
        const answer = await call('POST', '/users', superToken, {
          email,
          password: 'Kx7-plum-harbour',
          level: 1,
          company_id: companyA,
        });
        expect(answer.status, email).toBe(409);
        expect(answer.json()).toMatchObject({ code: 'email_taken' });
      }
    });

    it('keeps level 5 to super administrators', async () => {
      const grant = await call('POST', '/users', adminA, {
        email: unique('would-be-super'),
        password: 'Kx7-plum-harbour',
        level: 5,
      });
      expect(grant.status).toBe(403);
      expect(grant.json()).toMatchObject({ code: 'console_forbidden' });
      const promote = await call(
        'PATCH',
        `/users/${await idOf('level-1@a.example.test')}`,
        adminA,
        {
          level: 5,
        },
      );
      expect(promote.status).toBe(403);
      // A level-5 user of the administrator's own company is visible but not theirs to change.
      const demote = await call('PATCH', `/users/${await idOf('level-5@a.example.test')}`, adminA, {
        level: 1,
      });
      expect(demote.status).toBe(403);
      const remove = await call('DELETE', `/users/${await idOf('level-5@a.example.test')}`, adminA);
      expect(remove.status).toBe(403);
      // A super administrator may create another, with or without a company.
      const created = await call('POST', '/users', superToken, {
        email: unique('super'),
        password: 'Kx7-plum-harbour',
        level: 5,
      });
      expect(created.status, created.body).toBe(201);
      expect(created.json()).toMatchObject({ console_level: 5, company_id: null });
    });

    it('refuses changing one’s own level or deleting oneself (422)', async () => {
      const self = await idOf('level-2@a.example.test');
      const level = await call('PATCH', `/users/${self}`, adminA, { level: 1 });
      expect(level.status).toBe(422);
      expect(level.json()).toMatchObject({ code: 'console_own_account' });
      expect((await call('DELETE', `/users/${self}`, adminA)).status).toBe(422);
      // Their own name is theirs to change.
      const name = await call('PATCH', `/users/${self}`, adminA, { firstName: 'Anna' });
      expect(name.status).toBe(200);
    });

    it('applies a level change to the very next request of the same session (decision 193)', async () => {
      const email = unique('mover');
      const id = await createConsoleUser(api.database.db, { email, level: 2, companyId: companyA });
      const token = await consoleLogin(api.app, email);
      expect((await call('GET', '/users', token)).status).toBe(200);
      expect((await call('PATCH', `/users/${id}`, adminA, { level: 4 })).status).toBe(200);
      const demoted = await call('GET', '/users', token);
      expect(demoted.status).toBe(403);
      expect((await call('GET', '/me', token)).json()).toMatchObject({ console_level: 4 });
      expect((await call('PATCH', `/users/${id}`, adminA, { level: 2 })).status).toBe(200);
      expect((await call('GET', '/users', token)).status).toBe(200);
    });

    it('blocks with level 0: sessions end at once, login is refused, unblocking lets them in again', async () => {
      const email = unique('blockee');
      const id = await createConsoleUser(api.database.db, { email, level: 1, companyId: companyA });
      const first = await consoleLogin(api.app, email);
      const second = await consoleLogin(api.app, email);
      const block = await call('PATCH', `/users/${id}`, adminA, { level: 0 });
      expect(block.status, block.body).toBe(200);
      expect(block.json()).toMatchObject({ console_level: 0 });
      for (const token of [first, second]) {
        const answer = await call('GET', '/me', token);
        expect(answer.status).toBe(401);
      }
      const open = await api.database.db.select().from(sessions).where(eq(sessions.userId, id));
      expect(open.every((session) => session.revokedAt !== null)).toBe(true);
      const login = await api.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: 'Demo!2026' },
      });
      expect(login.statusCode).toBe(403);
      expect((await call('PATCH', `/users/${id}`, adminA, { level: 1 })).status).toBe(200);
      expect((await call('GET', '/me', await consoleLogin(api.app, email))).status).toBe(200);
    });

    it('ends the sessions of a user whose password an administrator sets', async () => {
      const email = unique('reset');
      const id = await createConsoleUser(api.database.db, { email, level: 1, companyId: companyA });
      const token = await consoleLogin(api.app, email);
      const answer = await call('PATCH', `/users/${id}`, adminA, { password: 'Kx7-plum-harbour' });
      expect(answer.status).toBe(200);
      expect((await call('GET', '/me', token)).status).toBe(401);
      await consoleLogin(api.app, email, 'Kx7-plum-harbour');
    });

    it('deletes a user: their token is refused, they are gone, the address is free again', async () => {
      const email = unique('leaver');
      const id = await createConsoleUser(api.database.db, { email, level: 1, companyId: companyA });
      const token = await consoleLogin(api.app, email);
      const removed = await call('DELETE', `/users/${id}`, adminA);
      expect(removed.status, removed.body).toBe(200);
      expect((await call('GET', '/me', token)).status).toBe(401);
      expect((await call('GET', `/users/${id}`, adminA)).status).toBe(404);
      const again = await call('POST', '/users', adminA, {
        email,
        password: 'Kx7-plum-harbour',
        level: 1,
      });
      expect(again.status).toBe(201);
    });
  });

  describe('companies (level 5)', () => {
    it('creates, renames and deletes an empty company; refuses to delete one with users', async () => {
      const created = await call('POST', '/companies', superToken, { name: '  Nordlicht GmbH ' });
      expect(created.status, created.body).toBe(201);
      const { id } = created.json<{ id: number }>();
      expect(created.json()).toMatchObject({ name: 'Nordlicht GmbH' });
      const renamed = await call('PUT', `/companies/${id}`, superToken, { name: 'Nordlicht AG' });
      expect(renamed.json()).toMatchObject({ id, name: 'Nordlicht AG' });
      expect((await call('PUT', `/companies/${companyA}`, adminA, { name: 'Mine' })).status).toBe(
        403,
      );
      const busy = await call('DELETE', `/companies/${companyB}`, superToken);
      expect(busy.status).toBe(409);
      expect(busy.json()).toMatchObject({ code: 'company_not_empty' });
      expect((await call('DELETE', `/companies/${id}`, superToken)).status).toBe(200);
      expect((await call('GET', `/companies/${id}`, superToken)).status).toBe(404);
    });
  });

  describe('bad input is a 4xx naming the problem, nothing stored', () => {
    it('refuses bad user and company bodies field by field', async () => {
      const before = await api.database.db.select({ id: users.id }).from(users);
      const cases: [Method, string, unknown, number, string | undefined][] = [
        [
          'POST',
          '/users',
          { email: 'x@y.co', password: 'Kx7-plum-harbour', level: 6 },
          400,
          'level',
        ],
        [
          'POST',
          '/users',
          { email: 'x@y.co', password: 'Kx7-plum-harbour', level: -1 },
          400,
          'level',
        ],
        [
          'POST',
          '/users',
          { email: 'x@y.co', password: 'Kx7-plum-harbour', level: 1.5 },
          400,
          'level',
        ],
        [
          'POST',
          '/users',
          { email: 'not-an-email', password: 'Kx7-plum-harbour', level: 1 },
          400,
          'email',
        ],
        ['POST', '/users', { email: 'x@y.co', password: 'short', level: 1 }, 400, 'password'],
        ['POST', '/users', { email: 'x@y.co', password: 'password123', level: 1 }, 400, 'password'],
        // Without an invitation a password is required (decision 214).
        ['POST', '/users', { email: 'x@y.co', level: 1, send_invite: false }, 400, 'password'],
        [
          'POST',
          '/users',
          { email: 'x@y.co', password: 'Kx7-plum-harbour', level: 1, role: 'staff' },
          400,
          undefined,
        ],
        [
          'POST',
          '/users',
          { email: 'x@y.co', password: 'Kx7-plum-harbour', level: 1, company_id: 'one' },
          400,
          'company_id',
        ],
        ['PATCH', `/users/${userOfB}`, { level: '2' }, 400, 'level'],
        ['POST', '/companies', { name: '   ' }, 400, 'name'],
        ['POST', '/companies', {}, 400, 'name'],
      ];
      for (const [method, url, payload, status, field] of cases) {
        const answer = await call(method, url, superToken, payload);
        expect(answer.status, `${method} ${url} ${JSON.stringify(payload)}: ${answer.body}`).toBe(
          status,
        );
        const body = apiErrorBodySchema.parse(answer.json());
        expect(body.code).toBe('invalid_request');
        if (field) expect(body.errors?.[field], `${JSON.stringify(payload)}`).toBeDefined();
      }
      // A super administrator must say which company a user below level 5 belongs to.
      const companyless = await call('POST', '/users', superToken, {
        email: unique('companyless'),
        password: 'Kx7-plum-harbour',
        level: 1,
      });
      expect(companyless.status).toBe(422);
      expect(companyless.json()).toMatchObject({ code: 'console_company_required' });
      for (const id of ['0', '-1', '1e3', 'abc']) {
        expect((await call('GET', `/users/${id}`, superToken)).status, id).toBe(400);
      }
      expect((await call('GET', '/users/999999', superToken)).status).toBe(404);
      const after = await api.database.db.select({ id: users.id }).from(users);
      expect(after.length).toBe(before.length);
    });
  });

  it('seeds a console user of every level and an administrator of each demo company', async () => {
    const levels = new Set(consoleDemoUsers.map((user) => user.level));
    expect([...levels].sort()).toEqual([0, 1, 2, 3, 4, 5]);
    for (const company of consoleDemoCompanies) {
      expect(
        consoleDemoUsers.some((user) => user.company === company.key && user.level === 2),
        company.name,
      ).toBe(true);
    }
    for (const user of consoleDemoUsers.filter((candidate) => candidate.level > 0)) {
      const me = await call('GET', '/me', await consoleLogin(api.app, user.email));
      expect(me.json(), user.email).toMatchObject({ console_level: user.level });
    }
  });
});
