import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  consoleLogin,
  createConsoleCompany,
  createConsoleUser,
} from '../../testing/console-fixtures.js';
import { startTestApi, type TestApi, testDatabaseKinds } from '../../testing/harness.js';
import { installAccessCheck } from './access.js';
import {
  type ConsoleAction,
  type ConsoleLevel,
  consoleActions,
  consoleLevels,
  consolePermissions,
  mayConsole,
} from './console-permissions.js';
import type { IdentityContext } from './deps.js';
import { createSession } from './sessions.js';

// Decision 190: the rows below are generated from the one table, so a change to the table changes
// what is tested, never the other way round.

const rows = consoleLevels.flatMap((level) =>
  consoleActions.map((action) => ({ level, action, allowed: mayConsole(level, action) })),
);

describe('decision 190: the console permission table', () => {
  it.each(rows)('level $level, $action: $allowed', ({ level, action, allowed }) => {
    expect(consolePermissions[level].includes(action)).toBe(allowed);
  });

  it('lists only known actions, each once per level', () => {
    for (const level of consoleLevels) {
      const actions = consolePermissions[level];
      expect(new Set(actions).size).toBe(actions.length);
      for (const action of actions) expect(consoleActions).toContain(action);
    }
  });

  it('reads the levels of SPEC 3 / ARCHITECTURE', () => {
    expect(consolePermissions[0]).toEqual([]);
    expect([...consolePermissions[5]].sort()).toEqual([...consoleActions].sort());
    // 4 Live counts: live occupancy only (and their own account).
    expect([...consolePermissions[4]].sort()).toEqual(['live:read', 'self:read']);
    // 3 Counts only: never self-check data, never a write.
    expect(mayConsole(3, 'selfcheck:read')).toBe(false);
    expect(mayConsole(3, 'counts:read')).toBe(true);
    // Only an administrator or above manages; only level 5 writes companies.
    const writers = (action: ConsoleAction) => consoleLevels.filter((l) => mayConsole(l, action));
    for (const action of consoleActions.filter((a) => a.endsWith(':write'))) {
      expect(writers(action), action).toEqual(action === 'companies:write' ? [5] : [2, 5]);
    }
  });

  it('nests the levels: 4 ⊂ 3 ⊂ 1 ⊂ 2 ⊂ 5', () => {
    const chain: ConsoleLevel[] = [0, 4, 3, 1, 2, 5];
    for (let index = 1; index < chain.length; index++) {
      const lower = consolePermissions[chain[index - 1] as ConsoleLevel];
      const higher = consolePermissions[chain[index] as ConsoleLevel];
      for (const action of lower) expect(higher, `${action}`).toContain(action);
      expect(higher.length).toBeGreaterThan(lower.length);
    }
  });
});

describe('decision 190: a console route must say what it does', () => {
  const ctx = {} as IdentityContext;

  it('refuses to start with a console route without consoleAction, or an action elsewhere', async () => {
    const app = Fastify();
    app.addHook('onRoute', (route) =>
      installAccessCheck(ctx, { office: async () => {}, device: async () => {} }, route, []),
    );
    expect(() =>
      app.get('/api/admin/console/forgotten', { config: { access: 'console' } }, async () => ({})),
    ).toThrow(/declares no config.consoleAction/);
    expect(() =>
      app.get(
        '/api/admin/odd',
        { config: { access: 'session', consoleAction: 'users:read' } },
        async () => ({}),
      ),
    ).toThrow(/not 'console'/);
    await app.close();
  });
});

describe.each(testDatabaseKinds())(
  'decision 190: every level × action through the real check on %s',
  (kind) => {
    let api: TestApi;
    const auth = new Map<ConsoleLevel, string>();

    beforeAll(async () => {
      // One probe route per action, behind the same onRequest check as every console route.
      api = await startTestApi(kind, {
        extraRoutes: (app) => {
          for (const action of consoleActions) {
            app.get(
              `/api/admin/console/probe/${action.replace(':', '-')}`,
              { config: { access: 'console', consoleAction: action } },
              async () => ({ ok: true }),
            );
          }
        },
      });
      const db = api.database.db;
      const companyId = await createConsoleCompany(db, { name: 'Probe company' });
      for (const level of consoleLevels) {
        const userId = await createConsoleUser(db, {
          email: `probe-level-${level}@example.test`,
          level,
          companyId,
        });
        // Level 0 cannot log in; its session (left from before a block) is made directly.
        const token =
          level === 0
            ? `Bearer ${await createSession(db, userId, api.clock.now(), 1)}`
            : await consoleLogin(api.app, `probe-level-${level}@example.test`);
        auth.set(level, token);
      }
    });
    afterAll(async () => {
      await api.close();
    });

    it('answers 2xx where the table allows, 403 console_forbidden where not, 401 for level 0', async () => {
      const mismatches: string[] = [];
      for (const { level, action, allowed } of rows) {
        const response = await api.app.inject({
          url: `/api/admin/console/probe/${action.replace(':', '-')}`,
          headers: { authorization: auth.get(level) ?? '' },
        });
        const expected = level === 0 ? 401 : allowed ? 200 : 403;
        const code =
          response.statusCode === 200 ? undefined : response.json<{ code: string }>().code;
        const expectedCode =
          level === 0 ? 'account_blocked' : allowed ? undefined : 'console_forbidden';
        if (response.statusCode !== expected || code !== expectedCode) {
          mismatches.push(`level ${level} ${action}: ${response.statusCode} ${response.body}`);
        }
      }
      expect(mismatches).toEqual([]);
    });

    it('refuses anonymous callers (401) and shop accounts (403 console_only)', async () => {
      const customer = await api.login('customer@demo.test');
      const staff = await api.login('staff@demo.test');
      for (const action of consoleActions) {
        const url = `/api/admin/console/probe/${action.replace(':', '-')}`;
        expect((await api.app.inject({ url })).statusCode).toBe(401);
        for (const authorization of [customer, staff]) {
          const response = await api.app.inject({ url, headers: { authorization } });
          expect(response.statusCode).toBe(403);
          expect(response.json()).toMatchObject({ code: 'console_only' });
        }
      }
    });
  },
);
