import { fileURLToPath } from 'node:url';
import { appE2EConfig, desktopChromium } from '@careshop/playwright-config';

// The real API on a fresh PGlite directory, serving the built shop at `/` with history fallback
// (SHOP_DIR, the same way `pnpm start` does). Nothing is built here: run
// `pnpm turbo run build --filter @careshop/shop... --filter @careshop/api` first.
export default appE2EConfig({
  name: 'shop',
  port: 18481,
  serverEnv: {
    SHOP_DIR: fileURLToPath(new URL('./dist', import.meta.url)),
    // The specs read the e-mails the shop sends (decision 133: the mailbox is opt-in).
    DEV_MAILBOX: '1',
  },
  projects: [
    // Logs the demo accounts in once and keeps their storage state for the screen tests.
    { name: 'accounts', testMatch: /accounts\.setup\.ts$/, use: desktopChromium },
    // Independent accounts, in parallel.
    {
      name: 'chromium',
      testIgnore: /maintenance\.spec\.ts$/,
      dependencies: ['accounts'],
      use: desktopChromium,
    },
    // Tests that change global state (maintenance) run alone afterwards.
    {
      name: 'global-state',
      testMatch: /maintenance\.spec\.ts$/,
      dependencies: ['chromium'],
      use: desktopChromium,
    },
  ],
});
