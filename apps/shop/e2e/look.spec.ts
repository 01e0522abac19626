import { expect, type Page, test } from '@playwright/test';
import { accountState, apiToken, expectNoSeriousAxeViolations } from './support';

// Issue 15 "Look" (decisions 248 and 249), in the shop's default language, French: product and
// category pictures that reserve their space and load late, breadcrumbs, pages of 24 with their
// range, and the add-to-cart confirmation announced in a live region.

// Logged in as the customer from the storage state accounts.setup.ts saved.
test.use({ storageState: accountState('customer') });

/** Total layout shift of the page so far (CLS without the session windows: an upper bound). */
async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 500);
      }),
  );
}

test('decision 248: every product card shows its drawing with width, height and srcset; late ones load lazily', async ({
  page,
}) => {
  await page.goto('/c-p');
  const images = page.locator('main .shop-product-grid img');
  await expect(images).toHaveCount(24);
  for (const index of [0, 3, 4, 23]) {
    const image = images.nth(index);
    await expect(image).toHaveAttribute('width', '400');
    await expect(image).toHaveAttribute('height', '400');
    await expect(image).toHaveAttribute(
      'srcset',
      /-160\.webp 160w, .+-320\.webp 320w, .+-640\.webp 640w$/,
    );
    await expect(image).toHaveAttribute('sizes', /.+/);
    // A placeholder colour is painted until the picture is.
    expect(await image.evaluate((node) => getComputedStyle(node).backgroundColor)).not.toBe(
      'rgba(0, 0, 0, 0)',
    );
  }
  await expect(images.nth(0)).toHaveAttribute('loading', 'eager');
  await expect(images.nth(23)).toHaveAttribute('loading', 'lazy');
  // The first picture really arrives, as WebP from the build's assets.
  await expect
    .poll(() =>
      images.nth(0).evaluate((node: HTMLImageElement) => node.complete && node.naturalWidth),
    )
    .toBeGreaterThan(0);
  expect(await images.nth(0).evaluate((node: HTMLImageElement) => node.currentSrc)).toMatch(
    /\/assets\/art\/electric-breast-pump-[0-9a-f]{8}-\d+\.webp$/,
  );
  const last = images.nth(23);
  await last.scrollIntoViewIfNeeded();
  await expect
    .poll(() => last.evaluate((node: HTMLImageElement) => node.complete && node.naturalWidth))
    .toBeGreaterThan(0);
  expect(await layoutShift(page)).toBeLessThan(0.05);
});

test('issue 15: on the home page the first screen’s category pictures load at once, the rest and every product picture as they come near', async ({
  page,
}) => {
  await page.goto('/');
  const categories = page.getByRole('region', { name: 'Catégories' }).locator('img');
  await expect(categories.nth(4)).toBeAttached();
  await expect(categories.nth(0)).toHaveAttribute('loading', 'eager');
  await expect(categories.nth(3)).toHaveAttribute('loading', 'eager');
  await expect(categories.nth(4)).toHaveAttribute('loading', 'lazy');
  const products = page.locator('main .shop-product-grid img');
  await expect(products.first()).toHaveAttribute('loading', 'lazy');
  // On the shop page the first row is in the first screen and loads at once (decision 248).
  await page.goto('/c-p');
  await expect(page.locator('main .shop-product-grid img').first()).toHaveAttribute(
    'loading',
    'eager',
  );
});

test('decision 248: categories on the home page and the cart lines have their pictures', async ({
  page,
}) => {
  await page.goto('/');
  const category = page.getByRole('link', { name: 'Biberons Voir les produits' });
  await expect(category.locator('img')).toHaveAttribute(
    'src',
    /\/assets\/art\/bottles-[0-9a-f]{8}-320\.webp$/,
  );
  await expect(category.locator('img')).toHaveAttribute('width', '400');
  await page.goto('/c-p/SCFBO003');
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  await page.goto('/cart');
  const thumbnail = page
    .getByTestId(/^cart-line-/)
    .first()
    .locator('img');
  await expect(thumbnail).toHaveAttribute('srcset', /bottle-anti-colic-[0-9a-f]{8}-160\.webp 160w/);
  await expect(thumbnail).toHaveAttribute('height', '400');
});

test('decision 249: breadcrumbs lead from a product to its category and home', async ({ page }) => {
  await page.goto('/c-p/SCFSO002');
  const crumbs = page.getByRole('navigation', { name: 'Fil d’Ariane' });
  await expect(crumbs.getByRole('listitem')).toHaveText(['Accueil', 'Sucettes', 'Sucette nuit']);
  await expect(crumbs.getByText('Sucette nuit')).toHaveAttribute('aria-current', 'page');
  // A bundle's page shows its contents as a gallery; a thumbnail chooses the big picture.
  await crumbs.getByRole('link', { name: 'Sucettes' }).click();
  await expect(page).toHaveURL(/\/c-p\/soothers\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sucettes');
  // The category's description introduces its listing (issue 15).
  await expect(
    page.getByRole('main').getByText(/^Sucettes orthodontiques de la naissance à 18 mois/),
  ).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Fil d’Ariane' }).getByRole('listitem'),
  ).toHaveText(['Accueil', 'Sucettes']);
  await page
    .getByRole('navigation', { name: 'Fil d’Ariane' })
    .getByRole('link', { name: 'Accueil' })
    .click();
  await expect(page).toHaveURL(/\/$/);
});

test('decision 249: the listing comes in pages of 24 with "Affichage de 1 à 24 sur 40"', async ({
  page,
}) => {
  await page.goto('/c-p');
  const pages = page.getByRole('navigation', { name: 'Pages de produits' });
  await expect(pages.getByTestId('listing-range')).toHaveText('Affichage de 1 à 24 sur 40');
  await expect(pages.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  await pages.getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(pages.getByTestId('listing-range')).toHaveText('Affichage de 25 à 40 sur 40');
  await expect(page.locator('main .shop-product-grid > li')).toHaveCount(16);
  // The reader lands on the new page's count, not at the foot of the old list.
  await expect(page.getByText('40 produits')).toBeFocused();
  await expectNoSeriousAxeViolations(page);
  // Another search starts again at page 1.
  await page.getByRole('searchbox').fill('biberon');
  await page.getByRole('button', { name: 'Rechercher', exact: true }).click();
  await expect(page).not.toHaveURL(/page=/);
  await expect(pages.getByTestId('listing-range')).toHaveText(/^Affichage de 1 à \d+ sur \d+$/);
  await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveCount(0);
});

test('decision 249: adding to the cart is confirmed in a toast screen readers announce', async ({
  page,
}) => {
  await page.goto('/c-p/SCFPKG001');
  // The bundle's gallery: its picture and one per item, chosen by buttons.
  const gallery = page.getByRole('region', { name: 'Images de Coffret maternité' });
  await expect(gallery.getByRole('button')).toHaveCount(4);
  const second = gallery.getByRole('button', { name: /^Afficher l’image 2 : / });
  await second.click();
  await expect(second).toHaveAttribute('aria-pressed', 'true');
  // The live region is there before anything is added, so the addition is announced.
  const status = page.getByRole('status').filter({ has: page.getByTestId('added-to-cart') });
  await expect(page.getByTestId('added-to-cart')).toHaveCount(0);
  await page.getByRole('spinbutton').fill('2');
  await page.getByRole('spinbutton').press('Enter');
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(status).toContainText('2 × Coffret maternité ajouté au panier');
  await expect(status).toHaveAttribute('aria-live', 'polite');
  // Focus keeps the toast open (it hides by itself after 5 s otherwise).
  const toCart = status.getByRole('link', { name: 'Voir le panier' });
  await toCart.focus();
  await expectNoSeriousAxeViolations(page);
  await toCart.press('Enter');
  await expect(page).toHaveURL(/\/cart$/);
});

test('decision 248: a photo staff upload wins over the drawing, and the drawing returns without it', async ({
  page,
  request,
}) => {
  const staff = { authorization: `Bearer ${await apiToken(request, 'staff@demo.test')}` };
  const found = await request.get('/api/admin/backoffice/products?q=SK-005', { headers: staff });
  expect(found.ok()).toBe(true);
  const product = ((await found.json()) as { items: { id: number; part_no: string }[] }).items.find(
    (item) => item.part_no === 'SK-005',
  );
  expect(product).toBeDefined();
  const url = `/api/admin/backoffice/products/${product?.id}/image`;
  // A 2 × 1 PNG: one teal and one coral pixel.
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAIAAAB7QOjdAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAD0lEQVQImWPQmtv/siEPAAp5Ay5PWjsoAAAAAElFTkSuQmCC',
    'base64',
  );
  const uploaded = await request.put(url, {
    headers: { ...staff, 'content-type': 'image/png' },
    data: png,
  });
  expect(uploaded.status(), await uploaded.text()).toBe(200);
  try {
    await page.goto('/c-p/SCFSK005');
    const picture = page
      .getByRole('region', { name: /^Images de / })
      .locator('img')
      .first();
    await expect(picture).toHaveAttribute(
      'src',
      /\/api\/content\/product-images\/SK-005\.webp\?w=800&v=\d+$/,
    );
    await expect(picture).toHaveAttribute('width', '2');
    await expect(picture).toHaveAttribute('height', '1');
    await expect
      .poll(() => picture.evaluate((node: HTMLImageElement) => node.complete && node.naturalWidth))
      .toBeGreaterThan(0);
    expect(await picture.evaluate((node: HTMLImageElement) => node.currentSrc)).toContain(
      '/api/content/product-images/SK-005.webp?w=800&v=',
    );
  } finally {
    expect((await request.delete(url, { headers: staff })).status()).toBe(200);
  }
  await page.reload();
  await expect(
    page
      .getByRole('region', { name: /^Images de / })
      .locator('img')
      .first(),
  ).toHaveAttribute('src', /\/assets\/art\/moisturising-cream-[0-9a-f]{8}-320\.webp$/);
});

test('decision 249: no results is an illustrated empty state with a way back', async ({ page }) => {
  await page.goto('/c-p?q=zzzz-nothing');
  await expect(
    page.getByRole('heading', { name: 'Aucun produit ne correspond à votre recherche.' }),
  ).toBeVisible();
  await expect(page.locator('main img[src*="/assets/art/no-results-"]')).toBeVisible();
  await page.getByRole('button', { name: 'Effacer la recherche et les filtres' }).click();
  await expect(page).not.toHaveURL(/q=/);
  await expect(page.getByTestId('listing-range')).toHaveText('Affichage de 1 à 24 sur 40');
});

test('issue 15: on the cards a name takes two lines at most, a description three, and a row’s tiles are equally tall', async ({
  page,
}) => {
  // Spanish has the longest texts of the demo shop's three languages.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/c-p');
  await page.getByRole('banner').getByRole('combobox').selectOption('es');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('link', { name: 'Sacaleches eléctrico', exact: true })).toBeVisible();
  const tiles = page.locator('main .shop-product-grid > li');
  await expect(tiles).toHaveCount(24);
  const measured = await tiles.evaluateAll((items) =>
    items.map((item) => {
      const lines = (element: Element | null) => {
        if (!element) return 0;
        const style = getComputedStyle(element);
        return element.getBoundingClientRect().height / Number.parseFloat(style.lineHeight);
      };
      const box = item.getBoundingClientRect();
      return {
        top: Math.round(box.top),
        height: Math.round(box.height),
        nameLines: lines(item.querySelector('h2, h3')),
        descriptionLines: lines(item.querySelector('article p')),
        // Some description is cut: the clamp is what holds the tiles to one height.
        cut: [...item.querySelectorAll('article p')].some((p) => p.scrollHeight > p.clientHeight),
      };
    }),
  );
  for (const tile of measured) {
    expect(tile.nameLines).toBeLessThanOrEqual(2.05);
    expect(tile.descriptionLines).toBeLessThanOrEqual(3.05);
  }
  expect(measured.some((tile) => tile.cut)).toBe(true);
  // The tiles of each row share their top and their height.
  const tops = [...new Set(measured.map((tile) => tile.top))];
  expect(tops.length).toBeGreaterThan(1);
  for (const top of tops) {
    const row = measured.filter((tile) => tile.top === top);
    expect(new Set(row.map((tile) => tile.height)).size).toBe(1);
  }
  // The product page shows the whole description.
  await page.getByRole('link', { name: 'Sacaleches eléctrico', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sacaleches eléctrico');
  await expect(page.getByText(/por ejemplo al volver al trabajo\.$/).last()).toBeVisible();
});

test('decisions 251, 254 and 257: the brand font is the one font file of a first visit, not preloaded, optional, and nothing shifts', async ({
  browser,
}) => {
  // A first visit: no storage state, nothing cached.
  const context = await browser.newContext();
  const page = await context.newPage();
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
  });
  await page.goto('/login');
  // A preloaded font held the first paint back (decision 254).
  await expect(page.locator('head link[rel="preload"][as="font"]')).toHaveCount(0);
  // Used only if it is there by the first paint, never swapped in later (decision 257).
  const displays = await page.evaluate(() =>
    [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules])
      .filter((rule): rule is CSSFontFaceRule => rule instanceof CSSFontFaceRule)
      .filter((rule) => rule.style.getPropertyValue('font-family').includes('Inter Variable'))
      .filter((rule) => !rule.style.getPropertyValue('font-family').includes('Fallback'))
      .map((rule) => rule.style.getPropertyValue('font-display')),
  );
  expect(displays).toEqual(['optional', 'optional']);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => document.fonts.check('16px "Inter Variable"')))
    .toBe(true);
  expect(
    await page
      .getByRole('heading', { level: 1 })
      .evaluate((node) => getComputedStyle(node).fontFamily),
  ).toMatch(/^"Inter Variable", "Inter Variable Fallback", /);
  // French needs only the Latin file; Latin Extended is not fetched.
  expect(fonts).toHaveLength(1);
  expect(fonts[0]).toMatch(/\/inter-latin-wght-normal-[\w-]+\.woff2$/);
  expect(await layoutShift(page)).toBeLessThan(0.05);
  await expectNoSeriousAxeViolations(page);
  await context.close();
});

test('decision 251: the brand header and footer: logo home, main nav, language in both', async ({
  page,
}) => {
  await page.goto('/c-p');
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Careshop', exact: true })).toHaveAttribute(
    'href',
    '/',
  );
  await expect(
    banner.getByRole('navigation', { name: /navigation principale/i }).getByRole('link', {
      name: 'Zoom! Delivered',
    }),
  ).toHaveAttribute('href', '/zoom/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Careshop', exact: true })).toBeVisible();
  await footer.getByRole('combobox').selectOption('es');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(banner.getByRole('combobox')).toHaveValue('es');
  // The brand's palette: the warm page.
  expect(
    await page
      .locator('#root > div')
      .first()
      .evaluate((node) => getComputedStyle(node).backgroundColor),
  ).toBe('rgb(250, 247, 242)');
  await footer.getByRole('combobox').selectOption('fr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
});
