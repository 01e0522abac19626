import { resolve } from 'node:path';
import { appE2EConfig } from '@careshop/playwright-config';

// The real API on a fresh PGlite directory, serving this app's build at /zoom/ as `pnpm start`
// does (one origin, so the token is the shop's). Nothing is built here: run
// `pnpm turbo run build --filter @careshop/zoom... --filter @careshop/api` first. One worker:
// the tests share the demo practice's stock.
export default appE2EConfig({
  name: 'zoom',
  port: 18581,
  basePath: '/zoom/',
  serverEnv: { ZOOM_DIR: resolve('dist') },
  workers: 1,
  fullyParallel: false,
});
