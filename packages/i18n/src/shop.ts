/**
 * The shop's i18n entry (issue 15, decision 236): an i18next instance that holds only the
 * languages it loaded, each a chunk of its own with the shop's areas (not the console's texts nor
 * the e-mails'), fetched on demand.
 */
import type { i18n } from 'i18next';
import {
  addLanguage,
  createEmptyInstance,
  type DictionaryLoaders,
  hasLanguage,
  loadLanguage,
  pickLanguage,
} from './lazy-instance';
import type { ShopDictionary } from './shop-dictionary';
import type { SupportedLanguage } from './supported-languages';

export {
  type ShopDictionary,
  type ShopLazyArea,
  shopExcludedAreas,
  shopLazyAreas,
} from './shop-dictionary';
export {
  isSupportedLanguage,
  languageNames,
  type SupportedLanguage,
  supportedLanguages,
} from './supported-languages';

/** Each language's shop texts, a chunk of its own (the file names carry `shop-<lang>`). */
export const shopDictionaryLoaders: DictionaryLoaders = {
  en: (): Promise<ShopDictionary> =>
    import('./shop-dictionaries/shop-en').then((module) => module.shopEn),
  de: (): Promise<ShopDictionary> =>
    import('./shop-dictionaries/shop-de').then((module) => module.shopDe),
  fr: (): Promise<ShopDictionary> =>
    import('./shop-dictionaries/shop-fr').then((module) => module.shopFr),
  es: (): Promise<ShopDictionary> =>
    import('./shop-dictionaries/shop-es').then((module) => module.shopEs),
  nl: (): Promise<ShopDictionary> =>
    import('./shop-dictionaries/shop-nl').then((module) => module.shopNl),
  it: (): Promise<ShopDictionary> =>
    import('./shop-dictionaries/shop-it').then((module) => module.shopIt),
};

/**
 * An i18next instance in `locale`'s language (the fallback when it is not supported) with no
 * texts yet: usable at once, so the app can render its shell while {@link loadShopLanguage}
 * fetches the dictionary.
 */
export function createShopI18n({
  locale,
  fallbackLocale = 'en',
}: {
  locale: string;
  fallbackLocale?: string;
}): i18n {
  return createEmptyInstance(pickLanguage(locale, fallbackLocale));
}

/** Loads `language`'s shop texts into the instance (once) and switches to it. */
export function loadShopLanguage(instance: i18n, language: SupportedLanguage): Promise<void> {
  return loadLanguage(instance, shopDictionaryLoaders, language);
}

/**
 * Loads `language`'s shop texts into the instance (once) without switching to it: for a guess
 * made before the app knows its language, so a late answer never overrides the real choice.
 */
export function preloadShopLanguage(instance: i18n, language: SupportedLanguage): Promise<void> {
  return addLanguage(instance, shopDictionaryLoaders, language);
}

/** True when `language`'s shop texts are loaded. */
export function hasShopLanguage(instance: i18n, language: SupportedLanguage): boolean {
  return hasLanguage(instance, language);
}

/** Each language's company-accounts texts (`office`), a chunk of its own (issue 29). */
export const shopOfficeLoaders: DictionaryLoaders = {
  en: () => import('./shop-dictionaries/office-en').then((module) => module.officeEn),
  de: () => import('./shop-dictionaries/office-de').then((module) => module.officeDe),
  fr: () => import('./shop-dictionaries/office-fr').then((module) => module.officeFr),
  es: () => import('./shop-dictionaries/office-es').then((module) => module.officeEs),
  nl: () => import('./shop-dictionaries/office-nl').then((module) => module.officeNl),
  it: () => import('./shop-dictionaries/office-it').then((module) => module.officeIt),
};

/** True when `language`'s texts of the lazily loaded `area` are in the instance. */
export function hasShopArea(instance: i18n, language: SupportedLanguage, area: 'office'): boolean {
  return instance.exists(`${area}.nav`, { lng: language });
}

/**
 * Adds `language`'s texts of a lazily loaded area (`office`) to the instance, after the language's
 * shop texts (which it loads first when they are not there yet), without switching language.
 */
export async function loadShopArea(
  instance: i18n,
  language: SupportedLanguage,
  area: 'office',
): Promise<void> {
  await addLanguage(instance, shopDictionaryLoaders, language);
  if (hasShopArea(instance, language, area)) return;
  const texts = await shopOfficeLoaders[language]();
  instance.addResourceBundle(language, 'translation', texts, true, true);
}
