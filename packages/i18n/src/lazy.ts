/**
 * The i18n entry for apps that must stay small on a first visit (the console, issue 13; decision
 * 216): an i18next instance that holds only the languages it loaded, each dictionary a chunk of
 * its own fetched on demand, instead of all six languages in the app's entry.
 */
import i18next, { type i18n } from 'i18next';
import type { Dictionary } from './dictionary';
import { UnsupportedLanguageError } from './i18n-errors';
import { languageOf } from './locale-code';
import {
  isSupportedLanguage,
  type SupportedLanguage,
  supportedLanguages,
} from './supported-languages';

export {
  isSupportedLanguage,
  languageNames,
  type SupportedLanguage,
  supportedLanguages,
} from './supported-languages';

const namespace = 'translation';

const loaders: Readonly<Record<SupportedLanguage, () => Promise<Dictionary>>> = {
  en: () => import('./locales/en/index').then((module) => module.en),
  de: () => import('./locales/de/index').then((module) => module.de),
  fr: () => import('./locales/fr/index').then((module) => module.fr),
  es: () => import('./locales/es/index').then((module) => module.es),
  nl: () => import('./locales/nl/index').then((module) => module.nl),
  it: () => import('./locales/it/index').then((module) => module.it),
};

/** Loads one language's dictionary into the instance (once) and switches to it. */
export async function switchLanguage(instance: i18n, language: SupportedLanguage): Promise<void> {
  if (!instance.hasResourceBundle(language, namespace)) {
    instance.addResourceBundle(language, namespace, await loaders[language](), true, true);
  }
  await instance.changeLanguage(language);
}

/**
 * An i18next instance in `locale`'s language (the fallback when it is not supported), with that
 * one dictionary loaded. Same settings as `createI18n`.
 */
export async function createLazyI18n({
  locale,
  fallbackLocale = 'en',
}: {
  locale: string;
  fallbackLocale?: string;
}): Promise<i18n> {
  const fallback = languageOf(fallbackLocale);
  if (!isSupportedLanguage(fallback)) throw new UnsupportedLanguageError(fallbackLocale);
  const requested = languageOf(locale);
  const language = isSupportedLanguage(requested) ? requested : fallback;
  const instance = i18next.createInstance();
  await instance.init({
    resources: {},
    partialBundledLanguages: true,
    lng: language,
    fallbackLng: false,
    supportedLngs: [...supportedLanguages],
    load: 'languageOnly',
    ns: [namespace],
    defaultNS: namespace,
    returnEmptyString: false,
    interpolation: { escapeValue: false },
  });
  await switchLanguage(instance, language);
  return instance;
}
