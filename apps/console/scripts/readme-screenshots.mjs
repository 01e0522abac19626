// Writes the README's screenshots (docs/*.png) from the built console: starts the built API on a
// fresh PGlite directory serving apps/console/dist (as `pnpm start` does) with three weeks of demo
// counts, logs the demo accounts in through the console's form in an en-GB browser, and shoots the
// dashboard, Counts at 1280 and 360 px, the first page of a PDF report, the devices table and the
// phone menu in German, the page a level may not use, and the Shop area's orders and product.
// Needs `pnpm turbo run build` first, Chromium at CHROME_PATH (default /usr/bin/chromium) and
// pdftoppm (poppler-utils) for the report's page. Run: `node scripts/readme-screenshots.mjs`.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const consoleDir = fileURLToPath(new URL('..', import.meta.url));
const apiMain = join(consoleDir, '../api/dist/main.js');
const out = join(consoleDir, 'docs');
const port = Number(process.env.SCREENSHOT_PORT ?? 18598);
const origin = `http://127.0.0.1:${port}`;
const base = `${origin}/console/`;
const PASSWORD = 'Demo!2026';
const ADMIN = 'console-admin@demo.test';
const STAFF = 'staff@demo.test';
/** The demo library network's zone: the Counts week and the report's days are its dates. */
const ZONE = 'Europe/Amsterdam';

const running = await fetch(`${origin}/healthz`).then(
  () => true,
  () => false,
);
if (running) throw new Error(`Port ${port} is taken: set SCREENSHOT_PORT to a free port`);

const dataDir = mkdtempSync(join(tmpdir(), 'careshop-console-screenshots-'));
const api = spawn(process.execPath, [apiMain], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    CONSOLE_DIR: join(consoleDir, 'dist'),
    PUBLIC_URL: origin,
    DEMO_HISTORY_DAYS: '21',
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
let apiExit = null;
api.on('exit', (code, signal) => {
  apiExit = signal ?? `exit code ${code}`;
});

async function waitForApi() {
  const until = Date.now() + 120_000;
  while (Date.now() < until) {
    if (apiExit) throw new Error(`The API stopped (${apiExit})`);
    if (
      await fetch(`${base}login`).then(
        (answer) => answer.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('The API did not start within 120 s');
}

/** The date `offsetDays` from today in the demo libraries' zone, YYYY-MM-DD. */
function localDate(offsetDays = 0) {
  const at = new Date(Date.now() + offsetDays * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(at);
}

/**
 * A page `width` × `height` in an en-GB browser with `language` on screen (the console's own
 * choice, kept in local storage), logged in as `email` through the console's form.
 */
async function loggedIn(browser, email, { width, height = 900, language = 'en' }) {
  const context = await browser.newContext({ locale: 'en-GB', viewport: { width, height } });
  await context.addInitScript((chosen) => {
    localStorage.setItem(
      'careshop-console-language',
      JSON.stringify({ state: { language: chosen }, version: 0 }),
    );
  }, language);
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  await page.goto(`${base}login`);
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.locator('input[name="password"]').press('Enter');
  await page.getByRole('banner').waitFor();
  return page;
}

/** The session token the console stored, for the API calls the script makes itself. */
async function tokenOf(page) {
  return page.evaluate(
    () =>
      localStorage.getItem('careshop-console-token') ??
      sessionStorage.getItem('careshop-console-token'),
  );
}

/** The id of the console location called `name`, as the logged-in user sees the list. */
async function locationId(page, name) {
  const answer = await page.request.get(`${origin}/api/admin/console/locations`, {
    headers: { authorization: `Bearer ${await tokenOf(page)}` },
  });
  if (!answer.ok()) throw new Error(`Locations: ${answer.status()}`);
  const found = (await answer.json()).items.find((item) => item.name === name);
  if (!found) throw new Error(`No location ${name}`);
  return found.id;
}

/** Waits for fonts, images and running animations, then shoots the viewport or the whole page. */
async function shoot(page, name, { fullPage = false, clip } = {}) {
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)));
    await Promise.all(document.getAnimations().map((animation) => animation.finished));
  });
  await page.screenshot({ path: join(out, `${name}.png`), fullPage, clip, animations: 'disabled' });
  console.log(`wrote docs/${name}.png`);
}

/** Counts per day of the seven days up to yesterday at `location`, every section loaded. */
async function counts(page, location) {
  const id = await locationId(page, location);
  await page.goto(
    `${base}counts?location=${id}&from=${localDate(-7)}&to=${localDate(-1)}&interval=D`,
  );
  await page.locator('.console-chart canvas').waitFor();
  await page.getByRole('heading', { level: 2, name: 'Busiest hours' }).waitFor();
  await page.getByRole('heading', { level: 2, name: 'Self-check activity' }).waitFor();
  await page.waitForLoadState('networkidle');
}

/** Opens the Shop area's page of the product `code` from the products list. */
async function openProduct(page, code) {
  await page.goto(`${base}shop/products?q=${code}`);
  await page.getByRole('table').getByRole('link').first().click();
  await page.waitForURL(/\/shop\/products\/[^/?]+$/);
}

/** A one-page PDF, the leaflet the product shot shows as uploaded. */
function leafletPdf() {
  const text = 'BT /F1 24 Tf 72 760 Td (Care leaflet 2026) Tj ET';
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = pdf.length;
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

let browser;
try {
  await waitForApi();
  browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });

  // The dashboard of every company's locations, live.
  let page = await loggedIn(browser, 'console-super@demo.test', { width: 1280 });
  await page.locator('.console-live[data-state="live"]').waitFor();
  await page.getByRole('heading', { level: 2, name: 'Silent devices' }).waitFor();
  await shoot(page, 'dashboard', { fullPage: true });
  await page.context().close();

  // Counts: a library counted by counters and a gate at 1280 px, one counted by its gate at 360.
  page = await loggedIn(browser, ADMIN, { width: 1280 });
  await counts(page, 'Centrale Bibliotheek Arnhem');
  await shoot(page, 'counts', { fullPage: true });

  // The first page of a PDF report in Dutch: Arnhem's entries and exits per day, 20 whole days.
  const report = await page.request.get(
    `${origin}/api/admin/console/report?${new URLSearchParams({
      type: 'PEOPLECOUNTER_ENTERLEAVE',
      location: String(await locationId(page, 'Centrale Bibliotheek Arnhem')),
      from: localDate(-20),
      to: localDate(0),
      interval: 'D',
      format: 'pdf',
      lang: 'nl',
    })}`,
    { headers: { authorization: `Bearer ${await tokenOf(page)}` } },
  );
  if (!report.ok()) throw new Error(`Report: ${report.status()} ${await report.text()}`);
  const pdf = join(dataDir, 'report.pdf');
  writeFileSync(pdf, await report.body());
  execFileSync('pdftoppm', [
    '-png',
    '-r',
    '60',
    '-f',
    '1',
    '-l',
    '1',
    '-singlefile',
    pdf,
    join(out, 'report-1'),
  ]);
  console.log('wrote docs/report-1.png');
  await page.context().close();

  page = await loggedIn(browser, ADMIN, { width: 360 });
  await counts(page, 'Bibliotheek Tiel');
  await shoot(page, 'counts-360', { fullPage: true });
  await page.context().close();

  // German: the devices table at 1280 px with its actions column, and the phone menu opened.
  page = await loggedIn(browser, ADMIN, { width: 1280, height: 800, language: 'de' });
  await page.goto(`${base}devices`);
  await page.getByRole('table', { name: 'Geräte' }).getByRole('row').nth(1).waitFor();
  await shoot(page, 'devices-1280-de');
  await page.context().close();

  page = await loggedIn(browser, ADMIN, { width: 360, height: 740, language: 'de' });
  await page.locator('.console-live[data-state="live"]').waitFor();
  await page.getByRole('banner').getByRole('button', { name: 'Menü' }).click();
  await page.getByRole('dialog', { name: 'Menü' }).waitFor();
  await shoot(page, 'menu-360-de');
  await page.context().close();

  // Level 4 (live counts only) opening the counts by its address.
  page = await loggedIn(browser, 'console-live@demo.test', { width: 360, height: 800 });
  await page.goto(`${base}counts`);
  await page
    .getByRole('heading', { level: 1, name: 'Not available for your access level' })
    .waitFor();
  await shoot(page, 'not-available-360');
  await page.context().close();

  // The Shop area as the demo organisation's staff.
  page = await loggedIn(browser, STAFF, { width: 1280, height: 820 });
  await page.goto(`${base}shop/orders`);
  await page.getByRole('table').getByRole('row').nth(1).waitFor();
  await page.waitForLoadState('networkidle');
  await shoot(page, 'shop-orders');
  await page.context().close();

  page = await loggedIn(browser, STAFF, { width: 360 });
  await openProduct(page, 'BF-001');
  await page.getByRole('heading', { level: 1, name: /Electric breast pump/ }).waitFor();
  await page.waitForLoadState('networkidle');
  // From the top to the end of its availability: price, limits, category, stock, availability.
  const availability = await page
    .getByRole('group', { name: 'Availability', exact: true })
    .evaluate((group) => group.getBoundingClientRect().bottom + window.scrollY);
  await shoot(page, 'shop-product-360', {
    fullPage: true,
    clip: { x: 0, y: 0, width: 360, height: Math.ceil(availability) + 16 },
  });
  await page.context().close();

  // A product's leaflet section in German after a PDF is uploaded.
  page = await loggedIn(browser, STAFF, { width: 360, height: 800, language: 'de' });
  await openProduct(page, 'SK-002');
  const leaflet = page.getByRole('region', { name: 'PDF-Broschüre' });
  await leaflet.locator('input[type="file"]').setInputFiles({
    name: 'Care leaflet 2026.pdf',
    mimeType: 'application/pdf',
    buffer: leafletPdf(),
  });
  await leaflet.getByRole('status').waitFor();
  // Shown as it is when the product is opened again: the upload's notice gone, the section whole.
  await page.reload();
  await leaflet.getByText('Care leaflet 2026.pdf').waitFor();
  await page.waitForLoadState('networkidle');
  await leaflet.evaluate((section) => section.scrollIntoView({ block: 'end' }));
  await shoot(page, 'shop-product-leaflet-360');
  await page.context().close();
} finally {
  await browser?.close().catch(() => undefined);
  if (!apiExit) {
    const stopped = new Promise((resolve) => api.once('exit', resolve));
    api.kill();
    await Promise.race([stopped, new Promise((resolve) => setTimeout(resolve, 10_000).unref())]);
  }
  rmSync(dataDir, { recursive: true, force: true });
}
