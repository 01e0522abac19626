import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { installAccessCheck, type ProvidedAccessChecks, type RouteAccessEntry } from './access.js';
import type { IdentityContext } from './deps.js';

// The hook only closes over the context; these routes never run a check that reads it.
const ctx = {} as IdentityContext;
const provided: ProvidedAccessChecks = { office: async () => {}, device: async () => {} };

function server(table: RouteAccessEntry[] = []) {
  const app = Fastify();
  app.addHook('onRoute', (route) => installAccessCheck(ctx, provided, route, table));
  return app;
}

describe('decision 145: every /api route declares who may call it', () => {
  it('refuses to start with an /api route that declares no access', async () => {
    const app = server();
    expect(() => app.get('/api/admin/forgotten', async () => ({ ok: true }))).toThrow(
      /GET \/api\/admin\/forgotten declares no config.access/,
    );
    await app.close();
  });

  it('records each route with its access, and leaves non-API paths public', async () => {
    const table: RouteAccessEntry[] = [];
    const app = server(table);
    app.get('/api/admin/open', { config: { access: 'public' } }, async () => ({ ok: true }));
    app.get('/healthz', async () => ({ ok: true }));
    await app.ready();
    expect(table).toEqual(
      expect.arrayContaining([
        { method: 'GET', url: '/api/admin/open', access: 'public' },
        { method: 'GET', url: '/healthz', access: 'public' },
      ]),
    );
    expect((await app.inject({ url: '/api/admin/open' })).statusCode).toBe(200);
    await app.close();
  });
});
