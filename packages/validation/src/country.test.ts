import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { countryCodeOf, countryName, deliveryCountries } from './country.js';
import { countryCodeSchema, optionalCountryCodeSchema } from './country-schema.js';
import { officeAddressBodySchema } from './office-address.js';
import { languages } from './profile-options.js';

describe('decision 253: countries are stored as ISO codes', () => {
  it('reads a code in any case and with spaces', () => {
    expect(countryCodeOf(' fr ')).toBe('FR');
    expect(countryCodeOf('NL')).toBe('NL');
  });

  it('reads a delivery country’s name in each of the six languages, accents and case aside', () => {
    expect(countryCodeOf('France')).toBe('FR');
    expect(countryCodeOf('Frankreich')).toBe('FR');
    expect(countryCodeOf('osterreich')).toBe('AT');
    expect(countryCodeOf('Países Bajos')).toBe('NL');
    expect(countryCodeOf('Paesi Bassi')).toBe('NL');
    expect(countryCodeOf('Duitsland')).toBe('DE');
    expect(countryCodeOf('Svizzera')).toBe('CH');
  });

  it('reads the names in every language of the one language list, whatever it holds', () => {
    for (const language of languages) {
      const names = new Intl.DisplayNames([language], { type: 'region' });
      for (const code of deliveryCountries) expect(countryCodeOf(names.of(code))).toBe(code);
    }
  });

  it('knows no other country and no other text', () => {
    expect(countryCodeOf('JP')).toBeNull();
    expect(countryCodeOf('Japan')).toBeNull();
    expect(countryCodeOf('Atlantis')).toBeNull();
    expect(countryCodeOf('')).toBeNull();
    expect(countryCodeOf(null)).toBeNull();
  });

  it('names every delivery country in the reader’s language, other text as it is', () => {
    expect(countryName('FR', 'de')).toBe('Frankreich');
    expect(countryName('France', 'nl')).toBe('Frankrijk');
    expect(countryName('Atlantis', 'fr')).toBe('Atlantis');
    for (const code of deliveryCountries) {
      expect(countryName(code, 'en')).not.toBe(code);
    }
  });

  it('stores the code of what was typed and refuses an unknown country with its own key', () => {
    expect(countryCodeSchema().parse(' belgique ')).toBe('BE');
    const refused = countryCodeSchema().safeParse('Atlantis');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe('validation.country_unknown');
    expect(countryCodeSchema().safeParse('').error?.issues[0]?.message).toBe('validation.required');
  });

  it('leaves an optional country out when it is empty', () => {
    const schema = z.object({ country: optionalCountryCodeSchema() });
    expect(schema.parse({})).toEqual({});
    expect(schema.parse({ country: '' }).country).toBeUndefined();
    expect(schema.parse({ country: 'Spanje' }).country).toBe('ES');
    expect(schema.safeParse({ country: 'Narnia' }).success).toBe(false);
  });

  it('an address of the book keeps the code', () => {
    const body = officeAddressBodySchema.parse({
      company_name: 'Annexe',
      street_name: 'Rue de la Paix',
      postalcode: '75002',
      city: 'Paris',
      country: 'France',
    });
    expect(body.country).toBe('FR');
  });
});
