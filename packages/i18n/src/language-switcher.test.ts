import { describe, expect, it } from 'vitest';
import { languagesFromConfig, switcherState } from './language-switcher';

describe('SPEC 2 header: the switcher lists the configured languages', () => {
  it('lists fr, es, nl in configured order with their own names', () => {
    expect(languagesFromConfig(['fr-FR', 'es-ES', 'nl-NL'])).toEqual([
      { locale: 'fr-FR', language: 'fr', label: 'Français' },
      { locale: 'es-ES', language: 'es', label: 'Español' },
      { locale: 'nl-NL', language: 'nl', label: 'Nederlands' },
    ]);
  });

  it('leaves out a locale without a dictionary (decision 041)', () => {
    expect(languagesFromConfig('pt-PT,fr-FR').map((entry) => entry.language)).toEqual(['fr']);
  });

  it('lists a language once when two regions share it (decision 041)', () => {
    expect(languagesFromConfig(['fr-BE', 'fr-FR'])).toEqual([
      { locale: 'fr-BE', language: 'fr', label: 'Français' },
    ]);
  });
});

describe('SPEC 4 Language: fewer than two locales hide the switcher, one is set automatically', () => {
  it('shows the switcher for two or more languages and sets none', () => {
    expect(switcherState(['fr-FR', 'es-ES', 'nl-NL'])).toEqual({
      showSwitcher: true,
      autoLocale: undefined,
    });
  });

  it('hides the switcher and sets the only language automatically', () => {
    expect(switcherState('nl-NL')).toEqual({ showSwitcher: false, autoLocale: 'nl' });
  });

  it('hides the switcher and sets nothing when no locale is configured', () => {
    expect(switcherState([])).toEqual({ showSwitcher: false, autoLocale: undefined });
  });

  it('counts languages, not region variants', () => {
    expect(switcherState(['fr-BE', 'fr-FR'])).toEqual({ showSwitcher: false, autoLocale: 'fr' });
  });
});
