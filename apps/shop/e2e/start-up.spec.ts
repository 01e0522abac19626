import { expect, type Page, test } from '@playwright/test';
import { login } from './support';

// Issue 15, decision 234: only a 401 ends a stored session at start-up. A slow or failing call
// keeps the token and says what is going on (SPEC 4 App start).

const isPath = (path: string) => (url: URL) => url.pathname === path;

async function loggedInWithToken(page: Page): Promise<string> {
  await page.goto('/login');
  await login(page, 'customer@demo.test');
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token).toBeTruthy();
  return token as string;
}

test('a catalogue slower than the 5 s restore time-out keeps the session and shows the shop', async ({
  page,
}) => {
  test.slow();
  const token = await loggedInWithToken(page);
  for (const path of ['/api/admin/product', '/api/admin/category']) {
    await page.route(isPath(path), async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 6000));
      await route.continue();
    });
  }
  await page.goto('/c-p');
  // Still logged in after the catalogue finally answers: the product list, not the login page.
  await expect(page.locator('main a[href*="/c-p/"]').first()).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/c-p$/);
  await expect(page.getByRole('button', { name: 'Se déconnecter' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(token);
});

test('a failing user call at start-up shows the error with "try again", keeps the token, and recovers', async ({
  page,
}) => {
  const token = await loggedInWithToken(page);
  const userCall = isPath('/api/admin/user/me');
  await page.route(userCall, (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"down"}' }),
  );
  await page.goto('/profile');
  const notice = page.getByRole('alert').filter({ hasText: 'n’a pas pu charger votre compte' });
  await expect(notice).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(token);
  await page.unroute(userCall);
  await notice.getByRole('button', { name: 'Réessayer' }).click();
  await expect(notice).toBeHidden();
  await expect(page).toHaveURL(/\/profile\/my-account$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a 401 at start-up still ends the session with the expired notice', async ({ page }) => {
  await loggedInWithToken(page);
  await page.route(isPath('/api/admin/user/me'), (route) =>
    route.fulfill({ status: 401, contentType: 'application/json', body: '{"error":"expired"}' }),
  );
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Votre session a expiré').first()).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('the start screen paints styled before the scripts arrive, and the first page does not fade in', async ({
  page,
}) => {
  // The scripts are held back: what shows meanwhile comes from index.html alone, whose styles
  // are inline (a linked stylesheet would hold the first paint until it arrived).
  let releaseScripts: () => void = () => undefined;
  const scriptsHeld = new Promise<void>((resolve) => {
    releaseScripts = resolve;
  });
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto('/login', { waitUntil: 'commit' });
  const start = page.getByRole('status').filter({ hasText: 'Careshop' });
  await expect(start).toBeVisible();
  expect(await page.locator('link[rel="stylesheet"]').count()).toBe(0);
  expect(await page.locator('head style').count()).toBeGreaterThan(0);
  releaseScripts();
  // The first page is shown as it is; moving to another page fades that one in.
  const card = page.locator('.shop-auth-card');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await card.evaluate((element) => getComputedStyle(element).animationName)).toBe('none');
  await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveURL(/\/faq$/);
  // The FAQ's own page box (the login card leaves as the FAQ comes in).
  const faqPage = page.locator('.shop-page:not(.shop-auth-card)');
  await expect
    .poll(() => faqPage.evaluate((element) => getComputedStyle(element).animationName))
    .toBe('shop-page-in');
});

test('the home page shows its heading and categories while the product list is still on its way', async ({
  page,
}) => {
  await loggedInWithToken(page);
  // Decision 255: the home's route loader waits for the categories only.
  let releaseProducts: () => void = () => undefined;
  const productsHeld = new Promise<void>((resolve) => {
    releaseProducts = resolve;
  });
  await page.route(isPath('/api/admin/product'), async (route) => {
    await productsHeld;
    await route.continue();
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Catégories' }).getByRole('link').first(),
  ).toBeVisible();
  await expect(page.getByTestId('listing-skeleton')).toBeVisible();
  releaseProducts();
  await expect(page.getByTestId('listing-skeleton')).toBeHidden();
  await expect(page.locator('main a[href^="/c-p/SC"]').first()).toBeVisible();
});

test('decision 362: the document sends the start-up reads once, and the app takes their answers', async ({
  page,
}) => {
  await loggedInWithToken(page);
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) asked.push(`${url.pathname}${url.search}`);
  });
  await page.goto('/c-p/SCFBO001');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Se déconnecter' })).toBeVisible();
  const startUp = [
    `/api/admin/config_for_hostname/${new URL(page.url()).hostname}`,
    '/api/admin/user/me?refresh=1',
    '/api/admin/product',
    '/api/admin/category',
  ];
  // Asked for once each: a call that had not taken the early answer would have asked again.
  expect(startUp.map((path) => asked.filter((entry) => entry === path).length)).toEqual([
    1, 1, 1, 1,
  ]);
  // The document's script sent them, and every answer it kept was taken by a call.
  expect(
    await page.evaluate(() => {
      const waiting = (globalThis as { __careshopEarlyReads?: { reads?: object } })
        .__careshopEarlyReads;
      return waiting?.reads ? Object.keys(waiting.reads) : null;
    }),
  ).toEqual([]);
});
