import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/** Debian's Chromium, headless, with no call home (the machine's network is closed). */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

/** The desktop Chrome device, run in the Chromium above (no Playwright-downloaded channel). */
export const desktopChromium = { ...devices['Desktop Chrome'], channel: undefined };

/**
 * Playwright preset for an app's end-to-end tests: the real API (`apps/api/dist/main.js`) on a
 * fresh PGlite directory serving the app's build, the same way `pnpm start` does; nothing is built
 * here. Sized for a 2-core machine where CI runs the apps' suites one after the other: at most
 * `E2E_WORKERS` (default 2) workers, 60 s a test (the test summary fails any test over 90 s), a
 * 10 s wait for each expectation, no retries (a flaky test is a failing test), a trace without
 * screenshots kept for each failed test. The JSON result feeds `scripts/test-summary.mjs`.
 *
 * @param {{
 *   name: string,
 *   port: number,
 *   basePath?: string,
 *   serverEnv: Record<string, string>,
 *   workers?: number,
 *   fullyParallel?: boolean,
 *   projects?: import('@playwright/test').PlaywrightTestConfig['projects'],
 * }} options
 */
export function appE2EConfig({
  name,
  port,
  basePath = '/',
  serverEnv,
  workers = Number(process.env.E2E_WORKERS ?? 2),
  fullyParallel = true,
  projects = [{ name: 'chromium', use: desktopChromium }],
}) {
  const apiPort = Number(process.env.E2E_API_PORT ?? port);
  const origin = `http://127.0.0.1:${apiPort}`;
  const dataDir =
    process.env.E2E_DATA_DIR ?? join(tmpdir(), `careshop-${name}-e2e-${process.pid}-${Date.now()}`);
  return defineConfig({
    testDir: './e2e',
    fullyParallel,
    workers,
    retries: 0,
    timeout: 60_000,
    expect: { timeout: 10_000 },
    reporter: [['list'], ['json', { outputFile: '.playwright-result.json' }]],
    use: {
      baseURL: `${origin}${basePath}`,
      // A failed test keeps its trace: every action with the page's DOM before and after it and
      // the test's source, but no screenshots. Screenshots make Chromium stream a JPEG of every
      // frame of every test (a trace is recorded for each test and dropped when it passes): about
      // a fifth of the suites' CPU time on a 2-core machine (decision 359).
      trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
      launchOptions: chromiumLaunchOptions,
    },
    projects,
    webServer: {
      command: 'node ../api/dist/main.js',
      url: `${origin}/healthz`,
      reuseExistingServer: false,
      // Migrating and seeding a fresh PGlite costs the server 16–20 s of CPU (the console's three
      // weeks of history included), which took 77–86 s at a load of 20–25 on this 2-core machine:
      // a minute's wait failed whole suites before their first test (decision 359).
      timeout: 180_000,
      env: {
        PORT: String(apiPort),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        PUBLIC_URL: origin,
        RATE_LIMIT_PER_MINUTE: '100000',
        LOG_LEVEL: 'warn',
        // The shop and Zoom! suites need no nightly report jobs; an app that does sets JOBS=1.
        JOBS: '0',
        ...serverEnv,
      },
    },
  });
}
