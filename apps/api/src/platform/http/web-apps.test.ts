import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing/harness.js';

const shopIndex =
  '<!doctype html><title>shop</title><script type="module" src="/assets/app-3f9a.js"></script>';
const zoomIndex =
  '<!doctype html><title>zoom</title><script type="module" src="/zoom/assets/zoom-77c1.js"></script>';

function builtApp(root: string, name: string, index: string, asset: string): string {
  const dir = join(root, name);
  mkdirSync(join(dir, 'assets'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), index);
  writeFileSync(join(dir, 'assets', asset), `console.log(${JSON.stringify(name)});`);
  writeFileSync(join(dir, 'robots.txt'), 'User-agent: *\n');
  return dir;
}

const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

describe('issue 3 Runs: the API process serves the built shop at / and Zoom! at /zoom/', () => {
  let root: string;
  let api: TestApi;
  let base: string;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'careshop-web-'));
    const shopDir = builtApp(root, 'shop', shopIndex, 'app-3f9a.js');
    const zoomDir = builtApp(root, 'zoom', zoomIndex, 'zoom-77c1.js');
    // The shop's build lists its pages (decision 239); Zoom!'s does not.
    writeFileSync(
      join(shopDir, 'routes.json'),
      JSON.stringify([
        '/',
        '/$ctn',
        '/cart',
        '/c-p/$category/$id',
        '/profile/my-orders',
        '/faq/$subject',
      ]),
    );
    writeFileSync(
      join(shopDir, 'assets', 'app-3f9a.js.br'),
      brotliCompressSync('console.log("shop");'),
    );
    api = await startTestApi('pglite', { env: { SHOP_DIR: shopDir, ZOOM_DIR: zoomDir } });
    await api.app.listen({ port: 0, host: '127.0.0.1' });
    const address = api.app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    base = `http://127.0.0.1:${address.port}`;
  });
  afterAll(async () => {
    await api.close();
    rmSync(root, { recursive: true, force: true });
  });

  const get = (path: string, headers: Record<string, string> = html) =>
    fetch(`${base}${path}`, { headers, redirect: 'manual' });

  it('answers the shop index.html at / with no-cache and a CSP allowing only own scripts', async () => {
    const response = await get('/');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(shopIndex);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it('serves hashed assets with a one-year immutable cache', async () => {
    const response = await get('/assets/app-3f9a.js', { accept: '*/*' });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('console.log("shop");');
    expect(response.headers.get('content-type')).toContain('javascript');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const other = await get('/robots.txt', { accept: '*/*' });
    expect(other.status).toBe(200);
    expect(other.headers.get('cache-control')).toBe('no-cache');
  });

  it('sends the pre-compressed .br file to clients that accept brotli, the plain file otherwise', async () => {
    const compressed = await get('/assets/app-3f9a.js', { accept: '*/*', 'accept-encoding': 'br' });
    expect(compressed.status).toBe(200);
    expect(compressed.headers.get('content-encoding')).toBe('br');
    expect(await compressed.text()).toBe('console.log("shop");');
    const plain = await get('/assets/app-3f9a.js', {
      accept: '*/*',
      'accept-encoding': 'identity',
    });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe('console.log("shop");');
  });

  it('falls back to index.html for unknown page paths (client-side routes survive a reload)', async () => {
    for (const path of [
      '/cart',
      '/c-p/BF/12',
      '/profile/my-orders?page=2',
      '/faq/authentication',
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toBe('no-cache');
      expect(await response.text(), path).toBe(shopIndex);
    }
  });

  it('decision 239: a path that is none of the shop’s pages is a 404 with the shop’s index.html', async () => {
    for (const path of ['/no/such/page/here', '/cart/extra', '/c-p/BF/12/34/56']) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).toBe(shopIndex);
    }
    // A product code is one segment, so any one-segment path is a page; Zoom! lists no pages.
    expect((await get('/SCFBF004')).status).toBe(200);
    expect((await get('/zoom/any/deep/path')).status).toBe(200);
  });

  it('issue 10 Contract: answers index.html to Accept: */* page requests (curl, link checkers)', async () => {
    for (const [path, index] of [
      ['/cart', shopIndex],
      ['/c-p/BF/12', shopIndex],
      ['/profile/my-orders?page=2', shopIndex],
      ['/zoom/summary', zoomIndex],
    ] as const) {
      for (const headers of [{ accept: '*/*' }, { accept: 'application/json, */*;q=0.5' }]) {
        const response = await get(path, headers);
        expect(response.status, `${path} ${headers.accept}`).toBe(200);
        expect(await response.text(), path).toBe(index);
      }
    }
    // A missing file is still not a page, whatever the client accepts.
    for (const path of ['/assets/x.js', '/zoom/assets/x.js', '/logo-missing.png', '/app.js']) {
      const response = await get(path, { accept: '*/*' });
      expect(response.status, path).toBe(404);
      expect(await response.json(), path).toMatchObject({ success: false });
    }
  });

  it('answers 404, not index.html, for a missing file under /assets/', async () => {
    for (const path of ['/assets/app-0000.js', '/zoom/assets/gone.css']) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).not.toContain('<title>');
    }
  });

  it('never falls back for /api/*, /healthz or /readyz, nor for non-page requests', async () => {
    const api404 = await get('/api/admin/nothing-here');
    expect(api404.status).toBe(404);
    expect(await api404.json()).toMatchObject({ code: 'route_not_found' });
    const bareApi = await get('/api');
    expect(bareApi.status).toBe(404);
    expect(await bareApi.json()).toMatchObject({ code: 'route_not_found' });
    const health = await get('/healthz');
    expect(await health.json()).toEqual({ status: 'ok' });
    const asJson = await get('/cart', { accept: 'application/json' });
    expect(asJson.status).toBe(404);
    expect(await asJson.json()).toMatchObject({ code: 'route_not_found' });
    const post = await fetch(`${base}/cart`, { method: 'POST', headers: html });
    expect(post.status).toBe(404);
  });

  it('serves Zoom! Delivered at /zoom/ with its own fallback and assets', async () => {
    const index = await get('/zoom/');
    expect(index.status).toBe(200);
    expect(await index.text()).toBe(zoomIndex);
    for (const path of ['/zoom', '/zoom/summary', '/zoom/order/form']) {
      const page = await get(path);
      expect(page.status, path).toBe(200);
      expect(await page.text(), path).toBe(zoomIndex);
    }
    const asset = await get('/zoom/assets/zoom-77c1.js', { accept: '*/*' });
    expect(asset.status).toBe(200);
    expect(await asset.text()).toBe('console.log("zoom");');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('still answers the API next to the apps', async () => {
    const config = await get('/api/admin/config_for_hostname/localhost', { accept: '*/*' });
    expect(config.status).toBe(200);
    expect(await config.json()).toMatchObject({ title: 'sample shop EU' });
  });
});

describe('issue 3 Runs: apps that are not built', () => {
  it('logs one hint per missing app, answers page requests with that hint, keeps the API up', async () => {
    const lines: string[] = [];
    const missing = join(tmpdir(), 'careshop-not-built-here');
    const api = await startTestApi('pglite', {
      env: { SHOP_DIR: join(missing, 'shop'), ZOOM_DIR: join(missing, 'zoom') },
      logStream: { write: (line) => lines.push(line) },
    });
    try {
      const hints = lines.filter((line) => line.includes('not built'));
      expect(hints).toHaveLength(2);
      expect(hints[0]).toContain('shop not built');
      expect(hints[0]).toContain('run pnpm build');
      const page = await api.app.inject({ method: 'GET', url: '/', headers: html });
      expect(page.statusCode).toBe(404);
      expect(page.json()).toMatchObject({ code: 'app_not_built' });
      expect(page.json().message).toContain('pnpm build');
      const health = await api.app.inject({ method: 'GET', url: '/healthz' });
      expect(health.statusCode).toBe(200);
    } finally {
      await api.close();
    }
  });
});
