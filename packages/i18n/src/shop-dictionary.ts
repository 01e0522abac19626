import type { Dictionary } from './dictionary';

/**
 * The areas the shop never shows: the console's screens and the e-mails the server sends
 * (decision 236). Every other area is listed in `shop-dictionaries/shop-<lang>.ts`, which the
 * language's `index.ts` spreads before adding these.
 */
export const shopExcludedAreas = ['console', 'console_app', 'mail'] as const;

/** The shape of the shop's dictionary: the full one without {@link shopExcludedAreas}. */
export type ShopDictionary = Omit<Dictionary, (typeof shopExcludedAreas)[number]>;
