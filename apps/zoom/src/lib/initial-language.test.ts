import { describe, expect, it } from 'vitest';
import { initialLanguage } from './initial-language';

const shop = (locale: string | null) => JSON.stringify({ state: { locale }, version: 0 });

describe('SPEC 4 Language: the language the app starts in', () => {
  it('prefers the choice made in this app', () => {
    expect(initialLanguage({ picked: 'de', shopCustomization: shop('nl'), browser: ['it'] })).toBe(
      'de',
    );
  });

  it('then the one picked in the shop, then the browser, then the shop default fr', () => {
    expect(initialLanguage({ picked: null, shopCustomization: shop('nl'), browser: ['it'] })).toBe(
      'nl',
    );
    expect(
      initialLanguage({ picked: null, shopCustomization: null, browser: ['pt', 'it-IT'] }),
    ).toBe('it');
    expect(initialLanguage({ picked: 'xx', shopCustomization: '{bad', browser: [] })).toBe('fr');
  });
});
