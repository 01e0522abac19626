import { describe, expect, it } from 'vitest';
// The dictionaries are read from source: the i18n package owns them, this package owns the keys.
import { validation as de } from '../../i18n/src/locales/de/validation.js';
import { validation as en } from '../../i18n/src/locales/en/validation.js';
import { validation as es } from '../../i18n/src/locales/es/validation.js';
import { validation as fr } from '../../i18n/src/locales/fr/validation.js';
import { validation as it_ } from '../../i18n/src/locales/it/validation.js';
import { validation as nl } from '../../i18n/src/locales/nl/validation.js';
import { validationMessageKeys } from './message-keys.js';

const dictionaries: Record<string, Record<string, string>> = { en, de, fr, es, nl, it: it_ };
const PREFIX = 'validation.';

function entry(dictionary: Record<string, string>, key: string): string | undefined {
  return dictionary[key.slice(PREFIX.length)];
}

describe('SPEC 2 "every screen works in all six languages": every message key exists', () => {
  it('uses full keys under the validation namespace', () => {
    for (const key of validationMessageKeys) expect(key.startsWith(PREFIX)).toBe(true);
  });

  it('finds every key the package can emit in the English dictionary', () => {
    const missing = validationMessageKeys.filter((key) => entry(en, key) === undefined);
    expect(missing).toEqual([]);
  });

  it('finds every key in each of the six dictionaries', () => {
    for (const [language, dictionary] of Object.entries(dictionaries)) {
      const missing = validationMessageKeys.filter((key) => entry(dictionary, key) === undefined);
      expect({ language, missing }).toEqual({ language, missing: [] });
    }
  });

  it('uses {{min}} / {{max}} in every language where toFieldErrors passes them', () => {
    const withMin = ['too_short', 'number_too_small', 'too_few_items'];
    const withMax = ['too_long', 'number_too_big', 'too_many_items'];
    for (const [language, dictionary] of Object.entries(dictionaries)) {
      for (const key of withMin)
        expect([language, dictionary[key]]).toEqual([language, expect.stringContaining('{{min}}')]);
      for (const key of withMax)
        expect([language, dictionary[key]]).toEqual([language, expect.stringContaining('{{max}}')]);
    }
  });
});
