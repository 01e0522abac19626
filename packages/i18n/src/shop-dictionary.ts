import type { Dictionary } from './dictionary';

/**
 * The areas the shop never shows: the console's screens and the e-mails the server sends
 * (decision 236). Every other area of a language's `index.ts` must be in its
 * `shop-dictionaries/shop-<lang>.ts` too; `shop.test.ts` checks it.
 */
export const shopExcludedAreas = ['console', 'console_app', 'mail'] as const;

/** The shape of the shop's dictionary: the full one without {@link shopExcludedAreas}. */
export type ShopDictionary = Omit<Dictionary, (typeof shopExcludedAreas)[number]>;
