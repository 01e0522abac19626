import * as shopRoutes from '@careshop/validation/shop-routes';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from '../test/http-test-server';
import { isApiError } from './api-error';
import { createApiClient } from './client';
import {
  claimEarlyReads,
  EARLY_READ_TTL_MS,
  EARLY_READS_GLOBAL,
  type EarlyReadFetchOptions,
  type EarlyReads,
  earlyReadFetch,
  forgetEarlyReads,
  sendEarlyRead,
} from './early-reads';
import { ORDER_ON_BEHALF_HEADER } from './request-headers';
import { memoryTokenStore } from './token-store';

// A real HTTP server counts the requests: a call that took an early answer adds none.
let server: TestServer;

beforeEach(async () => {
  server = await startTestServer(() => ({ status: 404, json: { error: 'not_found' } }));
});

afterEach(async () => {
  forgetEarlyReads();
  await server.close();
});

const categories = () => `${server.url}/api/admin/category`;
const statusOf = (call: Promise<unknown>) =>
  call.then(
    () => 200,
    (error: unknown) => (isApiError(error) ? (error.status ?? error.code) : 'thrown'),
  );
const until = async (condition: () => boolean) => {
  const end = Date.now() + 5_000;
  while (!condition()) {
    if (Date.now() > end) throw new Error(`not seen: ${server.requests.length} requests`);
    await new Promise((done) => setTimeout(done, 10));
  }
};
/** A GET as the client sends it, through {@link earlyReadFetch}. */
const get = (
  options: EarlyReadFetchOptions,
  headers: Record<string, string>,
  signal?: AbortSignal,
) => earlyReadFetch(options)(new Request(categories(), { headers, signal }));

describe('early reads', () => {
  it("hands the waiting answer to the client's call for the same address and session, once", async () => {
    sendEarlyRead(categories(), 'Bearer tok');
    await until(() => server.requests.length === 1);
    const api = createApiClient({
      baseUrl: server.url,
      tokenStore: memoryTokenStore('tok'),
      fetch: earlyReadFetch(),
    });
    // The API's answer (404 here) reaches the call as if it had sent it.
    expect(await statusOf(api.call(shopRoutes.categories, {}))).toBe(404);
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]?.headers.authorization).toBe('Bearer tok');
    expect(await statusOf(api.call(shopRoutes.categories, {}))).toBe(404);
    expect(server.requests).toHaveLength(2);
  });

  it('asks again for another session, for an answer past its time, and for other methods', async () => {
    let now = 1_000;
    sendEarlyRead(categories(), 'Bearer old', () => now);
    await get({ now: () => now }, { authorization: 'Bearer new' });
    expect(server.requests.map((request) => request.headers.authorization)).toEqual([
      'Bearer old',
      'Bearer new',
    ]);
    sendEarlyRead(categories(), 'Bearer old', () => now);
    now += EARLY_READ_TTL_MS + 1;
    await get({ now: () => now }, { authorization: 'Bearer old' });
    expect(server.requests).toHaveLength(4);
    sendEarlyRead(categories(), 'Bearer old');
    await earlyReadFetch()(categories(), {
      method: 'POST',
      headers: { authorization: 'Bearer old' },
      body: '{}',
    });
    expect(server.requests.map((request) => request.method)).toEqual([
      'GET',
      'GET',
      'GET',
      'GET',
      'GET',
      'POST',
    ]);
  });

  it('takes a read sent without a session only for a call without one', async () => {
    sendEarlyRead(categories(), null);
    await until(() => server.requests.length === 1);
    expect(server.requests[0]?.headers.authorization).toBeUndefined();
    expect((await get({}, {})).status).toBe(404);
    expect(server.requests).toHaveLength(1);
  });

  it('takes a read that a script without imports left in the plain shape', async () => {
    const answer = fetch(categories(), { headers: { authorization: 'Bearer tok' } });
    const page: EarlyReads = {
      reads: { [categories()]: { authorization: 'Bearer tok', answer, sentAt: Date.now() } },
    };
    (globalThis as Record<string, unknown>)[EARLY_READS_GLOBAL] = page;
    expect((await get({}, { authorization: 'Bearer tok' })).status).toBe(404);
    expect(server.requests).toHaveLength(1);
    expect(page.reads).toEqual({});
  });

  it('sends a call with a header the read was sent without to the network, when told to', async () => {
    sendEarlyRead(categories(), 'Bearer tok');
    const api = createApiClient({
      baseUrl: server.url,
      tokenStore: memoryTokenStore('tok'),
      fetch: earlyReadFetch({ notWith: [ORDER_ON_BEHALF_HEADER] }),
    });
    await get(
      { notWith: [ORDER_ON_BEHALF_HEADER] },
      {
        authorization: 'Bearer tok',
        [ORDER_ON_BEHALF_HEADER]: '12345',
      },
    );
    expect(server.requests).toHaveLength(2);
    expect(server.requests[1]?.headers['x-order-on-behalf']).toBe('12345');
    // Without the header, the same option takes a read.
    sendEarlyRead(categories(), 'Bearer tok');
    expect(await statusOf(api.call(shopRoutes.categories, {}))).toBe(404);
    expect(server.requests).toHaveLength(3);
  });

  it('hands an answer that is already there over in a task of its own', async () => {
    const seen: string[] = [];
    await sendEarlyRead(categories(), 'Bearer tok');
    const call = get({}, { authorization: 'Bearer tok' });
    setTimeout(() => seen.push('task'), 0);
    await call.then(() => seen.push('answer'));
    expect(seen).toEqual(['task', 'answer']);
    expect(server.requests).toHaveLength(1);
  });

  it('lets a cancelled call end as cancelled', async () => {
    sendEarlyRead(categories(), 'Bearer tok');
    const controller = new AbortController();
    controller.abort();
    await expect(get({}, { authorization: 'Bearer tok' }, controller.signal)).rejects.toMatchObject(
      { name: 'AbortError' },
    );
  });

  it('forgets a read that failed, so the call sends its own', async () => {
    const failed = sendEarlyRead('http://127.0.0.1:1/api/admin/category', 'Bearer tok');
    await failed.catch(() => undefined);
    await new Promise((done) => setTimeout(done, 10));
    const page = (globalThis as Record<string, unknown>)[EARLY_READS_GLOBAL] as EarlyReads;
    expect(page.reads).toEqual({});
  });

  it('lets the first of two copies of the module claim the reads, and shares them', async () => {
    // A document script bundles its own copy of the module (the console's decision 363).
    vi.resetModules();
    const documentCopy = await import('./early-reads');
    vi.resetModules();
    const entryCopy = await import('./early-reads');
    expect(documentCopy.earlyReadFetch).not.toBe(entryCopy.earlyReadFetch);
    expect(documentCopy.claimEarlyReads()).toBe(true);
    expect(entryCopy.claimEarlyReads()).toBe(false);
    expect(claimEarlyReads()).toBe(false);
    documentCopy.sendEarlyRead(categories(), 'Bearer tok');
    await until(() => server.requests.length === 1);
    const api = createApiClient({
      baseUrl: server.url,
      tokenStore: memoryTokenStore('tok'),
      fetch: entryCopy.earlyReadFetch(),
    });
    expect(await statusOf(api.call(shopRoutes.categories, {}))).toBe(404);
    expect(server.requests).toHaveLength(1);
    forgetEarlyReads();
    expect(claimEarlyReads()).toBe(true);
  });
});
