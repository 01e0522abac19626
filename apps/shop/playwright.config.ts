import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

// The real API on a fresh PGlite directory, serving the built shop at `/` with history fallback
// (SHOP_DIR, the same way `pnpm start` does). Nothing is built here: run
// `pnpm turbo run build --filter @careshop/shop... --filter @careshop/api` first.
const apiPort = Number(process.env.E2E_API_PORT ?? 18481);
const shopUrl = `http://127.0.0.1:${apiPort}`;
const dataDir =
  process.env.E2E_DATA_DIR ?? join(tmpdir(), `careshop-e2e-${process.pid}-${Date.now()}`);
const shopDir = fileURLToPath(new URL('./dist', import.meta.url));

export default defineConfig({
  testDir: './e2e',
  // Two workers on independent accounts; the tests that change global state (maintenance) run
  // alone afterwards in their own project.
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  timeout: 60_000,
  reporter: [['list'], ['json', { outputFile: '.playwright-result.json' }]],
  use: {
    baseURL: shopUrl,
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
  projects: [
    {
      name: 'chromium',
      testIgnore: /maintenance\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    {
      name: 'global-state',
      testMatch: /maintenance\.spec\.ts$/,
      dependencies: ['chromium'],
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
  ],
  webServer: {
    command: 'node ../api/dist/main.js',
    url: `${shopUrl}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(apiPort),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SHOP_DIR: shopDir,
      PUBLIC_URL: shopUrl,
      RATE_LIMIT_PER_MINUTE: '100000',
      LOG_LEVEL: 'warn',
      // The specs read the e-mails the shop sends (decision 133: the mailbox is opt-in).
      DEV_MAILBOX: '1',
    },
  },
});
