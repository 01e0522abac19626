import { type DictionaryTree, flattenDictionary, placeholdersOf } from './flatten-dictionary';

/** A placeholder set that differs from the reference for the same key. */
export interface PlaceholderMismatch {
  key: string;
  expected: string[];
  actual: string[];
}

/** Everything that makes a translation unusable next to its reference. */
export interface DictionaryDifferences {
  /** Keys of the reference the candidate lacks. */
  missing: string[];
  /** Keys the candidate has and the reference does not. */
  extra: string[];
  /** Keys whose `{{placeholders}}` differ, so interpolation would drop or leak a value. */
  placeholders: PlaceholderMismatch[];
  /** Keys whose text is empty or only whitespace. */
  empty: string[];
}

/** Compares a translation with the reference dictionary key by key. */
export function compareDictionaries(
  reference: DictionaryTree,
  candidate: DictionaryTree,
): DictionaryDifferences {
  const expected = flattenDictionary(reference);
  const actual = flattenDictionary(candidate);
  const differences: DictionaryDifferences = {
    missing: [],
    extra: [],
    placeholders: [],
    empty: [],
  };
  for (const [key, text] of Object.entries(expected)) {
    const translated = actual[key];
    if (translated === undefined) {
      differences.missing.push(key);
      continue;
    }
    const want = placeholdersOf(text);
    const got = placeholdersOf(translated);
    if (want.join() !== got.join()) {
      differences.placeholders.push({ key, expected: want, actual: got });
    }
  }
  for (const [key, text] of Object.entries(actual)) {
    if (!(key in expected)) differences.extra.push(key);
    if (text.trim() === '') differences.empty.push(key);
  }
  return differences;
}
