import type { Dictionary } from './dictionary';

/**
 * The areas the shop never shows: the console's screens and the e-mails the server sends
 * (decision 236). Every other area is listed in `shop-dictionaries/shop-<lang>.ts`, which the
 * language's `index.ts` spreads before adding these.
 */
export const shopExcludedAreas = ['console', 'console_app', 'mail'] as const;

/**
 * The shop's areas loaded with the pages that show them, not with either part of a language's
 * shop dictionary (issue 29: the company accounts' screens are route chunks of their own): see
 * `loadShopArea`.
 */
export const shopLazyAreas = ['office'] as const;
export type ShopLazyArea = (typeof shopLazyAreas)[number];

/**
 * The shape of the shop's dictionary: the full one without {@link shopExcludedAreas} and
 * {@link shopLazyAreas}.
 */
export type ShopDictionary = Omit<
  Dictionary,
  (typeof shopExcludedAreas)[number] | (typeof shopLazyAreas)[number]
>;

/**
 * The areas only the pages after the first screen show (register, password recovery, checkout,
 * payment, my orders, contact, FAQ, webinar, thanks, Zoom! Delivered's wizard): `shop-dictionaries/shop-<lang>-later.ts`, a
 * chunk of their own, so a first visit to the login, the home or a product page loads only the
 * rest (decision 345). An area one of the first screens (or the layout around them) shows must
 * not be here; a new area goes to `shop-<lang>.ts` unless it is only a later page's.
 */
export const shopLaterAreas = [
  'register',
  'recovery',
  'checkout',
  'payment',
  'professional',
  'orders',
  'contact',
  'faq',
  'webinar',
  'thanks',
  // Zoom! Delivered's own screens (that app loads both parts); the shop's header names it with
  // `navigation.header.zoom`.
  'zoom',
] as const;

/** The first screen's part of {@link ShopDictionary}: `shop-dictionaries/shop-<lang>.ts`. */
export type ShopFirstScreenDictionary = Omit<ShopDictionary, (typeof shopLaterAreas)[number]>;

/** The later pages' part of {@link ShopDictionary}: `shop-dictionaries/shop-<lang>-later.ts`. */
export type ShopLaterDictionary = Pick<ShopDictionary, (typeof shopLaterAreas)[number]>;
