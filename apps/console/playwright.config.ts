import { resolve } from 'node:path';
import { appE2EConfig, desktopChromium } from '@careshop/playwright-config';

// The real API on a fresh PGlite directory, serving this app's build at /console/ as `pnpm start`
// does, with the demo's console companies (three weeks of counts history) and the dev mailbox.
// Nothing is built here: run
// `pnpm turbo run build --filter @careshop/console... --filter @careshop/api` first.
//
// Two workers (decision 367). The Shop area's tests share the demo shop's organisation and its
// office 100001: its currency, maintenance mode, promos, quotas and team. They run as one project
// of their own, one test at a time in file order, beside the other worker. The reporting tests
// each make their own location and device, or only read the demo's; a file whose tests share
// something more says so itself (`test.describe.configure`).
const shopArea = /backoffice(-payments|-team)?\.spec\.ts$/;

export default appE2EConfig({
  name: 'console',
  port: 18591,
  basePath: '/console/',
  serverEnv: {
    CONSOLE_DIR: resolve('dist'),
    DEV_MAILBOX: '1',
    JOBS: '1',
    DEMO_HISTORY_DAYS: '21',
  },
  fullyParallel: true,
  // The Shop area first: one worker starts on it while the other takes the parallel tests, so its
  // queue is not left to run alone at the end.
  projects: [
    {
      name: 'chromium-shop-area',
      use: desktopChromium,
      testMatch: shopArea,
      fullyParallel: false,
      workers: 1,
    },
    { name: 'chromium', use: desktopChromium, testIgnore: shopArea },
  ],
});
