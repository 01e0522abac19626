import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// The real API on a fresh PGlite directory and the built app served by `vite preview` under
// /zoom/, which proxies /api to it. Nothing is built here: run
// `pnpm turbo run build --filter @careshop/zoom... --filter @careshop/api` first.
const apiPort = Number(process.env.E2E_API_PORT ?? 18581);
const previewPort = Number(process.env.E2E_ZOOM_PORT ?? 14281);
const origin = `http://localhost:${previewPort}`;
const dataDir =
  process.env.E2E_DATA_DIR ?? join(tmpdir(), `careshop-zoom-e2e-${process.pid}-${Date.now()}`);

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 90_000,
  reporter: [['list']],
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
        PUBLIC_URL: origin,
        RATE_LIMIT_PER_MINUTE: '100000',
        LOG_LEVEL: 'warn',
      },
    },
    {
      command: `npx vite preview --port ${previewPort} --strictPort`,
      url: `${origin}/zoom/`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { ZOOM_API_PROXY: `http://127.0.0.1:${apiPort}` },
    },
  ],
});
