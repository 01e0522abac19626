import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApiClient, isApiError, memoryTokenStore } from '@careshop/api-client';
import {
  EARLY_READ_TTL_MS,
  earlyReadFetch,
  forgetEarlyReads,
} from '@careshop/api-client/early-reads';
import * as consoleRoutes from '@careshop/validation/console-routes';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { countsView } from '../features/counts/api/counts';
import { startEarlyReads } from './first-screen-reads';

// A real HTTP server counts the requests: a call that took the entry's early answer adds none.
let server: Server;
let baseUrl: string;
let seen: { url: string; authorization: string | undefined }[];

beforeEach(async () => {
  seen = [];
  server = createServer((request, response) => {
    seen.push({ url: request.url ?? '', authorization: request.headers.authorization });
    response.setHeader('content-type', 'application/json');
    if (request.url === '/api/admin/console/locations') {
      response.end(JSON.stringify({ items: [{ id: 7 }, { id: 9 }] }));
      return;
    }
    response.statusCode = 404;
    response.end(JSON.stringify({ error: 'not_found', message: 'Not found' }));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(async () => {
  forgetEarlyReads();
  await new Promise((done) => server.close(done));
});

/** The API client as `lib/session.ts` makes it, with the stored token `token`. */
function client(token: string, now?: () => number) {
  return createApiClient({
    baseUrl,
    tokenStore: memoryTokenStore(token),
    fetch: earlyReadFetch({ now }),
  });
}

/** A level that may open every console screen (the admin's actions of the nav table). */
const ADMIN = ['live:read', 'counts:read', 'reports:read', 'locations:read', 'subscriptions:read'];

const count = (path: string) => seen.filter(({ url }) => url === path).length;
const until = async (condition: () => boolean) => {
  const end = Date.now() + 5_000;
  while (!condition()) {
    if (Date.now() > end) throw new Error(`not seen: ${JSON.stringify(seen)}`);
    await new Promise((done) => setTimeout(done, 10));
  }
};
/** The status a call ended with (the test server answers 404 but for the locations). */
const statusOf = (call: Promise<unknown>) =>
  call.then(
    () => 200,
    (error: unknown) => (isApiError(error) ? (error.status ?? error.code) : 'thrown'),
  );

describe('early reads', () => {
  it('sends the dashboard reads once; the client takes those answers instead of asking again', async () => {
    startEarlyReads({
      pathname: '/',
      search: '',
      token: 'tok',
      kind: 'console',
      actions: ADMIN,
      baseUrl,
    });
    await until(() => seen.length === 4);
    expect(seen.map(({ url }) => url).sort()).toEqual([
      '/api/admin/console/devices',
      '/api/admin/console/locations',
      '/api/admin/console/me',
      '/api/admin/console/occupancy',
    ]);
    expect(seen.every(({ authorization }) => authorization === 'Bearer tok')).toBe(true);

    const api = client('tok');
    expect(await statusOf(api.call(consoleRoutes.me))).toBe(404);
    expect(await statusOf(api.call(consoleRoutes.occupancy))).toBe(404);
    expect(await statusOf(api.call(consoleRoutes.devices, {}))).toBe(404);
    expect(seen).toHaveLength(4);
    // Taken once: the next call asks the server.
    expect(await statusOf(api.call(consoleRoutes.me))).toBe(404);
    expect(count('/api/admin/console/me')).toBe(2);
  });

  it("sends counts' reads for the first location with the window the screen asks for", async () => {
    startEarlyReads({
      pathname: '/counts',
      search: '',
      token: 'tok',
      kind: 'console',
      actions: ADMIN,
      baseUrl,
    });
    await until(() => seen.length === 5);
    const api = client('tok');
    const { window, interval } = countsView({}, 7);
    expect(await statusOf(api.call(consoleRoutes.locations))).not.toBe('thrown');
    expect(await statusOf(api.call(consoleRoutes.series, { query: { ...window, interval } }))).toBe(
      404,
    );
    expect(await statusOf(api.call(consoleRoutes.heatmap, { query: window }))).toBe(404);
    expect(await statusOf(api.call(consoleRoutes.selfCheckActivity, { query: window }))).toBe(404);
    expect(await statusOf(api.call(consoleRoutes.me))).toBe(404);
    // Every call took its early answer: five requests in all, each address once.
    expect(seen).toHaveLength(5);
    expect(new Set(seen.map(({ url }) => url)).size).toBe(5);
  });

  it('uses the location, dates and interval of the address on counts', async () => {
    startEarlyReads({
      pathname: '/counts',
      search: '?location=9&from=2026-01-01&to=2026-01-31&interval=h',
      token: 'tok',
      kind: 'console',
      actions: ADMIN,
      baseUrl,
    });
    await until(() => seen.length === 5);
    expect(
      count('/api/admin/console/series?location=9&from=2026-01-01&to=2026-02-01&interval=h'),
    ).toBe(1);
    expect(count('/api/admin/console/heatmap?location=9&from=2026-01-01&to=2026-02-01')).toBe(1);
  });

  it('answers only the same session, only within its time, only GETs', async () => {
    let now = 1_000;
    startEarlyReads({
      pathname: '/reports',
      search: '',
      token: 'old',
      kind: 'console',
      actions: ADMIN,
      baseUrl,
      now: () => now,
    });
    await until(() => seen.length === 3);
    const other = client('new', () => now);
    expect(await statusOf(other.call(consoleRoutes.me))).toBe(404);
    expect(
      seen.filter(({ url }) => url === '/api/admin/console/me').map((r) => r.authorization),
    ).toEqual(['Bearer old', 'Bearer new']);
    now += EARLY_READ_TTL_MS + 1;
    const late = client('old', () => now);
    expect(await statusOf(late.call(consoleRoutes.subscriptions))).toBe(404);
    expect(count('/api/admin/console/subscriptions')).toBe(2);
  });

  it('sends nothing without a session, and only "who am I" for staff', async () => {
    startEarlyReads({
      pathname: '/',
      search: '',
      token: null,
      kind: 'console',
      actions: ADMIN,
      baseUrl,
    });
    startEarlyReads({
      pathname: '/',
      search: '',
      token: 'tok',
      kind: 'staff',
      actions: null,
      baseUrl,
    });
    await until(() => seen.length === 1);
    await new Promise((done) => setTimeout(done, 50));
    expect(seen.map(({ url }) => url)).toEqual(['/api/admin/backoffice/me']);
  });

  it('reads nothing of a screen the remembered level may not open, nor without a remembered level', async () => {
    const liveOnly = ['live:read'];
    startEarlyReads({
      pathname: '/counts',
      search: '?location=9',
      token: 'a',
      kind: 'console',
      actions: liveOnly,
      baseUrl,
    });
    startEarlyReads({
      pathname: '/reports',
      search: '',
      token: 'b',
      kind: 'console',
      actions: liveOnly,
      baseUrl,
    });
    startEarlyReads({
      pathname: '/',
      search: '',
      token: 'c',
      kind: 'console',
      actions: null,
      baseUrl,
    });
    await until(() => seen.length === 3);
    await new Promise((done) => setTimeout(done, 50));
    expect(seen.map(({ url }) => url)).toEqual([
      '/api/admin/console/me',
      '/api/admin/console/me',
      '/api/admin/console/me',
    ]);
  });

  it('lets a cancelled call end as cancelled', async () => {
    startEarlyReads({
      pathname: '/',
      search: '',
      token: 'tok',
      kind: 'console',
      actions: ADMIN,
      baseUrl,
    });
    const api = client('tok');
    const controller = new AbortController();
    controller.abort();
    const call = api.call(consoleRoutes.occupancy, {}, { signal: controller.signal });
    await expect(call).rejects.toMatchObject({ code: 'aborted' });
  });
});
