// Lighthouse 12 performance and accessibility scores of the console (issue 31, "Console first
// visit"), mobile emulation (Lighthouse's default: Moto G Power screen, simulated slow 4G and 4x
// CPU slowdown), for its login, dashboard, counts and reports screens, plus the console's entry
// JavaScript (gzipped, as its build's budget check counts it). Starts the built API on a fresh
// PGlite directory with the demo data (a week of counts history), serving the built console at
// `/console/` (as `pnpm start` does), stores the demo console admin's session token where the
// console reads it for the screens behind the login, and prints a table of medians. Needs
// `pnpm turbo run build --filter @careshop/console... --filter @careshop/api` first and Chromium at
// CHROME_PATH (default /usr/bin/chromium). LIGHTHOUSE_RUNS=n runs each screen n times (default
// 3) and takes the median; CONSOLE_DIST=dir measures another console build (e.g. a copy of an
// older one); LIGHTHOUSE_REPORT_DIR=dir keeps each run's full JSON report;
// LIGHTHOUSE_API_START_SECONDS (default 300) is how long the API may take to start. Not a test:
// it prints figures and fails only if it cannot measure.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { measureEntry } from '../apps/console/scripts/check-bundle-size.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const apiMain = join(root, 'apps/api/dist/main.js');
const consoleDir = resolve(process.env.CONSOLE_DIST ?? join(root, 'apps/console/dist'));
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
// Not the e2e specs' 18591, so the bench can run beside them.
const port = Number(process.env.LIGHTHOUSE_API_PORT ?? 18597);
const origin = `http://127.0.0.1:${port}`;
const base = `${origin}/console`;
const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
const reportDir = process.env.LIGHTHOUSE_REPORT_DIR;
const TOKEN_KEY = 'careshop-console-token';
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
  [apiMain, 'pnpm --filter @careshop/api build'],
  [join(consoleDir, 'index.html'), 'pnpm turbo run build --filter @careshop/console...'],
  [chromePath, 'apt-get install chromium (never a downloaded browser)'],
]) {
  if (!existsSync(path)) {
    console.error(`Missing ${path}: run \`${hint}\` first.`);
    process.exit(1);
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'careshop-console-lighthouse-'));
const api = spawn(process.execPath, [apiMain], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    CONSOLE_DIR: consoleDir,
    PUBLIC_URL: origin,
    DEMO_HISTORY_DAYS: '7',
    RATE_LIMIT_PER_MINUTE: '100000',
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
let chrome;

async function cleanUp() {
  await chrome?.kill();
  api.kill();
  rmSync(dataDir, { recursive: true, force: true });
}

// The API seeds a week of demo counts before it listens: on a busy shared machine that can take
// minutes.
const apiStartSeconds = Number(process.env.LIGHTHOUSE_API_START_SECONDS ?? 300);

async function waitForApi() {
  const until = Date.now() + apiStartSeconds * 1000;
  while (Date.now() < until) {
    if (api.exitCode !== null) throw new Error(`The API exited with code ${api.exitCode}`);
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`The API did not start within ${apiStartSeconds} s`);
}

/** A session of the demo console admin (counts, reports and the dashboard are theirs). */
async function adminToken() {
  const login = () =>
    fetch(`${origin}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', connection: 'close' },
      body: JSON.stringify({ email: 'console-admin@demo.test', password: 'Demo!2026' }),
    });
  // A kept-alive connection the server has closed meanwhile fails once: ask again on a new one.
  const response = await login().catch(login);
  if (!response.ok) throw new Error(`Demo login failed: ${response.status}`);
  return (await response.json()).auth;
}

/** Puts the token where the console reads it ("remember me": local storage, decision 216). */
async function storeToken(token) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const page = await browser.newPage();
  await page.goto(`${base}/forgot`);
  await page.evaluate((key, value) => localStorage.setItem(key, value), TOKEN_KEY, token);
  await page.close();
  await browser.disconnect();
}

/** Empties the HTTP cache but keeps local storage (the session), so each load is a cold visit. */
async function clearHttpCache() {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const page = await browser.newPage();
  const session = await page.createCDPSession();
  await session.send('Network.clearBrowserCache');
  await page.close();
  await browser.disconnect();
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function audit(path) {
  const scores = [];
  let retries = 0;
  for (let run = 0; run < runs; run += 1) {
    await clearHttpCache();
    const result = await lighthouse(`${base}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      disableStorageReset: true,
    });
    const { categories, audits, finalDisplayedUrl, runtimeError } = result.lhr;
    if (reportDir) {
      mkdirSync(reportDir, { recursive: true });
      writeFileSync(
        join(reportDir, `console${path.replace(/\W+/g, '_') || '_root'}-${run + 1}.json`),
        JSON.stringify(result.lhr),
      );
    }
    // Chromium now and then records a trace without its navigation start: a fault of the
    // recording, not of the page, so that run is taken again, at most twice per screen.
    if (runtimeError?.code === 'NO_NAVSTART' && retries < 2) {
      retries += 1;
      run -= 1;
      continue;
    }
    if (runtimeError)
      throw new Error(`${path}: Lighthouse ${runtimeError.code}: ${runtimeError.message}`);
    if (new URL(finalDisplayedUrl).pathname !== new URL(`${base}${path}`).pathname) {
      throw new Error(`${path} ended on ${finalDisplayedUrl}: not the screen meant to be measured`);
    }
    scores.push({
      performance: Math.round(categories.performance.score * 100),
      accessibility: Math.round(categories.accessibility.score * 100),
      fcp: audits['first-contentful-paint'].numericValue,
      lcp: audits['largest-contentful-paint'].numericValue,
      tbt: audits['total-blocking-time'].numericValue,
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
  const pick = (key) => median(scores.map((score) => score[key]));
  return {
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    fcp: pick('fcp'),
    lcp: pick('lcp'),
    tbt: pick('tbt'),
    scriptBytes: pick('scriptBytes'),
    all: scores.map((score) => score.performance),
    failing: [...new Set(scores.flatMap((score) => score.failing))],
  };
}

try {
  const entry = measureEntry(consoleDir);
  await waitForApi();
  chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  const rows = [];
  rows.push(['/login', await audit('/login')]);
  await storeToken(await adminToken());
  for (const path of ['/', '/counts', '/reports']) rows.push([path, await audit(path)]);

  const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
  console.log(
    `Console entry JS: ${(entry.bytes / 1000).toFixed(1)} KB gzipped in ${entry.files.length} files (${consoleDir})`,
  );
  console.log(
    `Lighthouse ${lighthouse.version ?? '12'}, mobile emulation, median of ${runs} run(s)`,
  );
  console.log('| Screen | Performance (runs) | Accessibility | FCP | LCP | TBT | JS transferred |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const [path, s] of rows) {
    console.log(
      `| ${path} | ${s.performance} (${s.all.join(', ')}) | ${s.accessibility} | ${seconds(s.fcp)} | ${seconds(s.lcp)} | ${Math.round(s.tbt)} ms | ${(s.scriptBytes / 1024).toFixed(0)} KiB |`,
    );
  }
  for (const [path, s] of rows) {
    if (s.failing.length > 0)
      console.log(`${path}: accessibility audits below 1 in some run: ${s.failing.join(', ')}`);
  }
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
