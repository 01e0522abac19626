import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { count } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/database.js';
import { sessions } from './db/schema.js';
import { demoPassword } from './db/seed.js';
import { testDatabaseKinds } from './testing/harness.js';

const apiDir = fileURLToPath(new URL('..', import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createNetServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts `src/main.ts` exactly as `node dist/main.js` runs it, and waits for its banner. */
async function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiDir,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  const started = Date.now();
  while (!output.includes('listening on')) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    if (Date.now() - started > 90_000) throw new Error(`server did not start:\n${output}`);
    await sleep(100);
  }
  return { child, exited, output: () => output };
}

/** A POST whose body arrives in two parts, so the request is in flight for as long as we like. */
function slowPost(port: number, path: string, body: string) {
  const half = Math.floor(body.length / 2);
  let finish: () => void = () => undefined;
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => {
          text += chunk.toString();
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', reject);
    req.write(body.slice(0, half));
    finish = () => req.end(body.slice(half));
  });
  return { answer, finish: () => finish() };
}

describe.each(testDatabaseKinds())('issue 3 Runs on %s: graceful shutdown', (kind) => {
  let dataDir: string;
  let databaseUrl: string | undefined;
  let dropDatabase: () => Promise<void> = async () => {};
  let child: ChildProcess | undefined;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'careshop-shutdown-'));
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (kind === 'postgres' && adminUrl) {
      const name = `careshop_shutdown_${randomBytes(4).toString('hex')}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      databaseUrl = url.toString();
      dropDatabase = async () => {
        const client = new pg.Client({ connectionString: adminUrl });
        await client.connect();
        await client.query(`drop database if exists ${name} with (force)`);
        await client.end();
      };
    }
  });
  afterAll(async () => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    await dropDatabase();
  });

  it('SIGTERM lets an in-flight request finish, refuses new work, closes the database and exits 0', async () => {
    const port = await freePort();
    const server = await startServer({
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      DATA_DIR: dataDir,
      SHOP_DIR: join(dataDir, 'no-shop'),
      ZOOM_DIR: join(dataDir, 'no-zoom'),
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    });
    child = server.child;

    const login = slowPost(
      port,
      '/api/auth/login',
      JSON.stringify({ email: 'customer@demo.test', password: demoPassword }),
    );
    await sleep(300); // the headers and half the body have reached the server
    server.child.kill('SIGTERM');
    await sleep(500);
    expect(server.child.exitCode).toBeNull(); // still waiting for our request

    const late = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (response) => response.status,
      () => 'refused',
    );
    expect([503, 'refused']).toContain(late);

    login.finish();
    const answer = await login.answer;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toHaveProperty('auth');

    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('shutting down');
    expect(server.output()).toContain('database closed, exiting');

    // The answered login is durable: the database was closed cleanly, not killed mid-write.
    const reopened = await openDatabase({ databaseUrl, dataDir });
    try {
      const [row] = await reopened.db.select({ n: count() }).from(sessions);
      expect(row?.n).toBe(1);
    } finally {
      await reopened.close();
    }
  }, 180_000); // start-up runs initdb and seeds on disk: slow on a loaded machine
});
