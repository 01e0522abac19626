import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// The real API on a fresh PGlite directory, serving this app's build at /zoom/ as `pnpm start`
// does (one origin, so the token is the shop's). Nothing is built here: run
// `pnpm turbo run build --filter @careshop/zoom... --filter @careshop/api` first.
const apiPort = Number(process.env.E2E_API_PORT ?? 18581);
const origin = `http://127.0.0.1:${apiPort}`;
const dataDir =
  process.env.E2E_DATA_DIR ?? join(tmpdir(), `careshop-zoom-e2e-${process.pid}-${Date.now()}`);

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 90_000,
  // The JSON result feeds scripts/test-summary.mjs.
  reporter: [['list'], ['json', { outputFile: '.playwright-result.json' }]],
  use: {
    baseURL: `${origin}/zoom/`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node ../api/dist/main.js',
    url: `${origin}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(apiPort),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: origin,
      ZOOM_DIR: resolve('dist'),
      RATE_LIMIT_PER_MINUTE: '100000',
      LOG_LEVEL: 'warn',
    },
  },
});
