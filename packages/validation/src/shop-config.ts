import * as z from 'zod/mini';
import {
  miniAnswerText,
  miniBoolean,
  miniDiscriminatedUnionOf,
  miniEntityId,
  miniInteger,
  miniListOf,
  miniLiteral,
  miniLooseObject,
  miniRecordOf,
  miniString,
  miniUnionOf,
} from './mini-schemas.js';

// The shop checks this answer before its first screen: zod/mini (decision 242).

/** A locale code: two-letter language, optionally `-` and a two-letter region (`fr-BE`). */
export const localeCodeSchema = miniString().check(z.regex(/^[a-z]{2}(?:-[A-Z]{2})?$/));

/** A promo's texts in an answer. */
export const promoTextAnswer = miniLooseObject({
  title: miniAnswerText(),
  text: z.nullish(miniAnswerText()),
});

/** A promo as the shop shows it (part of the public shop config, only those showing today). */
export const shopPromoSchema = miniLooseObject({
  id: miniInteger(1),
  translations: miniRecordOf(promoTextAnswer),
  link: z.nullable(
    miniDiscriminatedUnionOf('kind', [
      miniLooseObject({ kind: miniLiteral('product'), id: miniInteger(1), ctn: miniAnswerText() }),
      miniLooseObject({
        kind: miniLiteral('category'),
        id: miniInteger(1),
        link: miniAnswerText(),
      }),
    ]),
  ),
});
export type ShopPromo = z.output<typeof shopPromoSchema>;

/**
 * The promo's title and text in `language`, else in the shop's default language, else in the first
 * language it has: the shop never shows an empty banner.
 */
export function promoText(
  promo: Pick<ShopPromo, 'translations'>,
  language: string,
  fallbackLanguage: string,
): { title: string; text: string | null } | undefined {
  const found =
    promo.translations[language] ??
    promo.translations[fallbackLanguage] ??
    Object.values(promo.translations)[0];
  return found ? { title: found.title, text: found.text ?? null } : undefined;
}

/** The shop config for a hostname: the answer of `GET /config_for_hostname/{hostname}`. */
export const shopConfigSchema = miniLooseObject({
  id: miniEntityId(),
  /**
   * One locale code or a list of them; the first is the default (SPEC 3 Shop config: first two
   * letters are the language, characters 4-5 the region).
   */
  locale: miniUnionOf([localeCodeSchema, miniListOf(localeCodeSchema).check(z.minLength(1))]),
  maintenance_mode: z._default(miniBoolean(), false),
  /** When set, products and categories are filtered to this organisation (SPEC 4 App start). */
  organisation_id: z.nullish(miniEntityId()),
  /** The shop's internal name (staff's); customers see {@link shopHomeTitle}. */
  title: z.nullish(miniAnswerText()),
  /** Customer-facing home titles by language (decision 276); an older server sends none. */
  home_titles: z._default(miniRecordOf(miniAnswerText()), {}),
  /** ISO 4217 code such as EUR. */
  currency: z.nullish(miniAnswerText().check(z.regex(/^[A-Z]{3}$/))),
  /** The shop's promos showing today (decision 229); an older server sends none. */
  promos: z._default(miniListOf(shopPromoSchema), []),
});
export type ShopConfig = z.output<typeof shopConfigSchema>;

/** The shop's locale codes as a list, default first. */
export function shopLocales(config: Pick<ShopConfig, 'locale'>): readonly string[] {
  return typeof config.locale === 'string' ? [config.locale] : config.locale;
}

/**
 * The title a customer sees on the shop's home page in `language` (decision 276): the shop's own
 * title for that language, else the brand's name, never the shop config's internal name.
 */
export function shopHomeTitle(
  config: Pick<ShopConfig, 'home_titles'>,
  language: string,
  brandName: string,
): string {
  const own = config.home_titles?.[language.slice(0, 2)]?.trim();
  return own ? own : brandName;
}
