import type { z } from 'zod';
import {
  answerText,
  boolean,
  enumOf,
  idParam,
  integer,
  isoDate,
  isoDateTime,
  listOf,
  looseObject,
  MAX_ID,
  message,
  optionalMultilineText,
  recordOf,
  requiredText,
  strictObject,
} from './keyed-schemas.js';
import { languages } from './profile-options.js';
import { promoTextAnswer } from './shop-config.js';

// Shop promos (issue 14, decision 229; the promo as the shop config sends it is in shop-config.ts): a banner per shop config, with a title and text in each of
// the six languages, an optional link to a product or category, a validity window and a switch.

/** Longest promo title and text. */
export const PROMO_TITLE_MAX = 120;
export const PROMO_TEXT_MAX = 1000;

/** Title and (plain) text of a promo in one language. */
export const promoTextSchema = strictObject({
  title: requiredText(PROMO_TITLE_MAX),
  text: optionalMultilineText(PROMO_TEXT_MAX),
});

/** The six languages' texts; at least one language with a title. */
export const promoTranslationsSchema = strictObject(
  Object.fromEntries(languages.map((language) => [language, promoTextSchema.optional()])) as {
    [Language in (typeof languages)[number]]: z.ZodOptional<typeof promoTextSchema>;
  },
).refine((texts) => Object.values(texts).some((text) => text !== undefined), {
  ...message('validation.required'),
});

/** What a promo may link to. */
export const promoLinkKinds = ['product', 'category'] as const;

/** What a promo links to: a product or a category of the shop config's organisation. */
export const promoLinkSchema = strictObject({
  kind: enumOf(promoLinkKinds),
  id: integer(1, MAX_ID),
});
export type PromoLink = z.output<typeof promoLinkSchema>;

const promoFields = {
  /** Replaces every language's texts: a language left out has none. */
  translations: promoTranslationsSchema,
  /** Null: the banner links nowhere. */
  link: promoLinkSchema.nullable(),
  /** First and last day it shows (UTC calendar days, both included); null = open. */
  valid_from: isoDate().nullable(),
  valid_until: isoDate().nullable(),
  active: boolean(),
};

interface Window {
  valid_from?: string | null | undefined;
  valid_until?: string | null | undefined;
}
const windowInOrder = (promo: Window) =>
  promo.valid_from == null || promo.valid_until == null || promo.valid_until >= promo.valid_from;
const windowIssue = { ...message('validation.end_before_start'), path: ['valid_until'] };

/** Body of `POST /backoffice/shop-configs/:id/promos`; `link`, dates and `active` may be left out. */
export const shopPromoCreateSchema = strictObject({
  translations: promoFields.translations,
  link: promoFields.link.default(null),
  valid_from: promoFields.valid_from.default(null),
  valid_until: promoFields.valid_until.default(null),
  active: promoFields.active.default(true),
}).refine(windowInOrder, windowIssue);
export type ShopPromoCreate = z.output<typeof shopPromoCreateSchema>;

/**
 * Body of `PATCH /backoffice/promos/:id`: the fields to change. The window is checked with the
 * stored dates too (400 `valid_until` when it would end before it starts).
 */
export const shopPromoPatchSchema = strictObject({
  translations: promoFields.translations.optional(),
  link: promoFields.link.optional(),
  valid_from: promoFields.valid_from.optional(),
  valid_until: promoFields.valid_until.optional(),
  active: promoFields.active.optional(),
}).refine(windowInOrder, windowIssue);
export type ShopPromoPatch = z.output<typeof shopPromoPatchSchema>;

/** Query of `GET /backoffice/promos`: one shop config's, and the language of the link names. */
export const backofficePromoQuerySchema = strictObject({
  shop_config: idParam().optional(),
  language: enumOf(languages).optional(),
});
export type BackofficePromoQuery = z.output<typeof backofficePromoQuerySchema>;

/** A promo as the back office reads it. */
export const backofficeShopPromoSchema = looseObject({
  id: integer(1),
  shop_config_id: integer(1),
  hostname: answerText(),
  organisation_id: integer(1),
  translations: recordOf(promoTextAnswer),
  /** The link and the target's name in the staff's language (null when it links nowhere). */
  link: looseObject({
    kind: enumOf(promoLinkKinds),
    id: integer(1),
    name: answerText(),
  }).nullable(),
  valid_from: answerText().nullable(),
  valid_until: answerText().nullable(),
  active: boolean(),
  /** Active and inside its window today: the shop shows it now. */
  showing: boolean(),
  updated_at: isoDateTime(),
});
export type BackofficeShopPromo = z.output<typeof backofficeShopPromoSchema>;

/** Answer of `GET /backoffice/promos`: newest first. */
export const backofficeShopPromoListSchema = looseObject({
  items: listOf(backofficeShopPromoSchema),
});
