/**
 * The i18n entry for apps that must stay small on a first visit (the console, issue 13; decision
 * 216): an i18next instance that holds only the languages it loaded, each dictionary a chunk of
 * its own fetched on demand, instead of all six languages in the app's entry. The shop has its
 * own entry without the console's texts, `@careshop/i18n/shop` (decision 236).
 */
import type { i18n } from 'i18next';
import type { Dictionary } from './dictionary';
import {
  createEmptyInstance,
  type DictionaryLoaders,
  loadLanguage,
  pickLanguage,
} from './lazy-instance';
import type { SupportedLanguage } from './supported-languages';

export type { DateInputField, DateInputPattern } from './date-input';
export {
  dateInputPattern,
  formatDateInput,
  ISO_DATE_INPUT,
  parseDateInput,
} from './date-input';
export type { DateLocale, DateReader } from './format-date';
export {
  dateLocaleOf,
  formatCalendarDate,
  formatDateRange,
  formatDateRangeEnds,
  formatDateTime,
  formatInstantDate,
} from './format-date';
export {
  isSupportedLanguage,
  languageNames,
  type SupportedLanguage,
  supportedLanguages,
} from './supported-languages';

const loaders: DictionaryLoaders = {
  en: (): Promise<Dictionary> => import('./locales/en/index').then((module) => module.en),
  de: (): Promise<Dictionary> => import('./locales/de/index').then((module) => module.de),
  fr: (): Promise<Dictionary> => import('./locales/fr/index').then((module) => module.fr),
  es: (): Promise<Dictionary> => import('./locales/es/index').then((module) => module.es),
  nl: (): Promise<Dictionary> => import('./locales/nl/index').then((module) => module.nl),
  it: (): Promise<Dictionary> => import('./locales/it/index').then((module) => module.it),
};

/** Loads one language's dictionary into the instance (once) and switches to it. */
export function switchLanguage(instance: i18n, language: SupportedLanguage): Promise<void> {
  return loadLanguage(instance, loaders, language);
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
  const language = pickLanguage(locale, fallbackLocale);
  const instance = createEmptyInstance(language);
  await switchLanguage(instance, language);
  return instance;
}
