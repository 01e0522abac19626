// Writes the README's screenshots (docs/screenshots/*.png) from the built shop: starts the built
// API on a fresh PGlite directory serving apps/shop/dist (as `pnpm start` does), logs the demo
// customer in, and shoots home, a bundle's product page with the add-to-cart toast, and the cart,
// at 1280 and 360 px, plus the product page in German. Needs `pnpm turbo run build` first and
// Chromium at CHROME_PATH (default /usr/bin/chromium). Run: `node scripts/readme-screenshots.mjs`.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const shopDir = fileURLToPath(new URL('..', import.meta.url));
const apiMain = join(shopDir, '../api/dist/main.js');
const out = join(shopDir, 'docs/screenshots');
const port = Number(process.env.SCREENSHOT_PORT ?? 18597);
const origin = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'careshop-screenshots-'));
const api = spawn(process.execPath, [apiMain], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SHOP_DIR: join(shopDir, 'dist'),
    PUBLIC_URL: origin,
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

async function waitForApi() {
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    if (
      await fetch(`${origin}/login`).then(
        (answer) => answer.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('The API did not start within 60 s');
}

/** A page at `width` with the demo customer logged in and `language` chosen. */
async function loggedIn(browser, token, width, language) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await context.addInitScript(
    ([value, locale]) => {
      localStorage.setItem('token', value);
      localStorage.setItem(
        'cart-brand-customization',
        JSON.stringify({ state: { locale }, version: 1 }),
      );
    },
    [token, language],
  );
  return context.newPage();
}

/** Waits until every image in the viewport has loaded, then shoots the viewport. */
async function shoot(page, name) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() =>
    Promise.all(
      [...document.images]
        .filter((image) => image.getBoundingClientRect().top < innerHeight)
        .map((image) => image.decode().catch(() => undefined)),
    ),
  );
  await page.screenshot({ path: join(out, `${name}.png`) });
  console.log(`wrote docs/screenshots/${name}.png`);
}

try {
  await waitForApi();
  const login = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'customer@demo.test', password: 'Demo!2026' }),
  });
  if (!login.ok) throw new Error(`Demo login failed: ${login.status}`);
  const token = (await login.json()).auth;
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  });
  const labels = { fr: 'Ajouter au panier', de: 'In den Warenkorb' };
  for (const [width, language] of [
    [1280, 'fr'],
    [360, 'fr'],
    [1280, 'de'],
  ]) {
    const suffix = `${width}${language === 'fr' ? '' : `-${language}`}`;
    const page = await loggedIn(browser, token, width, language);
    if (language === 'fr') {
      await page.goto(`${origin}/`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await shoot(page, `home-${suffix}`);
    }
    // A bundle: its gallery of the items it holds, then the toast of adding it.
    await page.goto(`${origin}/c-p/SCFPKG002`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('button', { name: labels[language] }).first().click();
    await page.getByRole('status').first().waitFor();
    await shoot(page, `product-${suffix}`);
    if (language === 'fr') {
      await page.goto(`${origin}/cart`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await shoot(page, `cart-${suffix}`);
    }
    await page.context().close();
  }
  await browser.close();
} finally {
  api.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
