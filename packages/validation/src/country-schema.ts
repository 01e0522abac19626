import { countryCodeOf } from './country.js';
import { fieldLimits } from './field-limits.js';
import { trimmedString } from './keyed-schemas.js';
import { message } from './message-keys.js';

// The request fields of decision 253, apart from country.ts so that reading a country (the cart's
// VAT line) does not pull zod into a screen.

/**
 * A country field of a request: a code or name of a delivery country, stored as its code;
 * anything else is refused with 'validation.country_unknown'.
 */
export function countryCodeSchema() {
  return trimmedString()
    .min(1, message('validation.required'))
    .max(fieldLimits.name)
    .refine((text) => countryCodeOf(text) !== null, message('validation.country_unknown'))
    .transform((text): string => countryCodeOf(text) ?? text);
}

/** {@link countryCodeSchema} where the country may be left out (registration): `''` is "not given". */
export function optionalCountryCodeSchema() {
  return trimmedString()
    .max(fieldLimits.name)
    .refine(
      (text) => text === '' || countryCodeOf(text) !== null,
      message('validation.country_unknown'),
    )
    .transform((text): string | undefined => countryCodeOf(text) ?? undefined)
    .optional();
}
