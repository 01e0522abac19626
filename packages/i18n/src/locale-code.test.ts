import { describe, expect, it } from 'vitest';
import { defaultLocale, languageOf, normaliseLocales, regionOf } from './locale-code';

describe('SPEC 3 shop config: the first two letters of a locale are its language', () => {
  it.each([
    ['fr-FR', 'fr'],
    ['nl-BE', 'nl'],
    ['ES', 'es'],
    [' de-DE ', 'de'],
  ])('languageOf(%j) is %s', (locale, language) => {
    expect(languageOf(locale)).toBe(language);
  });
});

describe('SPEC 3 shop config: characters 4-5 of a locale are its region', () => {
  it.each([
    ['fr-FR', 'FR'],
    ['nl-be', 'BE'],
    ['es_MX', 'MX'],
  ])('regionOf(%j) is %s', (locale, region) => {
    expect(regionOf(locale)).toBe(region);
  });

  it('has no region for a bare language code', () => {
    expect(regionOf('fr')).toBeUndefined();
  });
});

describe('SPEC 3 shop config: locale is a string or a list of codes', () => {
  it('turns a single code into a one-item list', () => {
    expect(normaliseLocales('fr-FR')).toEqual(['fr-FR']);
  });

  it('splits a comma-separated string and trims each code (decision 041)', () => {
    expect(normaliseLocales('fr-FR, es-ES ,nl-NL')).toEqual(['fr-FR', 'es-ES', 'nl-NL']);
  });

  it('keeps the configured order of a list and drops blanks and repeats', () => {
    expect(normaliseLocales(['nl-NL', '', 'fr-FR', 'nl-NL'])).toEqual(['nl-NL', 'fr-FR']);
  });

  it('gives an empty list when nothing is configured', () => {
    expect(normaliseLocales(undefined)).toEqual([]);
    expect(normaliseLocales(null)).toEqual([]);
  });
});

describe('SPEC 1 sample deployment: the first configured locale is the default', () => {
  it('picks fr from fr, es, nl', () => {
    expect(defaultLocale(['fr-FR', 'es-ES', 'nl-NL'])).toBe('fr-FR');
  });

  it('has no default for an empty list', () => {
    expect(defaultLocale([])).toBeUndefined();
  });
});
