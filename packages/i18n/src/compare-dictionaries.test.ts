import { describe, expect, it } from 'vitest';
import { compareDictionaries } from './compare-dictionaries';
import type { DictionaryTree } from './flatten-dictionary';
import { resources } from './resources';
import { type SupportedLanguage, supportedLanguages } from './supported-languages';

const reference = resources.en.translation as DictionaryTree;
const translations = supportedLanguages.filter(
  (language): language is Exclude<SupportedLanguage, 'en'> => language !== 'en',
);

function dictionaryOf(language: SupportedLanguage): DictionaryTree {
  return resources[language].translation as DictionaryTree;
}

describe('SPEC 1 languages: the checker itself catches each defect', () => {
  const english = { a: 'Hello {{name}}', b: { c: 'Bye' } };

  it('reports a key missing from a translation', () => {
    expect(compareDictionaries(english, { a: 'Hallo {{name}}', b: {} }).missing).toEqual(['b.c']);
  });

  it('reports a key the reference does not have', () => {
    const result = compareDictionaries(english, {
      a: 'Hallo {{name}}',
      b: { c: 'Tschüss', d: 'Extra' },
    });
    expect(result.extra).toEqual(['b.d']);
  });

  it('reports a placeholder that was renamed or dropped', () => {
    const result = compareDictionaries(english, { a: 'Hallo {{naam}}', b: { c: 'Tschüss' } });
    expect(result.placeholders).toEqual([{ key: 'a', expected: ['name'], actual: ['naam'] }]);
  });

  it('reports an empty or blank text', () => {
    expect(compareDictionaries(english, { a: 'Hallo {{name}}', b: { c: '  ' } }).empty).toEqual([
      'b.c',
    ]);
  });
});

describe('SPEC 1 languages: every dictionary matches the English reference', () => {
  it.each(translations)('%s has no missing key', (language) => {
    expect(compareDictionaries(reference, dictionaryOf(language)).missing).toEqual([]);
  });

  it.each(translations)('%s has no extra key', (language) => {
    expect(compareDictionaries(reference, dictionaryOf(language)).extra).toEqual([]);
  });

  it.each(translations)('%s uses the same placeholders as English for every key', (language) => {
    expect(compareDictionaries(reference, dictionaryOf(language)).placeholders).toEqual([]);
  });

  it.each(supportedLanguages)('%s has no empty text', (language) => {
    expect(compareDictionaries(reference, dictionaryOf(language)).empty).toEqual([]);
  });
});
