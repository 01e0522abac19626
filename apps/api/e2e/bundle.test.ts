import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPassword } from '../src/seed.js';

const root = fileURLToPath(new URL('../../..', import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * Runs `scripts/bundle.mjs` as an operator does, without blocking this process (so the hook's
 * timeout can fire): about 20 s on a quiet machine, minutes while the browser suites run beside it.
 */
function buildBundle(target: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('node', [join(root, 'scripts/bundle.mjs'), target], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let printed = '';
    const keep = (chunk: Buffer) => {
      printed = (printed + chunk.toString()).slice(-20_000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`bundle.mjs exited ${code}:\n${printed}`)),
    );
  });
}

describe('issue 30: the production bundle runs from a folder outside the workspace', () => {
  const work = mkdtempSync(join(tmpdir(), 'careshop-bundle-'));
  const bundle = join(work, 'careshop');
  let server: ChildProcess;
  let base: string;
  let exit: Promise<number | null>;
  let output = '';

  beforeAll(async () => {
    await buildBundle(bundle);
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    server = spawn('node', ['dist/main.js'], {
      cwd: bundle,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: join(work, 'data'),
        JOBS: '0',
        ANONYMOUS_TOKEN_KEY: 'a-bundle-test-anonymous-key-0123456789',
        PAYMENT_WEBHOOK_SECRET: 'a-bundle-test-webhook-secret-0123456789',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    server.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    exit = new Promise((resolve) => server.on('exit', (code) => resolve(code)));
    for (let attempt = 0; attempt < 600; attempt += 1) {
      const ready = await fetch(`${base}/readyz`).catch(() => undefined);
      if (ready?.ok) return;
      if (server.exitCode !== null) throw new Error(`the bundle exited: ${output}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`the bundle did not get ready: ${output}`);
  }, 420_000);

  afterAll(() => {
    if (server && server.exitCode === null) server.kill('SIGKILL');
    rmSync(work, { recursive: true, force: true });
  });

  it('holds no link back into the workspace', () => {
    const links = execFileSync('find', [bundle, '-type', 'l', '-lname', `${root}*`], {
      encoding: 'utf8',
    });
    expect(links.trim()).toBe('');
  });

  it('serves the shop, Zoom! Delivered and the console from its own public/ folder', async () => {
    for (const path of ['/', '/zoom/', '/console/']) {
      const page = await fetch(`${base}${path}`, { headers: { accept: 'text/html' } });
      expect(page.status, path).toBe(200);
      expect(await page.text(), path).toMatch(/<script type="module"[^>]+src="[^"]+\.js"/);
    }
  });

  it('migrated and seeded its new database, and answers API calls', async () => {
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'customer@demo.test', password: demoPassword }),
    });
    expect(login.status).toBe(200);
    const { auth } = (await login.json()) as { auth: string };
    const orders = await fetch(`${base}/api/admin/order`, {
      headers: { authorization: `Bearer ${auth}` },
    });
    expect(orders.status).toBe(200);
  });

  it('stops cleanly on SIGTERM', async () => {
    server.kill('SIGTERM');
    expect(await exit).toBe(0);
  });
});
