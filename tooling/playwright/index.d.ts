import type { devices, LaunchOptions, PlaywrightTestConfig } from '@playwright/test';

export declare const chromiumLaunchOptions: LaunchOptions;
export declare const desktopChromium: (typeof devices)[string];

export interface AppE2EOptions {
  /** Names the app's temporary data directory. */
  name: string;
  /** The API's port (overridden by E2E_API_PORT). */
  port: number;
  /** Where the API serves the app (default `/`). */
  basePath?: string;
  /** Settings of the API besides the preset's, e.g. the built app's directory. */
  serverEnv: Record<string, string>;
  /** Parallel workers (default E2E_WORKERS, else 2). */
  workers?: number;
  fullyParallel?: boolean;
  projects?: PlaywrightTestConfig['projects'];
}

export declare function appE2EConfig(options: AppE2EOptions): PlaywrightTestConfig;
