import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// The real API on a fresh PGlite directory and the built shop served by `vite preview`, which
// proxies /api to it (the API does not serve the shop's files yet). Nothing is built here: run
// `pnpm --filter @careshop/api build` and `pnpm --filter @careshop/shop build` first.
const apiPort = Number(process.env.E2E_API_PORT ?? 18481);
const shopPort = Number(process.env.E2E_SHOP_PORT ?? 14181);
const shopUrl = `http://localhost:${shopPort}`;
const dataDir =
  process.env.E2E_DATA_DIR ?? join(tmpdir(), `careshop-e2e-${process.pid}-${Date.now()}`);

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  reporter: [['list']],
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
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      command: 'node ../api/dist/main.js',
      url: `http://127.0.0.1:${apiPort}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(apiPort),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        PUBLIC_URL: shopUrl,
        RATE_LIMIT_PER_MINUTE: '100000',
        LOG_LEVEL: 'warn',
      },
    },
    {
      command: `npx vite preview --port ${shopPort} --strictPort`,
      url: shopUrl,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { SHOP_API_PROXY: `http://127.0.0.1:${apiPort}` },
    },
  ],
});
