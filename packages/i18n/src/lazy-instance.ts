import i18next, { type i18n } from 'i18next';
import { UnsupportedLanguageError } from './i18n-errors';
import { languageOf } from './locale-code';
import {
  isSupportedLanguage,
  type SupportedLanguage,
  supportedLanguages,
} from './supported-languages';

const namespace = 'translation';

/** One loader a language: each a dynamic import, so each language is a chunk of its own. */
export type DictionaryLoaders = Readonly<Record<SupportedLanguage, () => Promise<object>>>;

/** `locale`'s language when it has a dictionary, else the fallback's (which must have one). */
export function pickLanguage(locale: string, fallbackLocale = 'en'): SupportedLanguage {
  const fallback = languageOf(fallbackLocale);
  if (!isSupportedLanguage(fallback)) throw new UnsupportedLanguageError(fallbackLocale);
  const requested = languageOf(locale);
  return isSupportedLanguage(requested) ? requested : fallback;
}

/**
 * An i18next instance in `language` with no dictionary yet, initialised at once (no backend, so
 * nothing to wait for). Same settings as `createI18n`.
 */
export function createEmptyInstance(language: SupportedLanguage): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    resources: {},
    partialBundledLanguages: true,
    initAsync: false,
    lng: language,
    fallbackLng: false,
    supportedLngs: [...supportedLanguages],
    load: 'languageOnly',
    ns: [namespace],
    defaultNS: namespace,
    returnEmptyString: false,
    interpolation: { escapeValue: false },
  });
  return instance;
}

/** True when `language`'s dictionary is in the instance. */
export function hasLanguage(instance: i18n, language: SupportedLanguage): boolean {
  return instance.hasResourceBundle(language, namespace);
}

/** Adds texts to `language`'s dictionary in the instance (merged with what is there). */
export function addTexts(instance: i18n, language: SupportedLanguage, dictionary: object): void {
  instance.addResourceBundle(language, namespace, dictionary, true, true);
}

/** Loads one language's dictionary into the instance (once), without switching to it. */
export async function addLanguage(
  instance: i18n,
  loaders: DictionaryLoaders,
  language: SupportedLanguage,
): Promise<void> {
  if (hasLanguage(instance, language)) return;
  const dictionary = await loaders[language]();
  if (!hasLanguage(instance, language)) addTexts(instance, language, dictionary);
}

/** Loads one language's dictionary into the instance (once) and switches to it. */
export async function loadLanguage(
  instance: i18n,
  loaders: DictionaryLoaders,
  language: SupportedLanguage,
): Promise<void> {
  await addLanguage(instance, loaders, language);
  await instance.changeLanguage(language);
}
