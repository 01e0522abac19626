/**
 * The shop's i18n entry (issue 15, decision 236): an i18next instance that holds only the
 * languages it loaded, each a chunk of its own with the shop's areas (not the console's texts nor
 * the e-mails'), fetched on demand. Each language comes in two parts: the first screen's texts and
 * the later pages' (decision 345).
 */
import type { i18n } from 'i18next';
import {
  addTexts,
  createEmptyInstance,
  type DictionaryLoaders,
  pickLanguage,
} from './lazy-instance';
import type {
  ShopDictionary,
  ShopFirstScreenDictionary,
  ShopLaterDictionary,
} from './shop-dictionary';
import { type SupportedLanguage, supportedLanguages } from './supported-languages';

export {
  type ShopDictionary,
  type ShopFirstScreenDictionary,
  type ShopLaterDictionary,
  type ShopLazyArea,
  shopExcludedAreas,
  shopLaterAreas,
  shopLazyAreas,
} from './shop-dictionary';
export {
  isSupportedLanguage,
  languageNames,
  type SupportedLanguage,
  supportedLanguages,
} from './supported-languages';

/**
 * Each language's shop texts for the first screen (every shop area but `shopLaterAreas`), a chunk
 * of its own (the file names carry `shop-<lang>`).
 */
export const shopFirstScreenLoaders: DictionaryLoaders = {
  en: (): Promise<ShopFirstScreenDictionary> =>
    import('./shop-dictionaries/shop-en').then((module) => module.shopEn),
  de: (): Promise<ShopFirstScreenDictionary> =>
    import('./shop-dictionaries/shop-de').then((module) => module.shopDe),
  fr: (): Promise<ShopFirstScreenDictionary> =>
    import('./shop-dictionaries/shop-fr').then((module) => module.shopFr),
  es: (): Promise<ShopFirstScreenDictionary> =>
    import('./shop-dictionaries/shop-es').then((module) => module.shopEs),
  nl: (): Promise<ShopFirstScreenDictionary> =>
    import('./shop-dictionaries/shop-nl').then((module) => module.shopNl),
  it: (): Promise<ShopFirstScreenDictionary> =>
    import('./shop-dictionaries/shop-it').then((module) => module.shopIt),
};

/**
 * Each language's texts of the pages after the first screen (`shopLaterAreas`, decision 345), a
 * chunk of its own (`shop-<lang>-later`).
 */
export const shopLaterLoaders: DictionaryLoaders = {
  en: (): Promise<ShopLaterDictionary> =>
    import('./shop-dictionaries/shop-en-later').then((module) => module.shopEnLater),
  de: (): Promise<ShopLaterDictionary> =>
    import('./shop-dictionaries/shop-de-later').then((module) => module.shopDeLater),
  fr: (): Promise<ShopLaterDictionary> =>
    import('./shop-dictionaries/shop-fr-later').then((module) => module.shopFrLater),
  es: (): Promise<ShopLaterDictionary> =>
    import('./shop-dictionaries/shop-es-later').then((module) => module.shopEsLater),
  nl: (): Promise<ShopLaterDictionary> =>
    import('./shop-dictionaries/shop-nl-later').then((module) => module.shopNlLater),
  it: (): Promise<ShopLaterDictionary> =>
    import('./shop-dictionaries/shop-it-later').then((module) => module.shopItLater),
};

/** Each language's whole shop dictionary: both parts. */
export const shopDictionaryLoaders: DictionaryLoaders = Object.fromEntries(
  supportedLanguages.map((language) => [
    language,
    async (): Promise<ShopDictionary> => {
      const [first, later] = await Promise.all([
        shopFirstScreenLoaders[language](),
        shopLaterLoaders[language](),
      ]);
      return { ...(first as ShopFirstScreenDictionary), ...(later as ShopLaterDictionary) };
    },
  ]),
) as unknown as DictionaryLoaders;

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

type Part = 'first' | 'later';

/** The dictionary parts each instance holds, as `<lang>:<part>`. */
const loadedParts = new WeakMap<i18n, Set<string>>();

function hasPart(instance: i18n, language: SupportedLanguage, part: Part): boolean {
  return loadedParts.get(instance)?.has(`${language}:${part}`) ?? false;
}

async function addPart(instance: i18n, language: SupportedLanguage, part: Part): Promise<void> {
  if (hasPart(instance, language, part)) return;
  const loaders = part === 'first' ? shopFirstScreenLoaders : shopLaterLoaders;
  const dictionary = await loaders[language]();
  if (hasPart(instance, language, part)) return;
  addTexts(instance, language, dictionary);
  const parts = loadedParts.get(instance) ?? new Set<string>();
  parts.add(`${language}:${part}`);
  loadedParts.set(instance, parts);
}

/** Loads `language`'s shop texts, both parts, into the instance (once) and switches to it. */
export async function loadShopLanguage(instance: i18n, language: SupportedLanguage): Promise<void> {
  await preloadShopLanguage(instance, language);
  await instance.changeLanguage(language);
}

/**
 * Loads `language`'s shop texts, both parts, into the instance (once) without switching to it:
 * for a guess made before the app knows its language, so a late answer never overrides the real
 * choice.
 */
export async function preloadShopLanguage(
  instance: i18n,
  language: SupportedLanguage,
): Promise<void> {
  await Promise.all([addPart(instance, language, 'first'), addPart(instance, language, 'later')]);
}

/** Loads only the first screen's part of `language`'s shop texts (once), without switching. */
export function preloadShopFirstScreen(instance: i18n, language: SupportedLanguage): Promise<void> {
  return addPart(instance, language, 'first');
}

/** Loads only the later pages' part of `language`'s shop texts (once), without switching. */
export function preloadShopLaterTexts(instance: i18n, language: SupportedLanguage): Promise<void> {
  return addPart(instance, language, 'later');
}

/** True when `language`'s shop texts, both parts, are loaded. */
export function hasShopLanguage(instance: i18n, language: SupportedLanguage): boolean {
  return hasPart(instance, language, 'first') && hasPart(instance, language, 'later');
}

/** True when the first screen's part of `language`'s shop texts is loaded. */
export function hasShopFirstScreen(instance: i18n, language: SupportedLanguage): boolean {
  return hasPart(instance, language, 'first');
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
  await preloadShopLanguage(instance, language);
  if (hasShopArea(instance, language, area)) return;
  addTexts(instance, language, await shopOfficeLoaders[language]());
}
