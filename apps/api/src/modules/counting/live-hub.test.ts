import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import {
  coalescedSender,
  createInProcessLiveHub,
  decodeAnnouncement,
  type LiveHub,
} from './live-hub.js';
import { createPostgresLiveHub } from './postgres-live-hub.js';
import { createRedisLiveHub } from './redis-live-hub.js';

/** Collects what a hub delivers and waits for a wanted announcement. */
function recorder(hub: LiveHub) {
  const received: number[][] = [];
  hub.subscribe((ids) => received.push([...ids]));
  return {
    received,
    async waitFor(ids: number[], timeoutMs = 5000): Promise<number> {
      const started = Date.now();
      while (Date.now() - started < timeoutMs) {
        if (received.some((got) => JSON.stringify(got) === JSON.stringify(ids))) {
          return Date.now() - started;
        }
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      throw new Error(`not received: ${JSON.stringify(ids)}; got ${JSON.stringify(received)}`);
    },
  };
}

const opened: LiveHub[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((hub) => hub.close()));
});

function keep<T extends LiveHub>(hub: T): T {
  opened.push(hub);
  return hub;
}

const channel = () => `careshop_test_${randomBytes(4).toString('hex')}`;

describe('live hub messages', () => {
  it('ignores messages that are not announcements, and ids that are not ids', () => {
    expect(decodeAnnouncement('nonsense')).toBeUndefined();
    expect(decodeAnnouncement('{"origin":1,"ids":[1]}')).toBeUndefined();
    expect(decodeAnnouncement('{"origin":"a","ids":[1,-2,"3",4.5,7]}')).toEqual({
      origin: 'a',
      ids: [1, 7],
    });
  });

  it('in process: a publish reaches every subscriber once', async () => {
    const hub = keep(createInProcessLiveHub());
    const a = recorder(hub);
    const b = recorder(hub);
    await hub.publish([3, 4]);
    expect(a.received).toEqual([[3, 4]]);
    expect(b.received).toEqual([[3, 4]]);
  });

  it('sends the publishes of one turn, and those made while a message is on its way, together', async () => {
    const sent: number[][] = [];
    let inFlight = 0;
    let mostInFlight = 0;
    const send = coalescedSender(async (ids) => {
      inFlight += 1;
      mostInFlight = Math.max(mostInFlight, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 20));
      sent.push([...ids]);
      inFlight -= 1;
    });
    const first = [send([1]), send([2, 1]), send([3])];
    await new Promise((resolve) => setTimeout(resolve, 5));
    // The first message is on its way: these wait for the next one, and leave together.
    const second = [send([4]), send([5])];
    await Promise.all(first);
    expect(sent).toEqual([[1, 2, 3]]);
    await Promise.all(second);
    expect(sent).toEqual([
      [1, 2, 3],
      [4, 5],
    ]);
    expect(mostInFlight).toBe(1);
    // Nothing waiting: a publish alone is sent alone.
    await send([6]);
    expect(sent).toEqual([[1, 2, 3], [4, 5], [6]]);
  });

  it('fails only the publishes of a message that could not be sent', async () => {
    const sent: number[][] = [];
    const send = coalescedSender(async (ids) => {
      if (ids.includes(13)) throw new Error('channel closed');
      sent.push([...ids]);
    });
    const failed = send([13]);
    await expect(failed).rejects.toThrow('channel closed');
    await send([14]);
    expect(sent).toEqual([[14]]);
  });
});

const databaseUrl = process.env.TEST_DATABASE_URL;

describe.runIf(databaseUrl)('PostgreSQL LISTEN/NOTIFY hub (decision 199)', () => {
  const url = databaseUrl ?? '';

  it('carries a publish of one process to another, and to itself once', async () => {
    const name = channel();
    const a = keep(createPostgresLiveHub({ connectionString: url, channel: name }));
    const b = keep(createPostgresLiveHub({ connectionString: url, channel: name }));
    const atA = recorder(a);
    const atB = recorder(b);
    await Promise.all([a.ready?.(), b.ready?.()]);
    await a.publish([11, 12, 11]);
    const ms = await atB.waitFor([11, 12]);
    expect(ms).toBeLessThan(5000);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(atA.received).toEqual([[11, 12]]);
    expect(atB.received).toEqual([[11, 12]]);
  });

  it('carries the publishes of one turn in one message', async () => {
    const name = channel();
    const a = keep(createPostgresLiveHub({ connectionString: url, channel: name }));
    const b = keep(createPostgresLiveHub({ connectionString: url, channel: name }));
    const atA = recorder(a);
    const atB = recorder(b);
    await Promise.all([a.ready?.(), b.ready?.()]);
    await Promise.all([a.publish([31]), a.publish([32, 31]), a.publish([33])]);
    await atB.waitFor([31, 32, 33]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    // Each publish is heard at once in its own process, and once elsewhere in one message.
    expect(atA.received).toEqual([[31], [32, 31], [33]]);
    expect(atB.received).toEqual([[31, 32, 33]]);
  });

  it('listens again after its connection is killed', async () => {
    const name = channel();
    const a = keep(createPostgresLiveHub({ connectionString: url, channel: name }));
    const errors: Error[] = [];
    const b = keep(
      createPostgresLiveHub({
        connectionString: url,
        channel: name,
        reconnectDelayMs: 20,
        onError: (error) => errors.push(error),
      }),
    );
    const atB = recorder(b);
    await b.ready?.();
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      const killed = await admin.query(
        'SELECT pg_terminate_backend(pid) AS ok FROM pg_stat_activity WHERE query = $1',
        [`LISTEN ${name}`],
      );
      expect(killed.rowCount).toBe(1);
    } finally {
      await admin.end();
    }
    // Publish until the re-established listener hears it.
    let id = 100;
    const deadline = Date.now() + 5000;
    while (!atB.received.length && Date.now() < deadline) {
      await a.publish([id++]);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(atB.received.length).toBeGreaterThan(0);
    expect(errors.length).toBeGreaterThan(0);
  });
});

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('Redis pub/sub hub (decision 199)', () => {
  it('carries a publish of one process to another, and to itself once', async () => {
    const name = channel();
    const a = keep(createRedisLiveHub({ redisUrl, channel: name }));
    const b = keep(createRedisLiveHub({ redisUrl, channel: name }));
    const atA = recorder(a);
    const atB = recorder(b);
    await Promise.all([a.ready?.(), b.ready?.()]);
    await a.publish([21]);
    await b.publish([22]);
    await atB.waitFor([21]);
    await atA.waitFor([22]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    // Each side hears its own publish at once and the other's through Redis: each once.
    expect(atA.received.map(String).sort()).toEqual(['21', '22']);
    expect(atB.received.map(String).sort()).toEqual(['21', '22']);
  });
});
