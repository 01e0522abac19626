import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';
import { startTestApi, type TestApi, testDatabaseKinds } from './testing/harness.js';

describe('issue 3 Runs: config is validated at start with a message naming the bad variable', () => {
  it('names PORT when it is not a number', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  });

  it('names DATABASE_URL when it is not a postgres URL', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
  });

  it('defaults to port 8080, ./.data and no dev mailbox in production', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.dataDir).toBe('./.data');
    expect(loadConfig({ NODE_ENV: 'production' }).devMailbox).toBe(false);
  });
});

describe.each(testDatabaseKinds())('issue 3 Runs on %s: health, logs, headers, docs', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(kind);
  });
  afterAll(async () => {
    await api.close();
  });

  it('answers /healthz and /readyz with the database kind', async () => {
    const health = await api.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.json()).toEqual({ status: 'ok' });
    const ready = await api.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', database: kind });
  });

  it('sets security headers and a request id on every answer, errors included', async () => {
    for (const url of ['/healthz', '/api/admin/nothing-here']) {
      const response = await api.app.inject({ method: 'GET', url });
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(response.headers['strict-transport-security']).toContain('max-age');
      expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('keeps a request id the caller sent', async () => {
    const response = await api.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'trace-123' },
    });
    expect(response.headers['x-request-id']).toBe('trace-123');
  });

  it('answers an unknown route or wrong method with a JSON 404', async () => {
    const response = await api.app.inject({ method: 'DELETE', url: '/api/admin/product' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, code: 'route_not_found' });
  });

  it('serves the OpenAPI document generated from the zod schemas at /api/docs', async () => {
    const json = await api.app.inject({ method: 'GET', url: '/api/docs/json' });
    const document = json.json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/auth/login', '/api/admin/order', '/api/admin/product']),
    );
    const page = await api.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
  });
});
