import { fieldLimits } from './field-limits.js';
import { message, trimmedString } from './keyed-schemas.js';

const PHONE_CHARACTERS = /^\+?[0-9 ()./-]+$/;
const MIN_DIGITS = 6;
const MAX_DIGITS = 15;

// Numbers are typed in national and international forms across six countries, so only the
// characters and the digit count (E.164 allows at most 15) are checked, not a country format.
function isPhoneNumber(value: string): boolean {
  if (!PHONE_CHARACTERS.test(value)) return false;
  const digits = value.replace(/[^0-9]/g, '').length;
  return digits >= MIN_DIGITS && digits <= MAX_DIGITS;
}

/** A required phone number: digits with optional `+`, spaces, dots, dashes, slashes, brackets. */
export const phoneSchema = trimmedString()
  .min(1, message('validation.required'))
  .max(fieldLimits.phone)
  .refine(isPhoneNumber, message('validation.phone_invalid'));

/** A phone number that may be left empty (''). */
export const optionalPhoneSchema = trimmedString()
  .max(fieldLimits.phone)
  .refine((value) => value === '' || isPhoneNumber(value), message('validation.phone_invalid'))
  .optional();
