// Countries (decision 253): an address's country is stored as its ISO 3166-1 alpha-2 code, picked
// from the countries the shop delivers to and named in the reader's language where it is shown.
// The VAT line (decision 233) is keyed by the same code.

import { languages } from './profile-options.js';

/**
 * The countries the shop delivers to, by ISO 3166-1 alpha-2 code: the EU's 27, the United
 * Kingdom, Switzerland, Norway and the United States.
 */
export const deliveryCountries = [
  'AT',
  'BE',
  'BG',
  'CH',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GB',
  'GR',
  'HR',
  'HU',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'NO',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
  'US',
] as const;
export type DeliveryCountry = (typeof deliveryCountries)[number];

const known: ReadonlySet<string> = new Set(deliveryCountries);

/** Case, accents and spacing do not matter when a name is matched: "  Österreich" = "osterreich". */
function folded(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

let byName: Map<string, DeliveryCountry> | undefined;

/** Every delivery country's name in the shop's languages, folded, to its code (built once). */
function namesIndex(): Map<string, DeliveryCountry> {
  if (byName) return byName;
  byName = new Map();
  for (const language of languages) {
    const names = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' });
    for (const code of deliveryCountries) {
      const name = names.of(code);
      if (name) byName.set(folded(name), code);
    }
  }
  return byName;
}

/**
 * The delivery country a text names: its code ("fr", " FR ") or its name in one of the six
 * languages ("France", "Frankreich", "Países Bajos"); null when it names none of them. Addresses
 * written before decision 253 hold names, so every reader goes through this.
 */
export function countryCodeOf(text: string | null | undefined): DeliveryCountry | null {
  if (!text) return null;
  const trimmed = text.trim();
  const upper = trimmed.toUpperCase();
  if (known.has(upper)) return upper as DeliveryCountry;
  return namesIndex().get(folded(trimmed)) ?? null;
}

/** A country's name in a language ("FR" in German: "Frankreich"); any other text as it is. */
export function countryName(text: string, language: string): string {
  const code = countryCodeOf(text);
  if (!code) return text;
  return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
}
