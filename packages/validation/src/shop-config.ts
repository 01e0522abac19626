import type { z } from 'zod';
import {
  answerText,
  boolean,
  entityId,
  listOf,
  looseObject,
  string,
  unionOf,
} from './keyed-schemas.js';
import { shopPromoSchema } from './shop-promo.js';

/** A locale code: two-letter language, optionally `-` and a two-letter region (`fr-BE`). */
export const localeCodeSchema = string().regex(/^[a-z]{2}(?:-[A-Z]{2})?$/);

/** The shop config for a hostname: the answer of `GET /config_for_hostname/{hostname}`. */
export const shopConfigSchema = looseObject({
  id: entityId(),
  /**
   * One locale code or a list of them; the first is the default (SPEC 3 Shop config: first two
   * letters are the language, characters 4-5 the region).
   */
  locale: unionOf([localeCodeSchema, listOf(localeCodeSchema).min(1)]),
  maintenance_mode: boolean().default(false),
  /** When set, products and categories are filtered to this organisation (SPEC 4 App start). */
  organisation_id: entityId().nullish(),
  title: answerText().nullish(),
  /** ISO 4217 code such as EUR. */
  currency: answerText()
    .regex(/^[A-Z]{3}$/)
    .nullish(),
  /** The shop's promos showing today (decision 229); an older server sends none. */
  promos: listOf(shopPromoSchema).default([]),
});
export type ShopConfig = z.output<typeof shopConfigSchema>;

/** The shop's locale codes as a list, default first. */
export function shopLocales(config: Pick<ShopConfig, 'locale'>): readonly string[] {
  return typeof config.locale === 'string' ? [config.locale] : config.locale;
}
