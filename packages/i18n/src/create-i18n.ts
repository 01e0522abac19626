import i18next, { type i18n } from 'i18next';
import { UnsupportedLanguageError } from './i18n-errors';
import { languageOf } from './locale-code';
import { defaultNamespace, resources } from './resources';
import { isSupportedLanguage, supportedLanguages } from './supported-languages';

/** Options of {@link createI18n}. */
export interface CreateI18nOptions {
  /** The locale to show, for example `'fr-FR'` or `'fr'`; only its language is used. */
  locale: string;
  /**
   * Used for a locale without a dictionary and for any key a dictionary lacks. Must be a
   * supported language. Defaults to `'en'`, the reference dictionary.
   */
  fallbackLocale?: string;
}

/**
 * A new, ready-to-use i18next instance holding every dictionary. Each call returns its own
 * instance, so tests and server requests never share a language. Apps wrap it with
 * react-i18next themselves; this package has no React dependency.
 *
 * @throws {UnsupportedLanguageError} when `fallbackLocale` has no dictionary.
 */
export function createI18n({ locale, fallbackLocale = 'en' }: CreateI18nOptions): i18n {
  const fallback = languageOf(fallbackLocale);
  if (!isSupportedLanguage(fallback)) throw new UnsupportedLanguageError(fallbackLocale);
  const requested = languageOf(locale);
  const instance = i18next.createInstance();
  // With bundled resources and initAsync off, init finishes before it returns; the promise only
  // repeats that result.
  void instance.init({
    resources,
    lng: isSupportedLanguage(requested) ? requested : fallback,
    fallbackLng: fallback,
    supportedLngs: [...supportedLanguages],
    load: 'languageOnly',
    ns: [defaultNamespace],
    defaultNS: defaultNamespace,
    initAsync: false,
    returnEmptyString: false,
    // React escapes on render and e-mail templates escape their own HTML; escaping here too
    // would show `&amp;` in company names.
    interpolation: { escapeValue: false },
  });
  return instance;
}
