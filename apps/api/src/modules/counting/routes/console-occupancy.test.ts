import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../platform/db/database.js';
import { type CareshopServer, createServer } from '../../../server.js';
import {
  type ConsoleScope,
  locationBody,
  setUpConsoleScope,
} from '../../../testing/console-scope.js';
import { startTestApi, type TestApi, testDatabaseKinds } from '../../../testing/harness.js';
import { locations, rollupHourly } from '../schema.js';
import { liveStreamTiming } from './console-occupancy.js';

// biome-ignore lint/suspicious/noExplicitAny: tests read JSON answers loosely.
type Loose = any;

interface SseEvent {
  event: string;
  data: string;
}

/** A live stream read with a real HTTP client (node fetch, streaming). */
async function openStream(url: string, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const response = await fetch(url, { headers, signal: controller.signal });
  const events: SseEvent[] = [];
  const comments: string[] = [];
  let ended = false;
  const pump = (async () => {
    if (!response.body) return;
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let cut = buffer.indexOf('\n\n');
        while (cut >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const fields = { event: 'message', data: '' };
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) comments.push(line);
            else if (line.startsWith('event: ')) fields.event = line.slice(7);
            else if (line.startsWith('data: ')) fields.data += line.slice(6);
          }
          if (fields.data) events.push(fields);
          cut = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // aborted by the test
    } finally {
      ended = true;
    }
  })();
  return {
    response,
    events,
    comments,
    get ended() {
      return ended;
    },
    async waitFor(test: (event: SseEvent) => boolean, timeoutMs = 5000): Promise<SseEvent> {
      const started = Date.now();
      while (Date.now() - started < timeoutMs) {
        const found = events.find(test);
        if (found) return found;
        if (ended) break;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      throw new Error(`no such event within ${timeoutMs} ms; got ${JSON.stringify(events)}`);
    },
    async waitEnded(timeoutMs = 3000): Promise<boolean> {
      await Promise.race([pump, new Promise((resolve) => setTimeout(resolve, timeoutMs))]);
      return ended;
    },
    close() {
      controller.abort();
    },
  };
}

const occupancyOf = (locationId: number) => (event: SseEvent) =>
  event.event === 'occupancy' && JSON.parse(event.data).location_id === locationId;

async function addRollup(
  api: { database: { db: TestApi['database']['db'] } },
  row: { locationId: number; localDate: string; hour: number; metric: string; value: number },
) {
  await api.database.db
    .insert(rollupHourly)
    .values(row)
    .onConflictDoUpdate({
      target: [
        rollupHourly.locationId,
        rollupHourly.localDate,
        rollupHourly.hour,
        rollupHourly.metric,
      ],
      set: { value: row.value },
    });
}

describe.each(testDatabaseKinds())('issue 11 live occupancy on %s', (kind) => {
  let api: TestApi;
  let scope: ConsoleScope;
  let base = '';
  let amsterdam = 0;
  let kiritimati = 0;
  let hidden = 0;
  let inB = 0;
  let closed = false;

  beforeAll(async () => {
    // The clock: 2026-06-15T10:00Z = 12:00 in Amsterdam (15 June), 00:00 on 16 June at UTC+14.
    api = await startTestApi(kind);
    scope = await setUpConsoleScope(api);
    const make = async (auth: string, overrides: Record<string, unknown>) => {
      const response = await api.app.inject({
        method: 'POST',
        url: '/api/admin/console/locations',
        headers: { authorization: auth },
        payload: locationBody(overrides),
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json<{ id: number }>().id;
    };
    amsterdam = await make(scope.auth.adminA, { name: 'Amsterdam' });
    kiritimati = await make(scope.auth.adminA, {
      name: 'Kiritimati',
      timeZone: 'Pacific/Kiritimati',
      optimal_balance: 0,
      balance_orange: 0,
      balance_red: 0,
    });
    hidden = await make(scope.auth.adminA, { name: 'Hidden', hidden: true });
    inB = await make(scope.auth.adminB, { name: 'B only' });
    const today = { localDate: '2026-06-15' };
    await addRollup(api, { locationId: amsterdam, ...today, hour: 9, metric: 'enter', value: 50 });
    await addRollup(api, { locationId: amsterdam, ...today, hour: 11, metric: 'enter', value: 40 });
    await addRollup(api, { locationId: amsterdam, ...today, hour: 11, metric: 'leave', value: 5 });
    await addRollup(api, {
      locationId: amsterdam,
      ...today,
      hour: 11,
      metric: 'gate_enter',
      value: 7,
    });
    await addRollup(api, {
      locationId: amsterdam,
      localDate: '2026-06-14',
      hour: 11,
      metric: 'enter',
      value: 1000,
    });
    await addRollup(api, { locationId: kiritimati, ...today, hour: 23, metric: 'enter', value: 9 });
    await addRollup(api, {
      locationId: kiritimati,
      localDate: '2026-06-16',
      hour: 0,
      metric: 'enter',
      value: 3,
    });
    await api.app.listen({ port: 0, host: '127.0.0.1' });
    const address = api.app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(async () => {
    if (!closed) await api?.close();
  });

  const streamUrl = () => `${base}/api/admin/console/occupancy/stream`;

  it('answers the occupancy of every visible location in scope from today’s local rollups', async () => {
    const response = await api.app.inject({
      method: 'GET',
      url: '/api/admin/console/occupancy',
      headers: { authorization: scope.auth.liveA },
    });
    expect(response.statusCode, response.body).toBe(200);
    const items = response.json<{ items: Loose[] }>().items;
    expect(items.map((item) => item.location_id)).toEqual([amsterdam, kiritimati]);
    expect(items[0]).toMatchObject({
      name: 'Amsterdam',
      count: 85,
      percent: 85,
      level: 'orange',
      enters_today: 90,
      leaves_today: 5,
      local_date: '2026-06-15',
      // Issue 27 item 3: a level 4 reader cannot read locations, so the answer names the zone.
      time_zone: 'Europe/Amsterdam',
    });
    expect(items[1]).toMatchObject({
      count: 3,
      percent: null,
      level: 'none',
      enters_today: 3,
      local_date: '2026-06-16',
      time_zone: 'Pacific/Kiritimati',
    });
    const forB = await api.app.inject({
      method: 'GET',
      url: '/api/admin/console/occupancy',
      headers: { authorization: scope.auth.adminB },
    });
    expect(forB.json<{ items: Loose[] }>().items.map((item) => item.location_id)).toEqual([inB]);
    const everyone = await api.app.inject({
      method: 'GET',
      url: '/api/admin/console/occupancy',
      headers: { authorization: scope.auth.superAdmin },
    });
    const ids = everyone.json<{ items: Loose[] }>().items.map((item) => item.location_id);
    expect(ids).toEqual(expect.arrayContaining([amsterdam, kiritimati, inB]));
    expect(ids).not.toContain(hidden);
    const anonymous = await api.app.inject({ method: 'GET', url: '/api/admin/console/occupancy' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('streams a snapshot, then the changed location within 5 s of a publish; other companies see nothing', async () => {
    const streamA = await openStream(streamUrl(), { authorization: scope.auth.liveA });
    const streamB = await openStream(streamUrl(), { authorization: scope.auth.adminB });
    try {
      expect(streamA.response.status).toBe(200);
      expect(streamA.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
      const snapshot = await streamA.waitFor((event) => event.event === 'snapshot');
      expect(JSON.parse(snapshot.data).items.map((item: Loose) => item.location_id)).toEqual([
        amsterdam,
        kiritimati,
      ]);
      const snapshotB = await streamB.waitFor((event) => event.event === 'snapshot');
      expect(JSON.parse(snapshotB.data).items.map((item: Loose) => item.location_id)).toEqual([
        inB,
      ]);

      await addRollup(api, {
        locationId: amsterdam,
        localDate: '2026-06-15',
        hour: 11,
        metric: 'enter',
        value: 60,
      });
      const started = Date.now();
      await api.app.careshop.liveHub.publish([amsterdam]);
      const event = await streamA.waitFor(occupancyOf(amsterdam), 5000);
      const latency = Date.now() - started;
      expect(latency).toBeLessThan(5000);
      expect(JSON.parse(event.data)).toMatchObject({ count: 105, percent: 105, level: 'red' });
      console.info(`[figure] ${kind}: device publish → SSE event in ${latency} ms`);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(streamB.events.filter((e) => e.event === 'occupancy')).toEqual([]);
      // Company B sees none of A's locations: no id and no name of A's in any of its events (its
      // own locations may well share A's time zone, Europe/Amsterdam).
      const seenByB = streamB.events.flatMap((e) => {
        const data: Loose = JSON.parse(e.data);
        return Array.isArray(data?.items) ? data.items : [data];
      });
      expect(seenByB.map((item) => item.location_id)).not.toContain(amsterdam);
      expect(seenByB.map((item) => item.name)).not.toContain('Amsterdam');
      // A publish that changes nothing sends nothing.
      const before = streamA.events.length;
      await api.app.careshop.liveHub.publish([amsterdam]);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(streamA.events.length).toBe(before);
    } finally {
      streamA.close();
      streamB.close();
    }
  });

  it('a location edit reaches open streams at once (new thresholds, new level)', async () => {
    const stream = await openStream(streamUrl(), { authorization: scope.auth.adminA });
    try {
      await stream.waitFor((event) => event.event === 'snapshot');
      const put = await api.app.inject({
        method: 'PUT',
        url: `/api/admin/console/locations/${amsterdam}`,
        headers: { authorization: scope.auth.adminA },
        payload: locationBody({ name: 'Amsterdam', optimal_balance: 200 }),
      });
      expect(put.statusCode).toBe(200);
      const event = await stream.waitFor(occupancyOf(amsterdam));
      expect(JSON.parse(event.data)).toMatchObject({ count: 105, percent: 53, level: 'green' });
    } finally {
      stream.close();
    }
  });

  it('sends heartbeats, and catches up without a publish at the periodic refresh', async () => {
    liveStreamTiming.heartbeatMs = 100;
    liveStreamTiming.refreshMs = 400;
    const stream = await openStream(streamUrl(), { authorization: scope.auth.adminA });
    try {
      await stream.waitFor((event) => event.event === 'snapshot');
      await addRollup(api, {
        locationId: kiritimati,
        localDate: '2026-06-16',
        hour: 0,
        metric: 'enter',
        value: 8,
      });
      const event = await stream.waitFor(occupancyOf(kiritimati), 3000);
      expect(JSON.parse(event.data).count).toBe(8);
      expect(stream.comments).toContain(': heartbeat');
    } finally {
      stream.close();
      liveStreamTiming.heartbeatMs = 15_000;
      liveStreamTiming.refreshMs = 30_000;
    }
  });

  it('EventSource: a single-use ticket in ?ticket= opens the stream once; a session token does not', async () => {
    const issued = await api.app.inject({
      method: 'POST',
      url: '/api/admin/console/occupancy/stream-ticket',
      headers: { authorization: scope.auth.liveA },
    });
    expect(issued.statusCode, issued.body).toBe(200);
    const { ticket, expires_in_seconds } = issued.json<{
      ticket: string;
      expires_in_seconds: number;
    }>();
    expect(expires_in_seconds).toBe(60);
    const url = `${streamUrl()}?ticket=${encodeURIComponent(ticket)}`;
    const first = await openStream(url);
    try {
      expect(first.response.status).toBe(200);
      await first.waitFor((event) => event.event === 'snapshot');
      const second = await fetch(url);
      expect(second.status).toBe(401);
      await second.body?.cancel();
    } finally {
      first.close();
    }
    // The real session token is not accepted in the URL.
    const token = scope.auth.liveA.replace(/^Bearer /, '');
    const withToken = await fetch(`${streamUrl()}?ticket=${encodeURIComponent(token)}`);
    expect(withToken.status).toBe(401);
    await withToken.body?.cancel();
    // The session itself is untouched by that attempt.
    const me = await api.app.inject({
      method: 'GET',
      url: '/api/admin/console/occupancy',
      headers: { authorization: scope.auth.liveA },
    });
    expect(me.statusCode).toBe(200);
    // A ticket expires after 60 s.
    const late = await api.app.inject({
      method: 'POST',
      url: '/api/admin/console/occupancy/stream-ticket',
      headers: { authorization: scope.auth.liveA },
    });
    const lateTicket = late.json<{ ticket: string }>().ticket;
    api.clock.advance(61_000);
    const expired = await fetch(`${streamUrl()}?ticket=${encodeURIComponent(lateTicket)}`);
    expect(expired.status).toBe(401);
    await expired.body?.cancel();
    api.clock.advance(-61_000);
    // Without a session or ticket: 401.
    const none = await fetch(streamUrl());
    expect(none.status).toBe(401);
    await none.body?.cancel();
  });

  it('a stream ticket opens only the stream: any other call refuses it, and as a header it is used up too', async () => {
    const issue = async () => {
      const issued = await api.app.inject({
        method: 'POST',
        url: '/api/admin/console/occupancy/stream-ticket',
        headers: { authorization: scope.auth.liveA },
      });
      expect(issued.statusCode, issued.body).toBe(200);
      return issued.json<{ ticket: string }>().ticket;
    };
    const ticket = await issue();
    // Not a session: other console calls, a new ticket, logout and shop calls refuse it.
    for (const [method, url] of [
      ['GET', '/api/admin/console/occupancy'],
      ['POST', '/api/admin/console/occupancy/stream-ticket'],
      ['GET', '/api/admin/console/locations'],
      ['POST', '/api/auth/logout'],
      ['GET', '/api/admin/user/me'],
    ] as const) {
      const refused = await api.app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${ticket}` },
      });
      expect(refused.statusCode, `${method} ${url}: ${refused.body}`).toBe(401);
    }
    // Still good for the stream it was made for, once, also as a Bearer header.
    const first = await openStream(streamUrl(), { authorization: `Bearer ${ticket}` });
    try {
      expect(first.response.status).toBe(200);
      await first.waitFor((event) => event.event === 'snapshot');
      const again = await fetch(streamUrl(), { headers: { authorization: `Bearer ${ticket}` } });
      expect(again.status).toBe(401);
      await again.body?.cancel();
    } finally {
      first.close();
      // Let the server see the disconnect: a stream dropped just as the server closes holds the
      // close up (noted in the stop note of 2026-11-23, not fixed yet).
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  });

  it('a client that disconnects is dropped; the server keeps serving', async () => {
    const stream = await openStream(streamUrl(), { authorization: scope.auth.adminA });
    await stream.waitFor((event) => event.event === 'snapshot');
    stream.close();
    await new Promise((resolve) => setTimeout(resolve, 100));
    await api.app.careshop.liveHub.publish([amsterdam, kiritimati]);
    const after = await api.app.inject({
      method: 'GET',
      url: '/api/admin/console/occupancy',
      headers: { authorization: scope.auth.adminA },
    });
    expect(after.statusCode).toBe(200);
  });

  it('closing the server ends open streams cleanly', async () => {
    const stream = await openStream(streamUrl(), { authorization: scope.auth.adminA });
    await stream.waitFor((event) => event.event === 'snapshot');
    const closing = api.close();
    closed = true;
    expect(await stream.waitEnded(3000)).toBe(true);
    await closing;
  });
});

/**
 * Adds a location on server A, opens a stream on server B, counts on A and publishes there: the
 * event must reach B's client within 5 s through the shared hub.
 */
async function publishCrossesServers(
  api: TestApi,
  second: CareshopServer,
  scope: ConsoleScope,
  hub: string,
): Promise<void> {
  const created = await api.app.inject({
    method: 'POST',
    url: '/api/admin/console/locations',
    headers: { authorization: scope.auth.adminA },
    payload: locationBody({ name: `Via ${hub}` }),
  });
  const locationId = created.json<{ id: number }>().id;
  const address = second.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const stream = await openStream(`http://127.0.0.1:${port}/api/admin/console/occupancy/stream`, {
    authorization: scope.auth.adminA,
  });
  try {
    await stream.waitFor((event) => event.event === 'snapshot');
    await addRollup(api, {
      locationId,
      localDate: '2026-06-15',
      hour: 10,
      metric: 'enter',
      value: 12,
    });
    const started = Date.now();
    await api.app.careshop.liveHub.publish([locationId]);
    const event = await stream.waitFor(occupancyOf(locationId), 5000);
    console.info(`[figure] ${hub} hub: A publish → B SSE event in ${Date.now() - started} ms`);
    expect(JSON.parse(event.data).count).toBe(12);
  } finally {
    stream.close();
  }
}

describe.runIf(process.env.TEST_DATABASE_URL)(
  'issue 11 two API servers on one PostgreSQL database (LISTEN/NOTIFY hub)',
  () => {
    let api: TestApi;
    let second: CareshopServer;
    let closeSecond: () => Promise<void>;
    let scope: ConsoleScope;

    beforeAll(async () => {
      api = await startTestApi('postgres');
      scope = await setUpConsoleScope(api);
      const database = await openDatabase({ databaseUrl: api.database.url, poolSize: 4 });
      second = await createServer({
        config: api.config,
        database,
        now: api.clock.now,
        logger: false,
      });
      await second.listen({ port: 0, host: '127.0.0.1' });
      closeSecond = async () => {
        await second.close();
        await database.close();
      };
    });
    afterAll(async () => {
      await closeSecond?.();
      await api?.close();
    });

    it('a publish on server A reaches an SSE client of server B within 5 s', async () => {
      await publishCrossesServers(api, second, scope, 'postgres');
      const [row] = await api.database.db
        .select()
        .from(locations)
        .where(eq(locations.name, 'Via postgres'));
      expect(row).toBeDefined();
    });
  },
);

describe('issue 11 two API servers sharing the Redis hub', () => {
  const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
  let api: TestApi;
  let second: CareshopServer;
  let scope: ConsoleScope;

  beforeAll(async () => {
    api = await startTestApi('pglite', { env: { REDIS_URL: redisUrl } });
    scope = await setUpConsoleScope(api);
    // Same database, another server with its own Redis hub: only Redis carries the news across.
    second = await createServer({
      config: api.config,
      database: api.database,
      now: api.clock.now,
      logger: false,
    });
    await second.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await second?.close();
    await api?.close();
  });

  it('a publish on server A reaches an SSE client of server B within 5 s', async () => {
    expect(api.config.redisUrl).toBe(redisUrl);
    await publishCrossesServers(api, second, scope, 'redis');
  });
});
