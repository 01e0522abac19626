import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startTestApi, type TestApi, testDatabaseKinds } from '../../testing/harness.js';
import { openDatabase } from '../db/database.js';

const journal = JSON.parse(
  readFileSync(
    fileURLToPath(new URL('../../../drizzle/meta/_journal.json', import.meta.url)),
    'utf8',
  ),
) as { entries: unknown[] };
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describe.each(testDatabaseKinds())('issue 30 Health on %s: /healthz and /readyz', (kind) => {
  let api: TestApi | undefined;
  afterEach(async () => {
    await api?.close();
    api = undefined;
  });

  it('is ready with the database reachable, every migration applied and Redis answering', async () => {
    api = await startTestApi(kind, { env: { REDIS_URL: redisUrl } });
    const ready = await api.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', database: kind });
    expect(await api.database.pendingMigrations()).toBe(0);
  });

  it('turns not-ready as soon as a drain starts, while it still serves everything else', async () => {
    api = await startTestApi(kind);
    api.app.startDrain();
    const ready = await api.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'draining', database: kind });
    const alive = await api.app.inject({ method: 'GET', url: '/healthz' });
    expect(alive.statusCode).toBe(200);
    // A drain is not a shutdown yet: the load balancer may still send, and it is answered.
    expect(await api.login('customer@demo.test')).toMatch(/^Bearer /);
  });

  it('is not ready while Redis is configured but does not answer, and names it', async () => {
    api = await startTestApi(kind, { env: { REDIS_URL: 'redis://127.0.0.1:1' } });
    const ready = await api.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'unavailable', database: kind, failing: ['redis'] });
    // Alive all the same: a restart would not bring Redis back.
    expect((await api.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });

  it('is not ready while a committed migration is not applied', async () => {
    api = await startTestApi(kind);
    await api.database.db.execute(
      sql.raw(
        'delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)',
      ),
    );
    expect(await api.database.pendingMigrations()).toBe(1);
    const ready = await api.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({
      status: 'unavailable',
      database: kind,
      failing: ['migrations'],
    });
  });

  it('is not ready while the database does not answer', async () => {
    api = await startTestApi(kind);
    vi.spyOn(api.database, 'ping').mockRejectedValue(new Error('connection refused'));
    const ready = await api.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'unavailable', database: kind, failing: ['database'] });
  });
});

describe('issue 30 Health: pending migrations of a database never migrated', () => {
  it('counts every committed migration', async () => {
    const database = await openDatabase({ dataDir: 'memory://' });
    try {
      expect(await database.pendingMigrations()).toBe(journal.entries.length);
      await database.migrate();
      expect(await database.pendingMigrations()).toBe(0);
    } finally {
      await database.close();
    }
  });
});
