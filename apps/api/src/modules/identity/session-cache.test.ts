import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi, testDatabaseKinds } from '../../testing/harness.js';
import { sessions } from './schema.js';
import { sessionCacheMs } from './sessions.js';
import { hashToken } from './tokens.js';

// Decision 224: a resolved session is reused for at most sessionCacheMs; a change made through
// this process is honoured on the very next call, one written by another process within the bound.
describe.each(testDatabaseKinds())('session cache on %s', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(kind);
  });
  afterAll(async () => {
    await api.close();
  });

  const me = (authorization: string) =>
    api.app.inject({ method: 'GET', url: '/api/admin/user/me', headers: { authorization } });

  it('honours a logout on the next call, although the session was just served from the cache', async () => {
    const auth = await api.login('customer@demo.test');
    expect((await me(auth)).statusCode).toBe(200);
    expect((await me(auth)).statusCode).toBe(200);
    const out = await api.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: auth },
    });
    expect(out.statusCode).toBeLessThan(300);
    expect((await me(auth)).statusCode).toBe(401);
  });

  it('honours a password change for the other sessions at once', async () => {
    const keep = await api.login('saint-luc@demo.test');
    const other = await api.login('saint-luc@demo.test');
    expect((await me(other)).statusCode).toBe(200);
    const changed = await api.app.inject({
      method: 'PUT',
      url: '/api/admin/user/me',
      headers: { authorization: keep },
      payload: {
        current_password: 'Demo!2026',
        password: 'Another-kx7-plum',
        repeat: 'Another-kx7-plum',
      },
    });
    expect(changed.statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    expect((await me(keep)).statusCode).toBe(200);
  });

  it('honours a revocation written by another process within the documented bound', async () => {
    const auth = await api.login('staff@demo.test');
    expect((await me(auth)).statusCode).toBe(200);
    // Another API process revokes the session: this process is not told.
    const token = auth.slice('Bearer '.length);
    await api.database.db
      .update(sessions)
      .set({ revokedAt: api.clock.now() })
      .where(eq(sessions.tokenHash, hashToken(token)));
    const started = performance.now();
    let status = (await me(auth)).statusCode;
    while (status === 200) {
      expect(performance.now() - started).toBeLessThanOrEqual(sessionCacheMs);
      await sleep(50);
      status = (await me(auth)).statusCode;
    }
    expect(status).toBe(401);
    expect(sessionCacheMs).toBeLessThanOrEqual(1000);
  });
});
