import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { flattenDictionary, placeholdersOf } from '../flatten-dictionary';
import { addTexts, type DictionaryLoaders, loadLanguage } from '../lazy-instance';
import { defaultNamespace, resources } from '../resources';
import {
  createShopI18n,
  loadShopArea,
  loadShopLanguage,
  shopDictionaryLoaders,
  shopOfficeLoaders,
  supportedLanguages,
} from '../shop';
import compat, { createInstance } from './i18next';

// The built shop and console run `./i18next` where the sources import i18next (decisions 354 and
// 366): it must give the same strings as i18next with the apps' settings (`createEmptyInstance`).
// i18next keeps `resources` as its store, so each instance gets its own settings.
const shopSettings = () => ({
  resources: {},
  partialBundledLanguages: true,
  initAsync: false,
  lng: 'en',
  fallbackLng: false as const,
  supportedLngs: [...supportedLanguages],
  load: 'languageOnly' as const,
  ns: ['translation'],
  defaultNS: 'translation',
  returnEmptyString: false,
  interpolation: { escapeValue: false },
});

function pair() {
  const real = i18next.createInstance();
  void real.init(shopSettings());
  const lite = createInstance();
  void lite.init(shopSettings());
  return { real, lite };
}

describe('the i18next layer of the shop’s and the console’s builds', () => {
  it('translates every shop key of every language as i18next does, with and without values', async () => {
    const { real, lite } = pair();
    let compared = 0;
    for (const language of supportedLanguages) {
      const texts = {
        ...(await shopDictionaryLoaders[language]()),
        ...(await shopOfficeLoaders[language]()),
      };
      real.addResourceBundle(language, 'translation', texts, true, true);
      lite.addResourceBundle(language, 'translation', texts, true, true);
      await real.changeLanguage(language);
      await lite.changeLanguage(language);
      for (const [key, text] of Object.entries(flattenDictionary(texts as never))) {
        const values = Object.fromEntries(
          placeholdersOf(text).map((name, index) => [name, index % 2 ? 7 : `<${name} & "x">`]),
        );
        expect(lite.t(key, values), key).toBe(real.t(key, values));
        expect(lite.t(key), key).toBe(real.t(key));
        expect(lite.t(key, { count: 2, ...values }), key).toBe(
          real.t(key, { count: 2, ...values }),
        );
        expect(lite.exists(key), key).toBe(true);
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThan(6 * 500);
  });

  it('translates every key of the whole dictionary (the console’s) as i18next does', async () => {
    const { real, lite } = pair();
    const loaders = Object.fromEntries(
      supportedLanguages.map((language) => [
        language,
        async () => resources[language][defaultNamespace],
      ]),
    ) as unknown as DictionaryLoaders;
    let compared = 0;
    for (const language of supportedLanguages) {
      // The console's own loading (`switchLanguage` of @careshop/i18n/lazy) on both.
      await loadLanguage(real, loaders, language);
      await loadLanguage(lite as never, loaders, language);
      expect(lite.language).toBe(language);
      const texts = flattenDictionary(resources[language][defaultNamespace] as never);
      for (const [key, text] of Object.entries(texts)) {
        const values = Object.fromEntries(
          placeholdersOf(text).map((name, index) => [name, index % 2 ? 3 : `<${name} & "y">`]),
        );
        expect(lite.t(key, values), key).toBe(real.t(key, values));
        expect(lite.t(key), key).toBe(real.t(key));
        expect(lite.t(key, { count: 1, ...values }), key).toBe(
          real.t(key, { count: 1, ...values }),
        );
        expect(lite.exists(key), key).toBe(true);
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThan(6 * 1500);
    // Texts added later (an area's) merge into the language as with i18next.
    addTexts(real, 'de', { console: { extra: 'Mehr {{n}}' } });
    addTexts(lite as never, 'de', { console: { extra: 'Mehr {{n}}' } });
    await real.changeLanguage('de');
    await lite.changeLanguage('de');
    expect(lite.t('console.extra', { n: 2 })).toBe(real.t('console.extra', { n: 2 }));
    expect(lite.t('console.nav.dashboard')).toBe(real.t('console.nav.dashboard'));
    expect(lite.t('console.nav.dashboard')).not.toBe('console.nav.dashboard');
  });

  it('answers missing keys, defaults, plurals, other languages and empty texts as i18next', () => {
    const { real, lite } = pair();
    const texts = {
      a: {
        b: 'B {{name}} {{ other }}',
        empty: '',
        count_one: 'one {{count}}',
        count_other: '{{count}} of them',
      },
      'flat.key': 'Flat',
      obj: { leaf: 'x' },
    };
    for (const instance of [real, lite]) {
      instance.addResourceBundle('en', 'translation', texts, true, true);
      instance.addResourceBundle('de', 'translation', { a: { b: 'DE {{name}}' } }, true, true);
    }
    const calls: [string, Record<string, unknown>?][] = [
      ['a.b', { name: 'N' }],
      ['a.b', { name: 'N', other: null }],
      ['a.b', {}],
      ['a.b', { lng: 'de', name: 'N' }],
      ['a.b', { lng: 'fr', name: 'N' }],
      ['a.missing'],
      ['a.missing', { defaultValue: 'Default {{x}}', x: 1 }],
      ['a.empty'],
      ['a.empty', { defaultValue: 'D' }],
      ['a.count', { count: 1 }],
      ['a.count', { count: 5 }],
      ['flat.key'],
      ['translation:a.b', { name: 'N' }],
      ['a.b', { name: 'a $ b $& c' }],
    ];
    for (const [key, options] of calls) {
      expect(lite.t(key, options), `${key} ${JSON.stringify(options)}`).toBe(real.t(key, options));
      expect(lite.exists(key, options), key).toBe(real.exists(key, options));
    }
    expect(lite.t('a.missing', 'as a string')).toBe(real.t('a.missing', 'as a string'));
    expect(lite.t(['a.none', 'a.b'], { name: 'N' })).toBe(real.t(['a.none', 'a.b'], { name: 'N' }));
    // A subtree exists (the shop asks whether the `office` area is loaded so).
    expect(lite.exists('obj')).toBe(real.exists('obj'));
    expect(lite.exists('obj')).toBe(true);
    expect(lite.exists('a.none')).toBe(false);
  });

  it('escapes values as i18next does when escapeValue is on', () => {
    const real = i18next.createInstance();
    void real.init({ ...shopSettings(), interpolation: {} });
    const lite = createInstance({ ...shopSettings(), interpolation: {} });
    for (const instance of [real, lite]) {
      instance.addResourceBundle('en', 'translation', { a: '{{v}} and {{- v}}' }, true, true);
    }
    const v = `<b title="x">Tom & 'Jerry'</b>`;
    expect(lite.t('a', { v })).toBe(real.t('a', { v }));
  });

  it('merges added texts, switches language with its event and knows its bundles', async () => {
    const lite = createInstance();
    await lite.init({ ...shopSettings(), lng: 'fr' });
    const events: unknown[] = [];
    lite.on('languageChanged', (language) => events.push(language));
    expect(lite.hasResourceBundle('fr', 'translation')).toBe(false);
    lite.addResourceBundle('fr', 'translation', { a: { x: 'X' } }, true, true);
    lite.addResourceBundle('fr', 'translation', { a: { y: 'Y' }, b: 'B' }, true, true);
    expect([lite.t('a.x'), lite.t('a.y'), lite.t('b')]).toEqual(['X', 'Y', 'B']);
    expect(lite.hasResourceBundle('fr', 'translation')).toBe(true);
    await lite.changeLanguage('fr');
    expect(events).toEqual([]);
    const t = await lite.changeLanguage('de');
    expect(events).toEqual(['de']);
    expect(lite.language).toBe('de');
    expect(t('a.x')).toBe('a.x');
    expect(lite.getFixedT('fr')('a.x')).toBe('X');
    expect(typeof compat.createInstance).toBe('function');
  });

  it('runs @careshop/i18n/shop’s loading as i18next does', async () => {
    // The same helpers the shop calls, on an instance of each kind.
    const real = createShopI18n({ locale: 'nl' });
    const lite = createInstance();
    void lite.init({ ...shopSettings(), lng: 'nl' });
    for (const instance of [real, lite]) {
      await loadShopLanguage(instance as never, 'it');
      await loadShopArea(instance as never, 'it', 'office');
    }
    expect(lite.language).toBe(real.language);
    expect(lite.exists('office.nav')).toBe(true);
    expect(real.exists('office.nav')).toBe(true);
    expect(lite.t('office.nav.approvals')).toBe(real.t('office.nav.approvals'));
    expect(lite.t('office.nav.approvals')).not.toBe('office.nav.approvals');
  });
});
