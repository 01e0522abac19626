import type { Page } from '@playwright/test';

/** Fails on any serious or critical axe violation of the page as it is now (reduced motion). */
export declare function expectNoSeriousAxeViolations(page: Page): Promise<void>;
