import { describe, expect, it } from 'vitest';
import { switchLanguage } from './lazy';
import { resources } from './resources';
import {
  createShopI18n,
  hasShopArea,
  hasShopFirstScreen,
  hasShopLanguage,
  loadShopArea,
  loadShopLanguage,
  preloadShopFirstScreen,
  preloadShopLanguage,
  preloadShopLaterTexts,
  shopDictionaryLoaders,
  shopExcludedAreas,
  shopFirstScreenLoaders,
  shopLaterAreas,
  shopLaterLoaders,
  shopLazyAreas,
} from './shop';
import { supportedLanguages } from './supported-languages';

describe('the shop dictionaries', () => {
  it.each(supportedLanguages)(
    '%s holds every area of the full dictionary but the excluded',
    async (language) => {
      const full = resources[language].translation as Record<string, unknown>;
      const shop = (await shopDictionaryLoaders[language]()) as Record<string, unknown>;
      const expected = Object.keys(full).filter(
        (area) =>
          !(shopExcludedAreas as readonly string[]).includes(area) &&
          !(shopLazyAreas as readonly string[]).includes(area),
      );
      expect(Object.keys(shop).sort()).toEqual(expected.sort());
      for (const area of expected) expect(shop[area]).toBe(full[area]);
    },
  );
});

describe('the two parts of a shop dictionary (decision 345)', () => {
  it.each(supportedLanguages)(
    '%s: the later part holds exactly the later areas, the first part every other',
    async (language) => {
      const full = (await shopDictionaryLoaders[language]()) as Record<string, unknown>;
      const first = (await shopFirstScreenLoaders[language]()) as Record<string, unknown>;
      const later = (await shopLaterLoaders[language]()) as Record<string, unknown>;
      expect(Object.keys(later).sort()).toEqual([...shopLaterAreas].sort());
      expect(Object.keys(first).sort()).toEqual(
        Object.keys(full)
          .filter((area) => !(shopLaterAreas as readonly string[]).includes(area))
          .sort(),
      );
    },
  );

  it("loads the first screen alone, then the later pages' texts into the same language", async () => {
    const i18n = createShopI18n({ locale: 'nl' });
    await preloadShopFirstScreen(i18n, 'nl');
    expect(hasShopFirstScreen(i18n, 'nl')).toBe(true);
    expect(hasShopLanguage(i18n, 'nl')).toBe(false);
    expect(i18n.t('login.title')).toBe(resources.nl.translation.login.title);
    expect(i18n.exists('register.title')).toBe(false);
    await preloadShopLaterTexts(i18n, 'nl');
    expect(hasShopLanguage(i18n, 'nl')).toBe(true);
    expect(i18n.t('register.title')).toBe(resources.nl.translation.register.title);
    expect(i18n.t('login.title')).toBe(resources.nl.translation.login.title);
  });

  it('a later part that arrives first does not keep the first part from loading', async () => {
    const i18n = createShopI18n({ locale: 'es' });
    await preloadShopLaterTexts(i18n, 'es');
    expect(hasShopFirstScreen(i18n, 'es')).toBe(false);
    await preloadShopFirstScreen(i18n, 'es');
    expect(hasShopLanguage(i18n, 'es')).toBe(true);
    expect(i18n.t('common.loading')).toBe(resources.es.translation.common.loading);
  });
});

describe('createShopI18n', () => {
  it('renders nothing but keys until the language is loaded, then its texts', async () => {
    const i18n = createShopI18n({ locale: 'de-CH' });
    expect(i18n.language).toBe('de');
    expect(hasShopLanguage(i18n, 'de')).toBe(false);
    await loadShopLanguage(i18n, 'de');
    expect(hasShopLanguage(i18n, 'de')).toBe(true);
    expect(i18n.t('common.loading')).toBe(resources.de.translation.common.loading);
    expect(i18n.exists('console.title')).toBe(false);
    expect(i18n.exists('console_app.shell')).toBe(false);
  });

  it('switches to another language, loading only that one', async () => {
    const i18n = createShopI18n({ locale: 'xx', fallbackLocale: 'fr' });
    expect(i18n.language).toBe('fr');
    await loadShopLanguage(i18n, 'it');
    expect(i18n.language).toBe('it');
    expect(hasShopLanguage(i18n, 'fr')).toBe(false);
    expect(i18n.t('login.title')).toBe(resources.it.translation.login.title);
  });
});

describe('preloadShopLanguage', () => {
  it('adds the texts without switching, so a late guess never wins over the choice', async () => {
    const i18n = createShopI18n({ locale: 'fr' });
    const guess = preloadShopLanguage(i18n, 'fr');
    await loadShopLanguage(i18n, 'es');
    await guess;
    expect(i18n.language).toBe('es');
    expect(hasShopLanguage(i18n, 'fr')).toBe(true);
    expect(i18n.t('login.title')).toBe(resources.es.translation.login.title);
  });
});

describe('the console entry', () => {
  it('still loads the full dictionary, console texts included', async () => {
    const i18n = createShopI18n({ locale: 'en' });
    await switchLanguage(i18n, 'nl');
    expect(i18n.t('common.loading')).toBe(resources.nl.translation.common.loading);
    expect(i18n.t('console.title')).toBe(resources.nl.translation.console.title);
  });
});

describe('loadShopArea (issue 29)', () => {
  it('keeps the office texts out of the first dictionary and adds them on demand', async () => {
    const i18n = createShopI18n({ locale: 'de' });
    await loadShopLanguage(i18n, 'de');
    expect(i18n.exists('office.nav.colleagues')).toBe(false);
    await loadShopArea(i18n, 'de', 'office');
    expect(hasShopArea(i18n, 'de', 'office')).toBe(true);
    expect(i18n.t('office.nav.colleagues')).toBe(resources.de.translation.office.nav.colleagues);
    expect(i18n.t('common.loading')).toBe(resources.de.translation.common.loading);
  });

  it('loads the language first when the area is asked before it', async () => {
    const i18n = createShopI18n({ locale: 'fr' });
    await loadShopArea(i18n, 'fr', 'office');
    expect(hasShopLanguage(i18n, 'fr')).toBe(true);
    expect(i18n.t('login.title')).toBe(resources.fr.translation.login.title);
    expect(i18n.t('office.roles.admin')).toBe(resources.fr.translation.office.roles.admin);
  });
});
