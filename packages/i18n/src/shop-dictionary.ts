import type { Dictionary } from './dictionary';

/**
 * The areas the shop never shows: the console's screens and the e-mails the server sends
 * (decision 236). Every other area is listed in `shop-dictionaries/shop-<lang>.ts`, which the
 * language's `index.ts` spreads before adding these.
 */
export const shopExcludedAreas = ['console', 'console_app', 'mail'] as const;

/**
 * The shop's areas loaded with the pages that show them, not with the first visit's dictionary
 * (issue 29: the company accounts' screens are route chunks of their own): see `loadShopArea`.
 */
export const shopLazyAreas = ['office'] as const;
export type ShopLazyArea = (typeof shopLazyAreas)[number];

/**
 * The shape of the shop's first dictionary: the full one without {@link shopExcludedAreas} and
 * {@link shopLazyAreas}.
 */
export type ShopDictionary = Omit<
  Dictionary,
  (typeof shopExcludedAreas)[number] | (typeof shopLazyAreas)[number]
>;
