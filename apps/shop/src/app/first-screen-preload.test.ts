import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApiClient, isApiError, memoryTokenStore } from '@careshop/api-client';
import {
  EARLY_READ_TTL_MS,
  EARLY_READS_GLOBAL,
  earlyReadFetch,
} from '@careshop/api-client/early-reads';
import * as shopRoutes from '@careshop/validation/shop-routes';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  competingPaths,
  type PreloadScriptData,
  preloadScript,
} from '../../build/first-screen-preload';
import { shopFirstScreen } from '../../build/shop-first-screen';
import { shopEarlyReads } from '../lib/early-reads';
import { storageKeys } from '../lib/storage-keys';

// The document's preload script (decision 362), run as the browser runs it on jsdom's document,
// against a real HTTP server that counts the requests: a call that took the script's early
// answer adds none.
let server: Server;
let baseUrl: string;
let seen: { url: string; authorization: string | undefined }[];

beforeEach(async () => {
  seen = [];
  server = createServer((request, response) => {
    seen.push({ url: request.url ?? '', authorization: request.headers.authorization });
    response.setHeader('content-type', 'application/json');
    response.statusCode = 404;
    response.end(JSON.stringify({ error: 'not_found', message: 'Not found' }));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(async () => {
  for (const link of document.head.querySelectorAll('link')) link.remove();
  localStorage.clear();
  sessionStorage.clear();
  delete (globalThis as Record<string, unknown>)[EARLY_READS_GLOBAL];
  await new Promise((done) => server.close(done));
});

/** The script's data as the build writes it, with made-up file names for the pages. */
function scriptData(base = ''): PreloadScriptData {
  const options = shopFirstScreen(baseUrl);
  return {
    base,
    api: baseUrl,
    tokenKey: options.tokenKey,
    customizationKey: options.customizationKey,
    defaultLanguage: options.defaultLanguage,
    readsGlobal: options.readsGlobal,
    reads: {
      always: [...options.reads.always],
      session: [...options.reads.session],
      notOn: { '/': [...(options.reads.notOn?.['/'] ?? [])] },
    },
    paths: competingPaths(options.paths, Object.keys(options.screens)),
    loginPath: options.loginPath,
    pages: Object.fromEntries(
      Object.keys(options.pages).map((name) => [name, [`${base}/assets/${name}.js`]]),
    ),
    screens: { ...options.screens },
    dictionaries: { en: `${base}/assets/en.js`, fr: `${base}/assets/fr.js` },
  };
}

/** Runs the script at `address`; the modulepreloads it added, as paths. */
function run(address: string, base = ''): string[] {
  for (const link of document.head.querySelectorAll('link')) link.remove();
  window.history.replaceState(null, '', address);
  new Function(preloadScript(scriptData(base)))();
  return [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
    (link) => new URL(link.href).pathname,
  );
}

function client(token: string | null, now?: () => number) {
  return createApiClient({
    baseUrl,
    tokenStore: memoryTokenStore(token),
    fetch: earlyReadFetch({ ...shopEarlyReads, now }),
  });
}

/** The start-up calls as main.tsx and restore-session.ts make them; how each ended. */
function startUpCalls(api: ReturnType<typeof client>) {
  const ended = (call: Promise<unknown>) =>
    call.then(
      () => 200,
      (error: unknown) => (isApiError(error) ? (error.status ?? error.code) : 'thrown'),
    );
  return Promise.all([
    ended(
      api.call(shopRoutes.configForHostname, { params: { hostname: window.location.hostname } }),
    ),
    ended(api.call(shopRoutes.me, { query: { refresh: 1 } })),
    ended(api.call(shopRoutes.products, {})),
    ended(api.call(shopRoutes.categories, {})),
  ]);
}

const count = (path: string) => seen.filter(({ url }) => url === path).length;
const until = async (condition: () => boolean) => {
  const end = Date.now() + 5_000;
  while (!condition()) {
    if (Date.now() > end) throw new Error(`not seen: ${JSON.stringify(seen)}`);
    await new Promise((done) => setTimeout(done, 10));
  }
};
const startUpPaths = [
  '/api/admin/config_for_hostname/localhost',
  '/api/admin/user/me?refresh=1',
  '/api/admin/product',
  '/api/admin/category',
];

describe('first-screen preload script: start-up reads', () => {
  it("sends start-up's reads with the session; the client takes those answers instead of asking again", async () => {
    localStorage.setItem(storageKeys.token, 'tok');
    run('/c-p/SCFBO001');
    await until(() => seen.length === 4);
    expect(seen.map(({ url }) => url).sort()).toEqual([...startUpPaths].sort());
    expect(seen.every(({ authorization }) => authorization === 'Bearer tok')).toBe(true);

    // The API's answers (404 here) reach the calls as if they had sent them.
    expect(await startUpCalls(client('tok'))).toEqual([404, 404, 404, 404]);
    await new Promise((done) => setTimeout(done, 50));
    expect(startUpPaths.map(count)).toEqual([1, 1, 1, 1]);
  });

  it('leaves the product list to the app on the home page, whose first screen is its categories', async () => {
    localStorage.setItem(storageKeys.token, 'tok');
    run('/');
    await until(() => seen.length === 3);
    expect(await startUpCalls(client('tok'))).toEqual([404, 404, 404, 404]);
    expect(startUpPaths.map(count)).toEqual([1, 1, 1, 1]);
    // The product list was asked for by the call, after the others.
    expect(seen.map(({ url }) => url).indexOf('/api/admin/product')).toBe(3);
  });

  it('sends only the config without a session, without a session header', async () => {
    run('/login');
    await until(() => seen.length === 1);
    expect(seen).toEqual([{ url: startUpPaths[0], authorization: undefined }]);
    const api = client(null);
    expect(
      await api
        .call(shopRoutes.configForHostname, { params: { hostname: window.location.hostname } })
        .catch((error: unknown) => (isApiError(error) ? error.status : 'thrown')),
    ).toBe(404);
    expect(count(startUpPaths[0] ?? '')).toBe(1);
  });

  it('asks again for a call with another session, and for an answer past its time', async () => {
    sessionStorage.setItem(storageKeys.token, 'old');
    run('/c-p/SCF1');
    await until(() => seen.length === 4);
    // The user logged in again meanwhile: the early answers were for the other session.
    await startUpCalls(client('new'));
    expect(startUpPaths.map(count)).toEqual([2, 2, 2, 2]);
    expect(seen.slice(4).every(({ authorization }) => authorization === 'Bearer new')).toBe(true);

    delete (globalThis as Record<string, unknown>)[EARLY_READS_GLOBAL];
    run('/c-p/SCF1');
    await until(() => seen.length === 12);
    const late = Date.now() + EARLY_READ_TTL_MS + 1;
    await startUpCalls(client('old', () => late));
    expect(startUpPaths.map(count)).toEqual([4, 4, 4, 4]);
  });
});

describe('first-screen preload script: code and texts', () => {
  it("preloads the page's code and the stored language's texts with a session", () => {
    localStorage.setItem(storageKeys.token, 'tok');
    localStorage.setItem(
      storageKeys.customization,
      JSON.stringify({ state: { locale: 'en', localeDefault: 'fr' }, version: 1 }),
    );
    expect(run('/c-p/SCFBO001')).toEqual(['/assets/en.js', '/assets/product.js']);
  });

  it('finds the page as the router does: a fixed segment before a parameter', () => {
    localStorage.setItem(storageKeys.token, 'tok');
    expect(run('/')).toEqual(['/assets/fr.js', '/assets/home.js']);
    expect(run('/cart')).toEqual(['/assets/fr.js']);
    expect(run('/faq/shipping')).toEqual(['/assets/fr.js']);
    // A listing is no landing page: its texts only.
    expect(run('/bottles/12')).toEqual(['/assets/fr.js']);
    expect(run('/c-p/bottles/12/SCF1')).toEqual(['/assets/fr.js', '/assets/product.js']);
  });

  it("preloads the login's code without a session, under the base path", () => {
    localStorage.setItem(
      storageKeys.customization,
      JSON.stringify({ state: { locale: null, localeDefault: 'de' }, version: 1 }),
    );
    // No German dictionary in this build's data: English, as the app falls back.
    expect(run('/shop/c-p/SCF1', '/shop')).toEqual(['/shop/assets/en.js', '/shop/assets/login.js']);
  });

  it('weighs only the paths that can match the same address as a landing page', () => {
    const paths = competingPaths(
      shopFirstScreen('').paths,
      Object.keys(shopFirstScreen('').screens),
    );
    expect(paths).toContain('/cart');
    expect(paths).toContain('/$category/$id');
    expect(paths).not.toContain('/faq/$subject');
    expect(paths).not.toContain('/profile/my-orders/$orderId');
  });

  it('preloads only the texts on the login page with a session (the login sends it on)', () => {
    localStorage.setItem(storageKeys.token, 'tok');
    expect(run('/login')).toEqual(['/assets/fr.js']);
  });
});
