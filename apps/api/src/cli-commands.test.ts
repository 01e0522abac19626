import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareDatabase } from './app.js';
import { runCli } from './cli-commands.js';
import { users } from './modules/identity/index.js';
import { orders } from './modules/ordering/index.js';
import { loadConfig } from './platform/config.js';
import { outbox } from './platform/mail/schema.js';
import { createServer } from './server.js';

// One PGlite on disk: the CLI and two server "restarts" share its data directory.
describe('issue 3 Runs: PGlite on disk, CLI approve, restart keeps every order', () => {
  let dataDir: string;
  let env: Record<string, string>;
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'careshop-cli-'));
    env = { DATA_DIR: dataDir, LOG_LEVEL: 'silent', NODE_ENV: 'test' };
  });
  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('seeds an empty data directory, approves with the CLI, and keeps orders across a restart', async () => {
    const config = loadConfig(env);
    const first = await prepareDatabase(config);
    expect(first.seeded).toBe(true);
    const app = await createServer({ config, database: first.database, logger: false });
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'customer@demo.test', password: 'Demo!2026' },
    });
    const placed = await app.inject({
      method: 'POST',
      url: '/api/admin/order',
      headers: { authorization: `Bearer ${login.json().auth}`, 'idempotency-key': randomUUID() },
      payload: {
        lines: [{ id: 'BF-002', quantity: 1 }],
        address_key: 'default',
        shipping_method: 'standard',
        payment_method: 'invoice',
        accepted_terms: true,
        accepted_sales_terms: true,
      },
    });
    expect(placed.statusCode).toBe(201);
    await app.close();
    await first.database.close();

    expect(await runCli(['approve', 'pending@demo.test'], env)).toBe(0);
    expect(await runCli(['approve', 'nobody@demo.test'], env)).toBe(1);
    expect(await runCli(['frobnicate'], env)).toBe(2);

    const second = await prepareDatabase(config);
    expect(second.seeded).toBe(false);
    const [user] = await second.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'pending@demo.test'));
    expect(user?.licenseStatus).toBe('APPROVED');
    const [mail] = await second.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.kind, 'account_approved'));
    expect(mail?.to).toBe('pending@demo.test');
    const kept = await second.database.db
      .select()
      .from(orders)
      .where(eq(orders.id, placed.json().id));
    expect(kept).toHaveLength(1);
    await second.database.close();
  }, 240_000); // several on-disk PGlite opens: slow on a loaded machine
});
