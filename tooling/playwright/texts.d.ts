import type { Page } from '@playwright/test';

/** Every visible text node and every aria-label, placeholder and title of the page. */
export declare function visibleTexts(page: Page): Promise<string[]>;

/** The page's texts in the reference language and not in the chosen one, and how many are its own. */
export declare function leftoverTexts(
  page: Page,
  dictionaries: { reference: Set<string>; own: Set<string>; allowed?: Set<string> },
): Promise<{ ownCount: number; leftovers: string[] }>;
