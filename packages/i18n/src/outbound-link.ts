import { languageOf } from './locale-code';

/** Replaced by the configured locale code as written, for example `fr-FR`. */
export const LOCALE_PLACEHOLDER = '{locale}';

/** Replaced by the two-letter language of the locale, for example `fr`. */
export const LANGUAGE_PLACEHOLDER = '{language}';

/**
 * An outbound link (consumers, professionals, marketing, sales contact, about; SPEC 2) for the
 * current locale. Percent-encoded placeholders are replaced too, because URLs that went through a
 * URL editor or `new URL()` arrive with their braces encoded.
 */
export function localizeUrl(url: string, locale: string): string {
  const language = languageOf(locale);
  return url
    .replaceAll(LOCALE_PLACEHOLDER, locale)
    .replaceAll(encodeURI(LOCALE_PLACEHOLDER), locale)
    .replaceAll(LANGUAGE_PLACEHOLDER, language)
    .replaceAll(encodeURI(LANGUAGE_PLACEHOLDER), language);
}
