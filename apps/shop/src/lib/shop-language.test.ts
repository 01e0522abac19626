import { describe, expect, it } from 'vitest';
import { resolveShopLanguage } from './shop-language';

describe('SPEC 4 Language: which language shows and whether the switcher does', () => {
  it('uses the first configured locale by default and lists the configured languages', () => {
    const state = resolveShopLanguage({ locale: ['fr-FR', 'es-ES', 'nl-NL'], picked: null });
    expect(state.language).toBe('fr');
    expect(state.intlLocale).toBe('fr-FR');
    expect(state.showSwitcher).toBe(true);
    expect(state.options.map((option) => option.code)).toEqual(['fr', 'es', 'nl']);
  });

  it('sets the only locale automatically and shows no switcher', () => {
    const state = resolveShopLanguage({ locale: 'nl-NL', picked: 'fr' });
    expect(state.language).toBe('nl');
    expect(state.showSwitcher).toBe(false);
  });

  it('keeps a stored choice with a dictionary and adds it to the switcher', () => {
    const state = resolveShopLanguage({ locale: ['fr-FR', 'nl-NL'], picked: 'de' });
    expect(state.language).toBe('de');
    expect(state.defaultLanguage).toBe('fr');
    expect(state.options.map((option) => option.code)).toContain('de');
  });

  it('ignores a stored choice without a dictionary', () => {
    expect(resolveShopLanguage({ locale: ['fr-FR', 'nl-NL'], picked: 'xx' }).language).toBe('fr');
  });
});
