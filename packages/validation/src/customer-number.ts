import { message, trimmedString } from './keyed-schemas.js';

/** Shortest and longest customer number (SPEC 9). */
export const CUSTOMER_NUMBER_MIN_DIGITS = 2;
export const CUSTOMER_NUMBER_MAX_DIGITS = 7;

/**
 * A customer number (`cust_no`): required, ASCII digits only, 2 to 7 of them (SPEC 5 Register).
 * Surrounding spaces are trimmed (a pasted number often carries them); leading zeros are kept
 * because the value is an identifier, not a number.
 */
export const customerNumberSchema = trimmedString()
  .min(1, message('validation.required'))
  .regex(/^[0-9]+$/, message('validation.digits_only'))
  .min(CUSTOMER_NUMBER_MIN_DIGITS, message('validation.customer_number_length'))
  .max(CUSTOMER_NUMBER_MAX_DIGITS, message('validation.customer_number_length'));
