import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, DefaultSecretError, loadConfig } from './platform/config.js';
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
    expect(
      loadConfig({ ...productionSecrets, NODE_ENV: 'production', DEV_MAILBOX: '1' }).devMailbox,
    ).toBe(false);
  });
});

const productionSecrets = {
  ANONYMOUS_TOKEN_KEY: 'a-production-anonymous-key-0123456789',
  PAYMENT_WEBHOOK_SECRET: 'a-production-webhook-secret-0123456789',
};

describe('issue 10 item 2: production refuses to start with a secret left at its repository default', () => {
  it('names every secret still at its default', () => {
    let error: unknown;
    try {
      loadConfig({ NODE_ENV: 'production' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(DefaultSecretError);
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toMatch(/ANONYMOUS_TOKEN_KEY, PAYMENT_WEBHOOK_SECRET/);
    expect((error as Error).message).toMatch(/production/);
  });

  it('names the one left when the other is set, also when the default is typed in explicitly', () => {
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        ANONYMOUS_TOKEN_KEY: productionSecrets.ANONYMOUS_TOKEN_KEY,
      }),
    ).toThrow(/PAYMENT_WEBHOOK_SECRET still has its repository default/);
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        ANONYMOUS_TOKEN_KEY: 'careshop-anonymous-demo-key-change-me',
        PAYMENT_WEBHOOK_SECRET: productionSecrets.PAYMENT_WEBHOOK_SECRET,
      }),
    ).toThrow(/ANONYMOUS_TOKEN_KEY still has its repository default/);
  });

  it('starts in production with secrets of its own; the defaults stay fine outside production', () => {
    expect(loadConfig({ NODE_ENV: 'production', ...productionSecrets }).nodeEnv).toBe('production');
    expect(loadConfig({ NODE_ENV: 'development' }).anonymousTokenKey).toBe(
      'careshop-anonymous-demo-key-change-me',
    );
  });

  it('the server process exits 1 with the message naming the settings', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: fileURLToPath(new URL('..', import.meta.url)),
      env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', PORT: '0' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('ANONYMOUS_TOKEN_KEY, PAYMENT_WEBHOOK_SECRET');
    expect(result.stdout).not.toContain('listening on');
  });
});

describe('issue 10 item 9: the dev mailbox is opt-in and stays on this machine', () => {
  it('is off unless DEV_MAILBOX is set', () => {
    expect(loadConfig({ HOST: '127.0.0.1' }).devMailbox).toBe(false);
    expect(loadConfig({ HOST: '127.0.0.1', DEV_MAILBOX: '1' }).devMailbox).toBe(true);
    expect(loadConfig({ HOST: 'localhost', DEV_MAILBOX: 'true' }).devMailbox).toBe(true);
    expect(loadConfig({ HOST: '::1', DEV_MAILBOX: '1' }).devMailbox).toBe(true);
  });

  it('is not served on a non-loopback HOST unless DEV_MAILBOX_ALLOW_REMOTE is set', () => {
    for (const host of ['0.0.0.0', '::', '192.168.1.20', 'shop.example.com']) {
      expect(loadConfig({ HOST: host, DEV_MAILBOX: '1' }).devMailbox, host).toBe(false);
      expect(loadConfig({ HOST: host, DEV_MAILBOX: '1' }).devMailboxRefusal, host).toContain(
        'DEV_MAILBOX_ALLOW_REMOTE',
      );
      expect(
        loadConfig({ HOST: host, DEV_MAILBOX: '1', DEV_MAILBOX_ALLOW_REMOTE: '1' }).devMailbox,
        host,
      ).toBe(true);
    }
  });

  it('is never served in production', () => {
    expect(
      loadConfig({
        ...productionSecrets,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        DEV_MAILBOX: '1',
        DEV_MAILBOX_ALLOW_REMOTE: '1',
      }).devMailbox,
    ).toBe(false);
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
