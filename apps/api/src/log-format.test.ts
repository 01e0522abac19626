import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareDatabase } from './app.js';
import { ConfigError, loadConfig } from './platform/config.js';
import { openDatabase } from './platform/db/database.js';

const apiDir = fileURLToPath(new URL('..', import.meta.url));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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

/**
 * Runs `src/main.ts` as `pnpm start` runs `dist/main.js` (`node --env-file=demo.env` when `demo`),
 * until its banner, then `during(port)`; stops it with SIGTERM and answers everything it printed.
 */
async function runServer(
  options: { demo: boolean; env: Record<string, string> },
  during: (port: number) => Promise<void>,
): Promise<{ output: string; listeningAt: Date }> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [...(options.demo ? ['--env-file=demo.env'] : []), '--import', 'tsx', 'src/main.ts'],
    {
      cwd: apiDir,
      env: { PATH: process.env.PATH ?? '', PORT: String(port), ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    const started = Date.now();
    while (!output.includes('Careshop API listening on')) {
      if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
      if (Date.now() - started > 120_000) throw new Error(`server did not start:\n${output}`);
      await sleep(100);
    }
    const listeningAt = new Date();
    await during(port);
    child.kill('SIGTERM');
    await exited;
    return { output, listeningAt };
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
  }
}

/** The lines a server printed that are not its start banner (the logger's lines). */
function logLines(output: string): string[] {
  const lines = output.split('\n').filter((line) => line.trim() !== '');
  return lines.filter((line) => !/^(Careshop API listening on| {2})/.test(line));
}

function isJsonObject(line: string): boolean {
  try {
    const value: unknown = JSON.parse(line);
    return typeof value === 'object' && value !== null;
  } catch {
    return false;
  }
}

async function runNightly(port: number): Promise<void> {
  const answer = await fetch(`http://127.0.0.1:${port}/api/dev/jobs/nightly`, { method: 'POST' });
  expect(answer.status).toBe(200);
}

describe('decision 270: what `pnpm start` prints (issue 27)', () => {
  let dataDir: string;
  // Seeded once here, so each start below only opens the database: the demo devices exist.
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'careshop-log-format-'));
    const { database, seeded } = await prepareDatabase(
      loadConfig({ DATA_DIR: dataDir, DEMO_HISTORY_DAYS: '0', LOG_LEVEL: 'silent' }),
    );
    await database.close();
    expect(seeded).toBe(true);
  }, 180_000);
  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });
  // The simulator pushes every 5 s: two ticks at least.
  const twoPushes = 11_000;
  const base = () => ({ DATA_DIR: dataDir, DEMO_HISTORY_DAYS: '0' });

  it('the demo prints readable lines, not JSON, and no device push at info', async () => {
    const info = await runServer({ demo: true, env: base() }, async (port) => {
      await sleep(twoPushes);
      await runNightly(port);
      await sleep(300);
    });
    const lines = logLines(info.output);
    expect(lines.filter(isJsonObject), info.output).toEqual([]);
    expect(lines).toContainEqual(
      expect.stringMatching(/^\[\d\d:\d\d:\d\d\] INFO: Server listening at http:\/\/127\.0\.0\.1:/),
    );
    expect(lines).toContainEqual(
      expect.stringMatching(
        /^\[\d\d:\d\d:\d\d\] INFO: request completed POST \/api\/dev\/jobs\/nightly 200 \d+ ms$/,
      ),
    );
    // The simulator did push while the server ran at info, and printed nothing of it.
    expect(info.output).toContain('Simulator:     demo devices push counts every 5 s');
    expect(info.output).not.toContain('/api/ingest');
    const database = await openDatabase({ dataDir });
    try {
      const seen = (await database.db.execute(
        sql`select count(*)::int as n from devices
          where last_seen_at >= ${info.listeningAt.toISOString()}::timestamptz`,
      )) as unknown as { rows: { n: number }[] };
      expect(seen.rows[0]?.n).toBeGreaterThan(0);
    } finally {
      await database.close();
    }
  }, 90_000);

  it("LOG_LEVEL=debug shows the demo devices' pushes, still as readable lines", async () => {
    const debug = await runServer(
      { demo: true, env: { ...base(), LOG_LEVEL: 'debug' } },
      async () => {
        await sleep(twoPushes);
      },
    );
    const debugLines = logLines(debug.output);
    expect(debugLines.filter(isJsonObject)).toEqual([]);
    expect(debugLines).toContainEqual(
      expect.stringMatching(
        /^\[\d\d:\d\d:\d\d\] DEBUG: request completed POST \/api\/ingest\/\w+ 200 \d+ ms$/,
      ),
    );
  }, 90_000);

  it('without the demo settings it logs JSON lines, and no device push at info there either', async () => {
    const json = await runServer(
      { demo: false, env: { ...base(), SIMULATOR: '1', DEV_MAILBOX: '1', HOST: '127.0.0.1' } },
      async (port) => {
        await sleep(twoPushes);
        await runNightly(port);
        await sleep(300);
      },
    );
    const lines = logLines(json.output);
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(isJsonObject(line), line).toBe(true);
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(entries).toContainEqual(
      expect.objectContaining({ level: 30, msg: 'request completed', res: { statusCode: 200 } }),
    );
    expect(entries).toContainEqual(
      expect.objectContaining({
        level: 30,
        msg: 'incoming request',
        req: expect.objectContaining({ url: '/api/dev/jobs/nightly' }),
      }),
    );
    expect(json.output).not.toContain('/api/ingest');
  }, 90_000);

  it('LOG_FORMAT is json or pretty, and production refuses pretty', () => {
    expect(loadConfig({}).logFormat).toBe('json');
    expect(loadConfig({ LOG_FORMAT: 'pretty' }).logFormat).toBe('pretty');
    expect(() => loadConfig({ LOG_FORMAT: 'yaml' })).toThrow(/LOG_FORMAT/);
    const production = {
      NODE_ENV: 'production',
      ANONYMOUS_TOKEN_KEY: 'a-production-anonymous-key',
      PAYMENT_WEBHOOK_SECRET: 'a-production-webhook-secret',
    };
    expect(loadConfig(production).logFormat).toBe('json');
    expect(() => loadConfig({ ...production, LOG_FORMAT: 'pretty' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...production, LOG_FORMAT: 'pretty' })).toThrow(
      /LOG_FORMAT: pretty is for a terminal/,
    );
  });
});
