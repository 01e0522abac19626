// Lighthouse 12 performance and accessibility scores of the shop, mobile emulation (Lighthouse's
// default: Moto G Power screen, simulated slow 4G and 4x CPU slowdown), for /login, / and a
// product page. Starts the built API on a fresh PGlite directory, serving the built shop at `/`
// (as `pnpm start` does), logs the demo customer in for the pages behind the login, and prints a
// table. Needs `pnpm turbo run build --filter @careshop/shop... --filter @careshop/api` first and
// Chromium at CHROME_PATH (default /usr/bin/chromium). LIGHTHOUSE_RUNS=n takes the median of n
// runs per page (default 1). LIGHTHOUSE_ORIGIN=http://host:port measures a shop that is already
// running there (demo data) instead of starting one. LIGHTHOUSE_REPORT_DIR=dir keeps each run's
// full JSON report there (to open in the Lighthouse viewer) and its trace (`*.trace.json`, for
// Chromium's performance panel). Not a test: it prints figures and fails only
// if it cannot measure.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const apiMain = join(root, 'apps/api/dist/main.js');
const shopDir = join(root, 'apps/shop/dist');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const port = Number(process.env.LIGHTHOUSE_API_PORT ?? 18591);
const external = process.env.LIGHTHOUSE_ORIGIN?.replace(/\/+$/, '');
const origin = external ?? `http://127.0.0.1:${port}`;
const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 1));
const reportDir = process.env.LIGHTHOUSE_REPORT_DIR;
const chromeFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

for (const [path, hint] of [
  ...(external
    ? []
    : [
        [apiMain, 'pnpm --filter @careshop/api build'],
        [join(shopDir, 'index.html'), 'pnpm --filter @careshop/shop build'],
      ]),
  [chromePath, 'apt-get install chromium (never a downloaded browser)'],
]) {
  if (!existsSync(path)) {
    console.error(`Missing ${path}: run \`${hint}\` first.`);
    process.exit(1);
  }
}

const dataDir = external ? null : mkdtempSync(join(tmpdir(), 'careshop-lighthouse-'));
const api = external
  ? null
  : spawn(process.execPath, [apiMain], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SHOP_DIR: shopDir,
        PUBLIC_URL: origin,
        RATE_LIMIT_PER_MINUTE: '100000',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
let chrome;

async function cleanUp() {
  await chrome?.kill();
  api?.kill();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}

async function waitForApi() {
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    if (api && api.exitCode !== null) throw new Error(`The API exited with code ${api.exitCode}`);
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('The API did not start within 60 s');
}

async function customerToken() {
  const response = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'customer@demo.test', password: 'Demo!2026' }),
  });
  if (!response.ok) throw new Error(`Demo login failed: ${response.status}`);
  return (await response.json()).auth;
}

/** Puts the session token where the shop reads it (local storage `token`, SPEC 3 Session). */
async function storeToken(token) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const page = await browser.newPage();
  await page.goto(`${origin}/contact`);
  await page.evaluate((value) => localStorage.setItem('token', value), token);
  await page.close();
  await browser.disconnect();
}

/**
 * Empties the HTTP cache (not local storage, which holds the session) so every audited load is a
 * first visit, as Lighthouse's own storage reset would, but keeping the login.
 */
async function clearHttpCache() {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const page = await browser.newPage();
  const session = await page.createCDPSession();
  await session.send('Network.clearBrowserCache');
  await page.close();
  await browser.disconnect();
}

async function audit(path) {
  const scores = [];
  let retries = 0;
  for (let run = 0; run < runs; run += 1) {
    await clearHttpCache();
    const result = await lighthouse(`${origin}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      // Keep the stored token between the set-up and the audited load; the HTTP cache is
      // emptied above instead.
      disableStorageReset: true,
    });
    const { categories, audits, finalDisplayedUrl, runtimeError } = result.lhr;
    if (reportDir) {
      mkdirSync(reportDir, { recursive: true });
      const name = `${path.replace(/\W+/g, '_') || 'root'}-${run + 1}.json`;
      writeFileSync(join(reportDir, name), JSON.stringify(result.lhr));
      // The page-load trace too, for Chromium's performance panel (what a long task was doing).
      const trace = result.artifacts?.Trace ?? result.artifacts?.traces?.defaultPass;
      if (trace)
        writeFileSync(
          join(reportDir, name.replace(/\.json$/, '.trace.json')),
          JSON.stringify(trace),
        );
    }
    // Chromium now and then records a trace without its navigation start (NO_NAVSTART): a fault
    // of the recording, not of the page, so that run is taken again, at most twice per page.
    if (runtimeError?.code === 'NO_NAVSTART' && retries < 2) {
      retries += 1;
      run -= 1;
      continue;
    }
    if (runtimeError)
      throw new Error(`${path}: Lighthouse ${runtimeError.code}: ${runtimeError.message}`);
    if (!finalDisplayedUrl.endsWith(path)) {
      throw new Error(`${path} ended on ${finalDisplayedUrl}: not the page meant to be measured`);
    }
    scores.push({
      performance: Math.round(categories.performance.score * 100),
      accessibility: Math.round(categories.accessibility.score * 100),
      fcp: audits['first-contentful-paint'].numericValue,
      lcp: audits['largest-contentful-paint'].numericValue,
      tbt: audits['total-blocking-time'].numericValue,
      // What the browser transferred for scripts: gzip/brotli only when the server compresses.
      scriptBytes:
        audits['resource-summary'].details.items.find((item) => item.resourceType === 'script')
          ?.transferSize ?? 0,
      failing: categories.accessibility.auditRefs
        .filter(
          (ref) => ref.weight > 0 && audits[ref.id].score !== null && audits[ref.id].score < 1,
        )
        .map((ref) => ref.id),
    });
  }
  scores.sort((a, b) => a.performance - b.performance);
  return scores[Math.floor(scores.length / 2)];
}

try {
  await waitForApi();
  chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  const rows = [];
  rows.push(['/login', await audit('/login')]);
  await storeToken(await customerToken());
  rows.push(['/', await audit('/')]);
  rows.push(['/c-p/SCFBO001', await audit('/c-p/SCFBO001')]);

  const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
  console.log(
    `Lighthouse ${lighthouse.version ?? '12'}, mobile emulation, ${runs} run(s) per page`,
  );
  console.log('| Page | Performance | Accessibility | FCP | LCP | TBT | JS transferred |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const [path, s] of rows) {
    console.log(
      `| ${path} | ${s.performance} | ${s.accessibility} | ${seconds(s.fcp)} | ${seconds(s.lcp)} | ${Math.round(s.tbt)} ms | ${(s.scriptBytes / 1024).toFixed(0)} KiB |`,
    );
  }
  for (const [path, s] of rows) {
    if (s.failing.length > 0)
      console.log(`${path}: accessibility audits below 1: ${s.failing.join(', ')}`);
  }
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
