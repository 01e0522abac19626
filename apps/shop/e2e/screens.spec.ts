import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import {
  accountState,
  addFromProductPage,
  type DemoAccount,
  expectNoSeriousAxeViolations,
  seededOrderFile,
  settle,
} from './support';

// SPEC 2 screens in Dutch and German at a phone (360 px) and a desktop (1280 px) width, one test
// per screen, language and width, so a failure names the screen. Each shows its level-1 heading,
// is marked up in the chosen language and does not scroll sideways. axe looks at every screen
// twice, once in its phone layout (nl at 360 px) and once in its desktop layout (de at 1280 px).
// Logged-in screens start from the storage state `accounts.setup.ts` saved. Set
// E2E_SCREENSHOTS=1 to also write full-page screenshots to e2e/.screenshots.

type Language = 'nl' | 'de';

const labels = {
  nl: { add: 'In winkelwagen', checkout: 'Naar afrekenen', next: 'Volgende' },
  de: { add: 'In den Warenkorb', checkout: 'Zur Kasse', next: 'Weiter' },
} satisfies Record<Language, Record<string, string>>;

interface Screen {
  name: string;
  /** Opens the screen in a page that has the language chosen (and the account logged in). */
  open: (page: Page, language: Language) => Promise<void>;
}

const at =
  (path: string | (() => string)): Screen['open'] =>
  async (page) => {
    await page.goto(typeof path === 'string' ? path : path());
  };

const seededOrder = () => (JSON.parse(readFileSync(seededOrderFile, 'utf8')) as { id: number }).id;

/** Fills the cart with two of one product and goes `steps` checkout steps past the cart. */
const cartStep =
  (steps: number): Screen['open'] =>
  async (page, language) => {
    await addFromProductPage(page, 'SCFSO006', 2, labels[language].add);
    await page.goto('/cart');
    await expect(page.getByTestId('quota-left')).toBeVisible();
    const { checkout, next } = labels[language];
    const buttons = [checkout, next, next, next];
    for (const name of buttons.slice(0, steps)) {
      await page.getByRole('button', { name }).click();
    }
  };

const screens: Record<'anonymous' | DemoAccount, Screen[]> = {
  // Logged out: the auth layout, the public pages and the 404.
  anonymous: [
    ...[
      '/login',
      '/register',
      '/forgot',
      '/reset-password?token=e2e',
      '/register?invitation=no-such-invitation',
      '/contact',
      '/faq',
      '/webinar',
      '/webinar-confirmed',
      '/thanks',
      '/no/such/page',
    ].map((path) => ({ name: path, open: at(path) })),
  ],
  // The limit account: its orders, and the next-year banner on every page.
  limit: [
    { name: '/profile/my-orders', open: at('/profile/my-orders') },
    { name: '/profile/my-orders/:id', open: at(() => `/profile/my-orders/${seededOrder()}`) },
    { name: '/order-confirmation/:id', open: at(() => `/order-confirmation/${seededOrder()}`) },
    { name: '/payment-completed', open: at(() => `/payment-completed?order=${seededOrder()}`) },
    { name: '/payment-canceled', open: at(() => `/payment-canceled?order=${seededOrder()}`) },
  ],
  customer: [
    { name: '/ (home)', open: at('/') },
    {
      name: '/c-p/:category/:subcategory',
      open: async (page) => {
        await page.goto('/');
        await page.locator('main a[href*="/c-p/"]').first().click();
        await expect(page).toHaveURL(/\/c-p\/[^/]+\/[^/]+$/);
      },
    },
    { name: '/c-p', open: at('/c-p') },
    { name: '/c-p/SCFBO001 (product)', open: at('/c-p/SCFBO001') },
    { name: '/c-p/SCFPKG001 (bundle)', open: at('/c-p/SCFPKG001') },
    { name: '/profile/my-account', open: at('/profile/my-account') },
    { name: '/faq (logged in)', open: at('/faq') },
    {
      name: '/faq/:subject',
      open: async (page) => {
        await page.goto('/faq');
        await page.locator('main nav a[href*="/faq/"]').first().click();
        await expect(page).toHaveURL(/\/faq\/.+/);
      },
    },
    { name: '/quick-order', open: at('/quick-order') },
    {
      name: '/quick-order (checked lines)',
      open: async (page) => {
        await page.goto('/quick-order');
        await page.getByRole('main').locator('textarea').fill('SCFBF001 5\nSCFXX999 1\nSCFSO006 x');
        await expect(page.getByTestId('quick-order-line-3')).toBeVisible();
      },
    },
    { name: '/cart (empty)', open: at('/cart') },
    { name: '/cart', open: cartStep(0) },
    { name: '/cart address step', open: cartStep(1) },
    { name: '/cart shipping step', open: cartStep(2) },
    { name: '/cart payment step', open: cartStep(3) },
    { name: '/cart review step', open: cartStep(4) },
    { name: '/profile/addresses', open: at('/profile/addresses') },
    // Company accounts (issue 29): customer@demo.test is the demo office's administrator.
    { name: '/colleagues', open: at('/colleagues') },
    { name: '/approvals', open: at('/approvals') },
    {
      name: '/profile/saved-carts (with a cart to save)',
      open: async (page, language) => {
        await addFromProductPage(page, 'SCFSO006', 2, labels[language].add);
        await page.goto('/profile/saved-carts');
      },
    },
  ],
  // A sales rep's own screen.
  rep: [{ name: '/order-on-behalf', open: at('/order-on-behalf') }],
};

async function checkScreen(page: Page, name: string, language: Language, axe: boolean) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await settle(page);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${name} scrolls sideways`).toBeLessThanOrEqual(0);
  if (process.env.E2E_SCREENSHOTS) {
    const { width } = page.viewportSize() ?? { width: 0 };
    await page.screenshot({
      path: `e2e/.screenshots/${language}-${width}-${name.replace(/[^\w-]+/g, '_')}.png`,
      fullPage: true,
    });
  }
  if (axe) await expectNoSeriousAxeViolations(page);
}

for (const [account, list] of Object.entries(screens) as [keyof typeof screens, Screen[]][]) {
  test.describe(account === 'anonymous' ? 'logged out' : `as ${account}@demo.test`, () => {
    if (account !== 'anonymous') test.use({ storageState: accountState(account) });
    for (const screen of list) {
      for (const language of ['nl', 'de'] as const) {
        for (const width of [360, 1280]) {
          const axe = language === 'nl' ? width === 360 : width === 1280;
          test(`SPEC 2 screen ${screen.name} in ${language} at ${width}px${axe ? ', with axe' : ''}`, async ({
            page,
          }) => {
            await page.setViewportSize({ width, height: 900 });
            await page.addInitScript((locale) => {
              localStorage.setItem(
                'cart-brand-customization',
                JSON.stringify({ state: { locale }, version: 0 }),
              );
            }, language);
            await screen.open(page, language);
            await checkScreen(page, screen.name, language, axe);
          });
        }
      }
    }
  });
}
