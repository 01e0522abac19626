import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../platform/db/database.js';
import { demoPassword, seedDemo } from '../../seed.js';
import { zoomBody } from '../../testing/fixtures.js';
import { createPostgresDatabase, testDatabaseKinds } from '../../testing/harness.js';
import { products } from '../catalogue/index.js';
import { organisations } from '../identity/index.js';
import { orderLines, orders, zoomOrders } from './schema.js';

const apiDir = fileURLToPath(new URL('../../..', import.meta.url));
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

/** Starts `src/main.ts` as a real process, as `node dist/main.js` runs it, and waits for its banner. */
async function startApi(env: Record<string, string>) {
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
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const started = Date.now();
  while (!output.includes('listening on')) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`server exited early:\n${output}`);
    }
    if (Date.now() - started > 90_000) throw new Error(`server did not start:\n${output}`);
    await sleep(100);
  }
  return { child, exited, output: () => output };
}

/** A real SMTP server; `acceptDelayMs` holds each message before accepting it (a slow relay). */
async function startSmtp(acceptDelayMs: number) {
  const accepted: { to: string[]; raw: string }[] = [];
  // A message counts as accepted only if its sender was still connected to hear "250 OK".
  const gone = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onClose(session) {
      gone.add(session.id);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        setTimeout(() => {
          if (gone.has(session.id)) {
            callback(new Error('sender gone'));
            return;
          }
          accepted.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        }, acceptDelayMs);
      });
    },
  });
  // A sender killed mid-conversation resets its connection: expected here, not a failure.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    accepted,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The order references (8 digits, as the confirmation writes them) in accepted messages. */
function confirmedOrders(messages: readonly { raw: string }[]): Set<number> {
  const found = new Set<number>();
  for (const message of messages) {
    const text = message.raw.replace(/=\r?\n/g, '');
    for (const match of text.matchAll(/\b(\d{8})\b/g)) found.add(Number(match[1]));
  }
  return found;
}

/** `recipient reference` for every Zoom! Delivered reference (ZD-000012) in accepted messages. */
function zoomMails(messages: readonly { to: string[]; raw: string }[]): Set<string> {
  const found = new Set<string>();
  for (const message of messages) {
    const text = message.raw.replace(/=\r?\n/g, '');
    for (const match of text.matchAll(/\bZD-\d{6}\b/g)) {
      for (const to of message.to) found.add(`${to} ${match[0]}`);
    }
  }
  return found;
}

interface AcknowledgedZoom {
  id: number;
  reference: string;
  products: { id: string; quantity: number }[];
  patientEmail: string;
}

interface Acknowledged {
  id: number;
  lines: { id: string; quantity: number }[];
}

describe.each(testDatabaseKinds())(
  'issue 10 item 13: kill -9 during order placement on %s',
  (kind) => {
    let dataDir: string;
    let databaseUrl: string | undefined;
    let dropDatabase: () => Promise<void> = async () => {};
    let child: ChildProcess | undefined;
    const smtpServers: { close(): Promise<void> }[] = [];
    let orderable: string[] = [];

    beforeAll(async () => {
      dataDir = mkdtempSync(join(tmpdir(), 'careshop-crash-'));
      const adminUrl = process.env.TEST_DATABASE_URL;
      if (kind === 'postgres' && adminUrl) {
        const created = await createPostgresDatabase(adminUrl);
        databaseUrl = created.url;
        dropDatabase = created.drop;
      }
      // Seeded here, with room for many orders, so the API only opens it.
      const database = await openDatabase({ databaseUrl, dataDir });
      try {
        await database.migrate();
        await seedDemo(database.db, new Date());
        await database.db.update(organisations).set({ maxOrderCountYear: 100_000 });
        await database.db
          .update(products)
          .set({ stock: 100_000, maxPerOrder: null, maxPerYear: null });
        const rows = await database.db
          .select({ partNo: products.partNo, price: products.priceCents })
          .from(products)
          .where(and(eq(products.availability, 'available'), isNull(products.bundleItems)));
        orderable = rows.filter((row) => row.price > 0).map((row) => row.partNo);
      } finally {
        await database.close();
      }
    }, 120_000);
    afterAll(async () => {
      if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      for (const smtp of smtpServers) await smtp.close();
      rmSync(dataDir, { recursive: true, force: true });
      await dropDatabase();
    });

    it('every acknowledged shop and Zoom! order survives SIGKILL complete, and gets its e-mails after the restart', async () => {
      const env = (port: number, smtpUrl: string) => ({
        PORT: String(port),
        HOST: '127.0.0.1',
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        DATA_DIR: dataDir,
        SHOP_DIR: join(dataDir, 'no-shop'),
        ZOOM_DIR: join(dataDir, 'no-zoom'),
        SMTP_URL: smtpUrl,
        // The killed process's sends are retried this long after they started (not 45 s), so
        // the test stays well inside its time on a loaded machine.
        MAIL_SEND_EXPIRE_SECONDS: '10',
        RATE_LIMIT_PER_MINUTE: '100000',
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      });

      // Phase 1: a slow SMTP relay, so deliveries are still in flight when the process dies.
      const slowSmtp = await startSmtp(1_500);
      smtpServers.push(slowSmtp);
      const port = await freePort();
      const first = await startApi(env(port, slowSmtp.url));
      child = first.child;
      const base = `http://127.0.0.1:${port}/api`;
      const login = await fetch(`${base}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'customer@demo.test', password: demoPassword }),
      });
      expect(login.status).toBe(200);
      const auth = `Bearer ${((await login.json()) as { auth: string }).auth}`;

      const acknowledged: Acknowledged[] = [];
      const acknowledgedZoom: AcknowledgedZoom[] = [];
      let killed = false;
      let sent = 0;
      const post = (path: string, body: unknown) =>
        fetch(`${base}${path}`, {
          method: 'POST',
          headers: {
            authorization: auth,
            'content-type': 'application/json',
            'idempotency-key': randomUUID(),
          },
          body: JSON.stringify(body),
        });
      const placeZoom = async (i: number) => {
        const products = [0, 1].map((k) => ({
          id: orderable[(i * 2 + k) % orderable.length] ?? '',
          quantity: 1 + ((i + k) % 2),
        }));
        const patientEmail = `patient-${i}@example.test`;
        sent += 1;
        try {
          const response = await post('/admin/zoom-order', {
            ...zoomBody,
            products,
            email: patientEmail,
          });
          const body = await response.text();
          if (response.status === 201) {
            acknowledgedZoom.push({ ...(JSON.parse(body) as AcknowledgedZoom), patientEmail });
          } else if (!killed) throw new Error(`zoom order answered ${response.status}: ${body}`);
        } catch (error) {
          if (!killed) throw error;
        }
      };
      const placeOne = async (i: number) => {
        const lines = [0, 1, 2].map((k) => ({
          id: orderable[(i * 3 + k) % orderable.length] ?? '',
          quantity: 1 + ((i + k) % 3),
        }));
        sent += 1;
        try {
          const response = await fetch(`${base}/admin/order`, {
            method: 'POST',
            headers: {
              authorization: auth,
              'content-type': 'application/json',
              'idempotency-key': randomUUID(),
            },
            body: JSON.stringify({
              lines,
              address_key: 'default',
              shipping_method: 'standard',
              payment_method: 'invoice',
              accepted_terms: true,
              accepted_sales_terms: true,
            }),
          });
          const body = await response.text();
          if (response.status === 201) acknowledged.push(JSON.parse(body) as Acknowledged);
          else if (!killed) throw new Error(`order answered ${response.status}: ${body}`);
        } catch (error) {
          if (!killed) throw error; // after the kill, a reset connection is expected
        }
      };
      // Eight clients place orders back to back, six shop orders and two Zoom! Delivered orders
      // at a time; the process is killed once 20 shop and 4 Zoom! orders were acknowledged.
      const clients = Array.from({ length: 8 }, async (_, client) => {
        for (let n = 0; !killed; n += 1) {
          if (client < 2) await placeZoom(client * 1_000 + n);
          else await placeOne(client * 1_000 + n);
        }
      });
      while (acknowledged.length < 20 || acknowledgedZoom.length < 4) await sleep(20);
      first.child.kill('SIGKILL');
      killed = true;
      await first.exited;
      await Promise.all(clients);
      expect(sent).toBeGreaterThan(acknowledged.length);
      const mailedBeforeKill = confirmedOrders(slowSmtp.accepted);
      const zoomMailedBeforeKill = zoomMails(slowSmtp.accepted);

      // Phase 2: the same database, a working SMTP server.
      const smtp = await startSmtp(0);
      smtpServers.push(smtp);
      const second = await startApi(env(await freePort(), smtp.url));
      child = second.child;

      const ids = acknowledged.map((order) => order.id);
      const mailed = () => new Set([...mailedBeforeKill, ...confirmedOrders(smtp.accepted)]);
      const deadline = Date.now() + 90_000; // rows leased by the killed process wait 35 s (375)
      // Each Zoom! order: the practice's confirmation and the patient's shipping notice.
      const zoomExpected = acknowledgedZoom.flatMap((order) => [
        `customer@demo.test ${order.reference}`,
        `${order.patientEmail} ${order.reference}`,
      ]);
      const zoomMailed = () => new Set([...zoomMailedBeforeKill, ...zoomMails(smtp.accepted)]);
      const missing = () => [
        ...ids.filter((id) => !mailed().has(id)).map((id) => `order ${id}`),
        ...zoomExpected.filter((pair) => !zoomMailed().has(pair)),
      ];
      while (missing().length > 0 && Date.now() < deadline) await sleep(250);
      expect(missing()).toEqual([]);
      // The restart delivered what the crash left unsent: the slow relay had not taken all of it.
      expect(confirmedOrders(smtp.accepted).size).toBeGreaterThan(0);

      second.child.kill('SIGTERM');
      await second.exited;

      // Every acknowledged order is stored with all of its lines, as answered.
      const database = await openDatabase({ databaseUrl, dataDir });
      try {
        const stored = await database.db.select().from(orders).where(inArray(orders.id, ids));
        expect(stored).toHaveLength(ids.length);
        const lines = await database.db
          .select()
          .from(orderLines)
          .where(inArray(orderLines.orderId, ids));
        for (const order of acknowledged) {
          const mine = lines
            .filter((line) => line.orderId === order.id)
            .map((line) => `${line.partNo}x${line.quantity}`)
            .sort();
          expect(mine).toEqual(order.lines.map((line) => `${line.id}x${line.quantity}`).sort());
        }
        // Every acknowledged Zoom! order is stored with its products, as answered.
        const zoomIds = acknowledgedZoom.map((order) => order.id);
        const storedZoom = await database.db
          .select()
          .from(zoomOrders)
          .where(inArray(zoomOrders.id, zoomIds));
        expect(storedZoom).toHaveLength(zoomIds.length);
        for (const order of acknowledgedZoom) {
          const row = storedZoom.find((candidate) => candidate.id === order.id);
          expect(row?.products).toEqual(order.products);
        }
      } finally {
        await database.close();
      }
    }, 300_000);
  },
);
