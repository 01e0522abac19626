import { resolve } from 'node:path';
import { appE2EConfig } from '@careshop/playwright-config';

// The real API on a fresh PGlite directory, serving this app's build at /console/ as `pnpm start`
// does, with the demo's console companies (three weeks of counts history) and the dev mailbox.
// Nothing is built here: run
// `pnpm turbo run build --filter @careshop/console... --filter @careshop/api` first. One worker:
// the tests share the demo companies' locations and devices.
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
  workers: 1,
  fullyParallel: false,
});
